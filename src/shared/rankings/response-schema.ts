import { z } from "zod";
import { canton, count, exactly, id, league, text } from "../response-schema.ts";
import type {
  LeagueTableEntry,
  LeagueTableResponse,
  PlayerRankingResponse,
  RankedPlayer,
  RankingLeague,
  RankingLeaguesResponse,
} from "./types.ts";

// The ranking answers as zod schemas (OpenAPI), each exactly its response type.

export const leagueTableEntrySchema = exactly<LeagueTableEntry>()(
  z.object({
    position: count,
    teamId: id,
    name: z.string(),
    teamName: z.string(),
    clubName: text,
    imageUrl: text,
    clubId: id.nullable(),
    clubLogoUrl: text,
    played: count,
    won: count,
    drawn: count,
    lost: count,
    goalsFor: count,
    goalsAgainst: count,
    goalDifference: count,
    points: count,
    zone: z.enum(["promotion", "relegation"]).nullable(),
  }),
);

export const rankingLeagueSchema = exactly<RankingLeague>()(
  z.object({ canton, league, teamCount: count, completedMatches: count }),
);

export const rankedPlayerSchema = exactly<RankedPlayer>()(
  z.object({
    rank: count,
    playerId: id,
    firstName: z.string(),
    lastName: z.string(),
    playerImageUrl: text,
    teamId: id,
    teamName: z.string(),
    teamImageUrl: text,
    clubId: id.nullable(),
    clubName: text,
    clubLogoUrl: text,
    goals: count,
    yellowCards: count,
    yellowRedCards: count,
    redCards: count,
  }),
);

export const leagueTableResponseSchema = exactly<LeagueTableResponse>()(
  z.object({ canton, league, season: count, rows: z.array(leagueTableEntrySchema) }),
);
export const rankingLeaguesResponseSchema = exactly<RankingLeaguesResponse>()(
  z.object({ leagues: z.array(rankingLeagueSchema) }),
);
export const playerRankingResponseSchema = exactly<PlayerRankingResponse>()(
  z.object({
    players: z.array(rankedPlayerSchema),
    sharedPlace: z.object({ rank: z.number().int(), count: z.number().int() }).nullable(),
  }),
);
