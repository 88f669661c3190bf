import { z } from "zod";
import type { BoardMember, ClubDetail, ClubListItem, ClubTeam } from "../clubs/types.ts";
import {
  CANTONS,
  COMPETITIONS,
  EVENT_TYPES,
  LEAGUES,
  MATCH_ACCEPTANCES,
  MATCH_PERIODS,
  MATCH_STATUSES,
  POSITIONS,
  TEAM_SIDES,
} from "../constants.ts";
import { LINEUP_ROLES } from "../lineups/schema.ts";
import type { LineupEntryView, MatchStartingLineups } from "../lineups/types.ts";
import type {
  LineupPlayer,
  MatchEventView,
  MatchPlayerRef,
  MatchReportView,
  MatchSummary,
  MatchTeam,
} from "../matches/types.ts";
import type { NewsDetail, NewsPreview } from "../news/types.ts";
import type { PlayerStats } from "../players/stats.ts";
import type { PlayerDetail } from "../players/types.ts";
import type { LeagueTableEntry, RankedPlayer, RankingLeague } from "../rankings/types.ts";
import type { Coach, TeamDetail, TeamPlayer } from "../teams/types.ts";

// The answers of the public GET endpoints as zod schemas, for the OpenAPI document of the open
// read API. Each is typed against the response interface, so the two cannot drift apart.

const id = z.string().describe("UUID");
const text = z.string().nullable();
const count = z.number().int();
const optionalCount = z.number().int().nullable();
const isoDate = z.string().describe("ISO-8601 Zeitpunkt");
const canton = z.enum(CANTONS);
const league = z.enum(LEAGUES);

export const clubListItemSchema: z.ZodType<ClubListItem> = z.object({
  id,
  clubName: z.string(),
  clubLogoUrl: text,
  teamCount: count,
});

export const clubDetailSchema: z.ZodType<ClubDetail> = z.object({
  id,
  clubName: z.string(),
  clubLogoUrl: text,
  stadiumName: text,
  stadiumImageUrl: text,
  foundingYear: optionalCount,
  activeMembers: optionalCount,
  teamsCount: optionalCount,
  teamCount: count,
  contactAddress: text,
  contactEmail: text,
  contactPhone: text,
  description: text,
});

export const clubTeamSchema: z.ZodType<ClubTeam> = z.object({
  id,
  name: z.string(),
  teamImageUrl: text,
  league,
  canton,
  playerCount: count,
});

export const boardMemberSchema: z.ZodType<BoardMember> = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  birthYear: optionalCount,
  atClubSince: optionalCount,
  email: text,
  phone: text,
  memberImageUrl: text,
});

export const newsPreviewSchema: z.ZodType<NewsPreview> = z.object({
  id,
  clubId: id,
  clubName: z.string(),
  clubLogoUrl: text,
  title: z.string(),
  content: z.string(),
  publishedAt: isoDate.nullable(),
  imageUrl: text,
  imageCaption: text,
});

export const newsDetailSchema: z.ZodType<NewsDetail> = z.object({
  id,
  clubId: id,
  clubName: z.string(),
  clubLogoUrl: text,
  title: z.string(),
  content: z.string(),
  publishedAt: isoDate.nullable(),
  images: z.array(z.object({ id, imageUrl: z.string(), caption: text, sortOrder: count })),
});

export const teamDetailSchema: z.ZodType<TeamDetail> = z.object({
  id,
  name: z.string(),
  teamImageUrl: text,
  clubId: id.nullable(),
  clubName: text,
  clubLogoUrl: text,
  league,
  canton,
  playerCount: count,
  coachCount: count,
  createdAt: isoDate,
});

const statsSchema: z.ZodType<PlayerStats> = z.object({
  goals: count,
  assists: count,
  yellowCards: count,
  yellowRedCards: count,
  redCards: count,
});

const teamPlayerShape = {
  id,
  teamId: id,
  firstName: z.string(),
  lastName: z.string(),
  playerNumber: optionalCount,
  playerImageUrl: text,
  birthYear: optionalCount,
  atClubSince: optionalCount,
  position: z.enum(POSITIONS).nullable(),
  stats: statsSchema,
};

export const teamPlayerSchema: z.ZodType<TeamPlayer> = z.object(teamPlayerShape);

export const playerDetailSchema: z.ZodType<PlayerDetail> = z.object({
  ...teamPlayerShape,
  team: z.object({ id, name: z.string(), teamImageUrl: text, league, canton }),
  club: z.object({ id, clubName: z.string(), clubLogoUrl: text }).nullable(),
});

export const coachSchema: z.ZodType<Coach> = z.object({
  id,
  teamId: id,
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  coachImageUrl: text,
  birthYear: optionalCount,
  atClubSince: optionalCount,
});

const matchTeamSchema: z.ZodType<MatchTeam> = z.object({
  id,
  name: z.string(),
  teamImageUrl: text,
  clubId: id.nullable(),
  clubName: text,
  clubLogoUrl: text,
  league: z.string(),
  canton: z.string(),
});

export const matchSummarySchema: z.ZodType<MatchSummary> = z.object({
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
  createdByClubId: id.nullable(),
  homeTeam: matchTeamSchema,
  awayTeam: matchTeamSchema,
});

const playerRefShape = {
  id,
  firstName: z.string(),
  lastName: z.string(),
  playerNumber: optionalCount,
  playerImageUrl: text,
  teamId: id,
};
const playerRefSchema: z.ZodType<MatchPlayerRef> = z.object(playerRefShape);

export const matchEventSchema: z.ZodType<MatchEventView> = z.object({
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
});

const lineupPlayerSchema: z.ZodType<LineupPlayer> = z.object({
  ...playerRefShape,
  position: text,
  birthYear: optionalCount,
  atClubSince: optionalCount,
  goals: count,
  assists: count,
  yellowCards: count,
  yellowRedCards: count,
  redCards: count,
});

export const matchLineupsSchema = z.object({
  home: z.object({ team: matchTeamSchema, players: z.array(lineupPlayerSchema) }),
  away: z.object({ team: matchTeamSchema, players: z.array(lineupPlayerSchema) }),
  hasLineups: z.boolean(),
});

const lineupEntrySchema: z.ZodType<LineupEntryView> = z.object({
  playerId: id.nullable(),
  name: z.string(),
  shirtNumber: z.number().int().nullable(),
  role: z.enum(LINEUP_ROLES),
  isCaptain: z.boolean(),
  isGoalkeeper: z.boolean(),
});
const sideLineupSchema = z.object({
  starters: z.array(lineupEntrySchema),
  bench: z.array(lineupEntrySchema),
});
export const startingLineupsSchema: z.ZodType<MatchStartingLineups> = z.object({
  home: sideLineupSchema.nullable(),
  away: sideLineupSchema.nullable(),
});

export const matchReportSchema: z.ZodType<MatchReportView> = z.object({
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
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const leagueTableEntrySchema: z.ZodType<LeagueTableEntry> = z.object({
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
});

export const rankingLeagueSchema: z.ZodType<RankingLeague> = z.object({
  canton,
  league,
  teamCount: count,
  completedMatches: count,
});

export const rankedPlayerSchema: z.ZodType<RankedPlayer> = z.object({
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
});
