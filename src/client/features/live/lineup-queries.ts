import { queryOptions } from "@tanstack/react-query";
import { lineupPaths } from "#shared/lineups/paths.ts";
import { api } from "../../lib/api.ts";

// Reading line-ups apart from saving them (lineup-api.ts): the ticker and its loader need only
// this, not the form schema (and zod) the save brings.

export const startingLineupsQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "starting-lineups"],
    queryFn: () => api(lineupPaths.starting(matchId)),
  });
