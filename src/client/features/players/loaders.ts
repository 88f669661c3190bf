import { UserRound } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { NOT_FOUND_TITLES } from "#shared/not-found-titles.ts";
import { ensureOr404 } from "../../app/route-data.ts";
import { playerQueryOptions } from "./api.ts";

export async function playerLoader({ params }: LoaderFunctionArgs) {
  await ensureOr404(playerQueryOptions(params.playerId ?? ""), {
    title: NOT_FOUND_TITLES.player,
    icon: UserRound,
    back: { to: "/vereine", label: "Zu den Vereinen" },
  });
  return null;
}
