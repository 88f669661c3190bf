import { createRoute } from "@hono/zod-openapi";
import type { ControlAction } from "#shared/matches/control.ts";
import { liveActionBodySchema, MATCH_MESSAGES, stoppageInputSchema } from "#shared/matches/schema.ts";
import type { MatchResponse } from "#shared/matches/types.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { loadManagedMatch } from "../matches/match-access.ts";
import { actorOf, recordMatchChange, recordMatchUpdate } from "../matches/match-history.ts";
import { runLiveAction, setStoppage, undoLiveClose } from "./live-control.ts";

const ACTION_PATHS = {
  start: { action: "start", summary: "Spiel starten: live, Anpfiff bei 0'" },
  halftime: { action: "halftime", summary: "Halbzeit: Uhr angehalten, Halbzeit-Ereignis bei 45'" },
  "second-half": { action: "secondHalf", summary: "2. Halbzeit starten: Anpfiff bei 46'" },
  end: { action: "end", summary: "Spiel beenden: Schlusspfiff, Status beendet" },
  abort: { action: "abort", summary: "Spiel abbrechen: abgesagt mit 'Live-Ticker vorzeitig beendet'" },
} as const satisfies Record<string, { action: ControlAction; summary: string }>;

const responses = {
  200: { description: "{ match }" },
  400: { description: "Ungültige Eingabe" },
  401: { description: "Nicht angemeldet" },
  403: { description: "Keine Berechtigung" },
  404: { description: "Spiel nicht gefunden" },
  409: { description: "In dieser Spielphase nicht möglich" },
} as const;

/** Live-ticker control of the club (club-management §4): phase actions and stoppage time. */
export function liveRoutes() {
  const app = createRouter();

  for (const [path, { action, summary }] of Object.entries(ACTION_PATHS)) {
    app.openapi(
      createRoute({
        method: "post",
        path: `/manage/matches/{id}/live/${path}`,
        tags: ["Live-Ticker"],
        summary,
        request: {
          params: uuidParams("id", MATCH_MESSAGES.notFound),
          body: { content: { "application/json": { schema: liveActionBodySchema } }, required: false },
        },
        responses,
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        // The body is optional; an empty request means 'no stoppage given'.
        const body = c.req.header("content-type")?.includes("json") ? c.req.valid("json") : {};
        const match = await c.var.deps.db.transaction(async (tx) => {
          const managed = await loadManagedMatch(c, tx, id, { lock: true, permission: "ticker" });
          const updated = await runLiveAction(tx, managed.match, action, body);
          await recordMatchUpdate(
            tx,
            actorOf(managed.access.user.id, managed),
            managed.match,
            `Live: ${summary.split(":")[0]}`,
          );
          return updated;
        });
        return c.json({ match } satisfies MatchResponse, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/matches/{id}/live/undo",
      tags: ["Live-Ticker"],
      summary: "Rückgängig: 'Spiel beenden' oder 'Spiel abbrechen' innerhalb von 10 Minuten zurücknehmen",
      request: { params: uuidParams("id", MATCH_MESSAGES.notFound) },
      responses,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const match = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true, permission: "ticker" });
        const updated = await undoLiveClose(tx, managed.match);
        await recordMatchUpdate(
          tx,
          actorOf(managed.access.user.id, managed),
          managed.match,
          "Live: Rückgängig",
        );
        return updated;
      });
      return c.json({ match } satisfies MatchResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/manage/matches/{id}/live/stoppage",
      tags: ["Live-Ticker"],
      summary: "Nachspielzeit der laufenden Halbzeit (+N')",
      request: {
        params: uuidParams("id", MATCH_MESSAGES.notFound),
        body: { content: { "application/json": { schema: stoppageInputSchema } }, required: true },
      },
      responses,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { minutes } = c.req.valid("json");
      const match = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true, permission: "ticker" });
        const updated = await setStoppage(tx, managed.match, minutes);
        await recordMatchChange(tx, actorOf(managed.access.user.id, managed), id, "Nachspielzeit", [
          { field: "Nachspielzeit", from: `${managed.match.stoppageMinutes}'`, to: `${minutes}'` },
        ]);
        return updated;
      });
      return c.json({ match } satisfies MatchResponse, 200);
    },
  );

  return app;
}
