import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { OkResponse } from "#shared/http.ts";
import { isOfficeFixture, OFFICE_FIXTURE_MESSAGES } from "#shared/matches/office-fixtures.ts";
import type { MatchProposalResponse } from "#shared/matches/proposals.ts";
import { matchProposalResponseSchema, matchResponseSchema } from "#shared/matches/response-schema.ts";
import {
  cancelMatchSchema,
  deleteMatchSchema,
  MATCH_MESSAGES,
  matchInputSchema,
} from "#shared/matches/schema.ts";
import type { MatchResponse } from "#shared/matches/types.ts";
import { okResponseSchema } from "#shared/response-schema.ts";
import { requireClubRole } from "../../auth/access.ts";
import { matchEvents, matches } from "../../db/schema/index.ts";
import { conflict, forbidden } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { jsonBody } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { publishChange } from "../../realtime/publish.ts";
import { isAgreedRecord, proposeChange } from "./agreed-record.ts";
import { loadManagedMatch, needsAcceptance } from "./match-access.ts";
import { actorOf, recordMatchUpdate } from "./match-history.ts";
import {
  changeMatchStatus,
  loadTeams,
  matchDateOf,
  matchWriteResponses,
  publishMatch,
  refuseScheduledTwice,
} from "./match-writes.ts";
import { recordOfficeFixtureAction, refuseClubReason, withChanges } from "./office-fixture-record.ts";
import { refuseHeldDeletion, refuseWithdrawalHold, refuseWithdrawnChange } from "./withdrawal-hold.ts";

// The writes on one match of the schedule besides its state (match-status-routes.ts): the edit,
// «Absagen» and «Löschen». On a match both clubs agreed, each is a proposal to the other club.

const idParam = uuidParams("id", MATCH_MESSAGES.notFound);

/** «Bearbeiten», «Absagen» and «Löschen» of a match. */
export function matchEditRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/matches/{id}",
      operationId: "updateMatch",
      security: PEOPLE_ONLY,
      tags: ["Spielverwaltung"],
      summary:
        "Spiel bearbeiten (alle Felder des Dialogs); der Status bleibt. Bei einem von beiden Vereinen bestätigten Spiel sind Anpfiff, Ort und Wettbewerb ein Vorschlag an den anderen Verein (202), die Mannschaften bleiben",
      request: { params: idParam, body: jsonBody(matchInputSchema()) },
      responses: {
        200: jsonAnswer(matchResponseSchema, "{ match }"),
        202: jsonAnswer(
          matchProposalResponseSchema,
          "{ proposal }: Das Spiel ist von beiden Vereinen bestätigt, der andere Verein entscheidet",
        ),
        ...matchWriteResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const outcome = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true, allowRequest: true, office: true });
        const { match: current } = managed;
        // A new kick-off or other teams would make it another match than the one the undo sets again.
        await refuseWithdrawalHold(tx, current);
        const { home, away } = await loadTeams(tx, input, [current.homeTeamId, current.awayTeamId]);
        // The user must still be on one side after the edit; the league office keeps it a match
        // of two teams without a club (it gains no club's match by an edit).
        if (managed.actingClubId !== null) {
          await requireClubRole(c, [home.clubId, away.clubId], "matches", { db: tx });
        } else if (!isOfficeFixture({ homeClubId: home.clubId, awayClubId: away.clubId })) {
          throw forbidden(OFFICE_FIXTURE_MESSAGES.clubTeam);
        }
        const isTeamChange =
          current.homeTeamId !== input.homeTeamId || current.awayTeamId !== input.awayTeamId;
        const slot = {
          homeTeamId: input.homeTeamId,
          awayTeamId: input.awayTeamId,
          matchDate: matchDateOf(input),
        };
        // Moved onto another match's slot, the match would show twice; a cancelled one does not
        // stand (it stays cancelled), and an unchanged slot is no new entry.
        const refuseTakenSlot = async () => {
          const isMove = isTeamChange || slot.matchDate.getTime() !== current.matchDate.getTime();
          if (isMove && current.status !== "cancelled") await refuseScheduledTwice(tx, slot, current.id);
        };
        // Not a new league match on the schedule of a team withdrawn from the season.
        await refuseWithdrawnChange(tx, current, {
          ...input,
          matchDate: matchDateOf(input),
          competition: input.competition ?? current.competition,
        });
        if (isAgreedRecord(managed)) {
          // Both clubs agreed on who plays, when, where and in what: the other club says yes
          // to a new kick-off, venue or competition; the teams stay (a deletion is proposed instead).
          if (isTeamChange) throw conflict(MATCH_MESSAGES.agreedTeamsLocked);
          const change = {
            matchDate: matchDateOf(input),
            stadium: input.stadium,
            competition: input.competition ?? current.competition,
          };
          const isChange =
            change.matchDate.getTime() !== current.matchDate.getTime() ||
            change.stadium !== current.stadium ||
            change.competition !== current.competition;
          if (isChange) {
            await refuseTakenSlot();
            const actor = actorOf(managed.access.user.id, managed);
            return { proposal: await proposeChange(tx, actor, managed, { kind: "reschedule", ...change }) };
          }
        }
        if (isTeamChange) {
          // Events name players of the old teams and the score counts their goals.
          const [event] = await tx
            .select({ id: matchEvents.id })
            .from(matchEvents)
            .where(eq(matchEvents.matchId, id))
            .limit(1);
          if (event) throw conflict(MATCH_MESSAGES.teamsLocked);
        }
        await refuseTakenSlot();
        await tx
          .update(matches)
          .set({
            homeTeamId: input.homeTeamId,
            awayTeamId: input.awayTeamId,
            matchDate: matchDateOf(input),
            stadium: input.stadium,
            competition: input.competition ?? current.competition,
            // Changed teams may bring in another club, which then has to accept (again).
            ...(isTeamChange || current.acceptance === "declined"
              ? {
                  acceptance: needsAcceptance(managed.actingClubId, home.clubId, away.clubId)
                    ? ("requested" as const)
                    : ("accepted" as const),
                  createdByClubId: managed.actingClubId,
                }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(matches.id, id));
        const actor = actorOf(managed.access.user.id, managed);
        const changes = await recordMatchUpdate(tx, actor, current, "Spiel bearbeitet");
        if (changes.length > 0) {
          await recordOfficeFixtureAction(tx, managed, withChanges("Spiel bearbeitet", changes));
        }
        return publishMatch(tx, id);
      });
      if ("proposal" in outcome) return c.json(outcome satisfies MatchProposalResponse, 202);
      return c.json({ match: outcome } satisfies MatchResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/matches/{id}/cancel",
      operationId: "cancelMatch",
      security: PEOPLE_ONLY,
      tags: ["Spielverwaltung"],
      summary:
        "Kommendes Spiel absagen (Grund erforderlich); bei einem von beiden Vereinen angenommenen Spiel ein Vorschlag an den anderen Verein (202)",
      request: { params: idParam, body: jsonBody(cancelMatchSchema) },
      responses: {
        200: jsonAnswer(matchResponseSchema, "{ match }"),
        202: jsonAnswer(matchProposalResponseSchema, "{ proposal }"),
        ...matchWriteResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const outcome = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true, allowRequest: true, office: true });
        const { match: current } = managed;
        if (current.status === "cancelled") throw conflict(MATCH_MESSAGES.alreadyCancelled);
        if (current.status !== "scheduled" || current.matchDate.getTime() <= Date.now()) {
          throw conflict(MATCH_MESSAGES.notCancellable);
        }
        if (isAgreedRecord(managed)) {
          const actor = actorOf(managed.access.user.id, managed);
          return { proposal: await proposeChange(tx, actor, managed, { kind: "cancel", reason }) };
        }
        const summary = await changeMatchStatus(
          tx,
          managed,
          { status: "cancelled", cancellationReason: reason },
          "Spiel abgesagt",
        );
        await recordOfficeFixtureAction(tx, managed, "Spiel abgesagt", reason);
        return summary;
      });
      // An agreed match is not cancelled by one club: the other club is asked (202).
      if ("proposal" in outcome) return c.json(outcome satisfies MatchProposalResponse, 202);
      return c.json({ match: outcome } satisfies MatchResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/matches/{id}",
      operationId: "deleteMatch",
      security: PEOPLE_ONLY,
      tags: ["Spielverwaltung"],
      summary:
        "Spiel löschen (in jedem Zustand, ausser während der Rückzug einer Mannschaft es abgesagt hält: 409); Ereignisse und Bericht werden mitgelöscht. Ein von beiden Vereinen angenommenes Spiel wird nur vorgeschlagen (202). Body optional: reason, die Begründung im Verlauf der Spielleitung (bei einem Spiel ohne Verein; von einem Verein 400)",
      request: {
        params: idParam,
        body: { content: { "application/json": { schema: deleteMatchSchema } }, required: false },
      },
      responses: {
        200: jsonAnswer(okResponseSchema, "{ ok: true }"),
        202: jsonAnswer(matchProposalResponseSchema, "{ proposal }"),
        ...matchWriteResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const proposal = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true, allowRequest: true, office: true });
        refuseClubReason(managed.access, reason);
        // Gone, it would be missing when the office takes the withdrawal back; not even proposed,
        // and not deleted by the office either (a fixture no club manages): the undo sets it again.
        await refuseHeldDeletion(tx, managed.match);
        // Both clubs accepted it: one of them alone does not take it out of the record.
        if (isAgreedRecord(managed)) {
          return proposeChange(tx, actorOf(managed.access.user.id, managed), managed, { kind: "delete" });
        }
        // The office's line names the match, so it is written while the match is still there.
        await recordOfficeFixtureAction(tx, managed, "Spiel gelöscht", reason);
        // match_events, match_reports and match_history go with it (ON DELETE CASCADE).
        await tx.delete(matches).where(eq(matches.id, id));
        await publishChange(tx, id, { kind: "match.deleted", data: { id } });
        return null;
      });
      if (proposal) return c.json({ proposal } satisfies MatchProposalResponse, 202);
      return c.json({ ok: true } satisfies OkResponse, 200);
    },
  );

  return app;
}
