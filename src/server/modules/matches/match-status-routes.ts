import { createRoute } from "@hono/zod-openapi";
import type { MatchProposalResponse } from "#shared/matches/proposals.ts";
import { matchProposalResponseSchema, matchResponseSchema } from "#shared/matches/response-schema.ts";
import {
  MATCH_MESSAGES,
  matchResultSchema,
  newMatchDate,
  postponeMatchSchema,
  restoreMatchSchema,
  resultMismatchMessage,
  sameKickoffMessage,
} from "#shared/matches/schema.ts";
import { hasScoringEvents, scoreFromEvents, scoreHoldsEvents } from "#shared/matches/timeline.ts";
import type { MatchResponse } from "#shared/matches/types.ts";
import { badRequest, conflict } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PERSON_OR_KEY } from "../../http/openapi.ts";
import { matchExample } from "../../http/openapi-examples.ts";
import { jsonBody } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { isAgreedRecord, proposeChange } from "./agreed-record.ts";
import { loadManagedMatch, requireKickedOff } from "./match-access.ts";
import { loadTimeline } from "./match-event-queries.ts";
import { clearMatchEvents } from "./match-events.ts";
import { actorOf } from "./match-history.ts";
import { changeMatchStatus, matchWriteResponses, refuseScheduledTwice } from "./match-writes.ts";
import {
  recordOfficeFixtureAction,
  refuseClubReason,
  resultAction,
  withNewKickoff,
} from "./office-fixture-record.ts";
import {
  postponementAction,
  postponementMoves,
  postponePatch,
  restorePatch,
  takesNewSlot,
} from "./schedule-patches.ts";
import { refuseWithdrawalHold, refuseWithdrawnChange } from "./withdrawal-hold.ts";

// The schedule states after the match was set: the final score of a
// past match ('Endstand erfassen'), 'Verschieben' and 'Wieder ansetzen'. On a match both clubs
// agreed, each of them is a proposal to the other club (agreed-record.ts).

const idParam = uuidParams("id", MATCH_MESSAGES.notFound);
const resultResponses = {
  200: jsonAnswer(matchResponseSchema, "Das Spiel danach", matchExample),
  ...matchWriteResponses,
  202: jsonAnswer(matchProposalResponseSchema, "Ein Vorschlag an den anderen Verein (bestätigter Endstand)"),
};
// Built flat, like resultResponses: a spread of a spread loses the 200 type.
const agreedScheduleResponses = {
  200: jsonAnswer(matchResponseSchema, "Das Spiel danach"),
  ...matchWriteResponses,
  202: jsonAnswer(matchProposalResponseSchema, "Ein Vorschlag an den anderen Verein (bestätigtes Spiel)"),
};

export function matchStatusRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "put",
      path: "/manage/matches/{id}/result",
      operationId: "saveMatchResult",
      tags: ["Spielverwaltung"],
      summary:
        "Endstand eines vergangenen Spiels erfassen (Status: beendet; reason: Begründung im Verlauf der Spielleitung, bei einem Spiel ohne Verein, von einem Verein 400); mit Tor-Ereignissen hält er auf jeder Seite mindestens die Tore der Tor-Ereignisse (mehr geht, für Tore ohne Ereignis); forfeit: die Seite, die Forfait gab (0:3, ohne Ereignisse). Einen von beiden Vereinen bestätigten Endstand ändert ein Vorschlag an den anderen Verein (202); einen, den die Spielleitung nach einem Spielabbruch entschieden hat, legt der Vorschlag gleich der Spielleitung vor (202, status disputed)",
      // Also for a club's API key with the scope `results`.
      security: PERSON_OR_KEY,
      request: { params: idParam, body: jsonBody(matchResultSchema) },
      responses: resultResponses,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      // The reason is the office's «Begründung» alone: no part of the score or a proposal.
      const { reason, ...result } = c.req.valid("json");
      const outcome = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, {
          lock: true,
          permission: "results",
          office: true,
        });
        refuseClubReason(managed.access, reason);
        const { match: current } = managed;
        if (current.status === "live") throw conflict(MATCH_MESSAGES.resultLive);
        if (current.status === "cancelled") throw conflict(MATCH_MESSAGES.resultCancelled);
        if (current.status === "postponed") throw conflict(MATCH_MESSAGES.resultPostponed);
        requireKickedOff(current, MATCH_MESSAGES.resultNotPast);
        const timeline = await loadTimeline(tx, id);
        const forfeit = result.forfeit ?? null;
        // A forfeit counts for no player: it carries no events at all. A club deletes its own
        // first; the office cannot (a fixture's events are the clubs' work), so its forfeit
        // takes them along, as its forfeit of an aborted match does.
        if (forfeit && timeline.length > 0) {
          if (managed.access.clubId !== null) throw conflict(MATCH_MESSAGES.forfeitWithEvents);
          await clearMatchEvents(tx, id);
        }
        if (!forfeit && hasScoringEvents(timeline)) {
          const fromEvents = scoreFromEvents(timeline);
          const entered = { home: result.homeScore, away: result.awayScore };
          if (!scoreHoldsEvents(entered, fromEvents))
            throw conflict(resultMismatchMessage(fromEvents, entered));
        }
        // The result both clubs' match stands with is changed only by agreement (or, where the
        // league office ruled on it, by the office: proposeChange).
        if (current.status === "completed" && isAgreedRecord(managed)) {
          const actor = actorOf(managed.access.user.id, managed);
          return { proposal: await proposeChange(tx, actor, managed, { kind: "result", ...result }) };
        }
        const patch = {
          homeScore: result.homeScore,
          awayScore: result.awayScore,
          forfeit,
          status: "completed",
          period: "finished",
          closedAt: null,
        } as const;
        const summary = await changeMatchStatus(
          tx,
          managed,
          patch,
          forfeit ? "Forfait erfasst" : "Endstand erfasst",
        );
        const action = resultAction(tx, current, { ...result, forfeit });
        if (action) await recordOfficeFixtureAction(tx, managed, action, reason);
        return summary;
      });
      if ("proposal" in outcome) return c.json(outcome satisfies MatchProposalResponse, 202);
      return c.json({ match: outcome } satisfies MatchResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/matches/{id}/postpone",
      operationId: "postponeMatch",
      security: PEOPLE_ONLY,
      tags: ["Spielverwaltung"],
      summary:
        "Spiel verschieben (neues Datum optional); bei einem von beiden Vereinen bestätigten Spiel ein Vorschlag an den anderen Verein (202)",
      request: { params: idParam, body: jsonBody(postponeMatchSchema()) },
      responses: agreedScheduleResponses,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const outcome = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true, office: true });
        const { match: current } = managed;
        if (!["scheduled", "cancelled", "postponed"].includes(current.status)) {
          throw conflict(MATCH_MESSAGES.notPostponable);
        }
        await refuseWithdrawalHold(tx, current);
        const sameKickoff = sameKickoffMessage(current, input);
        if (sameKickoff) throw badRequest(sameKickoff, { date: sameKickoff });
        const matchDate = newMatchDate(input) ?? current.matchDate;
        await refuseWithdrawnChange(tx, current, { ...current, matchDate });
        const moves = postponementMoves(current, matchDate);
        // Moved, or a cancelled one back in the schedule: not onto a match that stands there.
        if (takesNewSlot("postpone", current, matchDate)) {
          await refuseScheduledTwice(tx, { ...current, matchDate }, current.id);
        }
        // Both clubs agreed on the kick-off: the other club says yes to a new one.
        if (isAgreedRecord(managed)) {
          const actor = actorOf(managed.access.user.id, managed);
          const reason = input.reason || null;
          return {
            proposal: await proposeChange(tx, actor, managed, { kind: "postpone", matchDate, reason }),
          };
        }
        // Moved, a match the live ticker aborted is played again from its kick-off, as when set again.
        if (moves && current.startedAt !== null) await clearMatchEvents(tx, current.id);
        const reason = input.reason || null;
        const summary = await changeMatchStatus(
          tx,
          managed,
          postponePatch(current, matchDate, reason),
          postponementAction(moves, reason),
          moves ? reason : null,
        );
        const action = withNewKickoff("Spiel verschoben", newMatchDate(input));
        await recordOfficeFixtureAction(tx, managed, action, input.reason);
        return summary;
      });
      if ("proposal" in outcome) return c.json(outcome satisfies MatchProposalResponse, 202);
      return c.json({ match: outcome } satisfies MatchResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/matches/{id}/restore",
      operationId: "restoreMatch",
      security: PEOPLE_ONLY,
      tags: ["Spielverwaltung"],
      summary:
        "Abgesagtes oder verschobenes Spiel wieder ansetzen (neues Datum und Grund optional; der Grund steht im Verlauf der Spielleitung, bei einem Spiel ohne Verein, von einem Verein 400); bei einem von beiden Vereinen bestätigten Spiel ein Vorschlag an den anderen Verein (202)",
      request: { params: idParam, body: jsonBody(restoreMatchSchema()) },
      responses: agreedScheduleResponses,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const outcome = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true, office: true });
        const { match: current } = managed;
        refuseClubReason(managed.access, input.reason);
        if (current.status !== "cancelled" && current.status !== "postponed") {
          throw conflict(MATCH_MESSAGES.notRestorable);
        }
        await refuseWithdrawalHold(tx, current);
        const matchDate = newMatchDate(input) ?? current.matchDate;
        await refuseWithdrawnChange(tx, current, { ...current, matchDate }, { setsAgain: true });
        // Set again (or moved), it must not land on a match that stands at that kick-off.
        if (takesNewSlot("restore", current, matchDate)) {
          await refuseScheduledTwice(tx, { ...current, matchDate }, current.id);
        }
        if (isAgreedRecord(managed)) {
          const actor = actorOf(managed.access.user.id, managed);
          return { proposal: await proposeChange(tx, actor, managed, { kind: "restore", matchDate }) };
        }
        if (current.startedAt !== null) await clearMatchEvents(tx, current.id);
        const summary = await changeMatchStatus(
          tx,
          managed,
          restorePatch(matchDate),
          "Spiel wieder angesetzt",
        );
        await recordOfficeFixtureAction(
          tx,
          managed,
          withNewKickoff("Spiel wieder angesetzt", newMatchDate(input)),
          input.reason,
        );
        return summary;
      });
      if ("proposal" in outcome) return c.json(outcome satisfies MatchProposalResponse, 202);
      return c.json({ match: outcome } satisfies MatchResponse, 200);
    },
  );

  return app;
}
