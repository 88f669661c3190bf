import { eq } from "drizzle-orm";
import { PLACEMENT_MESSAGES } from "#shared/league/schema.ts";
import type { DbOrTx } from "../../db/client.ts";
import { teams } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";

// What the league office's route modules share: the document's 409 and the team check.

export const conflictResponse = { 409: { description: "Im aktuellen Zustand nicht möglich" } };

export async function requireTeam(db: DbOrTx, teamId: string): Promise<void> {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw notFound(PLACEMENT_MESSAGES.teamNotFound);
}
