import { CalendarDays } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import {
  parseScheduleAddress,
  type ScheduleFilter,
  scheduleListQuery,
} from "#shared/matches/schedule-filter.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { cursorOr400, cursorPageOr404, prefetch, prefetchFirstPage } from "../../app/route-data.ts";
import { clubQueryOptions, clubTeamsQueryOptions } from "../clubs/api.ts";
import { rankingLeaguesQueryOptions } from "../rankings/api.ts";
import { scheduleClubChoicesQueryOptions, scheduleLiveQueryOptions, scheduleQueryOptions } from "./api.ts";

// Apart from the match page's loader (loaders.ts): the schedule's address parsing is no part of
// a match page's first route.

/**
 * /spielplan with the filters of its address, so the server renders the filtered list. «Meine
 * Favoriten» waits for the page: the favourites are the browser's or the signed-in account's,
 * and neither is known to a loader on the server.
 */
export async function scheduleLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const cursor = cursorOr400(url, CalendarDays);
  const params = url.searchParams;
  const filter = parseScheduleAddress(params);
  prefetchFilterChoices(filter);
  if (filter.mine) return null;
  const query = scheduleListQuery(filter, null);
  prefetch(scheduleLiveQueryOptions(query));
  const options = scheduleQueryOptions(filter.tab, query, cursor);
  if (cursor) await cursorPageOr404(url, CalendarDays, options, (page) => page.matches.length === 0);
  else prefetchFirstPage(options);
  return null;
}

/**
 * What the filter's selects offer (schedule-filters.tsx): without scripts its panel is open and
 * sent as a GET form, so the server renders the clubs, the chosen club's teams and the chosen
 * league's groups; without them a club could not be chosen, and one from the address read
 * «Lade Vereine...» and was dropped when the form was sent again.
 */
function prefetchFilterChoices(filter: ScheduleFilter): void {
  const { clubId } = filter;
  prefetch(scheduleClubChoicesQueryOptions, (clubs) => {
    // A club beyond the list's first page is named by its own read, as the filter does.
    if (clubId && !clubs.some((club) => club.id === clubId)) prefetch(clubQueryOptions(clubId));
  });
  if (clubId) prefetch(clubTeamsQueryOptions(clubId));
  if (filter.canton && filter.league) prefetch(rankingLeaguesQueryOptions(seasonOf(new Date())));
}
