import { UserRound } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { ensureOr404 } from "../../app/route-data.ts";
import { playerQueryOptions } from "./api.ts";

export async function playerLoader({ params }: LoaderFunctionArgs) {
  await ensureOr404(playerQueryOptions(params.playerId ?? ""), {
    title: "Spieler nicht gefunden",
    icon: UserRound,
    back: { to: "/vereine", label: "Zu den Vereinen" },
  });
  return null;
}
