import { z } from "zod";
import { TEAM_SIDES } from "../constants.ts";
import { strictBody } from "../form-fields.ts";
import { MATCH_MESSAGES } from "../matches/schema.ts";
import { readableText, visibleText } from "../text/visible-text.ts";

// The league office's own decisions: club verification, suspended accounts, the
// decided result changes, and the history of all of them with who and when.

export const OFFICE_MESSAGES = {
  clubNotFound: "Verein nicht gefunden",
  accountNotFound: "Konto nicht gefunden",
  reasonRequired: "Bitte gib einen Grund an.",
  reasonTooLong: "Der Grund darf höchstens 500 Zeichen lang sein.",
  noteTooLong: "Die Begründung darf höchstens 500 Zeichen lang sein.",
  alreadyVerified: "Der Verein ist bereits verifiziert.",
  notVerified: "Der Verein ist nicht verifiziert.",
  alreadySuspended: "Das Konto ist bereits gesperrt.",
  notSuspended: "Das Konto ist nicht gesperrt.",
  selfSuspend: "Du kannst dein eigenes Konto nicht sperren.",
  officeSuspend: "Ein Konto der Spielleitung kann nicht gesperrt werden; entziehe zuerst die Rolle.",
  suspended: "Dieses Konto ist gesperrt. Bitte wende dich an die Spielleitung (spielleitung@tschutti.ch).",
} as const;

export const suspendSchema = strictBody({
  // Asked for in a text area of several lines.
  reason: visibleText(
    z
      .string({ error: OFFICE_MESSAGES.reasonRequired })
      .trim()
      .min(1, OFFICE_MESSAGES.reasonRequired)
      .max(500, OFFICE_MESSAGES.reasonTooLong),
    { required: OFFICE_MESSAGES.reasonRequired, subject: "Der Grund", multiline: true },
  ),
});
export type SuspendInput = z.infer<typeof suspendSchema>;

/**
 * The league office's note to a decided proposal (optional): its «Begründung», a line of the
 * match's public record (on the match page under «Änderungen»).
 */
const officeNote = readableText(
  z.string().trim().max(500, OFFICE_MESSAGES.noteTooLong).optional(),
  "Die Begründung",
  { multiline: true },
).transform((v) => v || null);

export const officeDecisionSchema = strictBody({ note: officeNote });
export type OfficeDecisionInput = z.input<typeof officeDecisionSchema>;

/** «Forfait» after a «Spielabbruch»: the side that forfeits (it loses 0:3), with the note. */
export const officeForfeitSchema = strictBody({
  note: officeNote,
  forfeit: z.enum(TEAM_SIDES, { error: MATCH_MESSAGES.forfeitSide }),
});
export type OfficeForfeitInput = z.input<typeof officeForfeitSchema>;

export const officeSearchSchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, "Der Suchbegriff darf höchstens 100 Zeichen lang sein")
    .optional()
    .transform((v) => v ?? "")
    .meta({
      description:
        "Ein Teil des Namens (Vereine: Vereinsname, Umlaute werden verziehen; Konten: Name oder E-Mail-Adresse); ohne Angabe die ersten 50.",
    }),
});

export interface OfficeClub {
  id: string;
  clubName: string;
  verifiedAt: string | null;
  teamCount: number;
}
export interface OfficeClubsResponse {
  clubs: OfficeClub[];
}
export interface OfficeClubResponse {
  club: OfficeClub;
}

export interface OfficeAccount {
  id: string;
  name: string;
  email: string;
  suspendedAt: string | null;
  suspensionReason: string | null;
}
export interface OfficeAccountsResponse {
  accounts: OfficeAccount[];
}
export interface OfficeAccountResponse {
  account: OfficeAccount;
}

export interface OfficeDecision {
  id: string;
  /** Who decided (the name at the time). */
  userName: string;
  action: string;
  subject: string;
  note: string | null;
  createdAt: string;
}
/** A page of the history, newest first; `nextCursor` asks for the older ones (`after=`). */
export interface OfficeDecisionsResponse {
  decisions: OfficeDecision[];
  nextCursor: string | null;
}

/**
 * A decision of the league office about one of a club's teams (a deduction, a fair-play
 * correction, a withdrawal, a placement), as the club's dashboard shows it: what, when, why.
 */
export type ClubOfficeDecision = Omit<OfficeDecision, "userName">;
export interface ClubOfficeDecisionsResponse {
  decisions: ClubOfficeDecision[];
}

export { CLUB_OFFICE_DECISIONS, officePaths } from "./office-paths.ts";
