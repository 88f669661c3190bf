import { z } from "zod";
import type { MatchStatus } from "../constants.ts";
import { nullableInt } from "../form-fields.ts";
import { readableText, visibleText } from "../text/visible-text.ts";

// The match report (club-management §5): title and content required; highlights, man of the
// match (a player of either team, checked on the server), attendance (whole number), weather and
// referee notes optional; the referee's name too (the Matchtelegramm prints it).

export const REPORT_MESSAGES = {
  required: "Titel und Inhalt sind Pflichtfelder",
  titleTooLong: "Der Titel darf höchstens 200 Zeichen lang sein",
  tooLong: "Der Text ist zu lang",
  attendance: "Die Zuschauerzahl muss eine ganze Zahl ab 0 sein",
  invalidPlayer: "Ungültiger Spieler",
  manOfMatch: "Der Man of the Match muss ein Spieler einer der beiden Mannschaften sein",
  notKickedOff: "Einen Spielbericht kannst du erst nach dem Anpfiff schreiben",
  // As its events (MATCH_MESSAGES.postponedNoEvents): a postponed match was not played on its date.
  postponed:
    "Das Spiel ist verschoben: seinen Spielbericht schreibst du, wenn es gespielt wird. Setze es dazu zuerst wieder an.",
  // A withdrawal keeps it off: only the league office's lifting lets the club set it again.
  postponedWithdrawn:
    "Das Spiel ist verschoben: seinen Spielbericht schreibst du, wenn es gespielt wird. Wieder ansetzen kannst du es erst, wenn die Spielleitung den Rückzug aufhebt.",
} as const;

/**
 * Why a match takes no report, or null when it takes one: a postponed match was not played on its
 * date, whether or not that has passed (as its events, MATCH_MESSAGES.postponedNoEvents); where a
 * withdrawal keeps it off, the club cannot set it again either, and the words say so. One rule for
 * the server's refusal, the schedule's note and the dialog's note in place of the form.
 */
export function reportClosedMessage(match: {
  status: MatchStatus;
  /** A team's withdrawal keeps it off the schedule (MatchSummary's field; the server asks withdrawal-hold). */
  keptOffByWithdrawal: boolean;
}): string | null {
  if (match.status !== "postponed") return null;
  return match.keptOffByWithdrawal ? REPORT_MESSAGES.postponedWithdrawn : REPORT_MESSAGES.postponed;
}

const emptyToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value;

const optionalText = (max: number, subject: string, multiline = false) =>
  z
    .preprocess(
      emptyToNull,
      readableText(z.string().trim().max(max, REPORT_MESSAGES.tooLong).nullable(), subject, { multiline }),
    )
    .optional()
    .default(null);

export const matchReportInputSchema = z.object({
  title: visibleText(
    z
      .string({ error: REPORT_MESSAGES.required })
      .trim()
      .min(1, REPORT_MESSAGES.required)
      .max(200, REPORT_MESSAGES.titleTooLong),
    { required: REPORT_MESSAGES.required, subject: "Der Titel" },
  ),
  content: visibleText(
    z
      .string({ error: REPORT_MESSAGES.required })
      .trim()
      .min(1, REPORT_MESSAGES.required)
      .max(20_000, REPORT_MESSAGES.tooLong),
    { required: REPORT_MESSAGES.required, subject: "Der Inhalt", multiline: true },
  ),
  highlights: optionalText(5_000, "Das Feld «Highlights»", true),
  manOfMatchPlayerId: z
    .preprocess(emptyToNull, z.uuid({ error: REPORT_MESSAGES.invalidPlayer }).nullable())
    .optional()
    .default(null),
  attendance: nullableInt(
    (n) => n.min(0, REPORT_MESSAGES.attendance).max(10_000_000, REPORT_MESSAGES.attendance),
    REPORT_MESSAGES.attendance,
  )
    .optional()
    .default(null),
  weatherConditions: optionalText(200, "Das Wetter"),
  refereeNotes: optionalText(5_000, "Die Notiz zum Schiedsrichter", true),
  /** The referee's name ('Meier'), printed in the Matchtelegramm as 'SR Meier'. */
  referee: optionalText(100, "Der Name des Schiedsrichters"),
});
export type MatchReportInput = z.infer<typeof matchReportInputSchema>;
export type MatchReportFormValues = z.input<typeof matchReportInputSchema>;
