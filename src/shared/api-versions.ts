import { formatDayMonthYear } from "./format.ts";

// What an integrator may rely on as the API changes, said once for the API document's
// info.description and the developers' page (/entwickler). `backticks` mark code, which the
// document's Markdown and the page both show as code.

/** The notice a breaking change gives: the old address keeps answering at least this long. */
export const NOTICE_MONTHS = 6;

/** An operation being replaced, as the API document names it. */
export interface Deprecation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** The document's path, e.g. `/api/teams/{id}`. */
  path: string;
  /** The day it was announced (JJJJ-MM-TT). */
  since: string;
  /** The day it stops answering (JJJJ-MM-TT), at least NOTICE_MONTHS after `since`. */
  sunset: string;
  /** What to use instead, e.g. `GET /api/v2/teams/{id}`. */
  successor: string;
}

/**
 * Every deprecated operation: the server marks it in the document and sends the Deprecation
 * and Sunset headers on its answers (http/deprecation.ts); the page lists it. None today.
 */
export const DEPRECATIONS: readonly Deprecation[] = [];

export const VERSION_POLICY: readonly string[] = [
  "Die API hat heute eine Version: die Adressen unter `/api/`. Ohne Ankündigung können dazukommen: neue Felder in Antworten, neue Adressen, neue optionale Parameter und neue Arten von Live-Nachrichten. Überspringe deshalb, was du nicht kennst.",
  `Was deinen Code brechen kann, kommt nur mit einer neuen Version der Adressen (etwa \`/api/v2/\`) und mit Ankündigung: ein Feld entfernen oder umbenennen, den Typ eines Felds ändern, eine Adresse entfernen oder einen Parameter neu verlangen. Die bisherige Adresse antwortet nach der Ankündigung noch mindestens ${NOTICE_MONTHS} Monate wie gewohnt. Nur um eine Lücke in Sicherheit oder Datenschutz zu schliessen, kann sich eine Antwort sofort ändern.`,
  "Eine abgelöste Adresse steht in der OpenAPI-Beschreibung mit `deprecated: true`, und ihre Antworten tragen die Köpfe `Deprecation` (seit wann, RFC 9745) und `Sunset` (ab wann sie nicht mehr antwortet, RFC 8594).",
];

/** The day of a deprecation's date (JJJJ-MM-TT) at midnight UTC. */
export function deprecationDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** One line per deprecated operation, or that there is none. */
export function deprecationNotes(deprecations: readonly Deprecation[] = DEPRECATIONS): string[] {
  if (deprecations.length === 0) return ["Heute ist keine Adresse abgelöst."];
  return deprecations.map(
    (d) =>
      `\`${d.method.toUpperCase()} ${d.path}\` ist abgelöst seit ${formatDayMonthYear(deprecationDay(d.since))} und antwortet ab ${formatDayMonthYear(deprecationDay(d.sunset))} nicht mehr; nimm stattdessen \`${d.successor}\`.`,
  );
}

/** The policy and today's deprecations as Markdown, for the API document's info.description. */
export function versionPolicyMarkdown(deprecations: readonly Deprecation[] = DEPRECATIONS): string {
  return ["## Versionen und Änderungen", ...VERSION_POLICY, ...deprecationNotes(deprecations)].join("\n\n");
}
