import { createRoute } from "@hono/zod-openapi";
import { and, asc, eq, ilike, isNull, like, or, sql } from "drizzle-orm";
import {
  OFFICE_MESSAGES,
  type OfficeAccount,
  type OfficeAccountResponse,
  type OfficeAccountsResponse,
  type OfficeClub,
  type OfficeClubResponse,
  type OfficeClubsResponse,
  officeSearchSchema,
  suspendSchema,
} from "#shared/league/office.ts";
import {
  officeAccountResponseSchema,
  officeAccountsResponseSchema,
  officeClubResponseSchema,
  officeClubsResponseSchema,
} from "#shared/league/response-schema.ts";
import { foldSearchText } from "#shared/search/fold-search-text.ts";
import { isLeagueOffice, requireLeagueOffice } from "../../auth/access.ts";
import type { DbOrTx } from "../../db/client.ts";
import { byName } from "../../db/name-order.ts";
import { accountSuspensions, clubs, session, user } from "../../db/schema/index.ts";
import { conflict, forbidden, notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { jsonBody } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { recordOfficeDecision } from "../office-history/record-office-decision.ts";
import { OFFICE_TAG, officeErrors } from "./office-route-parts.ts";

// «Vereine und Konten» of the league office's console: verifying a club (its name can then not
// be taken over) and suspending an account (signed out at once, sign-in refused). Searches are
// capped: the office looks for one club or account by name, it does not page through them all.

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
export function officeAccountRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/league-office/clubs",
      operationId: "listOfficeClubs",
      security: PEOPLE_ONLY,
      tags: [OFFICE_TAG],
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
        tags: [OFFICE_TAG],
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
      tags: [OFFICE_TAG],
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
      tags: [OFFICE_TAG],
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
      tags: [OFFICE_TAG],
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

  return app;
}
