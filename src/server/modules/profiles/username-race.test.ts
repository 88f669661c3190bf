import { count, eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { MESSAGES } from "#shared/account/schema.ts";
import type { AccountType } from "#shared/constants.ts";
import { account, clubAdmins, clubs, profiles, session, user } from "../../db/schema/index.ts";
import { type CallResult, call, signUp } from "../../test/http.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Two people asking for one username at the same moment: both pass the check before the write,
// and only the unique index on lower(username) tells them apart. A second connection holds the
// profiles table against writes (reads pass) until both requests wait for it, then lets go.

let t: TestContext;
let locker: postgres.Sql;
beforeAll(async () => {
  t = await createTestApp();
  // Two connections: one holds the lock, the other watches who waits for it.
  locker = postgres(t.databaseUrl, { max: 2, onnotice: () => {} });
});
afterAll(async () => {
  await locker.end();
  await t.close();
});

/** Runs `requests` while profiles takes no writes, and lets them write once `waiting` wait for it. */
async function racing<T>(waiting: number, requests: () => Promise<T>[]): Promise<T[]> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holding = locker.begin(async (tx) => {
    await tx`LOCK TABLE profiles IN SHARE MODE`;
    locked();
    await released;
  });
  await isLocked;
  const answers = Promise.all(requests());
  try {
    await expect
      .poll(
        async () => {
          const [row] = await locker<{ n: number }[]>`
            select count(*)::int as n from pg_locks
            where relation = 'profiles'::regclass and not granted`;
          return row?.n ?? 0;
        },
        { timeout: 15_000, interval: 20 },
      )
      .toBe(waiting);
  } finally {
    release();
    await holding;
  }
  return answers;
}

async function rowCounts() {
  const countOf = async (table: PgTable) => (await t.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    users: await countOf(user),
    accounts: await countOf(account),
    sessions: await countOf(session),
    profiles: await countOf(profiles),
    clubs: await countOf(clubs),
    clubAdmins: await countOf(clubAdmins),
  };
}

type Answer = CallResult<{ error?: { code: string; message: string; fields?: Record<string, string> } }>;

describe("two sign-ups with one username at the same moment", () => {
  // Another case of the same name is the same name, and so is one spelt with look-alike letters.
  const inCapitals = (name: string) => name.toUpperCase();
  const inCyrillic = (name: string) => name.replace(/a/g, "\u0430").replace(/i/g, "\u0456");
  it.each<[AccountType, AccountType, (name: string) => string]>([
    ["fan", "club", inCapitals],
    ["club", "club", inCapitals],
    ["fan", "fan", inCyrillic],
  ])(
    "a %s and a %s: one gets the name, the other a 409 on the field and nothing of it stays",
    async (first, second, twin) => {
      const name = `zwilling_${first}_${second}`;
      const people = [
        { email: `${name}.a@example.ch`, username: name, accountType: first },
        { email: `${name}.b@example.ch`, username: twin(name), accountType: second },
      ];
      const before = await rowCounts();
      const answers = await racing(2, () =>
        people.map(
          (person) =>
            call(t.app, "POST", accountPaths.signUp(), {
              body: { ...person, password: "geheim123", name: person.username },
            }) as Promise<Answer>,
        ),
      );

      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.findIndex((a) => a.status === 200);
      const loser = answers.findIndex((a) => a.status === 409);
      expect(answers[loser]?.body).toEqual({
        error: {
          code: "conflict",
          message: MESSAGES.usernameTaken,
          fields: { username: MESSAGES.usernameTaken },
        },
      });

      const won = people[winner];
      if (!won) throw new Error("no winner");
      const [wonRow] = await t.deps.db
        .select({ username: profiles.username, accountType: profiles.accountType })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .where(eq(user.email, won.email));
      expect(wonRow).toEqual({ username: won.username, accountType: won.accountType });

      // Nothing of the refused sign-up: no user, account, session, profile, club.
      const lost = people[loser];
      if (!lost) throw new Error("no loser");
      expect(await t.deps.db.select().from(user).where(eq(user.email, lost.email))).toEqual([]);
      const clubsWon = won.accountType === "club" ? 1 : 0;
      expect(await rowCounts()).toEqual({
        users: before.users + 1,
        accounts: before.accounts + 1,
        sessions: before.sessions + 1,
        profiles: before.profiles + 1,
        clubs: before.clubs + clubsWon,
        clubAdmins: before.clubAdmins + clubsWon,
      });
    },
  );
});

describe("two profile edits to one username at the same moment", () => {
  it("one gets the name, the other the field's 409, and keeps its own name", async () => {
    const anna = await signUp(t.app, { username: "anna_vorher" });
    const beat = await signUp(t.app, { username: "beat_vorher" });
    const answers = await racing(2, () =>
      [anna, beat].map(
        (person, i) =>
          call(t.app, "PATCH", accountPaths.profile(), {
            cookie: person.cookie,
            body: { username: i === 0 ? "Begehrt" : "begehrt" },
          }) as Promise<Answer>,
      ),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.findIndex((a) => a.status === 409);
    expect(answers[loser]?.body).toEqual({
      error: {
        code: "conflict",
        message: MESSAGES.usernameTaken,
        fields: { username: MESSAGES.usernameTaken },
      },
    });
    const names = await t.deps.db
      .select({ username: profiles.username })
      .from(profiles)
      .where(inArray(profiles.userId, [anna.userId, beat.userId]));
    const kept = loser === 0 ? "anna_vorher" : "beat_vorher";
    expect(names.map((n) => n.username.toLowerCase()).sort()).toEqual([kept, "begehrt"]);
  });
});

describe("two default profiles from one email name at the same moment", () => {
  it("gives the second the next free name instead of none (spec §4)", async () => {
    const people = [
      await signUp(t.app, { email: "gleichzeitig@example.ch" }),
      await signUp(t.app, { email: "gleichzeitig@example.org" }),
    ];
    await t.deps.db.delete(profiles).where(
      inArray(
        profiles.userId,
        people.map((p) => p.userId),
      ),
    );
    const answers = await racing(2, () =>
      people.map((person) => call(t.app, "GET", accountPaths.me(), { cookie: person.cookie })),
    );

    expect(answers.map((a) => [a.status, a.body.profileCreated])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(answers.map((a) => a.body.profile?.username).sort()).toEqual(["gleichzeitig", "gleichzeitig2"]);
  });
});
