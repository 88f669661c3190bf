import type { LoaderFunctionArgs } from "react-router";
import { parseScheduleAddress, scheduleListQuery } from "#shared/matches/schedule-filter.ts";
import { prefetch, prefetchFirstPage } from "../../app/route-data.ts";
import { cursorOf } from "../../lib/address-cursor.ts";
import { scheduleLiveQueryOptions, scheduleQueryOptions } from "./api.ts";

// Apart from the match page's loader (loaders.ts): the schedule's address parsing is no part of
// a match page's first route.

/**
 * /spielplan with the filters of its address, so the server renders the filtered list. «Meine
 * Favoriten» waits for the page: the favourites are the browser's or the signed-in account's,
 * and neither is known to a loader on the server.
 */
export function scheduleLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filter = parseScheduleAddress(params);
  if (filter.mine) return null;
  const query = scheduleListQuery(filter, null);
  prefetch(scheduleLiveQueryOptions(query));
  prefetchFirstPage(scheduleQueryOptions(filter.tab, query, cursorOf(params)));
  return null;
}
