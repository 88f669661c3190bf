import { Shield } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { NOT_FOUND_TITLES } from "#shared/not-found-titles.ts";
import { ensureOr404, prefetch, prepareCode } from "../../app/route-data.ts";
import { clubFixturesQueryOptions } from "../matches/api.ts";
import {
  clubBoardQueryOptions,
  clubNewsQueryOptions,
  clubQueryOptions,
  clubTeamsQueryOptions,
} from "./api.ts";
import { clubOtherTabsCode } from "./club-other-tabs-code.ts";
import type { ClubTab } from "./club-page-tabs.ts";

export async function clubLoader({ params, request }: LoaderFunctionArgs) {
  const clubId = params.clubId ?? "";
  const search = new URL(request.url).searchParams;
  // Named as the page names its tabs, so a renamed tab fails the type check here too.
  const isOpen = (tab: ClubTab) => search.get("tab") === tab;
  // The open tab's list loads beside the club; the other tabs load when opened.
  if (clubOtherTabsCode.isShownAt(search)) {
    // Their code too, which a club page's first view does without: the server renders the tab
    // in place, and a navigation starts the code with the data (club-other-tabs-code.ts).
    prepareCode(clubOtherTabsCode.load);
    if (isOpen("news")) prefetch(clubNewsQueryOptions(clubId));
    else if (isOpen("vorstand")) prefetch(clubBoardQueryOptions(clubId));
  } else {
    prefetch(clubTeamsQueryOptions(clubId));
    prefetch(clubFixturesQueryOptions(clubId));
  }
  await ensureOr404(clubQueryOptions(clubId), {
    title: NOT_FOUND_TITLES.club,
    icon: Shield,
    back: { to: "/vereine", label: "Zur Vereinsliste" },
  });
  return null;
}
