import { createRoute } from "@hono/zod-openapi";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { MEMBER_MESSAGES } from "#shared/members/club-roles.ts";
import {
  type InvitePreviewResponse,
  inviteAcceptedResponseSchema,
  invitePreviewResponseSchema,
} from "#shared/members/response-schema.ts";
import type { InviteAcceptedResponse } from "#shared/members/types.ts";
import { membershipsOf, requireUser } from "../../auth/access.ts";
import { clubAdmins, clubInvites, clubs } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PUBLIC_ACCESS } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { hashToken, tokenParams } from "./invite-token.ts";
import { namedTeams } from "./member-queries.ts";

/** An invite link as the invited person uses it: looked at by anyone, accepted by a signed-in account. */
export function inviteLinkRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/invites/{token}",
      operationId: "getInvite",
      security: PUBLIC_ACCESS,
      tags: ["Mitglieder & Rollen"],
      summary: "Eine Einladung ansehen (Verein, Rolle, Mannschaften eines Trainers, gültig bis)",
      request: { params: tokenParams },
      responses: {
        200: {
          description: "{ invite }",
          content: { "application/json": { schema: invitePreviewResponseSchema } },
        },
        404: {
          description: "Unbekannt, oder verwendet und das angemeldete Konto ist kein Mitglied des Vereins",
        },
      },
    }),
    async (c) => {
      const { token } = c.req.valid("param");
      const [row] = await c.var.deps.db
        .select({
          clubId: clubInvites.clubId,
          clubName: clubs.clubName,
          clubLogoUrl: clubs.clubLogoUrl,
          role: clubInvites.role,
          teamIds: clubInvites.teamIds,
          expiresAt: clubInvites.expiresAt,
          acceptedAt: clubInvites.acceptedAt,
        })
        .from(clubInvites)
        .innerJoin(clubs, eq(clubs.id, clubInvites.clubId))
        .where(eq(clubInvites.tokenHash, hashToken(token)));
      if (!row) throw notFound(MEMBER_MESSAGES.inviteNotFound);
      // A used link is gone for everyone but a member of its club: the person who accepted it
      // clicks the mail's link again later and is shown «bereits Mitglied» with the way to the
      // club, not told to ask for a new link.
      if (row.acceptedAt) {
        const user = c.var.user;
        const memberships = user ? await membershipsOf(c.var.deps.db, user.id) : [];
        if (!memberships.some((m) => m.clubId === row.clubId)) throw notFound(MEMBER_MESSAGES.inviteNotFound);
      }
      const isExpired = row.expiresAt.getTime() <= Date.now();
      // The names are public anyway (the club's page lists its teams).
      const teams = await namedTeams(c.var.deps.db, row.clubId, row.teamIds);
      return c.json(
        {
          invite: {
            clubId: row.clubId,
            clubName: row.clubName,
            clubLogoUrl: row.clubLogoUrl,
            role: row.role,
            teams,
            expiresAt: row.expiresAt.toISOString(),
            isExpired,
          },
        } satisfies InvitePreviewResponse,
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/invites/{token}/accept",
      operationId: "acceptInvite",
      security: PEOPLE_ONLY,
      tags: ["Mitglieder & Rollen"],
      summary: "Einladung annehmen: das angemeldete Konto wird Mitglied des Vereins",
      request: { params: tokenParams },
      responses: {
        200: jsonAnswer(inviteAcceptedResponseSchema, "{ clubId, role }"),
        401: { description: "Nicht angemeldet" },
        404: { description: "Unbekannt oder bereits verwendet" },
        409: { description: "Abgelaufen oder bereits Mitglied" },
      },
    }),
    async (c) => {
      const { token } = c.req.valid("param");
      const user = requireUser(c, "Bitte melde dich an oder registriere dich, um die Einladung anzunehmen.");
      const result = await c.var.deps.db.transaction(async (tx) => {
        // Locked: two accepts of one link at once cannot both pass (single use).
        const [invite] = await tx
          .select()
          .from(clubInvites)
          .where(eq(clubInvites.tokenHash, hashToken(token)))
          .for("update");
        if (!invite) throw notFound(MEMBER_MESSAGES.inviteNotFound);
        if (invite.acceptedAt) throw notFound(MEMBER_MESSAGES.inviteUsed);
        if (invite.expiresAt.getTime() <= Date.now()) throw conflict(MEMBER_MESSAGES.inviteExpired);
        const [existing] = await tx
          .select({ role: clubAdmins.role })
          .from(clubAdmins)
          .where(and(eq(clubAdmins.clubId, invite.clubId), eq(clubAdmins.userId, user.id)));
        if (existing) throw conflict(MEMBER_MESSAGES.alreadyMember);
        await tx.insert(clubAdmins).values({
          clubId: invite.clubId,
          userId: user.id,
          role: invite.role,
          teamIds: invite.teamIds,
        });
        // The link used, and any other open invite of the club mailed to this person: the club's
        // «Offene Einladungen» listed the address of a member, and the mailed link could only
        // say «bereits Mitglied» (which it still does, as a used link to a member).
        await tx
          .update(clubInvites)
          .set({ acceptedAt: new Date(), acceptedBy: user.id })
          .where(
            or(
              eq(clubInvites.id, invite.id),
              and(
                eq(clubInvites.clubId, invite.clubId),
                isNull(clubInvites.acceptedAt),
                sql`lower(${clubInvites.email}) = ${user.email.toLowerCase()}`,
              ),
            ),
          );
        return { clubId: invite.clubId, role: invite.role };
      });
      return c.json(result satisfies InviteAcceptedResponse, 200);
    },
  );

  return app;
}
