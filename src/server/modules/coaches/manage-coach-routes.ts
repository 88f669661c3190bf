import { createRoute, z } from "@hono/zod-openapi";
import { and, asc, eq, isNull } from "drizzle-orm";
import { manageCoachesResponseSchema, manageCoachResponseSchema } from "#shared/coaches/response-schema.ts";
import { COACH_MESSAGES, coachEditSchema, coachSchema } from "#shared/coaches/schema.ts";
import type { ManageCoach, ManageCoachesResponse, ManageCoachResponse } from "#shared/coaches/types.ts";
import type { DeletedResponse } from "#shared/http.ts";
import { deletedResponseSchema } from "#shared/response-schema.ts";
import { isUuid } from "#shared/uuid.ts";
import { type RowOwner, requireOwnedRow } from "../../auth/access.ts";
import type { DbOrTx } from "../../db/client.ts";
import { coaches, teams } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PERSON_OR_KEY } from "../../http/openapi.ts";
import { requireSinceAfterBirth, sendsYear } from "../../http/person-years.ts";
import { manageErrorResponses as errors, idParamsFor, jsonBody } from "../../http/route-schemas.ts";
import { createRouter } from "../../http/router.ts";
import { editSummary, sentFields } from "../../http/sent-fields.ts";
import { checkImageUrl } from "../../storage/image-url-check.ts";
import { deleteWithImage, lockImageUrl, updateWithImage } from "../../storage/image-writes.ts";

const COACH_NOT_FOUND = "Trainer nicht gefunden";
const TEAM_NOT_FOUND = "Team nicht gefunden";
// Not a UUID schema: a client without a chosen team sends "" or "null", which has its own 400.
const teamParams = z.object({ teamId: z.string() });
const idParams = idParamsFor(COACH_NOT_FOUND);

const coachColumns = {
  id: coaches.id,
  teamId: coaches.teamId,
  firstName: coaches.firstName,
  lastName: coaches.lastName,
  role: coaches.role,
  birthYear: coaches.birthYear,
  atClubSince: coaches.atClubSince,
  coachImageUrl: coaches.coachImageUrl,
};

/**
 * The club of a team (null for an opponent team, which has no coaches), or undefined when missing
 * or archived (deleted by its club, kept only for its matches: it has no coaches any more).
 */
async function teamClub(db: DbOrTx, teamId: string): Promise<RowOwner | undefined> {
  const rows = await db
    .select({ clubId: teams.clubId, teamId: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), isNull(teams.archivedAt)))
    .limit(1);
  return rows[0];
}

async function coachClub(db: DbOrTx, coachId: string): Promise<RowOwner | undefined> {
  const rows = await db
    .select({ clubId: teams.clubId, teamId: coaches.teamId })
    .from(coaches)
    .innerJoin(teams, eq(teams.id, coaches.teamId))
    .where(eq(coaches.id, coachId))
    .limit(1);
  return rows[0];
}

/** The coach's years as stored (the row is locked by the edit). */
async function storedYears(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ birthYear: coaches.birthYear, atClubSince: coaches.atClubSince })
    .from(coaches)
    .where(eq(coaches.id, id));
  return row ?? {};
}

/** A client that has no team selected sends an empty or "null" id; the spec has a message for that. */
function requireTeamId(raw: string): string {
  const value = raw.trim();
  if (value === "" || value === "null" || value === "undefined") {
    throw badRequest(COACH_MESSAGES.noTeam, { teamId: COACH_MESSAGES.noTeam });
  }
  if (!isUuid(value)) throw notFound(TEAM_NOT_FOUND);
  return value;
}

/** Coaches of the tab 'Trainer' (club-management §2, §5), per team. */
export function manageCoachRoutes() {
  const app = createRouter();
  const schema = coachSchema();
  // An edit may send any field alone; the others keep their stored values.
  const editSchema = coachEditSchema();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/teams/{teamId}/coaches",
      operationId: "listManagedCoaches",
      security: PERSON_OR_KEY,
      tags: ["Vereinsverwaltung"],
      summary: "Trainer einer Mannschaft",
      request: { params: teamParams },
      responses: { 200: jsonAnswer(manageCoachesResponseSchema, "{ coaches }"), ...errors },
    }),
    async (c) => {
      const { id: teamId } = await requireOwnedRow(
        c,
        requireTeamId(c.req.valid("param").teamId),
        TEAM_NOT_FOUND,
        teamClub,
        "member",
      );
      const { db } = c.var.deps;
      const rows: ManageCoach[] = await db
        .select(coachColumns)
        .from(coaches)
        .where(eq(coaches.teamId, teamId))
        .orderBy(asc(coaches.createdAt), asc(coaches.id));
      return c.json({ coaches: rows } satisfies ManageCoachesResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/teams/{teamId}/coaches",
      operationId: "createCoach",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Trainer hinzufügen (Standard: Geburtsjahr 1980, seit diesem Jahr, Rolle Trainer)",
      request: {
        params: teamParams,
        body: jsonBody(schema),
      },
      responses: { 201: jsonAnswer(manageCoachResponseSchema, "{ coach }"), ...errors },
    }),
    async (c) => {
      const { id: teamId } = await requireOwnedRow(
        c,
        requireTeamId(c.req.valid("param").teamId),
        TEAM_NOT_FOUND,
        teamClub,
        "team",
      );
      const input = c.req.valid("json");
      const { db } = c.var.deps;
      const coachImageUrl = await checkImageUrl(c, input.coachImageUrl, null, "coachImageUrl");
      const [coach] = await db
        .insert(coaches)
        .values({ ...input, coachImageUrl, teamId })
        .returning(coachColumns);
      if (!coach) throw new Error("coach insert returned no row");
      return c.json({ coach } satisfies ManageCoachResponse, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/coaches/{id}",
      operationId: "updateCoach",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: editSummary(
        "Trainer bearbeiten",
        editSchema,
        "ohne coachImageUrl bleibt das Bild, null entfernt es",
      ),
      request: {
        params: idParams,
        body: jsonBody(editSchema),
      },
      responses: { 200: jsonAnswer(manageCoachResponseSchema, "{ coach }"), ...errors },
    }),
    async (c) => {
      const { id } = await requireOwnedRow(c, c.req.valid("param").id, COACH_NOT_FOUND, coachClub, "team");
      const input = c.req.valid("json");
      const sent = await sentFields(c, input);
      const coach = await updateWithImage(c, {
        notFoundMessage: COACH_NOT_FOUND,
        field: "coachImageUrl",
        url: input.coachImageUrl,
        lockCurrentImage: async (tx) => {
          const current = await lockImageUrl(tx, coaches, coaches.id, coaches.coachImageUrl, id);
          if (current && sendsYear(sent)) requireSinceAfterBirth(await storedYears(tx, id), sent);
          return current;
        },
        write: async (tx, coachImageUrl) => {
          const [row] = await tx
            .update(coaches)
            .set({ ...sent, coachImageUrl, updatedAt: new Date() })
            .where(eq(coaches.id, id))
            .returning(coachColumns);
          if (!row) throw notFound(COACH_NOT_FOUND);
          return row;
        },
      });
      return c.json({ coach } satisfies ManageCoachResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/coaches/{id}",
      operationId: "deleteCoach",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Trainer löschen",
      request: { params: idParams },
      responses: { 200: jsonAnswer(deletedResponseSchema, "{ deleted, id }"), ...errors },
    }),
    async (c) => {
      const { id } = await requireOwnedRow(c, c.req.valid("param").id, COACH_NOT_FOUND, coachClub, "team");
      await deleteWithImage(c, COACH_NOT_FOUND, (db) =>
        db.delete(coaches).where(eq(coaches.id, id)).returning({ url: coaches.coachImageUrl }),
      );
      return c.json({ deleted: true as const, id } satisfies DeletedResponse, 200);
    },
  );

  return app;
}
