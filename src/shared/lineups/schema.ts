import { z } from "zod";

// Line-ups: each club sets starting eleven and bench of its team before or
// during a match, with one captain and one goalkeeper in the start. For an opponent without
// players on the platform, names are typed in as free text (or left empty).

export const LINEUP_ROLES = ["start", "bench"] as const;
export type LineupRole = (typeof LINEUP_ROLES)[number];

export const MAX_STARTERS = 11;
export const MAX_BENCH = 12;
const MAX_NAME = 80;

export const LINEUP_MESSAGES = {
  tooManyStarters: `In der Startelf stehen höchstens ${MAX_STARTERS} Spieler`,
  tooManyOnBench: `Auf der Ersatzbank sitzen höchstens ${MAX_BENCH} Spieler`,
  oneCaptain: "Bitte nur einen Captain bestimmen",
  oneGoalkeeper: "Bitte nur einen Torhüter bestimmen",
  captainInStart: "Der Captain muss in der Startelf stehen",
  goalkeeperInStart: "Der Torhüter muss in der Startelf stehen",
  duplicatePlayer: "Jeder Spieler darf nur einmal aufgestellt werden",
  playerOrName: "Bitte einen Spieler wählen oder einen Namen eingeben",
  nameTooLong: `Ein Name darf höchstens ${MAX_NAME} Zeichen lang sein`,
  invalidPlayer: "Ungültiger Spieler",
  invalidNumber: "Die Rückennummer muss zwischen 1 und 99 liegen",
  notTeamPlayer: "Dieser Spieler gehört nicht zu dieser Mannschaft",
  namesOnlyWithoutPlayers:
    "Namen können nur für eine Mannschaft ohne erfasste Spieler eingegeben werden; bitte Spieler auswählen",
  notOwnTeam: "Du kannst nur die Aufstellung deiner eigenen Mannschaft festlegen",
  // Said both to a line-up entered after the kickoff that lacks him (set him) and to one that
  // takes him out (the event goes first).
  inEvents: (name: string) =>
    `${name} kommt im Spielverlauf vor und gehört darum in die Startelf oder auf die Ersatzbank; lösche zuerst das Ereignis, wenn ${name} nicht gespielt hat.`,
  matchOver: "Die Aufstellung kann nach dem Spiel nicht mehr geändert werden",
  invalidSide: "Ungültige Seite: erlaubt sind home und away",
  saved: "Aufstellung gespeichert",
  saveFailed: "Die Aufstellung konnte nicht gespeichert werden",
} as const;

const emptyToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

export const lineupEntrySchema = z
  .object({
    playerId: z
      .preprocess(emptyToNull, z.uuid({ error: LINEUP_MESSAGES.invalidPlayer }).nullable())
      .default(null),
    name: z
      .preprocess(emptyToNull, z.string().trim().max(MAX_NAME, LINEUP_MESSAGES.nameTooLong).nullable())
      .default(null)
      .transform((v) => (v === "" ? null : v)),
    shirtNumber: z
      .preprocess(
        emptyToNull,
        z
          .number({ error: LINEUP_MESSAGES.invalidNumber })
          .int(LINEUP_MESSAGES.invalidNumber)
          .min(1, LINEUP_MESSAGES.invalidNumber)
          .max(99, LINEUP_MESSAGES.invalidNumber)
          .nullable(),
      )
      .default(null),
    isCaptain: z.boolean().default(false),
    isGoalkeeper: z.boolean().default(false),
  })
  .refine((e) => (e.playerId === null) !== (e.name === null), { message: LINEUP_MESSAGES.playerOrName });
export type LineupEntryInput = z.infer<typeof lineupEntrySchema>;

/** PUT /api/manage/matches/:id/lineups/:side. Both lists empty clears the line-up. */
export const lineupInputSchema = z
  .object({
    starters: z.array(lineupEntrySchema).max(MAX_STARTERS, LINEUP_MESSAGES.tooManyStarters).default([]),
    bench: z.array(lineupEntrySchema).max(MAX_BENCH, LINEUP_MESSAGES.tooManyOnBench).default([]),
  })
  .superRefine((value, ctx) => {
    const all = [...value.starters, ...value.bench];
    const ids = all.map((e) => e.playerId).filter((id): id is string => id !== null);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", message: LINEUP_MESSAGES.duplicatePlayer, path: ["starters"] });
    }
    if (all.filter((e) => e.isCaptain).length > 1) {
      ctx.addIssue({ code: "custom", message: LINEUP_MESSAGES.oneCaptain, path: ["starters"] });
    }
    if (all.filter((e) => e.isGoalkeeper).length > 1) {
      ctx.addIssue({ code: "custom", message: LINEUP_MESSAGES.oneGoalkeeper, path: ["starters"] });
    }
    if (value.bench.some((e) => e.isCaptain)) {
      ctx.addIssue({ code: "custom", message: LINEUP_MESSAGES.captainInStart, path: ["bench"] });
    }
    if (value.bench.some((e) => e.isGoalkeeper)) {
      ctx.addIssue({ code: "custom", message: LINEUP_MESSAGES.goalkeeperInStart, path: ["bench"] });
    }
  });
export type LineupInput = z.infer<typeof lineupInputSchema>;
export type LineupFormValues = z.input<typeof lineupInputSchema>;
