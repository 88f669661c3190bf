import { z } from "zod";
import {
  COMPETITIONS,
  EVENT_TYPES,
  MATCH_ACCEPTANCES,
  MATCH_PERIODS,
  MATCH_STATUSES,
  TEAM_SIDES,
} from "../constants.ts";
import {
  count,
  exactly,
  id,
  importRowErrorSchema,
  isoDate,
  optionalCount,
  text,
} from "../response-schema.ts";
import type { FixtureImportPreview } from "./csv.ts";
import type {
  MatchChange,
  MatchChangeNote,
  MatchChangeNotesResponse,
  MatchHistoryEntry,
  MatchHistoryResponse,
} from "./history-types.ts";
import {
  type MatchProposal,
  type MatchProposalResponse,
  type MatchProposalsResponse,
  PROPOSAL_KINDS,
  PROPOSAL_STATUSES,
} from "./proposals.ts";
import type {
  AcceptAllResponse,
  FixtureImportResponse,
  LineupPlayer,
  MatchEventResponse,
  MatchEventsResponse,
  MatchEventView,
  MatchLineups,
  MatchListResponse,
  MatchPageResponse,
  MatchPlayerRef,
  MatchReportResponse,
  MatchReportView,
  MatchResponse,
  MatchSummary,
  MatchTeam,
  MatchTeamOption,
  MatchTeamOptions,
  SavedMatchReportResponse,
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
    archived: z.boolean().meta({
      description:
        "Vom Verein gelöscht (oder mit ihm) und nur für ihre gespielten Spiele behalten: ihre Seite gibt es nicht mehr, darum nicht verlinken.",
    }),
    awaitingOffice: z.boolean().meta({
      description:
        "Ein Gegner, den ein Verein selbst angelegt hat und den die Spielleitung noch nicht eingeteilt hat: bis dahin zählt das Spiel nirgends (keine Tabelle, keine Spielerstatistik).",
    }),
  }),
);

export const matchSummarySchema = exactly<MatchSummary>()(
  z.object({
    id,
    matchDate: isoDate.meta({ description: "Anpfiff laut Spielplan (UTC; angezeigt in Europe/Zurich)." }),
    stadium: text,
    stadiumImageUrl: text.meta({ description: "Bild des Stadions des Heimvereins, für Spielkarten." }),
    status: z.enum(MATCH_STATUSES).meta({
      description:
        "scheduled: geplant; live: läuft; completed: beendet (Resultat gilt); cancelled: abgesagt; postponed: verschoben, noch ohne neues Datum.",
    }),
    homeScore: optionalCount.meta({
      description: "Tore der Heimmannschaft; null, solange nicht angepfiffen.",
    }),
    awayScore: optionalCount.meta({
      description: "Tore der Gastmannschaft; null, solange nicht angepfiffen.",
    }),
    cancellationReason: text.meta({
      description: "Grund einer Absage oder Verschiebung, wie der Verein ihn angibt.",
    }),
    heldByWithdrawal: z.boolean().meta({
      description:
        "Von der Spielleitung abgesetzt, weil sich eine Mannschaft aus der Saison zurückgezogen hat: nur die Rücknahme des Rückzugs setzt es wieder an.",
    }),
    keptOffByWithdrawal: z.boolean().meta({
      description:
        "Ein abgesagtes oder verschobenes Meisterschaftsspiel einer inzwischen zurückgezogenen Mannschaft: es wird nicht mehr angesetzt, solange der Rückzug gilt.",
    }),
    keptOffByTeamId: id.nullable().meta({
      description: "Die zurückgezogene Mannschaft, die es fernhält (bei keptOffByWithdrawal), sonst null.",
    }),
    startedAt: isoDate.nullable().meta({ description: "Tatsächlicher Anpfiff (UTC); null vor dem Anpfiff." }),
    period: z.enum(MATCH_PERIODS).meta({
      description:
        "Spielphase der Uhr: not_started, first_half, halftime, second_half, finished. Mit periodStartedAt und stoppageMinutes ergibt sie die Spielminute.",
    }),
    periodStartedAt: isoDate.nullable().meta({
      description:
        "Beginn der laufenden Phase (UTC), z. B. der Anpfiff der zweiten Halbzeit; null vor dem Anpfiff.",
    }),
    stoppageMinutes: count.meta({
      description: "Angezeigte Nachspielzeit der laufenden Halbzeit in Minuten.",
    }),
    undoUntil: isoDate.nullable().meta({
      description:
        "Bis wann der Verein das Spielende oder einen Abbruch im Live-Ticker zurücknehmen kann (UTC), sonst null.",
    }),
    acceptance: z.enum(MATCH_ACCEPTANCES).meta({
      description:
        "Zustimmung des Gegners: requested, bis der andere Verein annimmt; accepted; declined. Öffentlich sind nur angenommene Spiele.",
    }),
    competition: z.enum(COMPETITIONS).meta({
      description:
        "league: Meisterschaft (zählt für Tabelle und Fairplay); cup: Cup; friendly: Freundschaftsspiel.",
    }),
    forfeit: z.enum(TEAM_SIDES).nullable().meta({
      description: "Forfait: die Seite, die forfait verloren hat (0:3, ohne Spielerstatistik), sonst null.",
    }),
    createdByClubId: id.nullable().meta({
      description:
        "Der Verein, der das Spiel angelegt hat (er darf es bearbeiten); null, wenn es keinen mehr gibt.",
    }),
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

// The management answers (/api/manage/…).

export const matchListResponseSchema = exactly<MatchListResponse>()(
  z.object({ matches: z.array(matchSummarySchema) }),
);
export const matchEventResponseSchema = exactly<MatchEventResponse>()(z.object({ event: matchEventSchema }));
export const savedMatchReportResponseSchema = exactly<SavedMatchReportResponse>()(
  z.object({ report: matchReportSchema.nullable(), created: z.boolean() }),
);
export const acceptAllResponseSchema = exactly<AcceptAllResponse>()(z.object({ accepted: count }));
export const fixtureImportResponseSchema = exactly<FixtureImportResponse>()(
  z.object({ imported: count, createdOpponents: count }),
);

const matchTeamOptionSchema = exactly<MatchTeamOption>()(
  z.object({
    id,
    name: z.string(),
    league: z.string(),
    canton: z.string(),
    teamImageUrl: text,
    clubId: id.nullable(),
    clubName: text,
    stadiumName: text,
  }),
);
export const matchTeamOptionsSchema = exactly<MatchTeamOptions>()(
  z.object({
    club: z.object({ id, clubName: z.string(), stadiumName: text }),
    myTeams: z.array(matchTeamOptionSchema),
    otherTeams: z.array(matchTeamOptionSchema),
  }),
);

const matchChangeSchema = exactly<MatchChange>()(z.object({ field: z.string(), from: text, to: text }));
const historyEntryShape = {
  id,
  matchId: id,
  action: z.string(),
  changes: z.array(matchChangeSchema),
  userName: text,
  clubId: id.nullable(),
  clubName: text,
  createdAt: isoDate,
};
export const matchHistoryEntrySchema = exactly<MatchHistoryEntry>()(z.object(historyEntryShape));
export const matchHistoryResponseSchema = exactly<MatchHistoryResponse>()(
  z.object({ entries: z.array(matchHistoryEntrySchema) }),
);
export const matchChangeNotesResponseSchema = exactly<MatchChangeNotesResponse>()(
  z.object({
    notes: z.array(
      exactly<MatchChangeNote>()(
        z.object({
          ...historyEntryShape,
          homeTeamName: z.string(),
          awayTeamName: z.string(),
          matchDate: isoDate,
        }),
      ),
    ),
  }),
);

export const matchProposalSchema = exactly<MatchProposal>()(
  z.object({
    id,
    matchId: id.nullable(),
    matchLabel: z.string(),
    homeTeamName: text,
    awayTeamName: text,
    kind: z.enum(PROPOSAL_KINDS),
    status: z.enum(PROPOSAL_STATUSES),
    homeScore: optionalCount,
    awayScore: optionalCount,
    forfeit: z.enum(TEAM_SIDES).nullable(),
    previousScore: text,
    matchDate: isoDate.nullable().meta({
      description:
        "Vorgeschlagener Anpfiff (UTC) einer Terminänderung (postpone, restore, reschedule); null bei einer Verschiebung ohne neues Datum (das Spiel bleibt «verschoben», bis es wieder angesetzt wird).",
    }),
    stadium: text,
    competition: z.enum(COMPETITIONS).nullable(),
    reason: text,
    proposedByClubId: id.nullable(),
    proposedByClubName: text,
    proposedByUserName: text,
    createdAt: isoDate,
    disputedAt: isoDate.nullable(),
    answeredAt: isoDate.nullable(),
    answeredByUserName: text,
    decidedByOffice: z.boolean(),
    officeNote: text,
  }),
);
export const matchProposalResponseSchema = exactly<MatchProposalResponse>()(
  z.object({ proposal: matchProposalSchema }),
);
export const matchProposalsResponseSchema = exactly<MatchProposalsResponse>()(
  z.object({ proposals: z.array(matchProposalSchema) }),
);

export const fixtureImportPreviewSchema = exactly<FixtureImportPreview>()(
  z.object({
    rows: z.array(
      z.object({
        line: count,
        date: z.string(),
        time: z.string(),
        isHome: z.boolean(),
        opponent: z.string(),
        stadium: z.string(),
        matchDate: isoDate,
        homeTeamName: z.string(),
        awayTeamName: z.string(),
        isNewOpponent: z.boolean(),
      }),
    ),
    errors: z.array(importRowErrorSchema),
  }),
);
