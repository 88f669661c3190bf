import { z } from "zod";
import { addressNumber } from "../address-number.ts";

import { CANTONS, LEAGUES } from "../constants.ts";
import { GROUP_MAX } from "../league/groups.ts";
import { FIRST_SEASON } from "../matches/season.ts";

// Queries of the ranking API (spec: public-and-accounts, screen /ranking: canton and league selectors).

export const RANKING_MESSAGES = {
  canton: "Bitte wähle einen Kanton",
  unknownCanton: "Bitte wähle einen Kanton aus der Liste",
  league: "Bitte wähle eine Liga",
  unknownLeague: "Bitte wähle eine Liga aus der Liste",
  season: "Bitte wähle eine Saison aus der Liste",
  group: "Der Gruppenname darf höchstens 40 Zeichen lang sein",
} as const;

/** A group by its name ('Gruppe 2'); absent or empty means the league's only group. */
const group = z
  .string()
  .trim()
  .max(GROUP_MAX, RANKING_MESSAGES.group)
  .optional()
  .transform((v) => (v ? v : undefined))
  .meta({ description: "Eine Gruppe der Liga (z. B. «Gruppe 2»); ohne Angabe die einzige Gruppe." });

/** A season by its start year ('2025' = 2025/26); absent means the current season. */
const season = addressNumber(
  RANKING_MESSAGES.season,
  z
    .number()
    .int(RANKING_MESSAGES.season)
    .min(FIRST_SEASON, RANKING_MESSAGES.season)
    .max(2100, RANKING_MESSAGES.season),
)
  .optional()
  .meta({ description: "Die Saison nach ihrem Startjahr (2025 = 2025/26); ohne Angabe die laufende." });

function required<const T extends readonly [string, ...string[]]>(
  values: T,
  missing: string,
  unknown: string,
) {
  return (
    z
      .string({ error: missing })
      .trim()
      .min(1, missing)
      .pipe(z.enum(values, { error: unknown }))
      // The document shows the text's schema: it names the list the enum checks.
      .meta({ enum: [...values] })
  );
}

/** An optional filter: absent or empty means "all"; anything else must be on the list. */
function optional<const T extends readonly [string, ...string[]]>(values: T, unknown: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.enum(values, { error: unknown }).optional())
    .meta({ enum: [...values] });
}

/** GET /api/rankings/table: both selectors are required, a table spans one canton and league. */
export const leagueTableQuerySchema = z.object({
  canton: required(CANTONS, RANKING_MESSAGES.canton, RANKING_MESSAGES.unknownCanton).meta({
    description: "Der Kanton der Tabelle (Pflicht).",
  }),
  league: required(LEAGUES, RANKING_MESSAGES.league, RANKING_MESSAGES.unknownLeague).meta({
    description: "Die Liga der Tabelle (Pflicht).",
  }),
  season,
  group,
});
export type LeagueTableQuery = z.input<typeof leagueTableQuerySchema>;

/** GET /api/rankings/scorers and /cards: optionally narrowed to the players of one canton and/or league. */
export const playerRankingQuerySchema = z.object({
  canton: optional(CANTONS, RANKING_MESSAGES.unknownCanton).meta({
    description: "Nur Spieler von Teams dieses Kantons; ohne Angabe alle.",
  }),
  league: optional(LEAGUES, RANKING_MESSAGES.unknownLeague).meta({
    description: "Nur Spieler von Teams dieser Liga; ohne Angabe alle.",
  }),
  season,
  group,
});
export type PlayerRankingQuery = z.input<typeof playerRankingQuerySchema>;

/** GET /api/rankings/leagues?season=: the leagues and groups of a season (absent: the current one). */
export const rankingLeaguesQuerySchema = z.object({ season });
