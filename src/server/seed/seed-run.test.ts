import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, pushSenderState, user } from "../db/schema/index.ts";
import { readEnv } from "../env.ts";
import { signUp } from "../test/http.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { runSeed, SeedRefused } from "./run.ts";

// `npm run seed` on a database with data refuses unless forced (or confirmed on
// a terminal), and a forced seed leaves the push sender's position in realtime_log alone.

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app, { accountType: "club", email: "lebt@example.ch", username: "lebt" });
});
afterAll(async () => {
  await t.close();
});

const seedEnv = () => readEnv({ DATABASE_URL: t.databaseUrl, DATA_DIR: t.uploadsDir, LOG_LEVEL: "silent" });

async function counts() {
  const [people] = await t.deps.db.select({ n: count() }).from(user);
  const [clubRows] = await t.deps.db.select({ n: count() }).from(clubs);
  return { people: people?.n, clubs: clubRows?.n };
}

describe("npm run seed on a database that holds data", () => {
  it("refuses without --force where nobody can confirm, with a German message, and changes nothing", async () => {
    const before = await counts();
    const refused = runSeed(seedEnv(), { force: false });
    await expect(refused).rejects.toBeInstanceOf(SeedRefused);
    await expect(refused).rejects.toThrow(/enthält Daten: 1 Vereine, 1 Konten.*npm run seed -- --force/s);
    expect(await counts()).toEqual(before);
  });

  it("asks on a terminal and keeps everything on a no", async () => {
    const before = await counts();
    const questions: string[] = [];
    const declined = runSeed(seedEnv(), {
      force: false,
      confirm: async (question) => {
        questions.push(question);
        return false;
      },
    });
    await expect(declined).rejects.toThrow("Abgebrochen: nichts geändert.");
    expect(questions).toHaveLength(1);
    expect(questions[0]).toContain("Alles löschen");
    expect(await counts()).toEqual(before);
  });

  it("with --force loads the demo data and keeps the push sender's position", async () => {
    await t.deps.db.insert(pushSenderState).values({ id: 1, lastLogId: 4711 }).onConflictDoNothing();
    await runSeed(seedEnv(), { force: true });
    const after = await counts();
    expect(after.clubs).toBeGreaterThan(1);
    // Emptied, a running sender would read realtime_log from the start and send it all again.
    const [state] = await t.deps.db.select().from(pushSenderState).where(eq(pushSenderState.id, 1));
    expect(state?.lastLogId).toBe(4711);
    const [lebt] = await t.deps.db.select().from(user).where(eq(user.email, "lebt@example.ch"));
    expect(lebt).toBeUndefined();
  }, 120_000);
});
