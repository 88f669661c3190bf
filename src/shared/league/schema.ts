import { z } from "zod";
import { addressNumber } from "../address-number.ts";

import { CANTONS, type FairPlayCorrectionKind, LEAGUES } from "../constants.ts";
import { strictBody } from "../form-fields.ts";
import { FIRST_SEASON } from "../matches/season.ts";
import { CARD_PENALTY_POINTS, MAX_RED_CARD_POINTS } from "../rankings/ranking-rules.ts";
import { INVISIBLE_NAME_MESSAGE, isVisibleName, visibleText } from "../text/visible-text.ts";
import { DEFAULT_GROUP, GROUP_MAX } from "./groups.ts";

// The league office's inputs («Spielleitung») and the placement rule's messages.

export const PLACEMENT_MESSAGES = {
  pastSeason: "Eine vergangene Saison bleibt, wie sie war: ihre Einteilung ändert sich nicht mehr.",
  countedMatches:
    "Die Mannschaft hat in dieser Saison schon gewertete Meisterschaftsspiele: ihre Einteilung (Kanton, Liga, Gruppe) ändert nur noch die Spielleitung.",
  group: "Bitte gib eine Gruppe an (z. B. «Gruppe 1»)",
  groupTooLong: "Der Gruppenname darf höchstens 40 Zeichen lang sein",
  teamNotFound: "Mannschaft nicht gefunden",
  season: "Bitte wähle eine Saison aus der Liste",
  tooFarAhead: "Nur die laufende und die nächste Saison lassen sich planen.",
  canton: "Bitte wähle einen Kanton aus der Liste",
  league: "Bitte wähle eine Liga aus der Liste",
} as const;

/**
 * The extra fair-play points one correction may add, by its kind: a red card up to the
 * disciplinary catalogue's maximum (its own points included). The form's hint and the check
 * both read it.
 */
export const FAIR_PLAY_CORRECTION_MAX_POINTS: Record<FairPlayCorrectionKind, number> = {
  red_card: MAX_RED_CARD_POINTS - CARD_PENALTY_POINTS.red,
  officials: 50,
};

export const LEAGUE_OFFICE_MESSAGES = {
  points: "Bitte gib 1 bis 99 Punkte an",
  fairPlayPoints: `Bitte gib 1 bis ${FAIR_PLAY_CORRECTION_MAX_POINTS.officials} Strafpunkte an`,
  redCardPoints: `Eine Rote Karte zählt höchstens ${MAX_RED_CARD_POINTS} Strafpunkte: bitte gib 1 bis ${FAIR_PLAY_CORRECTION_MAX_POINTS.red_card} zusätzliche an`,
  reason: "Bitte gib eine Begründung an",
  reasonTooLong: "Die Begründung darf höchstens 500 Zeichen lang sein",
  kind: "Bitte wähle die Art der Korrektur",
  noRedCardLeft: (redCards: number) =>
    redCards === 0
      ? "Die Mannschaft hat in dieser Saison keine Rote Karte erhalten: eine Korrektur «Rote Karte» gilt einer Karte."
      : redCards === 1
        ? "Die Rote Karte der Mannschaft in dieser Saison ist schon höher bewertet: eine Korrektur «Rote Karte» gilt einer Karte."
        : `Jede der ${redCards} Roten Karten der Mannschaft in dieser Saison ist schon höher bewertet: eine Korrektur «Rote Karte» gilt einer Karte.`,
  redCard: "Bitte wähle die Rote Karte, die höher bewertet wird",
  cardOnlyForRedCard: "Nur eine Korrektur «Rote Karte» nennt eine Karte",
  notTeamsMatch: "Das Spiel ist keines der Mannschaft in dieser Saison.",
  notTeamsRedCard: "Die gewählte Karte ist keine Rote Karte der Mannschaft in diesem Spiel.",
  redCardNotCounting:
    "Diese Rote Karte zählt in keiner Tabelle (das Spiel ist annulliert oder ein Gegner zurückgezogen).",
  redCardRaised: "Diese Rote Karte ist schon höher bewertet: eine Korrektur «Rote Karte» gilt einer Karte.",
  pastSeason: "Eine vergangene Saison bleibt, wie sie war: ihre Tabelle ändert sich nicht mehr.",
  notWithdrawn: "Die Mannschaft ist in dieser Saison nicht zurückgezogen.",
  alreadyWithdrawn: "Die Mannschaft ist in dieser Saison schon zurückgezogen.",
  notPlaced: "Die Mannschaft ist in dieser Saison keiner Gruppe zugeteilt.",
  deductionNotFound: "Abzug nicht gefunden",
  correctionNotFound: "Korrektur nicht gefunden",
} as const;

/** A group's name: trimmed, 1 to 40 characters, 'Gruppe 1' when left empty. */
export const groupField = z
  .string({ error: PLACEMENT_MESSAGES.group })
  .trim()
  .max(GROUP_MAX, PLACEMENT_MESSAGES.groupTooLong)
  // 'Gruppe 1' with a zero-width space would be a second group that looks like the first.
  .refine(isVisibleName, INVISIBLE_NAME_MESSAGE)
  .optional()
  .transform((v) => (v ? v : DEFAULT_GROUP));

/** A season by its start year ('2026' = 2026/27), one message for every way to get it wrong. */
function seasonYear<
  T extends { int(m: string): T; min(v: number, m: string): T; max(v: number, m: string): T },
>(n: T): T {
  return n
    .int(PLACEMENT_MESSAGES.season)
    .min(FIRST_SEASON, PLACEMENT_MESSAGES.season)
    .max(2100, PLACEMENT_MESSAGES.season);
}

/**
 * A season in a JSON body: a number only. Coercing would take `true` as 1 and `[2026]` as 2026,
 * a script's mistake stored as a decision.
 */
export const seasonField = seasonYear(z.number({ error: PLACEMENT_MESSAGES.season }));

/** The same season in an address (`?season=2026`), where every value is text. */
export const seasonParam = addressNumber(PLACEMENT_MESSAGES.season, seasonYear(z.number())).meta({
  description: "Die Saison nach ihrem Startjahr (2025 = 2025/26); Pflicht.",
});

/** The canton and the league of a group in the office's addresses (`?canton=Bern&league=4. Liga`). */
export const cantonParam = z
  .enum(CANTONS, { error: PLACEMENT_MESSAGES.canton })
  .meta({ description: "Der Kanton der Liga (Pflicht)." });
export const leagueParam = z
  .enum(LEAGUES, { error: PLACEMENT_MESSAGES.league })
  .meta({ description: "Die Liga im Kanton (Pflicht)." });

/** A decision's reason, shown under the table; the office's dialogs take it in a text area. */
const reason = visibleText(
  z
    .string({ error: LEAGUE_OFFICE_MESSAGES.reason })
    .trim()
    .min(1, LEAGUE_OFFICE_MESSAGES.reason)
    .max(500, LEAGUE_OFFICE_MESSAGES.reasonTooLong),
  { required: LEAGUE_OFFICE_MESSAGES.reason, subject: "Die Begründung", multiline: true },
);
const teamId = z.uuid({ error: PLACEMENT_MESSAGES.teamNotFound });

/** PUT /api/league-office/placements */
/**
 * What becomes of a moved team's counted matches in its old group, the league office's decision:
 * they stay in that group's table (its opponents keep their points), or they are annulled.
 */
export const MOVED_MATCHES = ["keep", "annul"] as const;
export type MovedMatches = (typeof MOVED_MATCHES)[number];
/** Short enough for a phone's select, under the label «Bisherige Spiele». */
export const MOVED_MATCHES_LABELS: Record<MovedMatches, string> = {
  keep: "Bleiben in der alten Gruppe",
  annul: "Werden annulliert",
};

export const placementSchema = strictBody({
  teamId,
  season: seasonField,
  canton: z.enum(CANTONS, { error: PLACEMENT_MESSAGES.canton }),
  league: z.enum(LEAGUES, { error: PLACEMENT_MESSAGES.league }),
  group: groupField,
  /** Only for a move of a team with counted matches in the running season; default keep. */
  movedMatches: z
    .enum(MOVED_MATCHES, { error: "Bitte wähle, was mit den bisherigen Spielen geschieht" })
    .default("keep"),
});
export type PlacementInput = z.input<typeof placementSchema>;

/** POST /api/league-office/deductions */
export const deductionSchema = strictBody({
  teamId,
  season: seasonField,
  points: z
    .number({ error: LEAGUE_OFFICE_MESSAGES.points })
    .int(LEAGUE_OFFICE_MESSAGES.points)
    .min(1, LEAGUE_OFFICE_MESSAGES.points)
    .max(99, LEAGUE_OFFICE_MESSAGES.points),
  reason,
});
export type DeductionInput = z.input<typeof deductionSchema>;

/** POST /api/league-office/withdrawals */
export const withdrawalSchema = strictBody({ teamId, season: seasonField, reason });
export type WithdrawalInput = z.input<typeof withdrawalSchema>;

function correctionPoints(kind: FairPlayCorrectionKind, message: string) {
  return z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(FAIR_PLAY_CORRECTION_MAX_POINTS[kind], message);
}

const correctionBase = { teamId, season: seasonField, reason };

/**
 * POST /api/league-office/fair-play-corrections. One object per kind, so every field of the
 * chosen kind is checked at once: a form learns of a missing card and missing points together.
 */
export const fairPlayCorrectionSchema = z.discriminatedUnion(
  "kind",
  [
    strictBody({
      ...correctionBase,
      kind: z.literal("red_card"),
      points: correctionPoints("red_card", LEAGUE_OFFICE_MESSAGES.redCardPoints),
      // A raised red card counts only while its card does, so it has to say which one.
      eventId: z.uuid({ error: LEAGUE_OFFICE_MESSAGES.redCard }),
      matchId: z.uuid({ error: LEAGUE_OFFICE_MESSAGES.redCard }),
    }),
    strictBody({
      ...correctionBase,
      kind: z.literal("officials"),
      points: correctionPoints("officials", LEAGUE_OFFICE_MESSAGES.fairPlayPoints),
      eventId: z.uuid({ error: LEAGUE_OFFICE_MESSAGES.cardOnlyForRedCard }).optional(),
      matchId: z.uuid({ error: LEAGUE_OFFICE_MESSAGES.cardOnlyForRedCard }).optional(),
    }).refine((input) => !input.matchId && !input.eventId, {
      message: LEAGUE_OFFICE_MESSAGES.cardOnlyForRedCard,
      path: ["eventId"],
    }),
  ],
  { error: LEAGUE_OFFICE_MESSAGES.kind },
);
export type FairPlayCorrectionInput = z.input<typeof fairPlayCorrectionSchema>;
