import { createRoute, z } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import {
  bootstrapClubResponseSchema,
  meSchema,
  profileImageResponseSchema,
  profileResponseSchema,
} from "#shared/account/response-schema.ts";
import { MESSAGES, profileUpdateSchema } from "#shared/account/schema.ts";
import {
  type BootstrapClubResponse,
  type Me,
  type ProfileImageResponse,
  type ProfileResponse,
  SIGNED_OUT_ME,
} from "#shared/account/types.ts";
import { isLeagueOffice, requireUser } from "../../auth/access.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubAdmins, clubs, profiles, user as users } from "../../db/schema/index.ts";
import { usernameKeyColumns } from "../../db/username-keys.ts";
import { conflict, errorBody } from "../../http/errors.ts";
import { imageBodyLimit, readUploadedFile } from "../../http/multipart.ts";
import { jsonAnswer, PEOPLE_ONLY, SESSION_OPTIONAL } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { editSummary, sentFields } from "../../http/sent-fields.ts";
import { storeImage } from "../../images/store-image.ts";
import {
  createProfileForUser,
  ensureClubForUser,
  isUsernameClash,
  isUsernameTaken,
} from "./profile-bootstrap.ts";

const usernameTaken = () => conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });

/** An edit may send any field alone; the others keep their stored values. */
const profileEditSchema = profileUpdateSchema.partial();

async function loadMe(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      userId: profiles.userId,
      email: users.email,
      username: profiles.username,
      fullName: profiles.fullName,
      address: profiles.address,
      city: profiles.city,
      phone: profiles.phone,
      profileImageUrl: profiles.profileImageUrl,
      role: profiles.role,
      accountType: profiles.accountType,
      newsletterOptIn: profiles.newsletterOptIn,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  const profile = rows[0] ?? null;
  if (!profile) return null;
  const clubRows = await db
    .select({
      id: clubs.id,
      clubName: clubs.clubName,
      clubLogoUrl: clubs.clubLogoUrl,
      role: clubAdmins.role,
      teamIds: clubAdmins.teamIds,
    })
    .from(clubAdmins)
    .innerJoin(clubs, eq(clubs.id, clubAdmins.clubId))
    .where(eq(clubAdmins.userId, userId))
    // In the order joined, so `club` (which scripts read) stays the club it always was: the first.
    .orderBy(asc(clubAdmins.createdAt), asc(clubAdmins.clubId));
  return { profile, club: clubRows[0] ?? null, clubs: clubRows };
}

export function profileRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/me",
      operationId: "getMe",
      security: SESSION_OPTIONAL,
      tags: ["Konto"],
      summary: "Angemeldeter Benutzer mit Profil und Vereinen",
      responses: { 200: jsonAnswer(meSchema, "Benutzer oder user: null") },
    }),
    async (c) => {
      const sessionUser = c.var.user;
      if (!sessionUser) return c.json(SIGNED_OUT_ME, 200);
      const { db } = c.var.deps;
      let me = await loadMe(db, sessionUser.id);
      let profileCreated = false;
      if (!me) {
        // Spec §4: a user without a profile gets a default one (username from the email).
        await createProfileForUser(db, {
          userId: sessionUser.id,
          email: sessionUser.email,
          accountType: "fan",
          newsletterOptIn: false,
        });
        me = await loadMe(db, sessionUser.id);
        profileCreated = true;
      }
      return c.json(
        {
          user: { id: sessionUser.id, email: sessionUser.email },
          profile: me?.profile ?? null,
          club: me?.club ?? null,
          clubs: me?.clubs ?? [],
          profileCreated,
          leagueOffice: await isLeagueOffice(db, sessionUser.id),
        } satisfies Me,
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/me/profile",
      operationId: "updateProfile",
      security: PEOPLE_ONLY,
      tags: ["Konto"],
      summary: editSummary("Profil bearbeiten", profileEditSchema),
      request: { body: { content: { "application/json": { schema: profileEditSchema } }, required: true } },
      responses: {
        200: jsonAnswer(profileResponseSchema, "Aktualisiertes Profil"),
        400: { description: "Ungültig" },
      },
    }),
    async (c) => {
      const sessionUser = requireUser(c);
      const input = c.req.valid("json");
      const { db } = c.var.deps;
      const { username, ...others } = await sentFields(c, input);
      const [current] = await db
        .select({ username: profiles.username })
        .from(profiles)
        .where(eq(profiles.userId, sessionUser.id));
      // The name the account holds stays its own, also where an older look-alike holds the key
      // (two names the migration to username_key found alike both stayed, db/username-keys.ts).
      const rename = username !== undefined && username !== current?.username ? username : undefined;
      if (rename !== undefined && (await isUsernameTaken(db, rename, sessionUser.id))) throw usernameTaken();
      // Two people saving one name at the same moment both pass the check above; the unique
      // index refuses the second, who hears the same as if the name had been taken before.
      await db
        .update(profiles)
        .set({
          ...others,
          ...(rename === undefined ? {} : { username: rename, ...usernameKeyColumns(rename) }),
          updatedAt: new Date(),
        })
        .where(eq(profiles.userId, sessionUser.id))
        .catch((error: unknown) => {
          throw isUsernameClash(error) ? usernameTaken() : error;
        });
      const me = await loadMe(db, sessionUser.id);
      return c.json({ profile: me?.profile ?? null } satisfies ProfileResponse, 200);
    },
  );

  app.post("/me/profile-image", imageBodyLimit(), async (c) => {
    const sessionUser = requireUser(c);
    const { db, storage } = c.var.deps;
    const { bytes } = await readUploadedFile(c);
    const { url } = await storeImage(storage, "profile", bytes);
    const [previous] = await db
      .select({ url: profiles.profileImageUrl })
      .from(profiles)
      .where(eq(profiles.userId, sessionUser.id));
    await db
      .update(profiles)
      .set({ profileImageUrl: url, updatedAt: new Date() })
      .where(eq(profiles.userId, sessionUser.id));
    if (previous?.url) await storage.remove(previous.url).catch(() => undefined);
    return c.json({ profileImageUrl: url } satisfies ProfileImageResponse, 200);
  });

  app.openapi(
    createRoute({
      method: "post",
      path: "/me/club",
      operationId: "bootstrapClub",
      security: PEOPLE_ONLY,
      tags: ["Konto"],
      summary: "Vereinsprofil für ein Vereinskonto anlegen, falls es fehlt",
      responses: {
        200: jsonAnswer(bootstrapClubResponseSchema, "Verein"),
        403: { description: "Kein Vereinskonto" },
      },
    }),
    async (c) => {
      const sessionUser = requireUser(c);
      const { db } = c.var.deps;
      const me = await loadMe(db, sessionUser.id);
      if (me?.profile.accountType !== "club") {
        return c.json(errorBody("forbidden", "Nur Vereine haben Zugriff auf die Vereinsverwaltung."), 403);
      }
      const result = await ensureClubForUser(db, sessionUser.id);
      return c.json({ clubId: result.clubId, created: result.created } satisfies BootstrapClubResponse, 200);
    },
  );

  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/me/profile-image",
    operationId: "uploadProfileImage",
    security: PEOPLE_ONLY,
    tags: ["Konto"],
    summary: "Profilbild hochladen (JPEG, PNG, WebP; max. 5 MB)",
    request: {
      body: {
        content: {
          "multipart/form-data": { schema: z.object({ file: z.string().openapi({ format: "binary" }) }) },
        },
      },
    },
    responses: {
      200: jsonAnswer(profileImageResponseSchema, "URL des Bildes"),
      413: { description: "Zu gross" },
      415: { description: "Falscher Typ" },
    },
  });

  return app;
}
