import { z } from "zod";
import { addressNumberOr } from "../address-number.ts";

import {
  blankToNull,
  type Clock,
  nullableInt,
  optionalEmail,
  optionalPhone,
  optionalText,
  systemClock,
  visibleName,
  yearNumber,
} from "../form-fields.ts";
import { SEARCH_TERM_MAX } from "../search/search-term.ts";
import { nameSkeleton } from "../text/name-skeleton.ts";

// Club info of the tab 'Mein Verein' (spec: club-management §2, §5 'Club info').

export const CLUB_MESSAGES = {
  clubName: "Bitte gib den Vereinsnamen ein.",
  clubNameTooLong: "Der Vereinsname darf höchstens 120 Zeichen lang sein.",
  foundingYearInvalid: "Das Gründungsjahr muss eine ganze Zahl sein.",
  foundingYearMin: "Das Gründungsjahr muss mindestens 1800 sein.",
  foundingYearFuture: "Das Gründungsjahr kann nicht in der Zukunft liegen.",
  activeMembers: "Die Anzahl aktiver Mitglieder muss eine ganze Zahl ab 0 sein.",
  teamsCount: "Die Anzahl Mannschaften muss eine ganze Zahl ab 0 sein.",
  saved: "Vereinsinformationen wurden gespeichert",
  saveFailed: "Die Vereinsinformationen konnten nicht gespeichert werden",
  logoFailed: "Das Vereinslogo konnte nicht aktualisiert werden.",
  stadiumImageFailed: "Das Stadionbild konnte nicht aktualisiert werden.",
  playingNow: "Eine Mannschaft des Vereins spielt gerade: beende zuerst das Live-Spiel.",
} as const;

const count = (message: string) => nullableInt((n) => n.min(0, message).max(10_000_000, message), message);

/** PATCH /api/manage/clubs/:clubId. Numbers are whole numbers; empty fields are stored as null. */
export function clubInfoSchema(clock: Clock = systemClock) {
  return z.object({
    clubName: visibleName(
      z
        .string({ error: CLUB_MESSAGES.clubName })
        .trim()
        .min(1, CLUB_MESSAGES.clubName)
        .max(120, CLUB_MESSAGES.clubNameTooLong),
    ),
    foundingYear: z.preprocess(
      blankToNull,
      yearNumber({
        min: 1800,
        minMessage: CLUB_MESSAGES.foundingYearMin,
        futureMessage: CLUB_MESSAGES.foundingYearFuture,
        invalidMessage: CLUB_MESSAGES.foundingYearInvalid,
        clock,
      }).nullable(),
    ),
    stadiumName: optionalText(
      120,
      "Der Stadionname darf höchstens 120 Zeichen lang sein.",
      "Der Stadionname",
    ),
    activeMembers: count(CLUB_MESSAGES.activeMembers),
    teamsCount: count(CLUB_MESSAGES.teamsCount),
    contactEmail: optionalEmail,
    contactPhone: optionalPhone,
    contactAddress: optionalText(300, "Die Adresse darf höchstens 300 Zeichen lang sein.", "Die Adresse", {
      multiline: true,
    }),
    description: optionalText(
      5000,
      "Die Beschreibung darf höchstens 5000 Zeichen lang sein.",
      "Die Beschreibung",
      {
        multiline: true,
      },
    ),
  });
}
export type ClubInfoInput = z.input<ReturnType<typeof clubInfoSchema>>;
export type ClubInfo = z.output<ReturnType<typeof clubInfoSchema>>;

export const CLUB_NAME_TAKEN = "Ein Verein mit diesem Namen existiert bereits.";
/** A verified club's name, also spelt with look-alike characters. */
export const VERIFIED_NAME_TAKEN =
  "Diesen Namen trägt ein von der Spielleitung verifizierter Verein; er kann nicht übernommen werden.";

/**
 * What makes two club names the same: their confusable skeleton (case, spaces, punctuation,
 * accents and look-alike characters ignored: 'FC Seeb1ick' = 'FC Séeblick'). Stored as
 * clubs.name_key under a unique index.
 */
export function clubNameKey(name: string): string {
  return nameSkeleton(name);
}

// Query of the public club list (spec: public-and-accounts §2 'Vereine'). The search is a
// set of words found in any order in the club's name, ground, address or teams' cantons, umlauts
// folded (ü = u = ue), a typo forgiven (server/modules/clubs/club-search-sql.ts); pages keep the
// list fast with many clubs.

export const CLUB_PAGE_SIZE_DEFAULT = 24;
export const CLUB_PAGE_SIZE_MAX = 100;

export const clubListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(SEARCH_TERM_MAX, `Der Suchbegriff darf höchstens ${SEARCH_TERM_MAX} Zeichen lang sein`)
    .optional()
    .transform((v) => v ?? "")
    .meta({
      description:
        "Suchwörter in beliebiger Reihenfolge: Vereinsname, Platz, Adresse oder Kanton der Teams (Umlaute und ein Tippfehler werden verziehen).",
    }),
  page: addressNumberOr(
    "Ungültige Seitenzahl",
    z.number().min(1, "Ungültige Seitenzahl").max(100_000, "Ungültige Seitenzahl"),
    1,
  ).meta({ description: "Die Seite der Liste, ab 1." }),
  pageSize: addressNumberOr(
    "Ungültige Seitengrösse",
    z
      .number()
      .min(1, "Ungültige Seitengrösse")
      .max(CLUB_PAGE_SIZE_MAX, `Höchstens ${CLUB_PAGE_SIZE_MAX} Vereine pro Seite`),
    CLUB_PAGE_SIZE_DEFAULT,
  ).meta({ description: "Vereine pro Seite." }),
});
export type ClubListQuery = z.input<typeof clubListQuerySchema>;
