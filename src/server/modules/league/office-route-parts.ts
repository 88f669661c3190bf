import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { LEAGUE_OFFICE_MESSAGES, PLACEMENT_MESSAGES } from "#shared/league/schema.ts";
import { requireLeagueOffice } from "../../auth/access.ts";
import type { AppEnv } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { teams } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { requirePlannableSeason } from "./placement-writes.ts";

// What the league office's route modules share: the document's tag and answers, the gate and the
// team check.

export const OFFICE_TAG = "Spielleitung";

/**
 * The gate in front of every office route (app.ts mounts it on OFFICE_PATH, before the body limit
 * and the routes' validation): a visitor hears 401 and anyone else 403 «Nur für die
 * Spielleitung», never what was wrong with input the office's console alone sends. The handler's
 * requireLeagueOffice for the user it acts as finds the request confirmed and asks no more.
 */
export const officeOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireLeagueOffice(c);
  await next();
};

/** Where every route of the office lies: the app checks who calls there before the input. */
export const OFFICE_PATH = "/api/league-office/";
export const isOfficePath = (path: string): boolean => path.startsWith(OFFICE_PATH);

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

/** A decision about a finished season would rewrite its table, one far ahead has none: refused like a placement. */
export const requireOpenSeason = (season: number): void =>
  requirePlannableSeason(season, new Date(), LEAGUE_OFFICE_MESSAGES.pastSeason);
