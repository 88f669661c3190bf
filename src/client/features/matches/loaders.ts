import { SearchX } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { isUuid } from "#shared/uuid.ts";
import { ensureOr404, type Missing, notFound, prefetch } from "../../app/route-data.ts";
import { startingLineupsQueryOptions } from "../live/api.ts";
import {
  matchEventsQueryOptions,
  matchLineupsQueryOptions,
  matchQueryOptions,
  matchReportQueryOptions,
} from "./api.ts";

const MATCH_MISSING: Missing = {
  title: "Spiel nicht gefunden",
  icon: SearchX,
  back: { to: "/spielplan", label: "Zum Spielplan" },
};

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
