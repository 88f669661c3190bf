import { z } from "zod";
import { visibleText } from "../text/visible-text.ts";

// API keys of a club: a club's own system (its website, a results script) acts for
// the club with the permissions of the key's scopes, never more than an Administrator and never
// on accounts or members.

export const API_KEY_SCOPES = ["read", "results", "ticker"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: "Lesen",
  results: "Resultate",
  ticker: "Live-Ticker",
};

export const API_KEY_SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  read: "Verwaltungsdaten des Vereins lesen (Mannschaften, Spieler, Spiele, Verlauf)",
  results: "Endstände der eigenen Spiele erfassen",
  ticker: "Live-Ticker führen: Ereignisse, Spielphasen, Nachspielzeit",
};

/**
 * Where a key stands, as its club's list shows it: `active` works; `dormant` answers 401 while
 * the league office has suspended the account that made it (and wakes when that is lifted);
 * `revoked` answers 401 for good.
 */
export const API_KEY_STATUSES = ["active", "dormant", "revoked"] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const API_KEY_STATUS_LABELS: Record<ApiKeyStatus, string> = {
  active: "Aktiv",
  dormant: "Ruht",
  revoked: "Widerrufen",
};

/**
 * Why a key was revoked when no Administrator did it by hand: a key acts for the Administrator
 * who made it, so it is revoked when that person is no Administrator of the club any more
 * (lowered to another role, removed, or left).
 */
export const API_KEY_REVOCATION_REASONS = ["creatorNoLongerAdmin"] as const;
export type ApiKeyRevocationReason = (typeof API_KEY_REVOCATION_REASONS)[number];

export const API_KEY_REVOCATION_REASON_LABELS: Record<ApiKeyRevocationReason, string> = {
  creatorNoLongerAdmin: "Die Person, die ihn erstellt hat, ist nicht mehr Administrator.",
};

/** Every key starts so: recognisable in logs, config files and secret scanners. */
export const API_KEY_PREFIX = "tsk_";

/** Active keys a club may hold at once (revoked ones stay listed but do not count). */
export const MAX_ACTIVE_API_KEYS = 20;

export const API_KEY_MESSAGES = {
  name: "Bitte gib dem Schlüssel einen Namen (höchstens 80 Zeichen).",
  scopes: "Bitte wähle mindestens eine Berechtigung.",
  unknownScope: `Unbekannte Berechtigung (möglich sind ${API_KEY_SCOPES.slice(0, -1).join(", ")} und ${API_KEY_SCOPES.at(-1)}).`,
  notFound: "API-Schlüssel nicht gefunden",
  tooMany: `Ein Verein kann höchstens ${MAX_ACTIVE_API_KEYS} aktive API-Schlüssel haben. Bitte widerrufe zuerst einen.`,
  invalid: "Dieser API-Schlüssel ist ungültig oder wurde widerrufen.",
  creatorSuspended:
    "Dieser API-Schlüssel ruht: Die Spielleitung hat das Konto gesperrt, das ihn erstellt hat.",
  dormantHint:
    "Die Spielleitung hat das Konto gesperrt, das ihn erstellt hat. Er wirkt wieder, sobald sie die Sperre aufhebt.",
  malformed: "Ungültige Anmeldung: erwartet wird «Authorization: Bearer tsk_…».",
  notForKeys:
    "Mit einem API-Schlüssel ist das nicht möglich: Konten, Mitglieder und Schlüssel verwaltet nur eine angemeldete Person.",
  /** A 403 with code `missing_scope`: another scope of the key's club would allow it. */
  missingScope: (scope: ApiKeyScope) =>
    `Diesem API-Schlüssel fehlt die Berechtigung «${API_KEY_SCOPE_LABELS[scope]}» (${scope}).`,
  noScopeAllows:
    "Mit einem API-Schlüssel ist das nicht möglich: Das darf nur eine angemeldete Person des Vereins.",
  /** A 403 with code `other_club`: a key acts in its own club only. */
  otherClub: "Dieser API-Schlüssel gehört zu einem anderen Verein.",
  rateLimited: (seconds: number) =>
    `Zu viele Anfragen mit diesem API-Schlüssel. Bitte warte ${seconds} Sekunden und versuche es dann erneut.`,
} as const;

export const createApiKeySchema = z.object({
  name: visibleText(
    z
      .string({ error: API_KEY_MESSAGES.name })
      .trim()
      .min(1, API_KEY_MESSAGES.name)
      .max(80, API_KEY_MESSAGES.name),
    { required: API_KEY_MESSAGES.name, subject: "Der Name" },
  ),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.unknownScope }), {
      error: API_KEY_MESSAGES.scopes,
    })
    .min(1, API_KEY_MESSAGES.scopes)
    .max(API_KEY_SCOPES.length, API_KEY_MESSAGES.scopes)
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;
