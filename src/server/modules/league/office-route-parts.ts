import { eq } from "drizzle-orm";
import { PLACEMENT_MESSAGES } from "#shared/league/schema.ts";
import type { DbOrTx } from "../../db/client.ts";
import { teams } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";

// What the league office's route modules share: the document's tag and answers, and the team check.

export const OFFICE_TAG = "Spielleitung";

export const conflictResponse = { 409: { description: "Im aktuellen Zustand nicht möglich" } };

/** The answers every route of the office's console documents besides its own. */
export const officeErrors = {
  400: { description: "Ungültige Eingabe" },
  401: { description: "Nicht angemeldet" },
  403: { description: "Nur für die Spielleitung" },
  404: { description: "Nicht gefunden" },
  ...conflictResponse,
} as const;

export async function requireTeam(db: DbOrTx, teamId: string): Promise<void> {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw notFound(PLACEMENT_MESSAGES.teamNotFound);
}
