import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { MESSAGES } from "#shared/account/schema.ts";
import { usernameKey } from "#shared/account/username-key.ts";
import { MIGRATIONS_DIR } from "../../db/migrate.ts";
import { profiles } from "../../db/schema/index.ts";
import { refreshUsernameKeys, usernameKeyColumns } from "../../db/username-keys.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The migration to username_key over accounts that exist: names that only the new rule finds
// alike must neither fail the migration nor cost anyone their name.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowVersions = async () =>
  (
    await t.deps.db.execute<{ user_id: string; xmin: string }>(
      sql`select user_id, xmin::text from profiles order by user_id`,
    )
  ).map((row) => `${row.user_id}:${row.xmin}`);

const keyOf = async (userId: string) =>
  (await t.deps.db.select({ key: profiles.usernameKey }).from(profiles).where(eq(profiles.userId, userId)))[0]
    ?.key;

describe("username keys over existing accounts", () => {
  let older: SignedUp;
  let newer: SignedUp;
  let other: SignedUp;

  beforeAll(async () => {
    older = await signUp(t.app, { username: "platzhalter_a" });
    newer = await signUp(t.app, { username: "platzhalter_b" });
    other = await signUp(t.app, { username: "platzhalter_c" });
    // The table as it was before migration 0033, holding names the old lower-case rule told apart.
    await t.deps.db.execute(sql`drop index profiles_username_key_idx`);
    await t.deps.db.execute(sql`alter table profiles drop column username_key`);
    await t.deps.db.execute(sql`alter table profiles drop column username_key_version`);
    const rename = (user: SignedUp, name: string) =>
      t.deps.db.execute(sql`update profiles set username = ${name} where user_id = ${user.userId}`);
    await rename(older, "Tor.Jaeger");
    await rename(newer, "t\u043erjaeger"); // a Cyrillic о
    await rename(other, "Libero");
    for (const file of ["0033_username-key.sql", "0034_username-key-version.sql"]) {
      const migration = readFileSync(path.join(MIGRATIONS_DIR, file), "utf8");
      for (const statement of migration.split("--> statement-breakpoint")) {
        await t.deps.db.execute(sql.raw(statement));
      }
    }
    await refreshUsernameKeys(t.deps.db);
  });

  it("migrates without failing: the older account holds the key, the newer keeps its own, both keep their names", async () => {
    expect(await keyOf(older.userId)).toBe("torjaeger");
    expect(await keyOf(newer.userId)).toBe("t\u043erjaeger");
    expect(await keyOf(other.userId)).toBe("libero");
    const names = await t.deps.db.select({ username: profiles.username }).from(profiles);
    expect(names.map((n) => n.username).sort()).toEqual(["Libero", "Tor.Jaeger", "t\u043erjaeger"].sort());
    // A second start changes nothing and does not fail either.
    expect(await refreshUsernameKeys(t.deps.db)).toBe(0);
  });

  it("refuses a new look-alike of either name as taken", async () => {
    for (const username of ["torjaeger", "TOR_JAEGER", "t\u043erj\u0430eger"]) {
      const res = await call(t.app, "POST", accountPaths.signUp(), {
        body: {
          email: "neu@example.ch",
          password: "geheim123",
          name: username,
          username,
          accountType: "fan",
        },
      });
      expect(res.status, username).toBe(409);
      expect(res.body).toMatchObject({ error: { message: MESSAGES.usernameTaken } });
    }
  });

  it("lets the newer account save its profile under its name, and take a free one", async () => {
    const same = await call(t.app, "PATCH", accountPaths.profile(), {
      cookie: newer.cookie,
      body: { username: "t\u043erjaeger", city: "Bern" },
    });
    expect(same.status).toBe(200);
    expect(same.body.profile).toMatchObject({ username: "t\u043erjaeger", city: "Bern" });
    const free = await call(t.app, "PATCH", accountPaths.profile(), {
      cookie: newer.cookie,
      body: { username: "schlussmann" },
    });
    expect(free.status).toBe(200);
    expect(await keyOf(newer.userId)).toBe(usernameKey("schlussmann"));
  });
});

describe("username keys at a later start", () => {
  it("reads and writes none of the rows the current rule computed", async () => {
    const kept = await signUp(t.app, { username: "Aussenverteidiger" });
    // A key no rule gives: the start must take a row marked current as it is, not read it again.
    await t.deps.db.update(profiles).set({ usernameKey: "markiert" }).where(eq(profiles.userId, kept.userId));
    const before = await rowVersions();
    expect(await refreshUsernameKeys(t.deps.db)).toBe(0);
    expect(await rowVersions()).toEqual(before);
    expect(await keyOf(kept.userId)).toBe("markiert");
    await t.deps.db
      .update(profiles)
      .set(usernameKeyColumns("Aussenverteidiger"))
      .where(eq(profiles.userId, kept.userId));
  });

  it("gives a row an older build wrote its key, once", async () => {
    const renamed = await signUp(t.app, { username: "Fluegelflitzer" });
    // An older build renamed the account: lower-case key, no version.
    await t.deps.db.execute(
      sql`update profiles set username = 'Sturm.Tank', username_key = 'sturm.tank', username_key_version = null where user_id = ${renamed.userId}`,
    );
    expect(await refreshUsernameKeys(t.deps.db)).toBe(1);
    expect(await keyOf(renamed.userId)).toBe(usernameKey("Sturm.Tank"));
    const before = await rowVersions();
    expect(await refreshUsernameKeys(t.deps.db)).toBe(0);
    expect(await rowVersions()).toEqual(before);
  });
});
