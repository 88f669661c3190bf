import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARE_MESSAGES } from "#shared/account/care-schema.ts";
import { accountPaths } from "#shared/account/paths.ts";
import { call, signUp } from "../../test/http.ts";
import { readableMail } from "../../test/mail-text.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A new e-mail address takes effect only after confirming a mail sent to it,
// so a typo does not lock the person out.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string) =>
  call(t.app, "POST", accountPaths.signIn(), { body: { email, password: "geheim123" } });

function mailTo(address: string): string {
  const outbox = path.join(t.uploadsDir, "outbox");
  const mails = readdirSync(outbox).map((f) => readableMail(readFileSync(path.join(outbox, f), "latin1")));
  const mail = mails.find((m) => m.includes(`To: ${address}`));
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** The confirmation link of the last mail to `email`. */
function confirmationLink(email: string): URL {
  const link = /https?:\/\/\S+/.exec(
    mailTo(email)
      .split("\n")
      .find((l) => l.includes("email/confirm")) ?? "",
  )?.[0];
  if (!link) throw new Error("no confirmation link");
  return new URL(link);
}

describe("changing the e-mail address", () => {
  it("keeps the old address until the link in the mail to the new one is opened", async () => {
    const account = await signUp(t.app);
    const newEmail = `neu${Date.now()}@example.ch`;
    const res = await call(t.app, "PATCH", accountPaths.email(), {
      cookie: account.cookie,
      body: { email: newEmail, currentPassword: "geheim123" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: account.email, pendingEmail: newEmail });
    const me = await call(t.app, "GET", accountPaths.me(), { cookie: account.cookie });
    expect(me.body.user).toMatchObject({ email: account.email });
    expect((await signIn(account.email)).status).toBe(200);
    expect((await signIn(newEmail)).status).toBe(401);

    const url = confirmationLink(newEmail);
    // Opened where the account is signed in: the profile says it.
    const confirmed = await t.app.request(`${url.pathname}${url.search}`, {
      headers: { cookie: account.cookie },
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/profile?email=bestaetigt");
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(account.email)).status).toBe(401);

    // The link works once. Opened where no one is signed in (the mail read on the phone), the
    // sign-in page says it: the profile would have said it only after signing in.
    const again = await t.app.request(`${url.pathname}${url.search}`);
    expect(again.headers.get("location")).toBe("/auth?email=ungueltig");
  });

  it("says a confirmation opened where no one is signed in on the sign-in page", async () => {
    const account = await signUp(t.app);
    const newEmail = `handy${Date.now()}@example.ch`;
    await call(t.app, "PATCH", accountPaths.email(), {
      cookie: account.cookie,
      body: { email: newEmail, currentPassword: "geheim123" },
    });
    const url = confirmationLink(newEmail);
    const confirmed = await t.app.request(`${url.pathname}${url.search}`);
    expect(confirmed.headers.get("location")).toBe("/auth?email=bestaetigt");
    expect((await signIn(newEmail)).status).toBe(200);
  });

  it("a mistyped address that nobody confirms changes nothing", async () => {
    const account = await signUp(t.app);
    const res = await call(t.app, "PATCH", accountPaths.email(), {
      cookie: account.cookie,
      body: { email: "tippfehler@exmaple.ch", currentPassword: "geheim123" },
    });
    expect(res.status).toBe(200);
    expect((await signIn(account.email)).status).toBe(200);
    const wrong = await t.app.request("/api/me/email/confirm?token=falsch");
    expect(wrong.headers.get("location")).toBe("/auth?email=ungueltig");
    expect(CARE_MESSAGES.emailConfirmSent("x@example.ch")).toContain("x@example.ch");
  });

  it("keeps telling the pending address after a reload, and a pending change can be withdrawn", async () => {
    const account = await signUp(t.app);
    const none = await call(t.app, "GET", accountPaths.email(), { cookie: account.cookie });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ email: account.email, pendingEmail: null });

    const newEmail = `spaeter${Date.now()}@example.ch`;
    await call(t.app, "PATCH", accountPaths.email(), {
      cookie: account.cookie,
      body: { email: newEmail, currentPassword: "geheim123" },
    });
    // The profile, opened again (a reload, the next day): the mail is still on its way.
    const pending = await call(t.app, "GET", accountPaths.email(), { cookie: account.cookie });
    expect(pending.body).toEqual({ email: account.email, pendingEmail: newEmail });

    // A typo in the address: the person withdraws it, and the link mailed there no longer works.
    const url = confirmationLink(newEmail);
    const withdrawn = await call(t.app, "DELETE", accountPaths.email(), { cookie: account.cookie });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ email: account.email, pendingEmail: null });
    const late = await t.app.request(`${url.pathname}${url.search}`);
    expect(late.headers.get("location")).toBe("/auth?email=ungueltig");
    expect((await signIn(account.email)).status).toBe(200);
    expect((await call(t.app, "GET", accountPaths.email(), { cookie: account.cookie })).body).toEqual({
      email: account.email,
      pendingEmail: null,
    });
  });

  it("tells no one but the account itself", async () => {
    expect((await call(t.app, "GET", accountPaths.email())).status).toBe(401);
    expect((await call(t.app, "DELETE", accountPaths.email())).status).toBe(401);
  });
});
