import { randomUUID } from "node:crypto";
import { APIError, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { z } from "zod";
import { CARE_MESSAGES } from "#shared/account/care-schema.ts";
import { MESSAGES, signUpSchema } from "#shared/account/schema.ts";
import { OFFICE_MESSAGES } from "#shared/league/office.ts";
import { PASSWORD_RESET_LINK_HOURS, SESSION_DAYS } from "#shared/legal/retention.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import { account, rateLimit, session, user, verification } from "../db/schema/index.ts";
import type { OriginPolicy } from "../http/origin-policy.ts";
import type { Mailer } from "../mail/mailer.ts";
import { isSuspended } from "./access.ts";
import { passwordResetMail } from "./account-mails.ts";
import { checkAuthBody, checkSignUpBody } from "./auth-bodies.ts";
import { authTransactions } from "./auth-transaction.ts";
import { isEmailTaken } from "./email-taken.ts";
import {
  clearAccountAttempts,
  countWrongPassword,
  IP_SIGN_IN_PER_MINUTE,
  isAccountLocked,
  isAccountOverLimit,
} from "./login-limits.ts";
import { hashPassword, verifyPassword } from "./password.ts";

/**
 * Where a signed-in account confirms its password to better-auth: the rule of
 * confirmAccountPassword (login-limits.ts), split around better-auth's own comparison.
 */
const PASSWORD_CONFIRMED_PATHS = new Set(["/delete-user", "/change-password"]);

export const CLIENT_IP_HEADER = "x-tschutti-client-ip";

/** A sign-up body as the sign-up schema reads it. */
export type SignUp = z.output<typeof signUpSchema>;

/**
 * What signing up and deleting an account ask of the rest of the app (profiles, club admins).
 * Passed in so that auth depends on no domain module: modules/profiles/account-hooks.ts builds it.
 */
export interface AccountHooks {
  isUsernameTaken(username: string): Promise<boolean>;
  /**
   * Creates what a new account owns, in the sign-up's transaction `db`; `signUp` is null when the
   * body was no Tschutti sign-up. "usernameTaken" when another account got the name first (the
   * transaction is then unusable and is rolled back).
   */
  onAccountCreated(
    db: DbOrTx,
    account: { id: string; email: string },
    signUp: SignUp | null,
  ): Promise<"created" | "usernameTaken">;
  /** True while the user is the only administrator of a club (deleting the account must wait). */
  isLastClubAdmin(userId: string): Promise<boolean>;
  /** The image files only this account uses (its profile picture), read before it goes. */
  ownImages(userId: string): Promise<string[]>;
  /** Removes those files once the account is gone (those nothing else uses). */
  removeImages(urls: string[]): Promise<void>;
}

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  rateLimitScale: number;
  mailer: Mailer;
  accounts: AccountHooks;
  /** The app's log: better-auth's own messages and its refusals go there, not to the console. */
  log: Logger;
  /**
   * Which origins may sign in, sign up and sign out (the same rule as every other write);
   * without it only baseURL's origin.
   */
  originPolicy?: OriginPolicy;
  /** The address a mail's link names for the request that asked for it (http/own-address.ts). */
  linkBase?: (request: Request | undefined) => string;
}

export function createAuth({
  db,
  secret,
  baseURL,
  rateLimitScale,
  mailer,
  accounts,
  log,
  originPolicy,
  linkBase = () => baseURL,
}: AuthOptions) {
  // An account's image files between its deletion's two steps (read before, removed after).
  const leavingImages = new Map<string, string[]>();
  const transactions = authTransactions(db);
  return betterAuth({
    appName: "Tschutti",
    // better-auth's own messages, through the app's log. Its warnings are a person's mistakes
    // («Invalid password», «User not found»), expected traffic that the request log records.
    logger: {
      level: "debug",
      log: (level, message, ...args: unknown[]) => {
        const fields = {
          err: args.find((arg) => arg instanceof Error),
          details: args.filter((arg) => !(arg instanceof Error)),
        };
        if (level === "error") log.error(fields, `better-auth: ${message}`);
        else log.debug(fields, `better-auth: ${message}`);
      },
    },
    // better-auth logs every refusal it answers at error level; a refusal (4xx) is a person's
    // mistake (an invalid sign-up field, a locked account) and only a server's fault an error.
    onAPIError: {
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) {
          log.debug({ status: error.statusCode, code: error.body?.code }, `auth refused: ${error.message}`);
        } else {
          log.error({ err: error }, "auth request failed");
        }
      },
    },
    secret,
    baseURL,
    basePath: "/api/auth",
    trustedOrigins: (request) => (request && originPolicy ? originPolicy.allowedFor(request) : [baseURL]),
    // A sign-up is one transaction: user, account, profile (and a club account's club) and
    // session are written together or not at all (see the account hook below).
    database: drizzleAdapter(transactions.adapterDb, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      // "Passwort vergessen": a link valid for one hour; better-auth deletes the token when used.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The mail's link proved the account: a lock from guesses before ends with the reset.
      onPasswordReset: async ({ user: account }) => {
        await clearAccountAttempts(db, account.email);
      },
      sendResetPassword: async ({ user: account, token }, request) => {
        await mailer.send(passwordResetMail(linkBase(request), account.email, token));
      },
    },
    user: {
      // "Konto löschen": the profile, favourites and memberships go with the user (foreign keys).
      deleteUser: {
        enabled: true,
        beforeDelete: async (account) => {
          if (await accounts.isLastClubAdmin(account.id)) {
            throw new APIError("CONFLICT", { code: "TSCHUTTI_LAST_ADMIN", message: CARE_MESSAGES.lastAdmin });
          }
          leavingImages.set(account.id, await accounts.ownImages(account.id));
        },
        // The profile row goes by foreign key; its picture's file is removed here, so «Dein
        // Profil wird gelöscht» holds for the picture's address too.
        afterDelete: async (account) => {
          const urls = leavingImages.get(account.id) ?? [];
          leavingImages.delete(account.id);
          await accounts.removeImages(urls);
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
      // No cookie cache: a signed cache let an old cookie read for up to 60 s after sign-out, a
      // password change or the account's deletion. A request with a session
      // cookie asks the session table (one indexed lookup); visitors never do (session.ts).
      cookieCache: { enabled: false },
    },
    // Sign-in and sign-up are limited in every environment, not only in production.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100 * rateLimitScale,
      customRules: {
        "/sign-in/email": { window: 60, max: IP_SIGN_IN_PER_MINUTE * rateLimitScale },
        "/sign-up/email": { window: 60, max: 5 * rateLimitScale },
      },
    },
    advanced: {
      // A signed-in request's session is read with its user in one statement (the relations in
      // schema/auth.ts), not two.
      database: { generateId: () => randomUUID(), joins: true },
      // The server sets this header itself from the socket (or a trusted proxy); see client-ip.ts.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // better-auth skips its origin checks under NODE_ENV=test; the tests run what production runs.
      disableOriginCheck: false,
      // Cross-site writes are refused by the one origin rule in front of every /api write,
      // /api/auth included (http/origin-policy.ts, decision 004). better-auth's own guess took
      // any Sec-Fetch-Mode without Origin for a browser and refused Node's fetch.
      // Its callbackURL checks stay on.
      disableCSRFCheck: true,
    },
    hooks: {
      // A sign-in that succeeded starts the account's count again: only failures add up.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email" && ctx.context.newSession) {
          await clearAccountAttempts(db, ctx.context.newSession.user.email);
          return;
        }
        // A wrong password given where a signed-in account confirms one counts toward its lock,
        // so a stolen session cookie does not guess it any faster than the sign-in form would.
        if (!PASSWORD_CONFIRMED_PATHS.has(ctx.path)) return;
        const returned: unknown = ctx.context.returned;
        if (!isAPIError(returned) || returned.body?.code !== "INVALID_PASSWORD") return;
        const session = await getSessionFromCtx(ctx);
        if (session) await countWrongPassword(db, session.user.email, rateLimitScale);
      }),
      before: createAuthMiddleware(async (ctx) => {
        checkAuthBody(ctx.path, ctx.body);
        if (ctx.path === "/sign-in/email") {
          const email = typeof ctx.body?.email === "string" ? ctx.body.email : "";
          if (email && (await isAccountOverLimit(db, email, rateLimitScale))) {
            throw new APIError("TOO_MANY_REQUESTS", {
              code: "TSCHUTTI_ACCOUNT_RATE_LIMITED",
              message: CARE_MESSAGES.accountRateLimited,
            });
          }
          return;
        }
        // «Konto löschen» always asks for the password: better-auth deletes without one while
        // the session is less than a day old, so a borrowed phone or a stolen cookie would do.
        if (ctx.path === "/delete-user") {
          const password: unknown = ctx.body?.password;
          if (typeof password !== "string" || password.length === 0) {
            throw new APIError("BAD_REQUEST", {
              code: "TSCHUTTI_PASSWORD_REQUIRED",
              message: CARE_MESSAGES.deletePassword,
              field: "password",
            });
          }
        }
        if (PASSWORD_CONFIRMED_PATHS.has(ctx.path)) {
          const session = await getSessionFromCtx(ctx);
          if (session && (await isAccountLocked(db, session.user.email, rateLimitScale))) {
            throw new APIError("TOO_MANY_REQUESTS", {
              code: "TSCHUTTI_PASSWORD_RATE_LIMITED",
              message: CARE_MESSAGES.passwordRateLimited,
            });
          }
          return;
        }
        if (ctx.path !== "/sign-up/email") return;
        const signUp = checkSignUpBody(ctx.body);
        if (await accounts.isUsernameTaken(signUp.username)) {
          // A taken address is named with it: said one after the other, the person changed the
          // username only to be refused again for the address.
          throw usernameTaken(await isEmailTaken(db, signUp.email));
        }
      }),
    },
    databaseHooks: {
      // A suspended account gets no new session: sign-in is refused in German.
      session: {
        create: {
          before: async (created) => {
            if (await isSuspended(transactions.current(), created.userId)) {
              throw new APIError("FORBIDDEN", {
                code: "TSCHUTTI_SUSPENDED",
                message: OFFICE_MESSAGES.suspended,
              });
            }
          },
        },
      },
      // The profile is written before the sign-up's account row, inside its transaction: the
      // user row exists there, and better-auth runs a create's `after` hooks only once the
      // transaction has committed, too late to take the sign-up back. Two sign-ups with one
      // username at the same moment both pass the check in `hooks.before`; the second one's
      // profile meets the first one's on the unique index, and its whole sign-up is refused.
      account: {
        create: {
          before: async (created, ctx) => {
            if (ctx?.path !== "/sign-up/email") return;
            const tx = transactions.current();
            const [owner] = await tx
              .select({ email: user.email })
              .from(user)
              .where(eq(user.id, created.userId));
            if (!owner) throw new Error("sign-up: the new account's user row is missing");
            const parsed = signUpSchema.safeParse(ctx.body);
            const outcome = await accounts.onAccountCreated(
              tx,
              { id: created.userId, email: owner.email },
              parsed.success ? parsed.data : null,
            );
            if (outcome === "usernameTaken") throw usernameTaken();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The sign-up's refusal of a taken username, whether seen before the write or by the write;
 * with `alsoEmail`, the taken e-mail address is named at its field too (the username first).
 */
function usernameTaken(alsoEmail = false) {
  return new APIError("CONFLICT", {
    code: "TSCHUTTI_USERNAME_TAKEN",
    message: MESSAGES.usernameTaken,
    field: "username",
    ...(alsoEmail ? { fields: { username: MESSAGES.usernameTaken, email: MESSAGES.emailTaken } } : {}),
  });
}
