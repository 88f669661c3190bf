import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, clubNews as news } from "../db/schema/index.ts";
import { call } from "../test/http.ts";
import { type Actors, createActors } from "../test/manage-actors.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { IDEMPOTENCY_MESSAGES, REPLAYED_HEADER } from "./idempotency.ts";

let t: TestContext;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await createActors(t);
});
afterAll(async () => {
  await t.close();
});

const newsPath = () => `/api/manage/clubs/${a.owner.clubId}/news`;
const post = (key: string, title: string, cookie = a.owner.cookie) =>
  call<{ news: { id: string; title: string } }>(t.app, "POST", newsPath(), {
    cookie,
    body: { title, content: "Text" },
    headers: { "idempotency-key": key },
  });
const countTitled = async (title: string) =>
  (await t.deps.db.select({ id: news.id }).from(news).where(eq(news.title, title))).length;

/** Makes PostgreSQL refuse the key's insert or update (the claim or the stored answer) for one key; null stops it. */
async function failOn(operation: "insert" | "update", key: string | null): Promise<void> {
  const trigger = `idempotency_test_fail_${operation}`;
  await t.deps.sql.unsafe(`drop trigger if exists ${trigger} on idempotency_keys`);
  if (key === null) return;
  await t.deps.sql.unsafe(`
    create or replace function ${trigger}() returns trigger language plpgsql as $$
    begin
      if new.key = '${key}' then raise exception 'test: % refused', tg_op; end if;
      return new;
    end $$`);
  await t.deps.sql.unsafe(
    `create trigger ${trigger} before ${operation} on idempotency_keys for each row execute function ${trigger}()`,
  );
}

describe("Idempotency-Key", () => {
  it("the same key twice writes one row and answers the first answer again", async () => {
    const first = await post("key-same-1", "Einmal");
    const second = await post("key-same-1", "Einmal");
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(await countTitled("Einmal")).toBe(1);
  });

  it("the same key with another body is 422 in German and writes nothing", async () => {
    await post("key-other-1", "Erster Text");
    const res = await post("key-other-1", "Anderer Text");
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { message: IDEMPOTENCY_MESSAGES.otherBody } });
    expect(await countTitled("Anderer Text")).toBe(0);
  });

  it("keys are per user: another user's same key is a new request", async () => {
    const mine = await post("key-user-1", "Vom Besitzer");
    const theirs = await call(t.app, "POST", `/api/manage/clubs/${a.other.clubId}/news`, {
      cookie: a.other.cookie,
      body: { title: "Vom Besitzer", content: "Text" },
      headers: { "idempotency-key": "key-user-1" },
    });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await countTitled("Vom Besitzer")).toBe(2);
  });

  it("a duplicate while the first still runs gets 409 in_progress with Retry-After, not a refusal", async () => {
    // Hold the key as a first request that has not finished yet would.
    await t.deps.db.insert(idempotencyKeys).values({
      scope: a.owner.userId,
      method: "POST",
      path: newsPath(),
      key: "key-running",
      requestHash: "x",
    });
    const res = await post("key-running", "Parallel");
    expect(res.status).toBe(409);
    // Its own code: a client must tell «try again shortly» from a real refusal (`conflict`).
    expect(res.body).toEqual({ error: { code: "in_progress", message: IDEMPOTENCY_MESSAGES.inProgress } });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await countTitled("Parallel")).toBe(0);
  });

  it("concurrent duplicates write once", async () => {
    const results = await Promise.all([post("key-race", "Rennen"), post("key-race", "Rennen")]);
    expect(results.map((r) => r.status).sort()).toEqual(expect.arrayContaining([201]));
    for (const r of results) expect([201, 409]).toContain(r.status);
    expect(await countTitled("Rennen")).toBe(1);
  });

  it("a key older than 24 h is forgotten", async () => {
    await post("key-old", "Alt");
    await t.deps.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.key, "key-old"));
    const again = await post("key-old", "Alt");
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await countTitled("Alt")).toBe(2);
  });

  it("does not keep failed answers worth retrying, but keeps refusals", async () => {
    const refused = await post("key-refused", "", a.owner.cookie);
    expect(refused.status).toBe(400);
    const again = await post("key-refused", "");
    expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
  });

  it("a claim that fails writes nothing and answers 500", async () => {
    await failOn("insert", "key-claim-fails");
    try {
      const res = await post("key-claim-fails", "Ohne Anspruch");
      expect(res.status).toBe(500);
      expect(await countTitled("Ohne Anspruch")).toBe(0);
    } finally {
      await failOn("insert", null);
    }
    const again = await post("key-claim-fails", "Ohne Anspruch");
    expect(again.status).toBe(201);
    expect(await countTitled("Ohne Anspruch")).toBe(1);
  });

  it("an answer that cannot be stored undoes the write, and the same key then writes once", async () => {
    await failOn("update", "key-answer-fails");
    try {
      const res = await post("key-answer-fails", "Ohne Antwort");
      expect(res.status).toBe(500);
      expect(await countTitled("Ohne Antwort")).toBe(0);
      const [claim] = await t.deps.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, "key-answer-fails"));
      expect(claim).toBeUndefined();
    } finally {
      await failOn("update", null);
    }
    const again = await post("key-answer-fails", "Ohne Antwort");
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await countTitled("Ohne Antwort")).toBe(1);
  });

  it("refuses a malformed key with 400", async () => {
    const res = await post("mit leerzeichen", "Schlüssel");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { message: IDEMPOTENCY_MESSAGES.invalidKey } });
  });
});
