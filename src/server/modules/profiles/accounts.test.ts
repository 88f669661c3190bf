import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { clubAdmins, profiles } from "../../db/schema/index.ts";
import { call, cookieFrom, signUp } from "../../test/http.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("sign-up", () => {
  it("creates a fan account with its profile and signs it in", async () => {
    const res = await call(t.app, "POST", accountPaths.signUp(), {
      body: {
        email: "Anna@Example.ch",
        password: "geheim123",
        name: "anna_b",
        username: "anna_b",
        accountType: "fan",
      },
    });
    expect(res.status).toBe(200);
    const cookie = cookieFrom(res.headers);
    expect(res.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    expect(res.headers.getSetCookie().join()).toMatch(/SameSite=Lax/i);
    const me = await call(t.app, "GET", accountPaths.me(), { cookie });
    expect(me.body.user?.email).toBe("anna@example.ch");
    expect(me.body.profile).toMatchObject({
      username: "anna_b",
      accountType: "fan",
      role: "verein_trainer",
      fullName: "anna_b",
    });
    expect(me.body.club).toBeNull();
  });

  it("gives a club account its club and admin row at once", async () => {
    const club = await signUp(t.app, { accountType: "club", username: "fc_test" });
    const me = await call(t.app, "GET", accountPaths.me(), { cookie: club.cookie });
    expect(me.body.profile?.accountType).toBe("club");
    expect(me.body.club?.id).toBeTruthy();
    const admins = await t.deps.db.select().from(clubAdmins).where(eq(clubAdmins.userId, club.userId));
    expect(admins).toHaveLength(1);
  });

  it("refuses a taken email with the spec's message", async () => {
    await signUp(t.app, { email: "dup@example.ch" });
    const res = await call(t.app, "POST", accountPaths.signUp(), {
      body: {
        email: "dup@example.ch",
        password: "geheim123",
        name: "other_one",
        username: "other_one",
        accountType: "fan",
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { message: "Diese E-Mail-Adresse ist bereits registriert." } });
  });

  it("refuses a taken username (any case) and creates no user", async () => {
    await signUp(t.app, { username: "goalgetter" });
    const res = await call(t.app, "POST", accountPaths.signUp(), {
      body: {
        email: "new@example.ch",
        password: "geheim123",
        name: "GoalGetter",
        username: "GoalGetter",
        accountType: "fan",
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { message: "Dieser Nutzername ist bereits vergeben." } });
    const signIn = await call(t.app, "POST", accountPaths.signIn(), {
      body: { email: "new@example.ch", password: "geheim123" },
    });
    expect(signIn.status).toBe(401);
  });

  // Both taken: the form said only the username, and once that was changed the next try said
  // the address. Both fields are named at once, the username first (the form's order).
  it("names both a taken username and a taken e-mail address at once", async () => {
    const first = await signUp(t.app, { username: "doppeltvergeben" });
    const res = await call(t.app, "POST", accountPaths.signUp(), {
      body: {
        email: first.email.toUpperCase(),
        password: "geheim123",
        name: "DoppeltVergeben",
        username: "DoppeltVergeben",
        accountType: "fan",
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: {
        message: "Dieser Nutzername ist bereits vergeben.",
        fields: {
          username: "Dieser Nutzername ist bereits vergeben.",
          email: "Diese E-Mail-Adresse ist bereits registriert.",
        },
      },
    });
    expect(Object.keys((res.body as { error: { fields: object } }).error.fields)).toEqual([
      "username",
      "email",
    ]);
  });

  it("refuses a username with invisible, control or direction characters, on the field, and creates no user", async () => {
    for (const username of ["\u200b\u200b\u200b", "x\u0007\u001b", "\u202eevil", "torjaeger\u200b"]) {
      const email = `unsichtbar${username.codePointAt(1)}@example.ch`;
      const res = await call(t.app, "POST", accountPaths.signUp(), {
        body: { email, password: "geheim123", name: "Unsichtbar", username, accountType: "fan" },
      });
      expect(res.status, JSON.stringify(username)).toBe(400);
      expect(res.body).toMatchObject({
        error: { fields: { username: expect.stringMatching(/^Der Nutzername /) } },
      });
      const signIn = await call(t.app, "POST", accountPaths.signIn(), {
        body: { email, password: "geheim123" },
      });
      expect(signIn.status).toBe(401);
    }
  });

  it("refuses a look-alike of a taken username as taken", async () => {
    await signUp(t.app, { username: "seeblicker" });
    // A Cyrillic е twice, a one for the l, and the name in capitals.
    for (const username of ["s\u0435\u0435blicker", "seeb1icker", "SEEBLICKER"]) {
      const res = await call(t.app, "POST", accountPaths.signUp(), {
        body: {
          email: "doppelgaenger@example.ch",
          password: "geheim123",
          name: username,
          username,
          accountType: "fan",
        },
      });
      expect(res.status, username).toBe(409);
      expect(res.body).toMatchObject({
        error: { fields: { username: "Dieser Nutzername ist bereits vergeben." } },
      });
    }
    const signIn = await call(t.app, "POST", accountPaths.signIn(), {
      body: { email: "doppelgaenger@example.ch", password: "geheim123" },
    });
    expect(signIn.status).toBe(401);
  });

  it.each([
    [
      { email: "kein-mail", password: "geheim123", username: "abc", accountType: "fan" },
      "Gültige E-Mail-Adresse erforderlich",
    ],
    [
      { email: "a@b.ch", password: "12345", username: "abc", accountType: "fan" },
      "Das Passwort muss mindestens 6 Zeichen lang sein",
    ],
    [
      { email: "a@b.ch", password: "geheim123", username: "ab", accountType: "fan" },
      "Nutzername muss mindestens 3 Zeichen lang sein",
    ],
    [
      { email: "a@b.ch", password: "geheim123", username: "abc", accountType: "admin" },
      "Bitte wähle einen Kontotyp",
    ],
  ])("validates %o", async (body, message) => {
    const res = await call(t.app, "POST", accountPaths.signUp(), {
      body: { ...body, name: body.username },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { message } });
  });
});

describe("sign-in", () => {
  it("signs in with the right password and refuses a wrong one in German", async () => {
    await signUp(t.app, { email: "login@example.ch", password: "richtig123" });
    const ok = await call(t.app, "POST", accountPaths.signIn(), {
      body: { email: "login@example.ch", password: "richtig123" },
    });
    expect(ok.status).toBe(200);
    const me = await call(t.app, "GET", accountPaths.me(), { cookie: cookieFrom(ok.headers) });
    expect(me.body.user?.email).toBe("login@example.ch");

    const wrong = await call(t.app, "POST", accountPaths.signIn(), {
      body: { email: "login@example.ch", password: "falsch123" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: { message: "E-Mail-Adresse oder Passwort ist falsch." } });
  });

  it("stores the password as argon2id with OWASP parameters", async () => {
    const { userId } = await signUp(t.app);
    const rows = await t.deps.sql<
      { password: string }[]
    >`select password from account where user_id = ${userId}`;
    expect(rows[0]?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("limits sign-in attempts per client address with a high ceiling and a German 429", async () => {
    // Many people behind one address (a club's Wi-Fi): 60 attempts a minute pass, the 61st not.
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await call(t.app, "POST", accountPaths.signIn(), {
        ip,
        body: { email: `x${i}@example.ch`, password: "falsch123" },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toMatchObject({ error: { code: "rate_limited" } });
        expect(JSON.stringify(res.body)).toContain("Zu viele Versuche");
      }
    }
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it("signs out", async () => {
    const { cookie } = await signUp(t.app);
    const out = await call(t.app, "POST", accountPaths.signOut(), { cookie, body: {} });
    expect(out.status).toBe(200);
    const me = await call(t.app, "GET", accountPaths.me(), { cookie: cookieFrom(out.headers) });
    expect(me.body.user).toBeNull();
  });
});

describe("profile", () => {
  it("reads and updates the own profile", async () => {
    const { cookie } = await signUp(t.app, { username: "profil_user" });
    const res = await call(t.app, "PATCH", accountPaths.profile(), {
      cookie,
      body: {
        username: "profil_neu",
        fullName: "Nora Keller",
        address: "Seestrasse 1",
        city: "Zürich",
        phone: "+41 44 123 45 67",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      username: "profil_neu",
      fullName: "Nora Keller",
      city: "Zürich",
    });
    const me = await call(t.app, "GET", accountPaths.me(), { cookie });
    expect(me.body.profile?.username).toBe("profil_neu");
  });

  it("refuses a taken username, a short one, and a visitor", async () => {
    await signUp(t.app, { username: "schon_da" });
    const { cookie } = await signUp(t.app);
    const taken = await call(t.app, "PATCH", accountPaths.profile(), {
      cookie,
      body: { username: "SCHON_DA" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { message: "Dieser Nutzername ist bereits vergeben." } });
    const short = await call(t.app, "PATCH", accountPaths.profile(), { cookie, body: { username: "ab" } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      error: { message: "Nutzername muss mindestens 3 Zeichen lang sein" },
    });
    const visitor = await call(t.app, "PATCH", accountPaths.profile(), { body: { username: "gast_user" } });
    expect(visitor.status).toBe(401);
  });

  it("refuses invisible, control and direction characters and look-alikes of a taken name, and keeps the own one", async () => {
    await signUp(t.app, { username: "vorstopper" });
    const { cookie } = await signUp(t.app, { username: "libero_alt" });
    for (const username of ["\u200b\u200b\u200b", "x\u0007\u001b", "\u202eevil", "vorstopper\u200b"]) {
      const res = await call(t.app, "PATCH", accountPaths.profile(), { cookie, body: { username } });
      expect(res.status, JSON.stringify(username)).toBe(400);
      expect(res.body).toMatchObject({
        error: { fields: { username: expect.stringMatching(/^Der Nutzername /) } },
      });
    }
    for (const username of ["v\u043erst\u043epper", "VORST0PPER"]) {
      const res = await call(t.app, "PATCH", accountPaths.profile(), { cookie, body: { username } });
      expect(res.status, username).toBe(409);
      expect(res.body).toMatchObject({
        error: { fields: { username: "Dieser Nutzername ist bereits vergeben." } },
      });
    }
    expect((await call(t.app, "GET", accountPaths.me(), { cookie })).body.profile?.username).toBe(
      "libero_alt",
    );
    // The own name in other letters is still the own name.
    const own = await call(t.app, "PATCH", accountPaths.profile(), {
      cookie,
      body: { username: "Libero_Alt" },
    });
    expect(own.status).toBe(200);
    expect(own.body.profile?.username).toBe("Libero_Alt");
  });

  it("creates a default profile for a user who has none (spec §4)", async () => {
    const { cookie, userId } = await signUp(t.app, { email: "ohne.profil@example.ch" });
    await t.deps.db.delete(profiles).where(eq(profiles.userId, userId));
    const me = await call(t.app, "GET", accountPaths.me(), { cookie });
    expect(me.body.profileCreated).toBe(true);
    expect(me.body.profile).toMatchObject({
      username: "ohne.profil",
      accountType: "fan",
      role: "verein_trainer",
    });
  });
});

describe("profile image", () => {
  /** The file under the uploads folder an answered URL names. */
  const storedKey = (url: string) => new URL(url).pathname.slice("/uploads/".length);
  const upload = (cookie: string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
    const form = new FormData();
    form.set("file", new File([bytes], name, { type }));
    return call<{ profileImageUrl?: string; error?: { message: string } }>(
      t.app,
      "POST",
      accountPaths.profileImage(),
      {
        cookie,
        form,
      },
    );
  };

  it("accepts a real PNG, re-encodes it and strips metadata", async () => {
    const { cookie } = await signUp(t.app);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#15803d" } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: "geheim" } } })
      .toBuffer();
    const res = await upload(cookie, new Uint8Array(png), "bild.png", "image/png");
    expect(res.status).toBe(200);
    // Absolute with the test app's PUBLIC_URL, as every answer of /api/me names an upload.
    const url = res.body.profileImageUrl ?? "";
    expect(url).toMatch(/^http:\/\/localhost:3000\/uploads\/profile-images\/.+\.webp$/);
    const stored = await sharp(`${t.uploadsDir}/${storedKey(url)}`).metadata();
    expect(stored.width).toBeLessThanOrEqual(512);
    expect(stored.exif).toBeUndefined();
    const me = await call<{ profile: { profileImageUrl: string } }>(t.app, "GET", accountPaths.me(), {
      cookie,
    });
    expect(me.body.profile.profileImageUrl).toBe(url);
  });

  it("goes with the account: its file is removed once the account is deleted", async () => {
    const { cookie } = await signUp(t.app);
    const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: "#15803d" } })
      .png()
      .toBuffer();
    const url =
      (await upload(cookie, new Uint8Array(png), "ich.png", "image/png")).body.profileImageUrl ?? "";
    const file = path.join(t.uploadsDir, storedKey(url));
    expect(existsSync(file)).toBe(true);
    const deleted = await call(t.app, "POST", accountPaths.deleteUser(), {
      cookie,
      body: { password: "geheim123" },
    });
    expect(deleted.status).toBe(200);
    expect(existsSync(file)).toBe(false);
  });

  it("rejects a text file renamed to .png", async () => {
    const { cookie } = await signUp(t.app);
    const res = await upload(
      cookie,
      new TextEncoder().encode("kein bild, nur text"),
      "fake.png",
      "image/png",
    );
    expect(res.status).toBe(415);
    expect(res.body.error?.message).toBe("Nur JPG, PNG und WebP-Dateien sind erlaubt.");
  });

  it("rejects a 6 MB file", async () => {
    const { cookie } = await signUp(t.app);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(cookie, big, "riesig.png", "image/png");
    expect(res.status).toBe(413);
    expect(res.body.error?.message).toBe("Datei ist zu groß. Maximale Größe ist 5MB.");
  });

  it("refuses a visitor", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([png], "a.png", { type: "image/png" }));
    const res = await call(t.app, "POST", accountPaths.profileImage(), { form });
    expect(res.status).toBe(401);
  });
});
