import { SearchX } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { isUuid } from "#shared/uuid.ts";
import { ensureOr404, type Missing, notFound, prefetch } from "../../app/route-data.ts";
import {
  liveMatchesQueryOptions,
  matchEventsQueryOptions,
  matchLineupsQueryOptions,
  matchQueryOptions,
} from "../matches/api.ts";
import { startingLineupsQueryOptions } from "./lineup-queries.ts";

const MATCH_MISSING: Missing = {
  title: "Spiel nicht gefunden",
  icon: SearchX,
  back: { to: "/spielplan", label: "Zum Spielplan" },
};

export function liveListLoader() {
  prefetch(liveMatchesQueryOptions);
  return null;
}

export async function tickerLoader({ params }: LoaderFunctionArgs) {
  const matchId = params.matchId ?? "";
  if (!isUuid(matchId)) notFound(MATCH_MISSING);
  prefetch(matchEventsQueryOptions(matchId));
  prefetch(matchLineupsQueryOptions(matchId));
  prefetch(startingLineupsQueryOptions(matchId));
  await ensureOr404(matchQueryOptions(matchId), MATCH_MISSING);
  return null;
}
