import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { TEAM_SIDES, type TeamSide } from "#shared/constants.ts";
import { missingEventPlayer } from "#shared/lineups/event-players.ts";
import { saveLineupResultSchema, startingLineupsSchema } from "#shared/lineups/response-schema.ts";
import { LINEUP_MESSAGES, type LineupInput, lineupInputSchema } from "#shared/lineups/schema.ts";
import type { MatchStartingLineups, SaveLineupResult } from "#shared/lineups/types.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import { playerFullName } from "#shared/players/full-name.ts";
import { isUuid } from "#shared/uuid.ts";
import { requireClubRole, requireUser } from "../../auth/access.ts";
import type { AppEnv } from "../../context.ts";
import { atomically, type Tx } from "../../db/client.ts";
import { declaredRead, type ReadDeclaration } from "../../db/declared-read.ts";
import { matchLineupEntries, players } from "../../db/schema/index.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { errorResponses, jsonAnswer, PEOPLE_ONLY, PUBLIC_ACCESS } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { publishChange } from "../../realtime/publish.ts";
import { loadManagedMatch, type ManagedMatch } from "../matches/match-access.ts";
import { loadTimeline } from "../matches/match-event-queries.ts";
import { findStartingLineups } from "../matches/match-lineup-queries.ts";
import { findMatchSummary, MATCH_SUMMARY_READ } from "../matches/match-queries.ts";
import { replaceLineup } from "./lineup-queries.ts";

// A minor's photo shows by the current year (public-player-fields.ts).
const STARTING_LINEUPS_READ: ReadDeclaration = { tables: [matchLineupEntries, players], clock: true };

/**
 * Who sets a side's line-up: Administrators and Ticker of the club whose team it is, or a
 * Trainer of that team; for an opponent without a club, the club on the other side (who created
 * and manages it).
 */
async function requireLineupRights(c: Context<AppEnv>, tx: Tx, managed: ManagedMatch, side: TeamSide) {
  const teamClubId = side === "home" ? managed.homeClubId : managed.awayClubId;
  const otherClubId = side === "home" ? managed.awayClubId : managed.homeClubId;
  const teamId = side === "home" ? managed.match.homeTeamId : managed.match.awayTeamId;
  const clubId = teamClubId ?? otherClubId;
  try {
    await requireClubRole(c, clubId, "matches", { db: tx });
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 403) throw error;
    try {
      await requireClubRole(c, clubId, "team", { db: tx, teamIds: [teamId] });
    } catch (second) {
      if (second instanceof AppError && second.status === 403) throw forbidden(LINEUP_MESSAGES.notOwnTeam);
      throw second;
    }
  }
}

/** Players of this team only; free-text names only for a team without players. */
async function checkEntries(tx: Tx, teamId: string, input: LineupInput) {
  const squad = await tx.select({ id: players.id }).from(players).where(eq(players.teamId, teamId));
  const ids = new Set(squad.map((p) => p.id));
  const fields: Record<string, string> = {};
  for (const role of ["starters", "bench"] as const) {
    input[role].forEach((entry, i) => {
      if (entry.playerId && !ids.has(entry.playerId))
        fields[`${role}.${i}.playerId`] = LINEUP_MESSAGES.notTeamPlayer;
      if (!entry.playerId && ids.size > 0)
        fields[`${role}.${i}.name`] = LINEUP_MESSAGES.namesOnlyWithoutPlayers;
    });
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

const params = z.object({ id: z.string(), side: z.string() });

/** A line-up keeps the players its side's events name (the shared rule says why). */
async function requireEventPlayers(tx: Tx, matchId: string, side: TeamSide, input: LineupInput) {
  const listed = new Set<string>();
  for (const entry of [...input.starters, ...input.bench]) if (entry.playerId) listed.add(entry.playerId);
  if (listed.size === 0) return;
  const timeline = await loadTimeline(tx, matchId);
  const missing = missingEventPlayer(
    timeline.map((event) => event.view),
    side,
    listed,
  );
  if (missing) {
    const message = LINEUP_MESSAGES.inEvents(playerFullName(missing));
    throw badRequest(message, { starters: message });
  }
}

/** Line-ups: public read, and each club's write for its own side. */
export function lineupRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches/{id}/starting-lineups",
      operationId: "getStartingLineups",
      security: PUBLIC_ACCESS,
      tags: ["Spiele"],
      summary: "Startelf und Ersatzbank beider Mannschaften (null, wenn keine festgelegt ist)",
      request: { params: z.object({ id: z.string() }) },
      responses: {
        200: jsonAnswer(startingLineupsSchema, "MatchStartingLineups"),
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      const match = isUuid(id)
        ? await declaredRead(MATCH_SUMMARY_READ, () => findMatchSummary(db, id))
        : null;
      if (!match) throw notFound(MATCH_MESSAGES.notFound);
      const lineups = await declaredRead(STARTING_LINEUPS_READ, () => findStartingLineups(db, id));
      return c.json(lineups satisfies MatchStartingLineups, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/manage/matches/{id}/lineups/{side}",
      operationId: "saveLineup",
      security: PEOPLE_ONLY,
      tags: ["Spielverwaltung"],
      summary: "Aufstellung einer Seite (home/away) festlegen: Startelf, Ersatzbank, Captain, Torhüter",
      request: {
        params,
        body: { content: { "application/json": { schema: lineupInputSchema } }, required: true },
      },
      responses: {
        200: jsonAnswer(saveLineupResultSchema, "{ side, lineup }"),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      requireUser(c);
      const { id, side: rawSide } = c.req.valid("param");
      if (!(TEAM_SIDES as readonly string[]).includes(rawSide)) throw notFound(LINEUP_MESSAGES.invalidSide);
      const side = rawSide as TeamSide;
      const input = c.req.valid("json");
      const { db } = c.var.deps;
      const lineup = await atomically(db, async (tx) => {
        // Any member of a playing club gets this far; the side decides who may write.
        const managed = await loadManagedMatch(c, tx, id, { lock: true, permission: "member" });
        await requireLineupRights(c, tx, managed, side);
        const { match } = managed;
        if (match.status === "completed" || match.status === "cancelled")
          throw conflict(LINEUP_MESSAGES.matchOver);
        await checkEntries(tx, side === "home" ? match.homeTeamId : match.awayTeamId, input);
        await requireEventPlayers(tx, match.id, side, input);
        await replaceLineup(tx, match.id, side, input);
        // The frame carries the line-up, so fans' pages apply it without loading it.
        const saved = (await findStartingLineups(tx, match.id))[side];
        await publishChange(tx, match.id, {
          kind: "lineup",
          data: { matchId: match.id, side, lineup: saved },
        });
        return saved;
      });
      return c.json({ side, lineup } satisfies SaveLineupResult, 200);
    },
  );

  return app;
}
