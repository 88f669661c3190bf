import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { MESSAGES } from "#shared/account/schema.ts";
import { call, signUp } from "../test/http.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// A person's mistake at sign-up or sign-in is no server error: with LOG_LEVEL=warn the log stays
// quiet about it, while a real fault is still written at error level.

interface Entry {
  level: number;
  msg?: string;
}
const entries: Entry[] = [];
const ERROR = 50;
const INFO = 30;

let t: TestContext;
beforeAll(async () => {
  const log = pino({ level: "debug" }, { write: (line: string) => entries.push(JSON.parse(line)) });
  t = await createTestApp({}, { log });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  entries.length = 0;
});

/** What went to the console (better-auth's own logger writes there). */
function consoleWrites() {
  const written: unknown[][] = [];
  for (const method of ["error", "warn", "log", "info"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      written.push(args);
    });
  }
  return written;
}

describe("refusals in the log", () => {
  it("logs an invalid sign-up below warn, through the app's log", async () => {
    const written = consoleWrites();
    const res = await call(t.app, "POST", accountPaths.signUp(), {
      body: {
        email: "kurz@example.ch",
        password: "geheim123",
        name: "ab",
        username: "ab",
        accountType: "fan",
      },
    });
    expect(res.status).toBe(400);
    expect(written).toEqual([]);
    expect(entries.filter((e) => e.level > INFO)).toEqual([]);
    expect(entries.some((e) => JSON.stringify(e).includes(MESSAGES.username))).toBe(true);
  });

  it("logs the account's sign-in lock below warn", async () => {
    const account = await signUp(t.app);
    const written = consoleWrites();
    const signIn = () =>
      call(t.app, "POST", accountPaths.signIn(), { body: { email: account.email, password: "falsch123" } });
    for (let i = 0; i < 10; i++) await signIn();
    expect((await signIn()).status).toBe(429);
    expect(written).toEqual([]);
    expect(entries.filter((e) => e.level > INFO)).toEqual([]);
  });

  it("still logs a real fault at error level", async () => {
    // A constraint only this test's database has: the profile's insert fails as a fault would.
    await t.deps.db.execute(
      "alter table profiles add constraint kaputt_check check (username <> 'kaputt') not valid",
    );
    const written = consoleWrites();
    const res = await call(t.app, "POST", accountPaths.signUp(), {
      body: {
        email: "kaputt@example.ch",
        password: "geheim123",
        name: "kaputt",
        username: "kaputt",
        accountType: "fan",
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(entries.filter((e) => e.level >= ERROR)).not.toEqual([]);
    // better-auth's own logger writes through the app's log (better-call, under it, still
    // prints a fault's «# SERVER_ERROR» itself: it gives a handler no way to say it was logged).
    expect(written.filter(([first]) => String(first).includes("[Better Auth]"))).toEqual([]);
  });
});
