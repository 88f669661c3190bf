import { createRoute } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import {
  manageBoardMemberResponseSchema,
  manageBoardMembersResponseSchema,
} from "#shared/board/response-schema.ts";
import { boardMemberEditSchema, boardMemberSchema } from "#shared/board/schema.ts";
import type { ManageBoardMemberResponse, ManageBoardMembersResponse } from "#shared/board/types.ts";
import { imageUpdateSchema } from "#shared/form-fields.ts";
import type { DeletedResponse } from "#shared/http.ts";
import { deletedResponseSchema } from "#shared/response-schema.ts";
import { type RowOwner, requireClubRole, requireOwnedRow } from "../../auth/access.ts";
import type { AppEnv } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { boardMembers } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PERSON_OR_KEY } from "../../http/openapi.ts";
import { requireSinceAfterBirth, sendsYear } from "../../http/person-years.ts";
import {
  clubIdParams as clubParams,
  manageErrorResponses as errors,
  idParamsFor,
  jsonBody,
} from "../../http/route-schemas.ts";
import { createRouter } from "../../http/router.ts";
import { editSummary, sentFields } from "../../http/sent-fields.ts";
import { checkImageUrl } from "../../storage/image-url-check.ts";
import { deleteWithImage, lockImageUrl, updateWithImage } from "../../storage/image-writes.ts";
import { boardMemberColumns } from "./board-queries.ts";

const MEMBER_NOT_FOUND = "Vorstandsmitglied nicht gefunden";
const idParams = idParamsFor(MEMBER_NOT_FOUND);

// What the public club page shows, plus the owning club.
const memberColumns = { ...boardMemberColumns, clubId: boardMembers.clubId };

async function memberClub(db: DbOrTx, id: string): Promise<RowOwner | undefined> {
  const rows = await db
    .select({ clubId: boardMembers.clubId })
    .from(boardMembers)
    .where(eq(boardMembers.id, id))
    .limit(1);
  return rows[0];
}

/** The member's years as stored (the row is locked by the edit). */
async function storedYears(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ birthYear: boardMembers.birthYear, atClubSince: boardMembers.atClubSince })
    .from(boardMembers)
    .where(eq(boardMembers.id, id));
  return row ?? {};
}

/** Board members of the tab 'Vorstandsmitglieder' (club-management §2, §5). */
export function manageBoardRoutes() {
  const app = createRouter();
  const schema = boardMemberSchema();
  // An edit may send any field alone; the others keep their stored values.
  const editSchema = boardMemberEditSchema();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/board-members",
      operationId: "listManagedBoardMembers",
      security: PERSON_OR_KEY,
      tags: ["Vereinsverwaltung"],
      summary: "Vorstandsmitglieder des Vereins",
      request: { params: clubParams },
      responses: { 200: jsonAnswer(manageBoardMembersResponseSchema, "{ boardMembers }"), ...errors },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "member");
      const rows = await c.var.deps.db
        .select(memberColumns)
        .from(boardMembers)
        .where(eq(boardMembers.clubId, clubId))
        .orderBy(asc(boardMembers.createdAt), asc(boardMembers.id));
      return c.json({ boardMembers: rows } satisfies ManageBoardMembersResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/clubs/{clubId}/board-members",
      operationId: "createBoardMember",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Vorstandsmitglied hinzufügen (E-Mail und Telefon optional)",
      request: {
        params: clubParams,
        body: jsonBody(schema),
      },
      responses: { 201: jsonAnswer(manageBoardMemberResponseSchema, "{ boardMember }"), ...errors },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "club");
      const input = c.req.valid("json");
      const memberImageUrl = await checkImageUrl(c, input.memberImageUrl, null, "memberImageUrl");
      const [boardMember] = await c.var.deps.db
        .insert(boardMembers)
        .values({ ...input, memberImageUrl, clubId })
        .returning(memberColumns);
      if (!boardMember) throw new Error("board member insert returned no row");
      return c.json({ boardMember } satisfies ManageBoardMemberResponse, 201);
    },
  );

  /** Shared by the full edit and the image-only update. */
  function updateMember(
    c: Context<AppEnv>,
    id: string,
    values: Partial<typeof boardMembers.$inferInsert>,
    url: string | null | undefined,
  ) {
    return updateWithImage(c, {
      notFoundMessage: MEMBER_NOT_FOUND,
      field: "memberImageUrl",
      url,
      lockCurrentImage: async (tx) => {
        const current = await lockImageUrl(
          tx,
          boardMembers,
          boardMembers.id,
          boardMembers.memberImageUrl,
          id,
        );
        if (current && sendsYear(values)) requireSinceAfterBirth(await storedYears(tx, id), values);
        return current;
      },
      write: async (tx, memberImageUrl) => {
        const [row] = await tx
          .update(boardMembers)
          .set({ ...values, memberImageUrl, updatedAt: new Date() })
          .where(eq(boardMembers.id, id))
          .returning(memberColumns);
        if (!row) throw notFound(MEMBER_NOT_FOUND);
        return row;
      },
    });
  }

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/board-members/{id}",
      operationId: "updateBoardMember",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: editSummary("Vorstandsmitglied bearbeiten", editSchema, "ohne memberImageUrl bleibt das Bild"),
      request: {
        params: idParams,
        body: jsonBody(editSchema),
      },
      responses: { 200: jsonAnswer(manageBoardMemberResponseSchema, "{ boardMember }"), ...errors },
    }),
    async (c) => {
      const { id } = await requireOwnedRow(c, c.req.valid("param").id, MEMBER_NOT_FOUND, memberClub, "club");
      const { memberImageUrl, ...values } = await sentFields(c, c.req.valid("json"));
      return c.json(
        {
          boardMember: await updateMember(c, id, values, memberImageUrl),
        } satisfies ManageBoardMemberResponse,
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/manage/board-members/{id}/image",
      operationId: "setBoardMemberImage",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Nur das Bild eines Vorstandsmitglieds ersetzen oder entfernen",
      request: {
        params: idParams,
        body: jsonBody(imageUpdateSchema),
      },
      responses: { 200: jsonAnswer(manageBoardMemberResponseSchema, "{ boardMember }"), ...errors },
    }),
    async (c) => {
      const { id } = await requireOwnedRow(c, c.req.valid("param").id, MEMBER_NOT_FOUND, memberClub, "club");
      const { url } = c.req.valid("json");
      return c.json(
        { boardMember: await updateMember(c, id, {}, url) } satisfies ManageBoardMemberResponse,
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/board-members/{id}",
      operationId: "deleteBoardMember",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Vorstandsmitglied löschen",
      request: { params: idParams },
      responses: { 200: jsonAnswer(deletedResponseSchema, "{ deleted, id }"), ...errors },
    }),
    async (c) => {
      const { id } = await requireOwnedRow(c, c.req.valid("param").id, MEMBER_NOT_FOUND, memberClub, "club");
      await deleteWithImage(c, MEMBER_NOT_FOUND, (db) =>
        db
          .delete(boardMembers)
          .where(eq(boardMembers.id, id))
          .returning({ url: boardMembers.memberImageUrl }),
      );
      return c.json({ deleted: true as const, id } satisfies DeletedResponse, 200);
    },
  );

  return app;
}
