import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { MESSAGES } from "#shared/account/schema.ts";
import { profiles, user } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import { readableMail, resetTokenFrom } from "../../test/mail-text.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// What an account's own texts may hold: its names, its address, its password.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NAME_FAULT = /(enthält unsichtbare Zeichen|darf keine Steuerzeichen)/;

function signIn(email: string, password: string) {
  return call(t.app, "POST", accountPaths.signIn(), { body: { email, password } });
}

async function userRow(email: string) {
  return (await t.deps.db.select().from(user).where(eq(user.email, email)))[0];
}

describe("an account's names", () => {
  it("refuses a sign-up whose name or full name holds a control or a direction override, and creates no user", async () => {
    const cases = [
      { name: "Anna\u0007", fullName: "Anna", field: "name", subject: "Der Name" },
      { name: "Anna", fullName: "\u202eannA", field: "fullName", subject: "Der vollständige Name" },
      { name: "Anna", fullName: "\u001b[2JAnna", field: "fullName", subject: "Der vollständige Name" },
    ];
    for (const [i, { field, subject, ...names }] of cases.entries()) {
      const email = `steuerzeichen${i}@example.ch`;
      const res = await call(t.app, "POST", accountPaths.signUp(), {
        body: { email, password: "geheim123", username: `anna_${i}`, accountType: "fan", ...names },
      });
      expect(res.status, JSON.stringify(names)).toBe(400);
      expect(res.body).toMatchObject({
        error: { fields: { [field]: expect.stringMatching(new RegExp(`^${subject} `)) } },
      });
      expect((res.body as { error: { fields: Record<string, string> } }).error.fields[field]).toMatch(
        NAME_FAULT,
      );
      expect(await userRow(email)).toBeUndefined();
    }
  });

  it("refuses better-auth's own name change with the same rule", async () => {
    const account = await signUp(t.app, { username: "namenswechsel" });
    const res = await call(t.app, "POST", "/api/auth/update-user", {
      cookie: account.cookie,
      body: { name: "\u202eevil" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { name: expect.stringMatching(/^Der Name /) } } });
    expect((await userRow(account.email))?.name).toBe("namenswechsel");
  });

  // better-auth's user.image is shown nowhere (the profile's picture is an upload), yet its
  // /update-user stored any text there: a javascript: address, a page of text.
  it("refuses better-auth's own image field and stores nothing", async () => {
    const account = await signUp(t.app, { username: "bildwechsel" });
    for (const image of ["javascript:alert(1)", "https://example.ch/bild.png", "x".repeat(5000)]) {
      const res = await call(t.app, "POST", "/api/auth/update-user", {
        cookie: account.cookie,
        body: { image },
      });
      expect(res.status, image.slice(0, 30)).toBe(400);
      expect(res.body).toMatchObject({ error: { fields: { image: MESSAGES.imageByUpload } } });
    }
    expect((await userRow(account.email))?.image).toBeNull();
  });

  it("refuses a profile's full name, address or city with a control or a direction override, and writes nothing", async () => {
    const account = await signUp(t.app, { username: "adresse_alt" });
    const before = await call(t.app, "PATCH", accountPaths.profile(), {
      cookie: account.cookie,
      body: { fullName: "Nora Keller", address: "Seestrasse 1", city: "Zürich" },
    });
    expect(before.status).toBe(200);
    const cases = [
      { fullName: "Nora\u0007Keller", field: "fullName", subject: "Der vollständige Name" },
      { address: "\u202e1 essartseeS", field: "address", subject: "Die Adresse" },
      { city: "Z\u001b[31mürich", field: "city", subject: "Der Ort" },
    ];
    for (const { field, subject, ...body } of cases) {
      const res = await call(t.app, "PATCH", accountPaths.profile(), { cookie: account.cookie, body });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({
        error: { fields: { [field]: expect.stringMatching(new RegExp(`^${subject} `)) } },
      });
    }
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, account.userId));
    expect(row).toMatchObject({ fullName: "Nora Keller", address: "Seestrasse 1", city: "Zürich" });
    // Empty is still fine: the fields are optional.
    const cleared = await call(t.app, "PATCH", accountPaths.profile(), {
      cookie: account.cookie,
      body: { address: "", city: "" },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.profile).toMatchObject({ fullName: "Nora Keller", address: "", city: "" });
  });
});

describe("a password of white space only", () => {
  const BLANK = "      ";

  it("is refused at sign-up on its field, and no account is created", async () => {
    const email = "leerzeichen@example.ch";
    const res = await call(t.app, "POST", accountPaths.signUp(), {
      body: { email, password: BLANK, name: "leer_passwort", username: "leer_passwort", accountType: "fan" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { password: MESSAGES.passwordBlank } } });
    expect(await userRow(email)).toBeUndefined();
  });

  it("is refused as a new password, and the old one still signs in", async () => {
    const account = await signUp(t.app);
    const res = await call(t.app, "POST", accountPaths.changePassword(), {
      cookie: account.cookie,
      body: { currentPassword: "geheim123", newPassword: BLANK },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { newPassword: MESSAGES.passwordBlank } } });
    expect((await signIn(account.email, BLANK)).status).toBe(401);
    expect((await signIn(account.email, "geheim123")).status).toBe(200);
  });

  it("is refused by the reset link, which still works for a real password", async () => {
    const account = await signUp(t.app);
    await call(t.app, "POST", accountPaths.requestPasswordReset(), {
      body: { email: account.email, redirectTo: "/passwort-zuruecksetzen" },
    });
    const outbox = path.join(t.uploadsDir, "outbox");
    const mails = readdirSync(outbox).map((file) =>
      readableMail(readFileSync(path.join(outbox, file), "latin1")),
    );
    const token = resetTokenFrom(mails.find((mail) => mail.includes(`To: ${account.email}`)) ?? "");
    const blank = await call(t.app, "POST", accountPaths.resetPassword(), {
      body: { token, newPassword: BLANK },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: { fields: { newPassword: MESSAGES.passwordBlank } } });
    expect((await signIn(account.email, BLANK)).status).toBe(401);
    const reset = await call(t.app, "POST", accountPaths.resetPassword(), {
      body: { token, newPassword: "neues-passwort" },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(account.email, "neues-passwort")).status).toBe(200);
  });
});
