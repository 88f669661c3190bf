import { z } from "zod";
import { canton, count, exactly, id, isoDate, league, text } from "../response-schema.ts";
import type {
  FairPlayEntry,
  LeagueTableEntry,
  LeagueTableResponse,
  PlayerRankingResponse,
  RankedPlayer,
  RankingCanton,
  RankingGroup,
  RankingLeague,
  RankingLeaguesResponse,
  TableDeduction,
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
    penaltyPoints: count,
    deductedPoints: count,
    withdrawn: z.boolean(),
    tieBreak: z.enum(["penaltyPoints", "goalDifference", "goalsFor", "directEncounter", "lot"]).nullable(),
    zone: z.enum(["promotion", "relegation"]).nullable(),
    movedTo: z.object({ canton, league, group: z.string() }).nullable(),
    archived: z.boolean(),
  }),
);

export const tableDeductionSchema = exactly<TableDeduction>()(
  z.object({ id, teamId: id, name: z.string(), points: count, reason: z.string(), createdAt: isoDate }),
);

export const fairPlayEntrySchema = exactly<FairPlayEntry>()(
  z.object({
    rank: count,
    teamId: id,
    name: z.string(),
    yellow: count,
    yellowRed: count,
    red: count,
    corrections: count,
    penaltyPoints: count,
  }),
);

const rankingGroupSchema = exactly<RankingGroup>()(z.object({ name: z.string(), teamCount: count }));

export const rankingLeagueSchema = exactly<RankingLeague>()(
  z.object({
    canton,
    league,
    teamCount: count,
    completedMatches: count,
    groups: z.array(rankingGroupSchema),
  }),
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
  z.object({
    canton,
    league,
    season: count,
    group: z.string(),
    groups: z.array(z.string()),
    rule: z.enum(["fairPlay", "goalDifference"]),
    rows: z.array(leagueTableEntrySchema),
    deductions: z.array(tableDeductionSchema),
    fairPlay: z.array(fairPlayEntrySchema),
  }),
);
const rankingCantonSchema = exactly<RankingCanton>()(z.object({ canton, teamCount: count }));

export const rankingLeaguesResponseSchema = exactly<RankingLeaguesResponse>()(
  z.object({ season: count, leagues: z.array(rankingLeagueSchema), cantons: z.array(rankingCantonSchema) }),
);
export const playerRankingResponseSchema = exactly<PlayerRankingResponse>()(
  z.object({
    players: z.array(rankedPlayerSchema),
    sharedPlace: z.object({ rank: z.number().int(), count: z.number().int() }).nullable(),
  }),
);
