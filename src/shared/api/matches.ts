import { z } from "zod";
import type { MatchPeriod, MatchStatus } from "../constants.ts";

// Response shapes of /api/matches, used by the server and the client alike.

export interface MatchTeam {
  id: string;
  name: string;
  teamImageUrl: string | null;
  clubId: string | null;
  clubName: string | null;
  clubLogoUrl: string | null;
  league: string;
  canton: string;
}

export interface MatchSummary {
  id: string;
  matchDate: string;
  stadium: string | null;
  /** The home club's stadium picture, for schedule cards. */
  stadiumImageUrl: string | null;
  status: MatchStatus;
  homeScore: number | null;
  awayScore: number | null;
  cancellationReason: string | null;
  startedAt: string | null;
  period: MatchPeriod;
  periodStartedAt: string | null;
  stoppageMinutes: number;
  homeTeam: MatchTeam;
  awayTeam: MatchTeam;
}

export const MATCH_SCOPES = ["upcoming", "past", "live", "all"] as const;
export type MatchScope = (typeof MATCH_SCOPES)[number];

const idList = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(",").filter(Boolean) : undefined))
  .pipe(
    z
      .array(z.uuid({ error: "Ungültige Team-ID" }))
      .max(200)
      .optional(),
  );

/** Query of GET /api/matches. */
export const matchListQuerySchema = z.object({
  scope: z.enum(MATCH_SCOPES).default("all"),
  teamIds: idList,
  clubId: z.uuid({ error: "Ungültige Vereins-ID" }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type MatchListQuery = z.input<typeof matchListQuerySchema>;
