import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import {
  type MatchProposalResponse,
  type MatchProposalsResponse,
  PROPOSAL_MESSAGES,
} from "#shared/matches/proposals.ts";
import {
  matchProposalResponseSchema,
  matchProposalsResponseSchema,
} from "#shared/matches/response-schema.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import { requireClubRole, requireUser } from "../../auth/access.ts";
import { matchProposals } from "../../db/schema/index.ts";
import { conflict, forbidden, notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PERSON_OR_KEY } from "../../http/openapi.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { recordMatchChange } from "./match-history.ts";
import { answeringClubId, answerProposal, lockProposal } from "./proposal-answer.ts";
import { findPendingProposalId, findProposal, listClubProposals } from "./proposal-queries.ts";

// The clubs' side of a proposed change to an agreed match: the other club accepts
// or declines it; either club may hand it to the league office.

const CLUB_NOT_FOUND = "Verein nicht gefunden";
const clubParam = uuidParams("clubId", CLUB_NOT_FOUND);
const proposalParam = uuidParams("id", PROPOSAL_MESSAGES.notFound);

const answerResponses = {
  200: jsonAnswer(matchProposalResponseSchema, "Der Vorschlag danach"),
  401: { description: "Nicht angemeldet" },
  403: { description: "Nur der andere Verein" },
  404: { description: "Vorschlag nicht gefunden" },
  409: { description: "Bereits beantwortet oder das Spiel hat sich geändert" },
} as const;

export function matchProposalRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/match-proposals",
      operationId: "listMatchProposals",
      security: PERSON_OR_KEY,
      tags: ["Spielverwaltung"],
      summary:
        "Vorgeschlagene Änderungen an bestätigten Spielen des Vereins: offene und die der letzten 30 Tage",
      request: { params: clubParam },
      responses: {
        200: jsonAnswer(matchProposalsResponseSchema, "{ proposals }"),
        401: { description: "" },
        403: { description: "" },
        404: { description: CLUB_NOT_FOUND },
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "member");
      const body: MatchProposalsResponse = { proposals: await listClubProposals(c.var.deps.db, clubId) };
      return c.json(body, 200);
    },
  );

  for (const [path, answer, operationId, summary] of [
    [
      "accept",
      "accepted",
      "acceptMatchProposal",
      "Vorschlag des anderen Vereins annehmen: die Änderung wird angewendet",
    ],
    [
      "decline",
      "declined",
      "declineMatchProposal",
      "Vorschlag des anderen Vereins ablehnen: das Spiel bleibt, wie es ist",
    ],
  ] as const) {
    app.openapi(
      createRoute({
        method: "post",
        path: `/manage/match-proposals/{id}/${path}`,
        operationId,
        security: PEOPLE_ONLY,
        tags: ["Spielverwaltung"],
        summary,
        request: { params: proposalParam },
        responses: answerResponses,
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        requireUser(c);
        const proposal = await c.var.deps.db.transaction(async (tx) => {
          const locked = await lockProposal(tx, id);
          const answering = answeringClubId(locked);
          const proposing = locked.proposal.proposedByClubId;
          const access = await requireClubRole(c, answering, "matches", { db: tx }).catch(async (error) => {
            // The proposing club is told why it cannot answer its own proposal.
            if (
              proposing &&
              (await requireClubRole(c, proposing, "matches", { db: tx }).then(
                () => true,
                () => false,
              ))
            ) {
              throw forbidden(PROPOSAL_MESSAGES.otherClubOnly);
            }
            throw error;
          });
          if (locked.proposal.status === "disputed") throw conflict(PROPOSAL_MESSAGES.alreadyDisputed);
          if (locked.proposal.status !== "open") throw conflict(PROPOSAL_MESSAGES.notOpen);
          return answerProposal(tx, locked, answer, { userId: access.user.id, clubId: access.clubId });
        });
        return c.json({ proposal } satisfies MatchProposalResponse, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/match-proposals/{id}/dispute",
      operationId: "disputeMatchProposal",
      security: PEOPLE_ONLY,
      tags: ["Spielverwaltung"],
      summary:
        "Vorschlag der Spielleitung zum Entscheid vorlegen (einer der beiden Vereine; offen oder abgelehnt)",
      request: { params: proposalParam },
      responses: answerResponses,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      requireUser(c);
      const proposal = await c.var.deps.db.transaction(async (tx) => {
        const locked = await lockProposal(tx, id);
        const { proposal: row, managed } = locked;
        if (!managed) throw notFound(MATCH_MESSAGES.notFound);
        const access = await requireClubRole(c, [managed.homeClubId, managed.awayClubId], "matches", {
          db: tx,
        });
        if (row.status === "disputed") throw conflict(PROPOSAL_MESSAGES.alreadyDisputed);
        // A declined proposal may still go to the league office; an accepted one is done, and
        // one the league office decided is final.
        if (row.status === "accepted" || (row.status === "declined" && row.answeredByClubId === null)) {
          throw conflict(PROPOSAL_MESSAGES.notDisputable);
        }
        // The match's one pending question: a newer proposal waiting for its answer comes first.
        if (await findPendingProposalId(tx, managed.match.id, row.id)) {
          throw conflict(PROPOSAL_MESSAGES.pendingExists);
        }
        await tx
          .update(matchProposals)
          .set({ status: "disputed", disputedAt: new Date() })
          .where(eq(matchProposals.id, id));
        await recordMatchChange(
          tx,
          { userId: access.user.id, clubId: access.clubId },
          managed.match.id,
          "Vorschlag der Spielleitung vorgelegt",
        );
        const found = await findProposal(tx, id);
        if (!found) throw notFound(PROPOSAL_MESSAGES.notFound);
        return found;
      });
      return c.json({ proposal } satisfies MatchProposalResponse, 200);
    },
  );

  return app;
}
