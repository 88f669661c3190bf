import { SearchX } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { parseScheduleAddress, scheduleListQuery } from "#shared/matches/schedule-filter.ts";
import { isUuid } from "#shared/uuid.ts";
import { ensureOr404, type Missing, notFound, prefetch, prefetchFirstPage } from "../../app/route-data.ts";
import { startingLineupsQueryOptions } from "../live/api.ts";
import {
  matchEventsQueryOptions,
  matchLineupsQueryOptions,
  matchQueryOptions,
  matchReportQueryOptions,
  scheduleLiveQueryOptions,
  scheduleQueryOptions,
} from "./api.ts";

const MATCH_MISSING: Missing = {
  title: "Spiel nicht gefunden",
  icon: SearchX,
  back: { to: "/spielplan", label: "Zum Spielplan" },
};

/**
 * /spielplan with the filters of its address, so the server renders the filtered list. «Meine
 * Favoriten» waits for the page: the favourites are the browser's or the signed-in account's,
 * and neither is known to a loader on the server.
 */
export function scheduleLoader({ request }: LoaderFunctionArgs) {
  const filter = parseScheduleAddress(new URL(request.url).searchParams);
  if (filter.mine) return null;
  const query = scheduleListQuery(filter, null);
  prefetch(scheduleLiveQueryOptions(query));
  prefetchFirstPage(scheduleQueryOptions(filter.tab, query));
  return null;
}

/** /spiele/:matchId: the match itself, its timeline, line-ups and report. */
export async function matchLoader({ params }: LoaderFunctionArgs) {
  const matchId = params.matchId ?? "";
  if (!isUuid(matchId)) notFound(MATCH_MISSING);
  prefetch(matchEventsQueryOptions(matchId));
  prefetch(matchLineupsQueryOptions(matchId));
  prefetch(startingLineupsQueryOptions(matchId));
  prefetch(matchReportQueryOptions(matchId));
  await ensureOr404(matchQueryOptions(matchId), MATCH_MISSING);
  return null;
}
