import { createRoute } from "@hono/zod-openapi";
import { clockMinute, clockStateOf, formatClockLabel } from "#shared/matches/clock.ts";
import type { ControlAction } from "#shared/matches/control.ts";
import { matchResponseSchema } from "#shared/matches/response-schema.ts";
import {
  clockInputSchema,
  liveActionBodySchema,
  MATCH_MESSAGES,
  stoppageInputSchema,
} from "#shared/matches/schema.ts";
import type { MatchResponse } from "#shared/matches/types.ts";
import { atomically } from "../../db/client.ts";
import { errorResponses, jsonAnswer, PERSON_OR_KEY } from "../../http/openapi.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { openAbandonmentCase, withdrawAbandonmentCase } from "../matches/abandonment-case.ts";
import { isAgreedRecord } from "../matches/agreed-record.ts";
import { loadManagedMatch } from "../matches/match-access.ts";
import { actorOf, recordMatchChange, recordMatchUpdate } from "../matches/match-history.ts";
import { runLiveAction, setClock, setStoppage, undoLiveClose } from "./live-control.ts";

const ACTION_PATHS = {
  start: { operationId: "startLiveMatch", action: "start", summary: "Spiel starten: live, Anpfiff bei 0'" },
  halftime: {
    operationId: "startHalftime",
    action: "halftime",
    summary: "Halbzeit: Uhr angehalten, Halbzeit-Ereignis bei 45'",
  },
  "second-half": {
    operationId: "startSecondHalf",
    action: "secondHalf",
    summary: "2. Halbzeit starten: Anpfiff bei 46'",
  },
  end: { operationId: "endLiveMatch", action: "end", summary: "Spiel beenden: Schlusspfiff, Status beendet" },
  abort: {
    operationId: "abortLiveMatch",
    action: "abort",
    summary:
      "Spiel abbrechen: abgesagt mit 'Live-Ticker vorzeitig beendet'; ein von beiden Vereinen bestätigtes Spiel geht an die Spielleitung (Wiederholung oder Stand gilt)",
  },
} as const satisfies Record<string, { operationId: string; action: ControlAction; summary: string }>;

const responses = {
  200: jsonAnswer(matchResponseSchema, "Das Spiel nach der Aktion"),
  ...errorResponses(400, 401, 403, 404, 409),
} as const;

/** Live-ticker control of the club (club-management §4): phase actions and stoppage time. */
export function liveRoutes() {
  const app = createRouter();

  for (const [path, { operationId, action, summary }] of Object.entries(ACTION_PATHS)) {
    app.openapi(
      createRoute({
        method: "post",
        path: `/manage/matches/{id}/live/${path}`,
        operationId,
        security: PERSON_OR_KEY,
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
        const match = await atomically(c.var.deps.db, async (tx) => {
          const managed = await loadManagedMatch(c, tx, id, { lock: true, permission: "ticker" });
          const updated = await runLiveAction(tx, managed.match, action, body);
          const actor = actorOf(managed.access.user.id, managed);
          await recordMatchUpdate(tx, actor, managed.match, `Live: ${summary.split(":")[0]}`);
          // One club's abort does not settle a match both agreed: the league office decides.
          if (action === "abort" && isAgreedRecord(managed)) await openAbandonmentCase(tx, actor, managed);
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
      operationId: "undoLiveClose",
      security: PERSON_OR_KEY,
      tags: ["Live-Ticker"],
      summary: "Rückgängig: 'Spiel beenden' oder 'Spiel abbrechen' innerhalb von 10 Minuten zurücknehmen",
      request: { params: uuidParams("id", MATCH_MESSAGES.notFound) },
      responses,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const match = await atomically(c.var.deps.db, async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true, permission: "ticker" });
        const updated = await undoLiveClose(tx, managed.match);
        await withdrawAbandonmentCase(tx, managed.match.id);
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
      operationId: "setStoppageTime",
      security: PERSON_OR_KEY,
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
      const match = await atomically(c.var.deps.db, async (tx) => {
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

  app.openapi(
    createRoute({
      method: "put",
      path: "/manage/matches/{id}/live/clock",
      operationId: "setLiveClock",
      security: PERSON_OR_KEY,
      tags: ["Live-Ticker"],
      summary:
        "Uhr stellen: die laufende Minute der Halbzeit (1–45, 46–90), wenn der Ticker später als der Anpfiff gestartet wurde",
      request: {
        params: uuidParams("id", MATCH_MESSAGES.notFound),
        body: { content: { "application/json": { schema: clockInputSchema } }, required: true },
      },
      responses,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { minute } = c.req.valid("json");
      const match = await atomically(c.var.deps.db, async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true, permission: "ticker" });
        const shown = formatClockLabel(clockStateOf(managed.match));
        const updated = await setClock(tx, managed.match, minute);
        await recordMatchChange(tx, actorOf(managed.access.user.id, managed), id, "Uhr gestellt", [
          { field: "Spielminute", from: shown, to: `${clockMinute(clockStateOf(updated))}'` },
        ]);
        return updated;
      });
      return c.json({ match } satisfies MatchResponse, 200);
    },
  );

  return app;
}
