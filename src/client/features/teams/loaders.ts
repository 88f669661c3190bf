import { Users } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { ensureOr404, prefetch } from "../../app/route-data.ts";
import { teamCoachesQueryOptions, teamPlayersQueryOptions, teamQueryOptions } from "./api.ts";

export async function teamLoader({ params, request }: LoaderFunctionArgs) {
  const { clubId, teamId = "" } = params;
  const tab = new URL(request.url).searchParams.get("tab");
  if (tab === "trainer") prefetch(teamCoachesQueryOptions(teamId));
  else if (tab !== "details") prefetch(teamPlayersQueryOptions(teamId));
  await ensureOr404(teamQueryOptions(teamId), {
    title: "Team wurde nicht gefunden.",
    icon: Users,
    back: { to: clubId ? `/vereine/${clubId}` : "/vereine", label: "Zurück zum Verein" },
  });
  return null;
}
