import { Users } from "lucide-react";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { NOT_FOUND_TITLES } from "#shared/not-found-titles.ts";
import { ensureOr404, existsOr404, prefetch } from "../../app/route-data.ts";
import { clubQueryOptions } from "../clubs/api.ts";
import { teamMatchesQueryOptions } from "../matches/api.ts";
import { leagueTableQueryOptions } from "../rankings/api.ts";
import { teamCoachesQueryOptions, teamPlayersQueryOptions, teamQueryOptions } from "./api.ts";

export async function teamLoader({ params, request }: LoaderFunctionArgs) {
  const { clubId, teamId = "" } = params;
  const tab = new URL(request.url).searchParams.get("tab");
  // The season's matches are on top of every tab (and the table's group comes with them): the
  // «Tabelle» tab asks for its group's table as soon as they are here, so the server writes the
  // table into the page instead of its loading placeholder (a browser without JavaScript kept it).
  prefetch(teamMatchesQueryOptions(teamId), (season) => {
    if (tab === "tabelle" && season.placement) {
      prefetch(leagueTableQueryOptions({ ...season.placement, season: season.season }));
    }
  });
  if (tab === "trainer") prefetch(teamCoachesQueryOptions(teamId));
  else if (tab !== "details" && tab !== "tabelle") prefetch(teamPlayersQueryOptions(teamId));
  // The way back leads to the club, unless the club is missing too (an old or hand-made link):
  // «Zurück zum Verein» then led to a second not-found page.
  const team = await ensureOr404(teamQueryOptions(teamId), async () => ({
    title: NOT_FOUND_TITLES.team,
    icon: Users,
    back:
      clubId && (await existsOr404(clubQueryOptions(clubId)))
        ? { to: `/vereine/${clubId}`, label: "Zurück zum Verein" }
        : { to: "/vereine", label: "Zu den Vereinen" },
  }));
  // A team opened under another club's address (an old or hand-made link) moves to its own: on
  // the server a 301 with the address, so a search engine keeps one page per team.
  if (team.clubId && team.clubId !== clubId) {
    const url = new URL(request.url);
    throw redirect(`/vereine/${team.clubId}/teams/${team.id}${url.search}`, 301);
  }
  return null;
}
