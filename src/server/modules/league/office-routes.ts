import { createRoute, z } from "@hono/zod-openapi";
import { and, asc, eq, ilike, isNull, like, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { TeamSide } from "#shared/constants.ts";
import {
  OFFICE_MESSAGES,
  type OfficeAccount,
  type OfficeAccountResponse,
  type OfficeAccountsResponse,
  type OfficeClub,
  type OfficeClubResponse,
  type OfficeClubsResponse,
  type OfficeDecisionsResponse,
  officeDecisionSchema,
  officeForfeitSchema,
  officeSearchSchema,
  suspendSchema,
} from "#shared/league/office.ts";
import {
  officeAccountResponseSchema,
  officeAccountsResponseSchema,
  officeClubResponseSchema,
  officeClubsResponseSchema,
  officeDecisionsResponseSchema,
} from "#shared/league/response-schema.ts";
import { afterParamSchema } from "#shared/list-cursor.ts";
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
import { foldSearchText } from "#shared/search/fold-search-text.ts";
import { isLeagueOffice, requireLeagueOffice } from "../../auth/access.ts";
import type { AppEnv } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { byName } from "../../db/name-order.ts";
import { accountSuspensions, clubs, session, user } from "../../db/schema/index.ts";
import { conflict, forbidden, notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { jsonBody } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { answerProposal, listPendingProposals, lockProposal } from "../matches/agreed-record.ts";
import { listOfficeDecisions, recordOfficeDecision } from "./office-decisions.ts";

// The league office's console API: proposed and disputed result changes, club
// verification, suspended accounts and the decision history. (Placing an opponent a club
// created, which lets its matches count, is the placement route of league-office-routes.ts.)
// Every route starts with requireLeagueOffice.

const TAG = "Spielleitung";
const officeErrors = {
  400: { description: "Ungültige Eingabe" },
  401: { description: "Nicht angemeldet" },
  403: { description: "Nur für die Spielleitung" },
  404: { description: "Nicht gefunden" },
  409: { description: "Im aktuellen Zustand nicht möglich" },
} as const;

const proposalParam = uuidParams("id", PROPOSAL_MESSAGES.notFound);
const clubParam = uuidParams("clubId", OFFICE_MESSAGES.clubNotFound);
const userParam = uuidParams("userId", OFFICE_MESSAGES.accountNotFound);
const LIST_LIMIT = 50;

const likeOf = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

async function findOfficeClub(db: DbOrTx, clubId: string): Promise<OfficeClub | undefined> {
  const [row] = await db
    .select({
      id: clubs.id,
      clubName: clubs.clubName,
      verifiedAt: clubs.verifiedAt,
      teamCount: clubs.activeTeams,
    })
    .from(clubs)
    .where(and(eq(clubs.id, clubId), isNull(clubs.archivedAt)));
  return row ? { ...row, verifiedAt: row.verifiedAt?.toISOString() ?? null } : undefined;
}

async function findOfficeAccount(db: DbOrTx, userId: string): Promise<OfficeAccount | undefined> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      suspendedAt: accountSuspensions.suspendedAt,
      suspensionReason: accountSuspensions.reason,
    })
    .from(user)
    .leftJoin(accountSuspensions, eq(accountSuspensions.userId, user.id))
    .where(eq(user.id, userId));
  return row ? { ...row, suspendedAt: row.suspendedAt?.toISOString() ?? null } : undefined;
}

export function officeRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/league-office/match-proposals",
      operationId: "listDisputedProposals",
      security: PEOPLE_ONLY,
      tags: [TAG],
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
      const what = isScheduleProposal(decidedKind)
        ? scheduleProposalText({ ...decided, kind: decidedKind })
        : decided.kind === "result"
          ? `${kind} auf ${decided.homeScore}:${decided.awayScore}`
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
        tags: [TAG],
        summary: `Vorgeschlagene Änderung entscheiden: ${label} (mit Notiz für beide Vereine)`,
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
      tags: [TAG],
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

  app.openapi(
    createRoute({
      method: "get",
      path: "/league-office/clubs",
      operationId: "listOfficeClubs",
      security: PEOPLE_ONLY,
      tags: [TAG],
      summary: "Vereine suchen (Name), mit Verifizierung",
      request: { query: officeSearchSchema },
      responses: { 200: jsonAnswer(officeClubsResponseSchema, "{ clubs }"), ...officeErrors },
    }),
    async (c) => {
      await requireLeagueOffice(c);
      const { search } = c.req.valid("query");
      const rows = await c.var.deps.db
        .select({
          id: clubs.id,
          clubName: clubs.clubName,
          verifiedAt: clubs.verifiedAt,
          teamCount: clubs.activeTeams,
        })
        .from(clubs)
        .where(
          and(
            isNull(clubs.archivedAt),
            sql`${clubs.clubName} <> ''`,
            // As the public search: in the folded spelling («dakovo» finds «Đakovo»).
            search ? like(clubs.searchText, likeOf(foldSearchText(search))) : undefined,
          ),
        )
        .orderBy(sql`${clubs.verifiedAt} is null`, byName(clubs.clubName), asc(clubs.id))
        .limit(LIST_LIMIT);
      const body: OfficeClubsResponse = {
        clubs: rows.map((r) => ({ ...r, verifiedAt: r.verifiedAt?.toISOString() ?? null })),
      };
      return c.json(body, 200);
    },
  );

  for (const verify of [true, false]) {
    app.openapi(
      createRoute({
        method: verify ? "post" : "delete",
        path: "/league-office/clubs/{clubId}/verification",
        operationId: verify ? "verifyClub" : "unverifyClub",
        security: PEOPLE_ONLY,
        tags: [TAG],
        summary: verify
          ? "Verein verifizieren: Abzeichen «verifiziert», sein Name kann nicht übernommen werden"
          : "Verifizierung eines Vereins zurücknehmen",
        request: { params: clubParam },
        responses: { 200: jsonAnswer(officeClubResponseSchema, "{ club }"), ...officeErrors },
      }),
      async (c) => {
        const { clubId } = c.req.valid("param");
        const office = await requireLeagueOffice(c);
        const club = await c.var.deps.db.transaction(async (tx) => {
          const [current] = await tx
            .select({ name: clubs.clubName, verifiedAt: clubs.verifiedAt })
            .from(clubs)
            .where(and(eq(clubs.id, clubId), isNull(clubs.archivedAt)))
            .for("update");
          if (!current) throw notFound(OFFICE_MESSAGES.clubNotFound);
          if (verify && current.verifiedAt) throw conflict(OFFICE_MESSAGES.alreadyVerified);
          if (!verify && !current.verifiedAt) throw conflict(OFFICE_MESSAGES.notVerified);
          await tx
            .update(clubs)
            .set(
              verify
                ? { verifiedAt: new Date(), verifiedBy: office.id }
                : { verifiedAt: null, verifiedBy: null },
            )
            .where(eq(clubs.id, clubId));
          await recordOfficeDecision(tx, office, {
            action: verify ? "Verein verifiziert" : "Verifizierung zurückgenommen",
            subject: current.name || "(ohne Namen)",
            subjectId: clubId,
          });
          const found = await findOfficeClub(tx, clubId);
          if (!found) throw notFound(OFFICE_MESSAGES.clubNotFound);
          return found;
        });
        return c.json({ club } satisfies OfficeClubResponse, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: "get",
      path: "/league-office/accounts",
      operationId: "listOfficeAccounts",
      security: PEOPLE_ONLY,
      tags: [TAG],
      summary: "Konten suchen (Name oder E-Mail), mit Sperre",
      request: { query: officeSearchSchema },
      responses: { 200: jsonAnswer(officeAccountsResponseSchema, "{ accounts }"), ...officeErrors },
    }),
    async (c) => {
      await requireLeagueOffice(c);
      const { search } = c.req.valid("query");
      const pattern = likeOf(search);
      const rows = await c.var.deps.db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          suspendedAt: accountSuspensions.suspendedAt,
          suspensionReason: accountSuspensions.reason,
        })
        .from(user)
        .leftJoin(accountSuspensions, eq(accountSuspensions.userId, user.id))
        .where(search ? or(ilike(user.email, pattern), ilike(user.name, pattern)) : undefined)
        .orderBy(sql`${accountSuspensions.suspendedAt} is null`, asc(user.email))
        .limit(LIST_LIMIT);
      const body: OfficeAccountsResponse = {
        accounts: rows.map((r) => ({ ...r, suspendedAt: r.suspendedAt?.toISOString() ?? null })),
      };
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/league-office/accounts/{userId}/suspension",
      operationId: "suspendAccount",
      security: PEOPLE_ONLY,
      tags: [TAG],
      summary: "Konto sperren: sofort abgemeldet, Anmeldung verweigert (Grund erforderlich)",
      request: { params: userParam, body: jsonBody(suspendSchema) },
      responses: { 200: jsonAnswer(officeAccountResponseSchema, "{ account }"), ...officeErrors },
    }),
    async (c) => {
      const { userId } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const office = await requireLeagueOffice(c);
      if (userId === office.id) throw forbidden(OFFICE_MESSAGES.selfSuspend);
      const account = await c.var.deps.db.transaction(async (tx) => {
        const [target] = await tx
          .select({ email: user.email })
          .from(user)
          .where(eq(user.id, userId))
          .for("update");
        if (!target) throw notFound(OFFICE_MESSAGES.accountNotFound);
        if (await isLeagueOffice(tx, userId)) throw forbidden(OFFICE_MESSAGES.officeSuspend);
        const inserted = await tx
          .insert(accountSuspensions)
          .values({ userId, reason, suspendedBy: office.id })
          .onConflictDoNothing()
          .returning({ userId: accountSuspensions.userId });
        if (inserted.length === 0) throw conflict(OFFICE_MESSAGES.alreadySuspended);
        // Signed out at once: every session of the account goes.
        await tx.delete(session).where(eq(session.userId, userId));
        await recordOfficeDecision(tx, office, {
          action: "Konto gesperrt",
          subject: target.email,
          subjectId: userId,
          note: reason,
        });
        const found = await findOfficeAccount(tx, userId);
        if (!found) throw notFound(OFFICE_MESSAGES.accountNotFound);
        return found;
      });
      return c.json({ account } satisfies OfficeAccountResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/league-office/accounts/{userId}/suspension",
      operationId: "unsuspendAccount",
      security: PEOPLE_ONLY,
      tags: [TAG],
      summary: "Sperre eines Kontos aufheben",
      request: { params: userParam },
      responses: { 200: jsonAnswer(officeAccountResponseSchema, "{ account }"), ...officeErrors },
    }),
    async (c) => {
      const { userId } = c.req.valid("param");
      const office = await requireLeagueOffice(c);
      const account = await c.var.deps.db.transaction(async (tx) => {
        const found = await findOfficeAccount(tx, userId);
        if (!found) throw notFound(OFFICE_MESSAGES.accountNotFound);
        const lifted = await tx
          .delete(accountSuspensions)
          .where(eq(accountSuspensions.userId, userId))
          .returning({ userId: accountSuspensions.userId });
        if (lifted.length === 0) throw conflict(OFFICE_MESSAGES.notSuspended);
        await recordOfficeDecision(tx, office, {
          action: "Sperre aufgehoben",
          subject: found.email,
          subjectId: userId,
        });
        return { ...found, suspendedAt: null, suspensionReason: null };
      });
      return c.json({ account } satisfies OfficeAccountResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/league-office/decisions",
      operationId: "listOfficeDecisions",
      security: PEOPLE_ONLY,
      tags: [TAG],
      summary:
        "Verlauf aller Entscheide der Spielleitung: wer, wann, was (neueste zuerst, seitenweise: after=nextCursor)",
      request: { query: z.object({ after: afterParamSchema("Ungültige Fortsetzung des Verlaufs") }) },
      responses: {
        200: jsonAnswer(officeDecisionsResponseSchema, "{ decisions, nextCursor }"),
        ...officeErrors,
      },
    }),
    async (c) => {
      await requireLeagueOffice(c);
      const { after } = c.req.valid("query");
      const body: OfficeDecisionsResponse = await listOfficeDecisions(c.var.deps.db, after);
      return c.json(body, 200);
    },
  );

  return app;
}
