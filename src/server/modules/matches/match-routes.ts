import { createRoute, z } from "@hono/zod-openapi";
import type { MatchHistoryResponse } from "#shared/matches/history-types.ts";
import { matchListQuerySchema } from "#shared/matches/schema.ts";
import { TELEGRAMM_MESSAGES } from "#shared/matches/telegramm.ts";
import type {
  MatchLineups,
  MatchPageResponse,
  MatchReportResponse,
  MatchResponse,
} from "#shared/matches/types.ts";
import { isUuid } from "#shared/uuid.ts";
import type { JsonText } from "../../db/json-sql.ts";
import { pageBody } from "../../db/list-page.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { createRouter } from "../../http/router.ts";
import { listMatchHistory } from "./match-history.ts";
import { loadLineups } from "./match-lineup-queries.ts";
import { findMatchSummary, listMatchPage } from "./match-queries.ts";
import { findMatchReport } from "./match-report-queries.ts";
import { matchTelegrammText } from "./match-telegramm.ts";

/** Public reads of matches; the match/ticker domain adds detail, events and live control. */
export function matchRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches",
      tags: ["Spiele"],
      summary: "Spiele: kommende, vergangene, live; optional nach Teams oder Verein",
      request: { query: matchListQuerySchema },
      responses: {
        200: { description: "{ matches, nextCursor }: nextCursor als after= für die nächste Seite" },
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      // PostgreSQL wrote each match's JSON already: the answer is passed on as text.
      const body = pageBody("matches", await listMatchPage(c.var.deps.db, query));
      return c.body(body satisfies JsonText<MatchPageResponse>, 200, { "content-type": "application/json" });
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches/{id}",
      tags: ["Spiele"],
      summary: "Ein Spiel",
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: { description: "{ match }" }, 404: { description: "Spiel nicht gefunden" } },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const match = isUuid(id) ? await findMatchSummary(c.var.deps.db, id) : null;
      if (!match) throw notFound("Spiel nicht gefunden");
      return c.json({ match } satisfies MatchResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches/{id}/lineups",
      tags: ["Spiele"],
      summary: "Aufstellungen beider Mannschaften mit Statistiken der Spieler",
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: { description: "MatchLineups" }, 404: { description: "Spiel nicht gefunden" } },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      const match = isUuid(id) ? await findMatchSummary(db, id) : null;
      if (!match) throw notFound("Spiel nicht gefunden");
      return c.json((await loadLineups(db, match)) satisfies MatchLineups, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches/{id}/report",
      tags: ["Spiele"],
      summary: "Spielbericht (report: null, wenn keiner geschrieben wurde)",
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: { description: "{ report }" }, 404: { description: "Spiel nicht gefunden" } },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      const match = isUuid(id) ? await findMatchSummary(db, id) : null;
      if (!match) throw notFound("Spiel nicht gefunden");
      return c.json({ report: await findMatchReport(db, id) } satisfies MatchReportResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches/{id}/history",
      tags: ["Spiele"],
      summary: "Verlauf eines Spiels: welcher Verein wann was geändert oder angenommen hat, neueste zuerst",
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: { description: "{ entries }" }, 404: { description: "Spiel nicht gefunden" } },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      const match = isUuid(id) ? await findMatchSummary(db, id) : null;
      if (!match) throw notFound("Spiel nicht gefunden");
      // The clubs answer for their record in public; the people behind an account do not.
      const entries = (await listMatchHistory(db, id)).map((entry) => ({ ...entry, userName: null }));
      return c.json({ entries } satisfies MatchHistoryResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches/{id}/telegramm",
      tags: ["Spiele"],
      summary: "Matchtelegramm eines beendeten Spiels als Text (für Zeitung und Vereinswebsite)",
      request: { params: z.object({ id: z.string() }) },
      responses: {
        200: { description: "Das Matchtelegramm", content: { "text/plain": { schema: z.string() } } },
        404: { description: "Spiel nicht gefunden" },
        409: { description: "Spiel noch nicht beendet" },
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      const match = isUuid(id) ? await findMatchSummary(db, id) : null;
      if (!match) throw notFound("Spiel nicht gefunden");
      const { homeScore, awayScore } = match;
      if (match.status !== "completed" || homeScore === null || awayScore === null) {
        throw conflict(TELEGRAMM_MESSAGES.notCompleted);
      }
      const text = await matchTelegrammText(db, { ...match, homeScore, awayScore });
      return c.text(text, 200, { "content-type": "text/plain; charset=utf-8" });
    },
  );

  return app;
}
