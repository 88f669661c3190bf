import { randomBytes } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { optionalEmail } from "#shared/form-fields.ts";
import type { DeletedResponse } from "#shared/http.ts";
import {
  type ClubInvite,
  type CreatedInvite,
  INVITE_VALID_DAYS,
  type InviteTeam,
  inviteRoleText,
  MEMBER_MESSAGES,
} from "#shared/members/club-roles.ts";
import { clubInvitesResponseSchema, createdInviteSchema } from "#shared/members/response-schema.ts";
import { memberRoleSchema, teamIdsOfRole } from "#shared/members/schema.ts";
import type { ClubInvitesResponse } from "#shared/members/types.ts";
import { deletedResponseSchema } from "#shared/response-schema.ts";
import { requireClubRole, requireUser } from "../../auth/access.ts";
import { inviteMail } from "../../auth/account-mails.ts";
import { clubInvites, clubs } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { errorResponses, jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { siteBaseUrl } from "../../http/own-address.ts";
import { clubIdParams, manageErrorResponses as errors, jsonBody } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { requireInvitableAddress } from "./invite-checks.ts";
import { hashToken } from "./invite-token.ts";
import { namedTeams, requireClubTeams } from "./member-queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Creating refuses an address already in use, withdrawing an invite accepted meanwhile: 409. */
const writeErrors = errorResponses(400, 401, 403, 404, 409);
export const INVITE_PATH = "/einladung";

// Trimmed and in small letters, as accounts keep addresses: one person is one address.
const inviteBodySchema = memberRoleSchema.and(z.object({ email: optionalEmail }));
// The address is who the invite is for: the list is read with the right to manage members only.
const inviteColumns = {
  id: clubInvites.id,
  email: clubInvites.email,
  role: clubInvites.role,
  teamIds: clubInvites.teamIds,
  createdAt: clubInvites.createdAt,
  expiresAt: clubInvites.expiresAt,
};

function toInvite(
  row: Omit<ClubInvite, "teams" | "createdAt" | "expiresAt"> & { createdAt: Date; expiresAt: Date },
  clubTeams: readonly InviteTeam[],
): ClubInvite {
  return {
    ...row,
    teams: clubTeams.filter((team) => row.teamIds.includes(team.id)),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Invite links as the club manages them: listed, created and withdrawn by an Administrator. */
export function inviteRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/invites",
      operationId: "listClubInvites",
      security: PEOPLE_ONLY,
      tags: ["Mitglieder & Rollen"],
      summary: "Offene, noch gültige Einladungen",
      request: { params: clubIdParams },
      responses: { 200: jsonAnswer(clubInvitesResponseSchema, "{ invites }"), ...errors },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "club");
      const rows = await c.var.deps.db
        .select(inviteColumns)
        .from(clubInvites)
        .where(
          and(
            eq(clubInvites.clubId, clubId),
            isNull(clubInvites.acceptedAt),
            gt(clubInvites.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(clubInvites.createdAt));
      const clubTeams = await namedTeams(
        c.var.deps.db,
        clubId,
        rows.flatMap((r) => r.teamIds),
      );
      return c.json(
        { invites: rows.map((row) => toInvite(row, clubTeams)) } satisfies ClubInvitesResponse,
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/clubs/{clubId}/invites",
      operationId: "createClubInvite",
      security: PEOPLE_ONLY,
      tags: ["Mitglieder & Rollen"],
      summary: "Einladungslink erstellen (7 Tage gültig, einmal verwendbar; mit E-Mail wird er verschickt)",
      request: { params: clubIdParams, body: jsonBody(inviteBodySchema) },
      responses: {
        201: jsonAnswer(createdInviteSchema, "{ id, token, url, expiresAt, mailed }"),
        ...writeErrors,
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      const input = c.req.valid("json");
      const { user } = await requireClubRole(c, clubId, "club");
      const { db, env, mailer, log } = c.var.deps;
      const teamIds = teamIdsOfRole(input);
      await requireClubTeams(db, clubId, teamIds);
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(Date.now() + INVITE_VALID_DAYS * DAY_MS);
      const [invite] = await db.transaction(async (tx) => {
        if (input.email) {
          // One at a time per address: a double click or two board members at once would
          // otherwise both pass the check before either has written.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`club-invite:${clubId}:${input.email}`}))`,
          );
          await requireInvitableAddress(tx, clubId, input.email);
        }
        return tx
          .insert(clubInvites)
          .values({
            clubId,
            tokenHash: hashToken(token),
            role: input.role,
            teamIds,
            email: input.email ?? null,
            createdBy: user.id,
            expiresAt,
          })
          .returning({ id: clubInvites.id });
      });
      if (!invite) throw new Error("the invite was not stored");
      const url = `${siteBaseUrl(env, c.req.raw)}${INVITE_PATH}/${token}`;
      let mailed = false;
      if (input.email) {
        const [club] = await db.select({ name: clubs.clubName }).from(clubs).where(eq(clubs.id, clubId));
        try {
          const role = inviteRoleText(input.role, await namedTeams(db, clubId, teamIds));
          await mailer.send(inviteMail(input.email, club?.name || "deinem Verein", role, url));
          mailed = true;
        } catch (error) {
          // The link is shown to copy anyway; a mail server hiccup must not lose the invite.
          log.warn({ err: error }, "invite mail failed");
        }
      }
      const body: CreatedInvite = { id: invite.id, token, url, expiresAt: expiresAt.toISOString(), mailed };
      return c.json(body, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/invites/{id}",
      operationId: "deleteClubInvite",
      security: PEOPLE_ONLY,
      tags: ["Mitglieder & Rollen"],
      summary: "Einladung zurückziehen",
      request: { params: uuidParams("id", MEMBER_MESSAGES.inviteNotFound) },
      responses: { 200: jsonAnswer(deletedResponseSchema, "{ deleted, id }"), ...writeErrors },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      requireUser(c, "Keine Berechtigung");
      const { db } = c.var.deps;
      const [invite] = await db
        .select({ clubId: clubInvites.clubId })
        .from(clubInvites)
        .where(eq(clubInvites.id, id));
      if (!invite) throw notFound(MEMBER_MESSAGES.inviteNotFound);
      await requireClubRole(c, invite.clubId, "club");
      // Only while open: an invite accepted meanwhile (the list on screen was older) is the
      // record of who let the new member in, and withdrawing it would not undo the membership.
      const deleted = await db
        .delete(clubInvites)
        .where(and(eq(clubInvites.id, id), isNull(clubInvites.acceptedAt)))
        .returning({ id: clubInvites.id });
      if (deleted.length === 0) throw conflict(MEMBER_MESSAGES.inviteAccepted);
      return c.json({ deleted: true as const, id } satisfies DeletedResponse, 200);
    },
  );

  return app;
}
