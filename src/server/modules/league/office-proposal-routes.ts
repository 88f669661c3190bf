import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { TeamSide } from "#shared/constants.ts";
import { officeDecisionSchema, officeForfeitSchema } from "#shared/league/office.ts";
import {
  isScheduleProposal,
  type MatchProposal,
  type MatchProposalResponse,
  type MatchProposalsResponse,
  PROPOSAL_KIND_LABELS,
  PROPOSAL_MESSAGES,
  proposalStatusLabel,
  scheduleProposalText,
} from "#shared/matches/proposals.ts";
import {
  matchProposalResponseSchema,
  matchProposalsResponseSchema,
} from "#shared/matches/response-schema.ts";
import { requireLeagueOffice } from "../../auth/access.ts";
import type { AppEnv } from "../../context.ts";
import { conflict } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { jsonBody } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { answerProposal, lockProposal } from "../matches/proposal-answer.ts";
import { listPendingProposals } from "../matches/proposal-queries.ts";
import { recordOfficeDecision } from "../office-history/record-office-decision.ts";
import { OFFICE_TAG, officeErrors } from "./office-route-parts.ts";

// The league office decides the changes clubs propose to an agreed match and the disputed ones
// (a result the other club contests, a «Spielabbruch» the ticker reported): accept, decline, or
// score an abort as a forfeit. Each decision is one line of the office's history, written in the
// same transaction as the decision itself.

const proposalParam = uuidParams("id", PROPOSAL_MESSAGES.notFound);

export function officeProposalRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/league-office/match-proposals",
      operationId: "listDisputedProposals",
      security: PEOPLE_ONLY,
      tags: [OFFICE_TAG],
      summary: "Vorgeschlagene und strittige Änderungen an bestätigten Spielen (strittige zuerst)",
      responses: { 200: jsonAnswer(matchProposalsResponseSchema, "{ proposals }"), ...officeErrors },
    }),
    async (c) => {
      await requireLeagueOffice(c);
      const body: MatchProposalsResponse = { proposals: await listPendingProposals(c.var.deps.db) };
      return c.json(body, 200);
    },
  );

  /** One decision of a pending proposal, with its line in the office's history. */
  async function decide(
    c: Context<AppEnv>,
    id: string,
    answer: "accepted" | "declined",
    note: string | null,
    forfeit: TeamSide | null,
  ): Promise<MatchProposal> {
    const office = await requireLeagueOffice(c);
    return c.var.deps.db.transaction(async (tx) => {
      const locked = await lockProposal(tx, id);
      if (locked.proposal.status !== "open" && locked.proposal.status !== "disputed") {
        throw conflict(PROPOSAL_MESSAGES.notDisputable);
      }
      const decided = await answerProposal(
        tx,
        locked,
        answer,
        { userId: office.id, clubId: null },
        note,
        forfeit,
      );
      const kind = PROPOSAL_KIND_LABELS[decided.kind];
      const { kind: decidedKind } = decided;
      // The line reads as the proposal did before the office (the result it replaced, a
      // «Forfait»; the club's reason, a cancellation's «Platz gesperrt», as a schedule proposal's).
      const what = isScheduleProposal(decidedKind)
        ? scheduleProposalText({ ...decided, kind: decidedKind })
        : decided.kind === "result"
          ? `${kind}: ${decided.previousScore ?? "–"} → ${decided.homeScore}:${decided.awayScore}${decided.forfeit ? " (Forfait)" : ""}`
          : decided.reason
            ? `${kind} (${decided.reason})`
            : kind;
      await recordOfficeDecision(tx, office, {
        action:
          decided.kind === "abandoned"
            ? `${kind}: ${proposalStatusLabel(decided)}`
            : `Vorschlag ${answer === "accepted" ? "angenommen" : "abgelehnt"}: ${what}`,
        subject: decided.matchLabel,
        subjectId: decided.id,
        note,
        details: { proposalId: decided.id, proposedBy: decided.proposedByClubName },
      });
      return decided;
    });
  }

  for (const [path, answer, label] of [
    ["accept", "accepted", "angenommen"],
    ["decline", "declined", "abgelehnt"],
  ] as const) {
    app.openapi(
      createRoute({
        method: "post",
        path: `/league-office/match-proposals/{id}/${path}`,
        operationId: path === "accept" ? "acceptProposal" : "declineProposal",
        security: PEOPLE_ONLY,
        tags: [OFFICE_TAG],
        summary: `Vorgeschlagene Änderung entscheiden: ${label}; note ist die Begründung, öffentlich unter «Änderungen» des Spiels (optional; ein anderes Feld, etwa reason: 400)`,
        request: { params: proposalParam, body: jsonBody(officeDecisionSchema) },
        responses: {
          200: jsonAnswer(matchProposalResponseSchema, "{ proposal }: entschieden"),
          ...officeErrors,
        },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const { note } = c.req.valid("json");
        const proposal = await decide(c, id, answer, note, null);
        return c.json({ proposal } satisfies MatchProposalResponse, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: "post",
      path: "/league-office/match-proposals/{id}/forfeit",
      operationId: "forfeitAbandonedMatch",
      security: PEOPLE_ONLY,
      tags: [OFFICE_TAG],
      summary:
        "Spielabbruch als Forfait entscheiden: forfeit ist die Seite, die Forfait gibt (0:3 gegen sie, ohne Spielereignisse); nur für einen Spielabbruch (sonst 409)",
      request: { params: proposalParam, body: jsonBody(officeForfeitSchema) },
      responses: {
        200: jsonAnswer(
          matchProposalResponseSchema,
          "{ proposal }: entschieden (status declined, forfeit gesetzt)",
        ),
        ...officeErrors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { note, forfeit } = c.req.valid("json");
      const proposal = await decide(c, id, "declined", note, forfeit);
      return c.json({ proposal } satisfies MatchProposalResponse, 200);
    },
  );

  return app;
}
