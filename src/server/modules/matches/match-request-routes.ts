import { createRoute } from "@hono/zod-openapi";
import { and, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MatchChangeNotesResponse, MatchHistoryResponse } from "#shared/matches/history-types.ts";
import {
  acceptAllResponseSchema,
  matchChangeNotesResponseSchema,
  matchHistoryResponseSchema,
  matchResponseSchema,
} from "#shared/matches/response-schema.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import type { AcceptAllResponse, MatchResponse } from "#shared/matches/types.ts";
import { requireClubRole } from "../../auth/access.ts";
import type { Tx } from "../../db/client.ts";
import { matches, teams } from "../../db/schema/index.ts";
import { jsonAnswer, PEOPLE_ONLY, PERSON_OR_KEY } from "../../http/openapi.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { loadMatchRequest, loadPlayingMatch, type ManagedMatch } from "./match-access.ts";
import { actorOf, listMatchChangeNotes, listMatchHistory, recordMatchUpdate } from "./match-history.ts";
import { publishMatch } from "./match-writes.ts";
import {
  isRuledOutByWithdrawal,
  refuseWithdrawalHold,
  refuseWithdrawnLeagueMatch,
} from "./withdrawal-hold.ts";

const CLUB_NOT_FOUND = "Verein nicht gefunden";
const idParam = uuidParams("id", MATCH_MESSAGES.notFound);
const clubParam = uuidParams("clubId", CLUB_NOT_FOUND);

const responses = {
  200: jsonAnswer(matchResponseSchema, "Das Spiel danach"),
  401: { description: "Nicht angemeldet" },
  403: { description: "Nur der angefragte Verein" },
  404: { description: "Spiel nicht gefunden" },
  409: { description: "Die Anfrage ist bereits beantwortet" },
} as const;

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");

/**
 * 409 when the yes would put a match on the schedule that a team's withdrawal rules out: one it
 * called off, or a league match of the season the team withdrew from. A no is always possible.
 */
async function refuseWithdrawnYes(tx: Tx, managed: ManagedMatch): Promise<void> {
  await refuseWithdrawalHold(tx, managed.match);
  await refuseWithdrawnLeagueMatch(tx, managed.match);
}

async function answer(tx: Tx, userId: string, managed: ManagedMatch, acceptance: "accepted" | "declined") {
  if (acceptance === "accepted") await refuseWithdrawnYes(tx, managed);
  await tx.update(matches).set({ acceptance, updatedAt: new Date() }).where(eq(matches.id, managed.match.id));
  await recordMatchUpdate(
    tx,
    actorOf(userId, managed),
    managed.match,
    acceptance === "accepted" ? "Anfrage angenommen" : "Anfrage abgelehnt",
  );
  return publishMatch(tx, managed.match.id);
}

/** Match requests between two clubs (accept, decline, accept all) and the match history. */
export function matchRequestRoutes() {
  const app = createRouter();

  for (const [path, acceptance, operationId, summary] of [
    [
      "accept",
      "accepted",
      "acceptMatchRequest",
      "Spielanfrage eines anderen Vereins annehmen: das Spiel wird öffentlich und zählt",
    ],
    [
      "decline",
      "declined",
      "declineMatchRequest",
      "Spielanfrage eines anderen Vereins ablehnen: das Spiel zählt nie",
    ],
  ] as const) {
    app.openapi(
      createRoute({
        method: "post",
        path: `/manage/matches/{id}/${path}`,
        operationId,
        security: PEOPLE_ONLY,
        tags: ["Spielverwaltung"],
        summary,
        request: { params: idParam },
        responses,
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const match = await c.var.deps.db.transaction(async (tx) => {
          const managed = await loadMatchRequest(c, tx, id);
          return answer(tx, managed.access.user.id, managed, acceptance);
        });
        return c.json({ match } satisfies MatchResponse, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/clubs/{clubId}/match-requests/accept-all",
      operationId: "acceptAllMatchRequests",
      security: PEOPLE_ONLY,
      tags: ["Spielverwaltung"],
      summary: "Alle offenen Spielanfragen an den Verein annehmen (z. B. eine ganze Saison)",
      request: { params: clubParam },
      responses: {
        200: jsonAnswer(acceptAllResponseSchema, "{ accepted: Anzahl }"),
        401: { description: "Nicht angemeldet" },
        403: { description: "Keine Berechtigung" },
        404: { description: "Verein nicht gefunden" },
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      // Answering requests is schedule work: Ticker or Administrator of the invited club.
      await requireClubRole(c, clubId, "matches");
      const accepted = await c.var.deps.db.transaction(async (tx) => {
        const open = await tx
          .select({ id: matches.id, createdBy: matches.createdByClubId })
          .from(matches)
          .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
          .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
          .where(
            and(
              eq(matches.acceptance, "requested"),
              or(eq(homeTeam.clubId, clubId), eq(awayTeam.clubId, clubId)),
            ),
          );
        let count = 0;
        // Each one through the same check and history as a single accept (the club is invited);
        // one a withdrawal rules out stays open, its own «Annehmen» says why.
        for (const row of open) {
          if (row.createdBy === clubId) continue;
          const managed = await loadMatchRequest(c, tx, row.id);
          if (await isRuledOutByWithdrawal(tx, managed.match)) continue;
          await answer(tx, managed.access.user.id, managed, "accepted");
          count += 1;
        }
        return count;
      });
      return c.json({ accepted } satisfies AcceptAllResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/matches/{id}/history",
      operationId: "getMatchHistory",
      security: PERSON_OR_KEY,
      tags: ["Spielverwaltung"],
      summary: "Verlauf eines Spiels: wer hat wann was geändert (alt → neu), neueste zuerst",
      request: { params: idParam },
      responses: {
        200: jsonAnswer(matchHistoryResponseSchema, "{ entries }"),
        401: { description: "" },
        403: { description: "" },
        404: { description: "" },
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      // Any member of either playing club reads it, also while it is a request.
      await loadPlayingMatch(c, db, id);
      const body: MatchHistoryResponse = { entries: await listMatchHistory(db, id) };
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/match-notes",
      operationId: "listMatchChangeNotes",
      security: PERSON_OR_KEY,
      tags: ["Spielverwaltung"],
      summary: "Änderungen anderer Vereine an Spielen des Vereins (letzte 30 Tage), für das Dashboard",
      request: { params: clubParam },
      responses: {
        200: jsonAnswer(matchChangeNotesResponseSchema, "{ notes }"),
        401: { description: "" },
        403: { description: "" },
        404: { description: CLUB_NOT_FOUND },
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "member");
      const body: MatchChangeNotesResponse = { notes: await listMatchChangeNotes(c.var.deps.db, clubId) };
      return c.json(body, 200);
    },
  );

  return app;
}
