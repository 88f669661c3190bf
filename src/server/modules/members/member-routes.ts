import { createRoute, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { MEMBER_MESSAGES } from "#shared/members/club-roles.ts";
import { clubMembersResponseSchema, memberRemovedResponseSchema } from "#shared/members/response-schema.ts";
import { memberRoleSchema, teamIdsOfRole } from "#shared/members/schema.ts";
import type { ClubMembersResponse, MemberRemovedResponse } from "#shared/members/types.ts";
import { requireClubRole, requireUser } from "../../auth/access.ts";
import { clubAdmins } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { clubIdParams, manageErrorResponses as errors, jsonBody } from "../../http/route-schemas.ts";
import { createRouter } from "../../http/router.ts";
import { revokeKeysOfFormerAdmin } from "../api-keys/api-key-revocation.ts";
import { listMembers, requireAnotherAdmin, requireClubTeams } from "./member-queries.ts";

const memberParams = z.object({
  clubId: z.uuid({ error: "Verein nicht gefunden" }),
  userId: z.uuid({ error: MEMBER_MESSAGES.memberNotFound }),
});

/** The tab 'Mitglieder & Rollen': who manages the club in which role (Administrators only). */
export function memberRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/members",
      operationId: "listClubMembers",
      security: PEOPLE_ONLY,
      tags: ["Mitglieder & Rollen"],
      summary: "Mitglieder des Vereins mit Rolle (und Mannschaften der Trainer)",
      request: { params: clubIdParams },
      responses: { 200: jsonAnswer(clubMembersResponseSchema, "{ members }"), ...errors },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "club");
      return c.json({ members: await listMembers(c.var.deps.db, clubId) } satisfies ClubMembersResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/clubs/{clubId}/members/{userId}",
      operationId: "changeMemberRole",
      security: PEOPLE_ONLY,
      tags: ["Mitglieder & Rollen"],
      summary: "Rolle eines Mitglieds ändern; der letzte Administrator bleibt Administrator",
      request: { params: memberParams, body: jsonBody(memberRoleSchema) },
      responses: {
        200: jsonAnswer(clubMembersResponseSchema, "{ members }"),
        409: { description: "Letzter Administrator" },
        ...errors,
      },
    }),
    async (c) => {
      const { clubId, userId } = c.req.valid("param");
      const input = c.req.valid("json");
      const { user: me } = await requireClubRole(c, clubId, "club");
      const teamIds = teamIdsOfRole(input);
      const { db } = c.var.deps;
      await db.transaction(async (tx) => {
        await requireClubTeams(tx, clubId, teamIds);
        if (input.role !== "admin") await requireAnotherAdmin(tx, clubId, userId);
        const updated = await tx
          .update(clubAdmins)
          .set({ role: input.role, teamIds })
          .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.userId, userId)))
          .returning({ userId: clubAdmins.userId });
        if (updated.length === 0) throw notFound(MEMBER_MESSAGES.memberNotFound);
        if (input.role !== "admin") await revokeKeysOfFormerAdmin(tx, { clubId, userId, by: me.id });
      });
      return c.json({ members: await listMembers(db, clubId) } satisfies ClubMembersResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/clubs/{clubId}/members/{userId}",
      operationId: "removeClubMember",
      security: PEOPLE_ONLY,
      tags: ["Mitglieder & Rollen"],
      summary: "Mitglied entfernen (Administrator) oder den Verein verlassen (jedes Mitglied selbst)",
      request: { params: memberParams },
      responses: {
        200: jsonAnswer(memberRemovedResponseSchema, "{ removed, userId }"),
        409: { description: "Letzter Administrator" },
        ...errors,
      },
    }),
    async (c) => {
      const { clubId, userId } = c.req.valid("param");
      const me = requireUser(c, "Keine Berechtigung");
      // Leaving needs only membership; removing someone else needs an Administrator.
      await requireClubRole(c, clubId, me.id === userId ? "member" : "club");
      await c.var.deps.db.transaction(async (tx) => {
        await requireAnotherAdmin(tx, clubId, userId);
        const removed = await tx
          .delete(clubAdmins)
          .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.userId, userId)))
          .returning({ userId: clubAdmins.userId });
        if (removed.length === 0) throw notFound(MEMBER_MESSAGES.memberNotFound);
        await revokeKeysOfFormerAdmin(tx, { clubId, userId, by: me.id });
      });
      return c.json({ removed: true as const, userId } satisfies MemberRemovedResponse, 200);
    },
  );

  return app;
}
