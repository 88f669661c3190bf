import { z } from "zod";
import { POSITIONS } from "../constants.ts";
import { matchSummarySchema } from "../matches/response-schema.ts";
import type { PlayerStats } from "../players/stats.ts";
import { canton, count, exactly, id, isoDate, league, optionalCount, text } from "../response-schema.ts";
import type {
  Coach,
  ManageTeam,
  ManageTeamResponse,
  ManageTeamsResponse,
  TeamCoachesResponse,
  TeamDeletedResponse,
  TeamDetail,
  TeamMatchesResponse,
  TeamPlayer,
  TeamPlayersResponse,
  TeamResponse,
} from "./types.ts";

// The public team answers as zod schemas (OpenAPI), each exactly its response type.

export const teamDetailSchema = exactly<TeamDetail>()(
  z.object({
    id,
    name: z.string(),
    teamImageUrl: text,
    clubId: id
      .nullable()
      .meta({ description: "null bei einem Gegner, der keinem Verein auf Tschutti gehört." }),
    clubName: text,
    clubLogoUrl: text,
    league: league.meta({
      description:
        "Die Liga der laufenden Saison, wie die Spielleitung die Mannschaft eingeteilt hat. Gruppe und frühere Saisons: placement von /api/teams/{id}/matches?season=.",
    }),
    canton: canton.meta({ description: "Der Kanton der laufenden Saison (mit league ihre Einteilung)." }),
    playerCount: count.meta({ description: "Spieler, die jetzt im Kader stehen (/api/teams/{id}/players)." }),
    coachCount: count.meta({
      description: "Trainer und Staff, jetzt bei der Mannschaft (/api/teams/{id}/coaches).",
    }),
    createdAt: isoDate.meta({
      description: "Wann die Mannschaft auf Tschutti angelegt wurde (UTC), nicht ihr Gründungsjahr.",
    }),
  }),
);

export const statsSchema = exactly<PlayerStats>()(
  z.object({
    goals: count.meta({ description: "Tore und verwandelte Penaltys, keine Eigentore." }),
    assists: count.meta({ description: "Vorlagen: als Vorbereiter eines Tors oder Penaltytors erfasst." }),
    yellowCards: count,
    yellowRedCards: count.meta({
      description: "Gelb-rote Karten (zweite Gelbe, ein Platzverweis), eigene Zahl.",
    }),
    redCards: count.meta({ description: "Direkte rote Karten." }),
  }),
);

/** The fields of a player on a team page; the player page adds its team and club. */
export const teamPlayerShape = {
  id,
  teamId: id,
  firstName: z.string(),
  lastName: z.string(),
  playerNumber: optionalCount.meta({
    description: "Rückennummer; null, wenn der Verein keine angegeben hat.",
  }),
  playerImageUrl: text.meta({
    description:
      "Foto; null ohne Foto und bei Minderjährigen (oder Junioren ohne Jahrgang) ohne Einverständnis.",
  }),
  birthYear: optionalCount.meta({
    description:
      "Jahrgang; null, wenn nicht angegeben, und bei Minderjährigen ohne Einverständnis für Veröffentlichung.",
  }),
  atClubSince: optionalCount.meta({
    description: "Jahr, seit dem er im Verein spielt; null, wenn nicht angegeben.",
  }),
  position: z
    .enum(POSITIONS)
    .nullable()
    .meta({ description: "Position laut Verein; null, wenn nicht angegeben." }),
  stats: statsSchema.meta({
    description:
      "Aus den Spielereignissen gezählt, über alle Saisons: was er für diese Mannschaft getan hat (nach einem Wechsel beginnt er bei 0). Es zählen alle angenommenen Spiele, auch Cup und Freundschaftsspiele, nicht aber solche gegen einen Gegner, den die Spielleitung noch nicht eingeteilt hat.",
  }),
};

export const teamPlayerSchema = exactly<TeamPlayer>()(z.object(teamPlayerShape));

export const coachSchema = exactly<Coach>()(
  z.object({
    id,
    teamId: id,
    firstName: z.string(),
    lastName: z.string(),
    role: z.string().meta({
      description: "Rolle in freiem Text, wie der Verein sie angibt (z. B. «Trainer», «Co-Trainer»).",
    }),
    coachImageUrl: text,
    birthYear: optionalCount.meta({ description: "Jahrgang; null, wenn nicht angegeben." }),
    atClubSince: optionalCount.meta({
      description: "Jahr, seit dem er im Verein ist; null, wenn nicht angegeben.",
    }),
  }),
);

export const teamResponseSchema = exactly<TeamResponse>()(z.object({ team: teamDetailSchema }));
export const teamPlayersResponseSchema = exactly<TeamPlayersResponse>()(
  z.object({ players: z.array(teamPlayerSchema) }),
);
export const teamCoachesResponseSchema = exactly<TeamCoachesResponse>()(
  z.object({
    coaches: z.array(coachSchema).meta({
      description:
        "Cheftrainer zuerst, dann Assistenten, dann weiterer Staff, je in der Reihenfolge der Erfassung.",
    }),
  }),
);

const manageTeamSchema = exactly<ManageTeam>()(
  z.object({
    id,
    name: z.string(),
    canton,
    league,
    group: z
      .string()
      .meta({ description: "Die Gruppe der laufenden Saison («Gruppe 1», wo die Liga nur eine hat)." }),
    teamImageUrl: text,
    clubId: id
      .nullable()
      .meta({ description: "null für einen Gegner, den ein Verein beim Ansetzen angelegt hat." }),
    createdByClubId: id.nullable().meta({
      description: "Der Verein, der diesen Gegner angelegt hat und ihn allein bearbeiten darf; sonst null.",
    }),
    completedMatchCount: count.meta({
      description:
        "Beendete Spiele: mit mindestens einem wird die Mannschaft beim Löschen archiviert (ihre Resultate bleiben).",
    }),
    agreedFixtureCount: count.meta({
      description:
        "Mit einem anderen Verein vereinbarte, noch offene Spiele: Löschen sagt sie ab (mit Grund).",
    }),
    createdAt: isoDate,
  }),
);
export const manageTeamsResponseSchema = exactly<ManageTeamsResponse>()(
  z.object({ teams: z.array(manageTeamSchema) }),
);
export const manageTeamResponseSchema = exactly<ManageTeamResponse>()(z.object({ team: manageTeamSchema }));
export const teamDeletedResponseSchema = exactly<TeamDeletedResponse>()(
  z.object({
    deleted: z.boolean().meta({ description: "true: ganz gelöscht (keine beendeten Spiele)." }),
    archived: z.boolean().meta({
      description:
        "true: statt gelöscht archiviert, weil sie beendete Spiele hat; ihre Resultate bleiben in den Tabellen.",
    }),
    id,
  }),
);
export const teamMatchesResponseSchema = exactly<TeamMatchesResponse>()(
  z.object({
    season: count.meta({
      description: "Startjahr der gezeigten Saison (2025 = 2025/26; 1. Juli bis 30. Juni, Zürcher Zeit).",
    }),
    placement: z.object({ canton, league, group: z.string() }).nullable().meta({
      description:
        "Die Tabelle, in der die Mannschaft in dieser Saison steht (Werte für /api/rankings/table); null, wenn die Spielleitung sie nicht eingeteilt hat.",
    }),
    matches: z.array(matchSummarySchema).meta({
      description: "Alle angenommenen Spiele der Saison (Meisterschaft, Cup, Freundschaft), älteste zuerst.",
    }),
  }),
);
