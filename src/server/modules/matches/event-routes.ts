import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { OkResponse } from "#shared/http.ts";
import { EVENT_MESSAGES, matchEventInputSchema } from "#shared/matches/event-schema.ts";
import { fromStoredEventType } from "#shared/matches/event-types.ts";
import { matchEventResponseSchema } from "#shared/matches/response-schema.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import type { MatchEventResponse, MatchEventsResponse } from "#shared/matches/types.ts";
import { okResponseSchema } from "#shared/response-schema.ts";
import { requireActor } from "../../auth/access.ts";
import type { AppEnv } from "../../context.ts";
import { atomically, type Tx } from "../../db/client.ts";
import { declaredRead, type ReadDeclaration } from "../../db/declared-read.ts";
import { matchEvents, players } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { jsonAnswer, PERSON_OR_KEY, PUBLIC_ACCESS } from "../../http/openapi.ts";
import { goalEventExample } from "../../http/openapi-examples.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { writeTapEvent } from "./event-tap.ts";
import { loadManagedMatch, requireEventsOpen } from "./match-access.ts";
import { listEventsOfMatch, listMatchEvents } from "./match-event-queries.ts";
import { agreedRecordSides, deleteMatchEvent, updateMatchEvent } from "./match-events.ts";
import { actorOf, recordEventChange } from "./match-history.ts";
import { findMatchSummary, MATCH_SUMMARY_READ } from "./match-queries.ts";
import { preparedTap } from "./tap-preparation.ts";

// A minor's photo shows by the current year (public-player-fields.ts).
const EVENTS_READ: ReadDeclaration = { tables: [matchEvents, players], clock: true };

const idParam = uuidParams("id", MATCH_MESSAGES.notFound);
const eventIdParam = uuidParams("id", EVENT_MESSAGES.notFound);

/** The event and its match, locked, if the user may manage the match. */
async function loadManagedEvent(c: Context<AppEnv>, tx: Tx, eventId: string) {
  requireActor(c);
  const [found] = await tx
    .select({ matchId: matchEvents.matchId })
    .from(matchEvents)
    .where(eq(matchEvents.id, eventId));
  if (!found) throw notFound(EVENT_MESSAGES.notFound);
  const managed = await loadManagedMatch(c, tx, found.matchId, { lock: true, permission: "ticker" });
  requireEventsOpen(managed.match);
  // Read again under the match lock: another request may have changed or deleted it meanwhile.
  const [event] = await tx.select().from(matchEvents).where(eq(matchEvents.id, eventId));
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  const [view] = await listMatchEvents(tx, found.matchId, [eventId]);
  return {
    match: managed.match,
    event,
    type: fromStoredEventType(event.eventType),
    ownSides: agreedRecordSides(managed, managed.actingClubId),
    actor: actorOf(managed.access.user.id, managed),
    before: view ?? null,
  };
}

/** Timeline reads (public) and event writes (club admins of a playing club). */
export function eventRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/matches/{id}/events",
      operationId: "listMatchEvents",
      security: PUBLIC_ACCESS,
      tags: ["Spiele"],
      summary: "Ereignisse eines Spiels, nach Minute sortiert",
      request: { params: idParam },
      responses: { 200: { description: "{ events }" }, 404: { description: "Spiel nicht gefunden" } },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      const match = await declaredRead(MATCH_SUMMARY_READ, () => findMatchSummary(db, id));
      if (!match) throw notFound(MATCH_MESSAGES.notFound);
      const events = await declaredRead(EVENTS_READ, () => listEventsOfMatch(db, match));
      return c.json({ events } satisfies MatchEventsResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/matches/{id}/events",
      operationId: "createMatchEvent",
      security: PERSON_OR_KEY,
      tags: ["Spielverwaltung"],
      summary: "Ereignis erfassen (Spielbericht oder Live-Ticker); ein Tor ändert das Ergebnis",
      request: {
        params: idParam,
        body: { content: { "application/json": { schema: matchEventInputSchema } }, required: true },
      },
      responses: {
        201: jsonAnswer(matchEventResponseSchema, "{ event }", goalEventExample),
        400: { description: "Ungültige Eingabe" },
        401: { description: "Nicht angemeldet" },
        403: { description: "Keine Berechtigung" },
        404: { description: "Spiel nicht gefunden" },
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const prepared = preparedTap(c);
      const event = await atomically(c.var.deps.db, (tx) => writeTapEvent(c, tx, id, input, prepared));
      return c.json({ event } satisfies MatchEventResponse, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/events/{id}",
      operationId: "updateMatchEvent",
      security: PERSON_OR_KEY,
      tags: ["Spielverwaltung"],
      summary:
        "Ereignis bearbeiten (Live-Ticker); das Ergebnis folgt. Der Body ist das ganze Ereignis wie beim Erfassen: welche Felder es braucht, hängt von seiner Art ab",
      request: {
        params: eventIdParam,
        body: { content: { "application/json": { schema: matchEventInputSchema } }, required: true },
      },
      responses: {
        200: jsonAnswer(matchEventResponseSchema, "{ event }"),
        400: { description: "Ungültige Eingabe" },
        401: { description: "Nicht angemeldet" },
        403: { description: "Keine Berechtigung" },
        404: { description: "Ereignis nicht gefunden" },
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const event = await atomically(c.var.deps.db, async (tx) => {
        const found = await loadManagedEvent(c, tx, id);
        const updated = await updateMatchEvent(
          tx,
          found.match,
          found.event,
          found.type,
          input,
          found.ownSides,
        );
        await recordEventChange(tx, found.actor, found.match.id, found.before, updated);
        return updated;
      });
      return c.json({ event } satisfies MatchEventResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/events/{id}",
      operationId: "deleteMatchEvent",
      security: PERSON_OR_KEY,
      tags: ["Spielverwaltung"],
      summary: "Ereignis löschen; ein gelöschtes Tor zieht 1 ab (nie unter 0)",
      request: { params: eventIdParam },
      responses: {
        200: jsonAnswer(okResponseSchema, "{ ok: true }"),
        401: { description: "Nicht angemeldet" },
        403: { description: "Keine Berechtigung" },
        404: { description: "Ereignis nicht gefunden" },
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await atomically(c.var.deps.db, async (tx) => {
        const found = await loadManagedEvent(c, tx, id);
        await deleteMatchEvent(tx, found.match, found.event, found.type, found.ownSides);
        await recordEventChange(tx, found.actor, found.match.id, found.before, null);
      });
      return c.json({ ok: true } satisfies OkResponse, 200);
    },
  );

  return app;
}
