import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARE_MESSAGES } from "#shared/account/care-schema.ts";
import { accountPaths } from "#shared/account/paths.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import {
  clubAdmins,
  clubs,
  favorites,
  profiles,
  rateLimit,
  signInAttempts,
  user,
} from "../../db/schema/index.ts";
import { joinClub } from "../../test/club-members.ts";
import { call, cookieFrom, signUp } from "../../test/http.ts";
import { decodeQuotedPrintable, resetTokenFrom } from "../../test/mail-text.ts";
import { createClubWithTeam } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const message = (body: unknown) => (body as { error?: { message?: string } }).error?.message;

function signIn(email: string, password: string) {
  return call(t.app, "POST", accountPaths.signIn(), { body: { email, password } });
}

async function resetWith(token: string, newPassword: string) {
  return call(t.app, "POST", accountPaths.resetPassword(), { body: { token, newPassword } });
}

describe("forgotten password through the outbox (no SMTP_URL)", () => {
  it("writes the mail to DATA_DIR/outbox; the link works once and changes the password", async () => {
    const account = await signUp(t.app);
    const requested = await call(t.app, "POST", accountPaths.requestPasswordReset(), {
      body: { email: account.email, redirectTo: "/passwort-zuruecksetzen" },
    });
    expect(requested.status).toBe(200);
    const outbox = path.join(t.uploadsDir, "outbox");
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    // An RFC 5322 message: the subject an encoded word, the body quoted-printable.
    const [head = "", ...body] = readFileSync(path.join(outbox, files[0] ?? ""), "latin1").split("\r\n\r\n");
    expect(head).toContain("Subject: =?UTF-8?Q?Tschutti=3A_Passwort_zur=C3=BCcksetzen?=");
    const mail = `${head}\r\n\r\n${decodeQuotedPrintable(body.join("\r\n\r\n"))}`;
    expect(mail).toContain(`To: ${account.email}`);
    const token = resetTokenFrom(mail);

    expect((await resetWith(token, "neues-passwort")).status).toBe(200);
    expect((await signIn(account.email, "neues-passwort")).status).toBe(200);
    expect((await signIn(account.email, "geheim123")).status).toBe(401);

    const again = await resetWith(token, "drittes-passwort");
    expect({ status: again.status, message: message(again.body) }).toEqual({
      status: 400,
      message: "Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.",
    });
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const outbox = path.join(t.uploadsDir, "outbox");
    const before = readdirSync(outbox).length;
    const res = await call(t.app, "POST", accountPaths.requestPasswordReset(), {
      body: { email: "niemand@example.ch", redirectTo: "/passwort-zuruecksetzen" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: CARE_MESSAGES.resetSent });
    expect(readdirSync(outbox)).toHaveLength(before);
  });
});

describe("forgotten password through SMTP", () => {
  it("sends the reset mail to a real SMTP server", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const smtp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const account = await signUp(smtp.app);
      const res = await call(smtp.app, "POST", accountPaths.requestPasswordReset(), {
        body: { email: account.email, redirectTo: "/passwort-zuruecksetzen" },
      });
      expect(res.status).toBe(200);
      expect(received).toHaveLength(1);
      // Quoted-printable may wrap long lines with "=\r\n".
      const text = (received[0] ?? "").replaceAll("=\r\n", "").replaceAll("=3D", "=");
      expect(text).toContain(`To: ${account.email}`);
      const token = resetTokenFrom(text);
      const reset = await call(smtp.app, "POST", accountPaths.resetPassword(), {
        body: { token, newPassword: "per-smtp-neu" },
      });
      expect(reset.status).toBe(200);
      const signedIn = await call(smtp.app, "POST", accountPaths.signIn(), {
        body: { email: account.email, password: "per-smtp-neu" },
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("password and e-mail change", () => {
  it("changes the password only with the current one", async () => {
    const account = await signUp(t.app);
    const wrong = await call(t.app, "POST", accountPaths.changePassword(), {
      cookie: account.cookie,
      body: { currentPassword: "falsch!!", newPassword: "ganz-neu-1" },
    });
    expect({ status: wrong.status, message: message(wrong.body) }).toEqual({
      status: 400,
      message: "Das Passwort stimmt nicht.",
    });
    const ok = await call(t.app, "POST", accountPaths.changePassword(), {
      cookie: account.cookie,
      body: { currentPassword: "geheim123", newPassword: "ganz-neu-1", revokeOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    expect((await signIn(account.email, "ganz-neu-1")).status).toBe(200);
  });

  it("names the new password's field in German when it is missing or too short", async () => {
    const account = await signUp(t.app);
    const empty = await call(t.app, "POST", accountPaths.changePassword(), {
      cookie: account.cookie,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).not.toContain("newPassword»");
    const short = await call(t.app, "POST", accountPaths.changePassword(), {
      cookie: account.cookie,
      body: { currentPassword: "geheim123", newPassword: "1" },
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: { fields: { newPassword: expect.any(String) } } });
  });

  it("changes the e-mail with the current password, refuses a taken one", async () => {
    const account = await signUp(t.app);
    const other = await signUp(t.app);
    const taken = await call(t.app, "PATCH", accountPaths.email(), {
      cookie: account.cookie,
      body: { email: other.email, currentPassword: "geheim123" },
    });
    expect(taken.status).toBe(409);
    const wrong = await call(t.app, "PATCH", accountPaths.email(), {
      cookie: account.cookie,
      body: { email: "neu@example.ch", currentPassword: "falsch" },
    });
    expect(wrong.status).toBe(400);
    const newEmail = `neu${Date.now()}@example.ch`;
    const ok = await call(t.app, "PATCH", accountPaths.email(), {
      cookie: account.cookie,
      body: { email: newEmail.toUpperCase(), currentPassword: "geheim123" },
    });
    expect(ok.status).toBe(200);
    // Only a confirmation was sent (email-change.test.ts): the old address still signs in.
    expect((await signIn(account.email, "geheim123")).status).toBe(200);
  });
});

describe("fan account to club account", () => {
  it("creates the club with the fan as administrator, once", async () => {
    const fan = await signUp(t.app);
    const res = await call(t.app, "POST", accountPaths.clubAccount(), { cookie: fan.cookie });
    expect(res.status).toBe(201);
    const me = await call<{ profile: { accountType: string }; club: { id: string; role: string } }>(
      t.app,
      "GET",
      accountPaths.me(),
      { cookie: fan.cookie },
    );
    expect(me.body.profile.accountType).toBe("club");
    expect(me.body.club).toMatchObject({ id: res.body.clubId, role: "admin" });
    const again = await call(t.app, "POST", accountPaths.clubAccount(), { cookie: fan.cookie });
    expect(again.status).toBe(409);
  });
});

describe("account deletion", () => {
  it("deletes the account with its data", async () => {
    const account = await signUp(t.app);
    const res = await call(t.app, "POST", accountPaths.deleteUser(), {
      cookie: account.cookie,
      body: { password: "geheim123" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: CARE_MESSAGES.accountDeleted });
    expect(await t.deps.db.select().from(user).where(eq(user.id, account.userId))).toEqual([]);
    expect(await t.deps.db.select().from(profiles).where(eq(profiles.userId, account.userId))).toEqual([]);
    expect(await t.deps.db.select().from(favorites).where(eq(favorites.userId, account.userId))).toEqual([]);
  });

  it("deletes nothing without the password, however fresh the session", async () => {
    const account = await signUp(t.app);
    for (const body of [{}, { password: "" }, { password: 42 }]) {
      const res = await call(t.app, "POST", accountPaths.deleteUser(), { cookie: account.cookie, body });
      expect({ status: res.status, message: message(res.body) }).toEqual({
        status: 400,
        message: CARE_MESSAGES.deletePassword,
      });
    }
    expect(await t.deps.db.select().from(user).where(eq(user.id, account.userId))).toHaveLength(1);
  });

  it("refuses the last administrator until the club is handed over or deleted", async () => {
    const club = await createClubWithTeam(t, 0);
    const del = () =>
      call(t.app, "POST", accountPaths.deleteUser(), {
        cookie: club.cookie,
        body: { password: "geheim123" },
      });
    const refused = await del();
    expect({ status: refused.status, message: message(refused.body) }).toEqual({
      status: 409,
      message:
        "Du bist der letzte Administrator eines Vereins. Ernenne zuerst eine andere Person zum Administrator oder lösche den Verein.",
    });
    expect(await t.deps.db.select().from(user).where(eq(user.id, club.userId))).toHaveLength(1);

    // Hand over: another administrator, then the founder may go; the club stays.
    const heir = await joinClub(t, club.cookie, club.clubId, { role: "admin" });
    expect((await del()).status).toBe(200);
    const left = await t.deps.db.select().from(clubAdmins).where(eq(clubAdmins.clubId, club.clubId));
    expect(left.map((m) => m.userId)).toEqual([heir.userId]);

    // Or delete the club: then the account can go too.
    const removed = await call(t.app, "DELETE", clubPaths.remove(club.clubId), { cookie: heir.cookie });
    expect(removed.status).toBe(200);
    expect(await t.deps.db.select().from(clubs).where(eq(clubs.id, club.clubId))).toEqual([]);
    const heirDeleted = await call(t.app, "POST", accountPaths.deleteUser(), {
      cookie: heir.cookie,
      body: { password: "geheim123" },
    });
    expect(heirDeleted.status).toBe(200);
  });
});

describe("sign-in limit per account", () => {
  it("stops the 11th attempt on one account even from different addresses", async () => {
    const account = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(account.email, "falsch123")).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const blocked = await signIn(account.email, "geheim123");
    expect({ status: blocked.status, message: message(blocked.body) }).toEqual({
      status: 429,
      message:
        "Zu viele Anmeldeversuche für dieses Konto. Bitte warte 15 Minuten und versuche es dann erneut.",
    });
    // Another account is not affected.
    const other = await signUp(t.app);
    expect((await signIn(other.email, "geheim123")).status).toBe(200);
    expect(cookieFrom((await signIn(other.email, "geheim123")).headers)).not.toBe("");
  });

  it("keeps the account locked after the address limiter's minute has passed", async () => {
    const account = await signUp(t.app);
    for (let i = 0; i < 11; i++) await signIn(account.email, "falsch123");
    const fromOneAddress = () =>
      call(t.app, "POST", accountPaths.signIn(), {
        body: { email: `x${account.email}`, password: "geheim123" },
        ip: "198.51.100.7",
      });
    expect((await fromOneAddress()).status).toBe(401);
    // Two minutes later for the address limiter: its next request from that address finds its
    // window over and prunes every row it takes for expired.
    await t.deps.db.update(rateLimit).set({ lastRequest: sql`${rateLimit.lastRequest} - 120000` });
    expect((await fromOneAddress()).status).toBe(401);
    expect((await signIn(account.email, "geheim123")).status).toBe(429);
  });

  it("locks for 15 minutes from the attempt that locked, not from the first of the count", async () => {
    const account = await signUp(t.app);
    await signIn(account.email, "falsch123");
    // The first failure lies almost 15 minutes back; ten more come now.
    await t.deps.db
      .update(signInAttempts)
      .set({ windowStartedAt: sql`now() - interval '14 minutes 50 seconds'` })
      .where(eq(signInAttempts.emailKey, account.email.toLowerCase()));
    for (let i = 0; i < 10; i++) await signIn(account.email, "falsch123");
    expect((await signIn(account.email, "geheim123")).status).toBe(429);
    // Twenty seconds on, the count's first window is over; the lock is not.
    await t.deps.db
      .update(signInAttempts)
      .set({ windowStartedAt: sql`${signInAttempts.windowStartedAt} - interval '20 seconds'` })
      .where(eq(signInAttempts.emailKey, account.email.toLowerCase()));
    expect((await signIn(account.email, "geheim123")).status).toBe(429);
  });

  it("counts wrong passwords given to «Konto löschen» too: a stolen session guesses no faster", async () => {
    const account = await signUp(t.app);
    const remove = (password: string) =>
      call(t.app, "POST", accountPaths.deleteUser(), { cookie: account.cookie, body: { password } });
    for (let i = 0; i < 10; i++) expect((await remove("falsch123")).status).toBe(400);
    const locked = await remove("geheim123");
    expect({ status: locked.status, message: message(locked.body) }).toEqual({
      status: 429,
      message: CARE_MESSAGES.passwordRateLimited,
    });
    expect(await t.deps.db.select().from(user).where(eq(user.id, account.userId))).toHaveLength(1);
    // One count for the account: signing in waits as well.
    expect((await signIn(account.email, "geheim123")).status).toBe(429);
  });

  it("counts wrong passwords given to «E-Mail-Adresse ändern» too, and refuses while locked", async () => {
    const account = await signUp(t.app);
    const changeEmail = (currentPassword: string) =>
      call(t.app, "PATCH", accountPaths.email(), {
        cookie: account.cookie,
        body: { email: `neu-${account.email}`, currentPassword },
      });
    for (let i = 0; i < 10; i++) {
      const wrong = await changeEmail("falsch123");
      expect({ status: wrong.status, message: message(wrong.body) }).toEqual({
        status: 400,
        message: CARE_MESSAGES.wrongPassword,
      });
    }
    const [attempts] = await t.deps.db
      .select({ count: signInAttempts.count })
      .from(signInAttempts)
      .where(eq(signInAttempts.emailKey, account.email.toLowerCase()));
    expect(attempts?.count).toBe(10);
    // The right password waits as well: the guess that found it would not be told.
    const locked = await changeEmail("geheim123");
    expect({ status: locked.status, body: locked.body }).toEqual({
      status: 429,
      body: { error: { code: "rate_limited", message: CARE_MESSAGES.passwordRateLimited } },
    });
    // One count for the account: the other confirmations and signing in wait too.
    const remove = await call(t.app, "POST", accountPaths.deleteUser(), {
      cookie: account.cookie,
      body: { password: "geheim123" },
    });
    expect(remove.status).toBe(429);
    expect((await signIn(account.email, "geheim123")).status).toBe(429);
  });

  it("counts wrong passwords of «Konto löschen» toward «E-Mail-Adresse ändern»", async () => {
    const account = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      await call(t.app, "POST", accountPaths.deleteUser(), {
        cookie: account.cookie,
        body: { password: "falsch123" },
      });
    }
    const res = await call(t.app, "PATCH", accountPaths.email(), {
      cookie: account.cookie,
      body: { email: `neu-${account.email}`, currentPassword: "geheim123" },
    });
    expect({ status: res.status, message: message(res.body) }).toEqual({
      status: 429,
      message: CARE_MESSAGES.passwordRateLimited,
    });
  });

  it("counts failed attempts only: signing in every few minutes never locks an account", async () => {
    const account = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(account.email, "geheim123")).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    // A success starts the count again.
    for (let i = 0; i < 9; i++) await signIn(account.email, "falsch123");
    expect((await signIn(account.email, "geheim123")).status).toBe(200);
    for (let i = 0; i < 9; i++) await signIn(account.email, "falsch123");
    expect((await signIn(account.email, "geheim123")).status).toBe(200);
  });
});
