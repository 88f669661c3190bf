import { SearchX } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { NOT_FOUND_TITLES } from "#shared/not-found-titles.ts";
import { isUuid } from "#shared/uuid.ts";
import {
  ensureOr404,
  type Missing,
  notFound,
  prefetch,
  prepareCode,
  sectionWithPage,
} from "../../app/route-data.ts";
import { startingLineupsQueryOptions } from "../live/api.ts";
import {
  matchEventsQueryOptions,
  matchLineupsQueryOptions,
  matchPublicHistoryQueryOptions,
  matchQueryOptions,
  matchReportQueryOptions,
  matchTelegrammQueryOptions,
} from "./api.ts";
import { loadMatchTelegramm } from "./match-telegramm-code.ts";

const MATCH_MISSING: Missing = {
  title: NOT_FOUND_TITLES.match,
  icon: SearchX,
  back: { to: "/spielplan", label: "Zum Spielplan" },
};

/**
 * /spiele/:matchId: the match itself, its timeline, line-ups, report and record of changes (and
 * Matchtelegramm): all in the server's page, so a page that has arrived reads nothing more.
 */
export async function matchLoader({ params }: LoaderFunctionArgs) {
  const matchId = params.matchId ?? "";
  if (!isUuid(matchId)) notFound(MATCH_MISSING);
  prefetch(matchEventsQueryOptions(matchId));
  prefetch(matchLineupsQueryOptions(matchId));
  prefetch(startingLineupsQueryOptions(matchId));
  prefetch(matchReportQueryOptions(matchId));
  // «Änderungen (n)» shows nothing until its record is read: read after the page shows, it would
  // appear above the Matchtelegramm and move it down.
  const changes = sectionWithPage(matchPublicHistoryQueryOptions(matchId));
  const match = await ensureOr404(matchQueryOptions(matchId), MATCH_MISSING);
  if (match.status === "completed") {
    prefetch(matchTelegrammQueryOptions(matchId));
    // The server renders its text in place with it; a navigation in the browser starts the
    // code with the text, so the part rarely waits for it (match-telegramm-on-demand.tsx).
    prepareCode(loadMatchTelegramm);
  }
  await changes;
  return null;
}
