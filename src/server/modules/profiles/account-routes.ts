import { createRoute } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { CARE_MESSAGES, changeEmailSchema } from "#shared/account/care-schema.ts";
import { clubAccountResponseSchema, emailChangedResponseSchema } from "#shared/account/response-schema.ts";
import { MESSAGES } from "#shared/account/schema.ts";
import type { ClubAccountResponse, EmailChangedResponse } from "#shared/account/types.ts";
import { requireUser } from "../../auth/access.ts";
import { emailChangeMail } from "../../auth/account-mails.ts";
import { isEmailTaken } from "../../auth/email-taken.ts";
import { confirmAccountPassword } from "../../auth/login-limits.ts";
import { verifyPassword } from "../../auth/password.ts";
import type { DbOrTx } from "../../db/client.ts";
import { account, clubAdmins, clubs, profiles } from "../../db/schema/index.ts";
import { AppError, badRequest, conflict, unauthorized } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { publicBaseUrl } from "../seo/public-url.ts";
import {
  confirmEmailChange,
  pendingEmailChange,
  requestEmailChange,
  withdrawEmailChange,
} from "./email-change.ts";

/**
 * The current password of the account (better-auth keeps it on the 'credential' account row),
 * under the one rule for every password a signed-in account confirms: refused while the account's
 * failures lock it, a wrong one counted toward that lock.
 */
export async function requireCurrentPassword(
  db: DbOrTx,
  me: { id: string; email: string },
  password: string,
  rateLimitScale: number,
): Promise<void> {
  const outcome = await confirmAccountPassword(db, me.email, rateLimitScale, async () => {
    const [row] = await db
      .select({ hash: account.password })
      .from(account)
      .where(and(eq(account.userId, me.id), eq(account.providerId, "credential")));
    return row?.hash ? verifyPassword({ hash: row.hash, password }) : false;
  });
  if (outcome === "locked") throw new AppError(429, "rate_limited", CARE_MESSAGES.passwordRateLimited);
  if (outcome === "wrong") {
    throw badRequest(CARE_MESSAGES.wrongPassword, { currentPassword: CARE_MESSAGES.wrongPassword });
  }
}

/** Account care beside better-auth's own endpoints: e-mail change and fan → club account. */
export function accountRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "patch",
      path: "/me/email",
      operationId: "changeEmail",
      security: PEOPLE_ONLY,
      tags: ["Konto"],
      summary: "E-Mail-Adresse ändern (aktuelles Passwort erforderlich; gilt nach Bestätigung per E-Mail)",
      request: { body: { content: { "application/json": { schema: changeEmailSchema } }, required: true } },
      responses: {
        200: jsonAnswer(
          emailChangedResponseSchema,
          "{ email, pendingEmail }: ein Bestätigungslink ging an die neue Adresse",
        ),
        400: { description: "Ungültig oder falsches Passwort" },
        401: { description: "Nicht angemeldet" },
        409: { description: "Adresse vergeben" },
        429: { description: "Zu viele falsche Passwörter für dieses Konto (15 Minuten warten)" },
      },
    }),
    async (c) => {
      const me = requireUser(c);
      const { email, currentPassword } = c.req.valid("json");
      const { db } = c.var.deps;
      await requireCurrentPassword(db, me, currentPassword, c.var.deps.env.RATE_LIMIT_SCALE);
      if (email === me.email.toLowerCase())
        throw badRequest(CARE_MESSAGES.emailUnchanged, { email: CARE_MESSAGES.emailUnchanged });
      if (await isEmailTaken(db, email, me.id))
        throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
      // Only a confirmation goes out: the address changes when its link is opened.
      const token = await requestEmailChange(db, me.id, email);
      await c.var.deps.mailer.send(emailChangeMail(publicBaseUrl(c), email, token));
      return c.json({ email: me.email, pendingEmail: email } satisfies EmailChangedResponse, 200);
    },
  );

  // The profile tells a pending change on every visit, not only right after asking: the mail may
  // take a while, and the person may have noticed a typo in the address.
  app.openapi(
    createRoute({
      method: "get",
      path: "/me/email",
      operationId: "getEmailChange",
      security: PEOPLE_ONLY,
      tags: ["Konto"],
      summary: "E-Mail-Adresse und eine noch nicht bestätigte Änderung",
      responses: {
        200: jsonAnswer(
          emailChangedResponseSchema,
          "{ email, pendingEmail }: pendingEmail null, wenn keine wartet",
        ),
        401: { description: "Nicht angemeldet" },
      },
    }),
    async (c) => {
      const me = requireUser(c);
      const pendingEmail = await pendingEmailChange(c.var.deps.db, me.id);
      return c.json({ email: me.email, pendingEmail } satisfies EmailChangedResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/me/email",
      operationId: "withdrawEmailChange",
      security: PEOPLE_ONLY,
      tags: ["Konto"],
      summary:
        "Noch nicht bestätigte Änderung der E-Mail-Adresse zurückziehen (der Link gilt dann nicht mehr)",
      responses: {
        200: jsonAnswer(emailChangedResponseSchema, "{ email, pendingEmail: null }"),
        401: { description: "Nicht angemeldet" },
      },
    }),
    async (c) => {
      const me = requireUser(c);
      await withdrawEmailChange(c.var.deps.db, me.id);
      return c.json({ email: me.email, pendingEmail: null } satisfies EmailChangedResponse, 200);
    },
  );

  // The link in the mail (a GET, as mail links are): applies the change and opens the profile
  // (or the sign-in page), which says whether it worked. The token is the proof; no session is
  // needed.
  app.get("/me/email/confirm", async (c) => {
    const token = c.req.query("token") ?? "";
    const isConfirmed = token.length > 0 && (await confirmEmailChange(c.var.deps.db, token));
    const outcome = isConfirmed ? "bestaetigt" : "ungueltig";
    // Opened where no one is signed in (the mail read on the phone), the profile would send the
    // visitor on to sign in and say nothing until then: the sign-in page says it at once.
    const page = c.var.user ? "/profile" : "/auth";
    return c.redirect(`${page}?email=${outcome}`, 302);
  });

  app.openapi(
    createRoute({
      method: "post",
      path: "/me/club-account",
      operationId: "becomeClubAccount",
      security: PEOPLE_ONLY,
      tags: ["Konto"],
      summary: "Fan-Konto zum Vereinskonto machen: legt einen Verein an, mit dir als Administrator",
      responses: {
        201: jsonAnswer(clubAccountResponseSchema, "{ clubId }"),
        401: { description: "Nicht angemeldet" },
        409: { description: "Bereits Vereinskonto" },
      },
    }),
    async (c) => {
      const me = requireUser(c);
      const clubId = await c.var.deps.db.transaction(async (tx) => {
        const [profile] = await tx
          .select({ accountType: profiles.accountType })
          .from(profiles)
          .where(eq(profiles.userId, me.id))
          .for("update");
        if (!profile) throw unauthorized();
        if (profile.accountType === "club") throw conflict(CARE_MESSAGES.alreadyClub);
        await tx
          .update(profiles)
          .set({ accountType: "club", updatedAt: new Date() })
          .where(eq(profiles.userId, me.id));
        const [club] = await tx.insert(clubs).values({}).returning({ id: clubs.id });
        if (!club) throw new Error("club insert returned no row");
        await tx.insert(clubAdmins).values({ clubId: club.id, userId: me.id, role: "admin" });
        return club.id;
      });
      return c.json({ clubId } satisfies ClubAccountResponse, 201);
    },
  );

  return app;
}
