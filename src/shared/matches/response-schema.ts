import { z } from "zod";
import {
  COMPETITIONS,
  EVENT_TYPES,
  MATCH_ACCEPTANCES,
  MATCH_PERIODS,
  MATCH_STATUSES,
  TEAM_SIDES,
} from "../constants.ts";
import { count, exactly, id, isoDate, optionalCount, text } from "../response-schema.ts";
import type { MatchChange, MatchHistoryEntry, MatchHistoryResponse } from "./history-types.ts";
import type {
  LineupPlayer,
  MatchEventsResponse,
  MatchEventView,
  MatchLineups,
  MatchPageResponse,
  MatchPlayerRef,
  MatchReportResponse,
  MatchReportView,
  MatchResponse,
  MatchSummary,
  MatchTeam,
} from "./types.ts";

// The public match answers as zod schemas (OpenAPI), each exactly its response type.

const matchTeamSchema = exactly<MatchTeam>()(
  z.object({
    id,
    name: z.string(),
    teamImageUrl: text,
    clubId: id.nullable(),
    clubName: text,
    clubLogoUrl: text,
    league: z.string(),
    canton: z.string(),
  }),
);

export const matchSummarySchema = exactly<MatchSummary>()(
  z.object({
    id,
    matchDate: isoDate,
    stadium: text,
    stadiumImageUrl: text,
    status: z.enum(MATCH_STATUSES),
    homeScore: optionalCount,
    awayScore: optionalCount,
    cancellationReason: text,
    startedAt: isoDate.nullable(),
    period: z.enum(MATCH_PERIODS),
    periodStartedAt: isoDate.nullable(),
    stoppageMinutes: count,
    undoUntil: isoDate.nullable(),
    acceptance: z.enum(MATCH_ACCEPTANCES),
    competition: z.enum(COMPETITIONS),
    forfeit: z.enum(TEAM_SIDES).nullable(),
    createdByClubId: id.nullable(),
    homeTeam: matchTeamSchema,
    awayTeam: matchTeamSchema,
  }),
);

const playerRefShape = {
  id,
  firstName: z.string(),
  lastName: z.string(),
  playerNumber: optionalCount,
  playerImageUrl: text,
  teamId: id,
};
const playerRefSchema = exactly<MatchPlayerRef>()(z.object(playerRefShape));

export const matchEventSchema = exactly<MatchEventView>()(
  z.object({
    id,
    matchId: id,
    type: z.enum(EVENT_TYPES),
    minute: count,
    addedMinute: count.nullable(),
    description: z.string(),
    customDescription: text,
    score: z.object({ home: count, away: count }).nullable(),
    teamSide: z.enum(TEAM_SIDES).nullable(),
    player: playerRefSchema.nullable(),
    assist: playerRefSchema.nullable(),
    playerIn: playerRefSchema.nullable(),
    createdAt: isoDate,
  }),
);

const lineupPlayerSchema = exactly<LineupPlayer>()(
  z.object({
    ...playerRefShape,
    position: text,
    birthYear: optionalCount,
    atClubSince: optionalCount,
    goals: count,
    assists: count,
    yellowCards: count,
    yellowRedCards: count,
    redCards: count,
  }),
);

const sideSchema = z.object({ team: matchTeamSchema, players: z.array(lineupPlayerSchema) });
export const matchLineupsSchema = exactly<MatchLineups>()(
  z.object({ home: sideSchema, away: sideSchema, hasLineups: z.boolean() }),
);

export const matchReportSchema = exactly<MatchReportView>()(
  z.object({
    id,
    matchId: id,
    title: z.string(),
    content: z.string(),
    highlights: text,
    manOfMatchPlayerId: id.nullable(),
    manOfMatchName: text,
    attendance: optionalCount,
    weatherConditions: text,
    refereeNotes: text,
    referee: text,
    createdAt: isoDate,
    updatedAt: isoDate,
  }),
);

export const matchPageResponseSchema = exactly<MatchPageResponse>()(
  z.object({ matches: z.array(matchSummarySchema), nextCursor: z.string().nullable() }),
);
export const matchResponseSchema = exactly<MatchResponse>()(z.object({ match: matchSummarySchema }));
export const matchEventsResponseSchema = exactly<MatchEventsResponse>()(
  z.object({ events: z.array(matchEventSchema) }),
);
export const matchReportResponseSchema = exactly<MatchReportResponse>()(
  z.object({ report: matchReportSchema.nullable() }),
);

const matchChangeSchema = exactly<MatchChange>()(
  z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() }),
);

/** The public record of a match's changes: the public answer names no person (userName null). */
export const matchHistoryResponseSchema = exactly<MatchHistoryResponse>()(
  z.object({
    entries: z.array(
      exactly<MatchHistoryEntry>()(
        z.object({
          id,
          matchId: id,
          action: z.string(),
          changes: z.array(matchChangeSchema),
          userName: z.string().nullable(),
          clubId: id.nullable(),
          clubName: text,
          createdAt: isoDate,
        }),
      ),
    ),
  }),
);
