import { z } from "zod";
import { addressNumber } from "../address-number.ts";

import { CANTONS, LEAGUES } from "../constants.ts";
import { imageUrlField, visibleName } from "../form-fields.ts";
import { GROUP_MAX } from "../league/groups.ts";
import { FIRST_SEASON } from "../matches/season.ts";
import { INVISIBLE_NAME_MESSAGE, isVisibleName } from "../text/visible-text.ts";

// Team dialog of the tab 'Mannschaften' and the standalone opponent team (spec: club-management §5).

export const TEAM_MESSAGES = {
  name: "Name ist erforderlich",
  nameTooLong: "Der Name darf höchstens 100 Zeichen lang sein",
  canton: "Kanton ist erforderlich",
  unknownCanton: "Bitte wähle einen Kanton aus der Liste",
  league: "Liga ist erforderlich",
  unknownLeague: "Bitte wähle eine Liga aus der Liste",
  allFields: "Bitte fülle alle Felder aus",
  signInRequired: "Du musst angemeldet sein, um eine Mannschaft zu erstellen oder zu bearbeiten.",
  signInRequiredShortcut: "Du musst eingeloggt sein, um ein Team zu erstellen",
  loadFailed: "Die Mannschaften konnten nicht geladen werden.",
  saveFailed: "Die Mannschaft konnte nicht gespeichert werden",
  deleteFailed: "Die Mannschaft konnte nicht gelöscht werden",
  created: "Mannschaft wurde erstellt",
  updated: "Mannschaft wurde aktualisiert",
  deleted: "Mannschaft wurde gelöscht",
  archived: "Mannschaft wurde archiviert",
  playingNow: "Die Mannschaft spielt gerade: beende zuerst das Live-Spiel.",
  shortcutCreated: "Team wurde erfolgreich erstellt",
  shortcutFailed: "Fehler beim Erstellen des Teams",
  groupTooLong: "Der Gruppenname darf höchstens 40 Zeichen lang sein",
} as const;

/**
 * The group in the running season: a new team goes to 'Gruppe 1' without one; an
 * update without one keeps the team's group (or 'Gruppe 1' when canton or league change).
 */
const groupField = z
  .string()
  .trim()
  .max(GROUP_MAX, TEAM_MESSAGES.groupTooLong)
  // 'Gruppe 1' with a zero-width space would be a second group that looks like the first.
  .refine(isVisibleName, INVISIBLE_NAME_MESSAGE)
  .optional()
  .transform((v) => (v ? v : undefined));

/** A required pick from a fixed list: empty says "required", an unknown value says "pick from the list". */
function pick<const T extends readonly [string, ...string[]]>(values: T, required: string, unknown: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.enum(values, { error: unknown }));
}

/** POST /api/manage/clubs/:clubId/teams and PATCH /api/manage/teams/:teamId. */
export const teamSchema = z.object({
  name: visibleName(
    z
      .string({ error: TEAM_MESSAGES.name })
      .trim()
      .min(1, TEAM_MESSAGES.name)
      .max(100, TEAM_MESSAGES.nameTooLong),
  ),
  canton: pick(CANTONS, TEAM_MESSAGES.canton, TEAM_MESSAGES.unknownCanton),
  league: pick(LEAGUES, TEAM_MESSAGES.league, TEAM_MESSAGES.unknownLeague),
  group: groupField,
  teamImageUrl: imageUrlField,
});
export type TeamInput = z.input<typeof teamSchema>;
export type TeamValues = z.output<typeof teamSchema>;

/** POST /api/manage/clubs/:clubId/opponent-teams: one message for every missing field (spec §5). */
export const opponentTeamSchema = z.object({
  name: visibleName(
    z
      .string({ error: TEAM_MESSAGES.allFields })
      .trim()
      .min(1, TEAM_MESSAGES.allFields)
      .max(100, TEAM_MESSAGES.nameTooLong),
  ),
  canton: pick(CANTONS, TEAM_MESSAGES.allFields, TEAM_MESSAGES.unknownCanton),
  league: pick(LEAGUES, TEAM_MESSAGES.allFields, TEAM_MESSAGES.unknownLeague),
});
export type OpponentTeamInput = z.input<typeof opponentTeamSchema>;

export const TEAM_MATCHES_MESSAGES = { season: "Bitte wähle eine Saison aus der Liste" } as const;

/** GET /api/teams/:id/matches?season=: a season by its start year; absent means the current one. */
export const teamMatchesQuerySchema = z.object({
  season: addressNumber(
    TEAM_MATCHES_MESSAGES.season,
    z
      .number()
      .int(TEAM_MATCHES_MESSAGES.season)
      .min(FIRST_SEASON, TEAM_MATCHES_MESSAGES.season)
      .max(2100, TEAM_MATCHES_MESSAGES.season),
  )
    .optional()
    .meta({ description: "Die Saison nach ihrem Startjahr (2025 = 2025/26); ohne Angabe die laufende." }),
});
