import { createRoute } from "@hono/zod-openapi";
import { and, eq, ne, sql } from "drizzle-orm";
import { manageClubResponseSchema } from "#shared/clubs/response-schema.ts";
import { CLUB_NAME_TAKEN, clubInfoSchema, clubNameKey, VERIFIED_NAME_TAKEN } from "#shared/clubs/schema.ts";
import type { ManageClub, ManageClubResponse } from "#shared/clubs/types.ts";
import { imageUpdateSchema } from "#shared/form-fields.ts";
import type { DeletedResponse } from "#shared/http.ts";
import { deletedResponseSchema } from "#shared/response-schema.ts";
import { requireClubRole } from "../../auth/access.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { clubAdmins, clubs } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PERSON_OR_KEY } from "../../http/openapi.ts";
import { jsonBody } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { editSummary, sentFields } from "../../http/sent-fields.ts";
import { clubImageUrls } from "../../storage/image-references.ts";
import { checkImageUrl } from "../../storage/image-url-check.ts";
import { removeUnusedImages } from "../../storage/unused-images.ts";
import { archiveClub, hasRecordWithOthers, refuseWhilePlaying } from "./club-archive.ts";

const CLUB_NOT_FOUND = "Verein nicht gefunden";
const clubParams = uuidParams("clubId", CLUB_NOT_FOUND);

const clubColumns = {
  id: clubs.id,
  clubName: clubs.clubName,
  foundingYear: clubs.foundingYear,
  stadiumName: clubs.stadiumName,
  activeMembers: clubs.activeMembers,
  teamsCount: clubs.teamsCount,
  contactEmail: clubs.contactEmail,
  contactPhone: clubs.contactPhone,
  contactAddress: clubs.contactAddress,
  description: clubs.description,
  clubLogoUrl: clubs.clubLogoUrl,
  stadiumImageUrl: clubs.stadiumImageUrl,
  verified: sql<boolean>`${clubs.verifiedAt} is not null`,
};

export async function findManageClub(db: DbOrTx, clubId: string): Promise<ManageClub | null> {
  const rows = await db.select(clubColumns).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return rows[0] ?? null;
}

/** Club info, logo and stadium image of the tab 'Mein Verein' (club-management §2, §5). */
export function manageClubRoutes() {
  // An edit may send any field alone; the others keep their stored values.
  const clubInfoEditSchema = clubInfoSchema().partial();
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}",
      operationId: "getManagedClub",
      security: PERSON_OR_KEY,
      tags: ["Vereinsverwaltung"],
      summary: "Alle Angaben des eigenen Vereins",
      request: { params: clubParams },
      responses: {
        200: jsonAnswer(manageClubResponseSchema, "{ club }"),
        401: { description: "Nicht angemeldet" },
        403: { description: "Keine Berechtigung" },
        404: { description: "Verein nicht gefunden" },
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "member");
      const club = await findManageClub(c.var.deps.db, clubId);
      if (!club) throw notFound(CLUB_NOT_FOUND);
      return c.json({ club } satisfies ManageClubResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/clubs/{clubId}",
      operationId: "updateClub",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: editSummary(
        "Vereinsinformationen speichern",
        clubInfoEditSchema,
        "Zahlen ganzzahlig, leer = null",
      ),
      request: {
        params: clubParams,
        body: { content: { "application/json": { schema: clubInfoEditSchema } }, required: true },
      },
      responses: {
        200: jsonAnswer(manageClubResponseSchema, "{ club }"),
        400: { description: "Ungültige Eingabe" },
        401: { description: "Nicht angemeldet" },
        403: { description: "Keine Berechtigung" },
        404: { description: CLUB_NOT_FOUND },
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "club");
      const input = c.req.valid("json");
      // Without a name sent, the stored name and its key stay.
      const nameKey = input.clubName === undefined ? undefined : clubNameKey(input.clubName) || null;
      const club = await c.var.deps.db.transaction(async (tx) => {
        if (nameKey) {
          // Two clubs saving the same name at once wait for each other here, so the second
          // hears the German message instead of hitting the unique index.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`club-name:${nameKey}`}))`);
          // The key is the name's confusable skeleton: look-alike spellings are the same name.
          const [taken] = await tx
            .select({ id: clubs.id, verifiedAt: clubs.verifiedAt })
            .from(clubs)
            .where(and(eq(clubs.nameKey, nameKey), ne(clubs.id, clubId)))
            .limit(1);
          if (taken) {
            const message = taken.verifiedAt ? VERIFIED_NAME_TAKEN : CLUB_NAME_TAKEN;
            throw conflict(message, { clubName: message });
          }
        }
        const [row] = await tx
          .update(clubs)
          .set({
            ...(await sentFields(c, input)),
            ...(nameKey === undefined ? {} : { nameKey }),
            updatedAt: new Date(),
          })
          .where(eq(clubs.id, clubId))
          .returning(clubColumns);
        return row;
      });
      if (!club) throw notFound(CLUB_NOT_FOUND);
      return c.json({ club } satisfies ManageClubResponse, 200);
    },
  );

  for (const image of [
    {
      path: "logo",
      operationId: "setClubLogo",
      column: "clubLogoUrl",
      summary: "Vereinslogo ersetzen oder entfernen",
    },
    {
      path: "stadium-image",
      operationId: "setClubStadiumImage",
      column: "stadiumImageUrl",
      summary: "Stadionbild ersetzen oder entfernen",
    },
  ] as const) {
    app.openapi(
      createRoute({
        method: "put",
        path: `/manage/clubs/{clubId}/${image.path}`,
        operationId: image.operationId,
        security: PEOPLE_ONLY,
        tags: ["Vereinsverwaltung"],
        summary: `${image.summary} (URL aus POST /api/uploads, null entfernt)`,
        request: {
          params: clubParams,
          body: jsonBody(imageUpdateSchema),
        },
        responses: {
          200: jsonAnswer(manageClubResponseSchema, "{ club }"),
          400: { description: "Ungültige Bild-Adresse" },
          401: { description: "Nicht angemeldet" },
          403: { description: "Keine Berechtigung" },
          404: { description: CLUB_NOT_FOUND },
        },
      }),
      async (c) => {
        const { clubId } = c.req.valid("param");
        await requireClubRole(c, clubId, "club");
        const { url } = c.req.valid("json");
        const { club, previous } = await c.var.deps.db.transaction(async (tx) => {
          // Locked, so two replacements at once cannot both keep the same old file.
          const [current] = await tx
            .select({ url: clubs[image.column] })
            .from(clubs)
            .where(eq(clubs.id, clubId))
            .for("update");
          if (!current) throw notFound(CLUB_NOT_FOUND);
          const next = await checkImageUrl(c, url, current.url, "url");
          const [updated] = await tx
            .update(clubs)
            .set({ [image.column]: next, updatedAt: new Date() })
            .where(eq(clubs.id, clubId))
            .returning(clubColumns);
          if (!updated) throw notFound(CLUB_NOT_FOUND);
          return { club: updated, previous: current.url };
        });
        if (previous !== club[image.column]) await removeUnusedImages(c.var.deps, [previous]);
        return c.json({ club } satisfies ManageClubResponse, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/clubs/{clubId}",
      operationId: "deleteClub",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Verein löschen, mit Mannschaften, Spielern, Trainern, Vorstand, News und Spielen",
      request: { params: clubParams },
      responses: {
        200: jsonAnswer(deletedResponseSchema, "{ deleted, id }"),
        401: { description: "Nicht angemeldet" },
        403: { description: "Keine Berechtigung" },
        404: { description: "Verein nicht gefunden" },
        409: { description: "Ein Spiel des Vereins läuft gerade" },
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      const access = await requireClubRole(c, clubId, "club");
      const images = await c.var.deps.db.transaction(async (tx) => {
        await refuseWhilePlaying(tx, clubId);
        const images = await clubImageUrls(tx, clubId);
        const members = await tx
          .select({ userId: clubAdmins.userId })
          .from(clubAdmins)
          .where(eq(clubAdmins.clubId, clubId));
        if (await hasRecordWithOthers(tx, clubId)) {
          // Its results against other clubs stay in their tables and its agreed fixtures in their
          // schedules: the club and its teams are archived like a team is, everything else goes.
          const archivedImages = await archiveClub(tx, clubId, access.user.id);
          await leaveClubAccounts(tx, members);
          return archivedImages;
        }
        // Its matches first: since teams with results are archived, a team's matches no longer cascade
        // with it, and a deleted club takes its whole schedule along (history goes with them).
        await tx.execute(sql`
          delete from matches m using teams t
          where t.club_id = ${clubId} and (t.id = m.home_team_id or t.id = m.away_team_id)`);
        // Everything else of the club goes with it (foreign keys cascade), members and invites too.
        const deleted = await tx.delete(clubs).where(eq(clubs.id, clubId)).returning({ id: clubs.id });
        if (deleted.length === 0) throw notFound(CLUB_NOT_FOUND);
        await leaveClubAccounts(tx, members);
        return images;
      });
      await removeUnusedImages(c.var.deps, images);
      return c.json({ deleted: true as const, id: clubId } satisfies DeletedResponse, 200);
    },
  );

  return app;
}

/**
 * A club account left without any club, deleted or archived, becomes a fan account: else the
 * management page would at once make it a new empty club (spec §4's bootstrap), and «Konto
 * löschen» would refuse a last administrator again. «Vereinskonto» makes it a club account anew.
 */
async function leaveClubAccounts(tx: Tx, members: { userId: string }[]): Promise<void> {
  if (members.length === 0) return;
  await tx.execute(sql`
    update profiles set account_type = 'fan', updated_at = now()
    where account_type = 'club'
      and user_id in (${sql.join(
        members.map((m) => sql`${m.userId}::uuid`),
        sql`, `,
      )})
      and not exists (select 1 from club_admins ca where ca.user_id = profiles.user_id)`);
}
