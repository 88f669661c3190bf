import { AsyncLocalStorage } from "node:async_hooks";
import { eq, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema/index.ts";
import { clubs } from "../db/schema/index.ts";
import { clientDirWithShell } from "../test/client-shell.ts";
import { signUp } from "../test/http.ts";
import { insertClub, insertEvents, insertMatch, insertPlayer, insertTeam } from "../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { serveClient } from "./static-files.ts";

// Server-rendered pages kept in the read cache (READ_CACHE=on, as the running server has it):
// for anonymous visitors, as long as every read the page made is unchanged, each answer with a
// nonce of its own.

let t: TestContext;
let clubId: string;
let teamId: string;
let playerId: string;
let matchId: string;
let queries = 0;
const sent: string[] = [];
// Only the statements a page's request sends: the server's own work beside it (the live hub
// reading its log after a notification, its pruning) runs in contexts of its own, and counted
// with the request it made «answers again without a query» fail on a busy machine.
const inRequest = new AsyncLocalStorage<true>();

beforeAll(async () => {
  t = await createTestApp(
    { READ_CACHE: "on" },
    {
      dbLogger: {
        logQuery: (query) => {
          if (!inRequest.getStore()) return;
          queries++;
          sent.push(query);
        },
      },
    },
  );
  const clientDir = clientDirWithShell();
  serveClient(t.app, { clientDir, uploadsDir: t.uploadsDir });
  const club = await insertClub(t.deps.db, "FC Seeblick Gespeichert");
  const rival = await insertClub(t.deps.db, "SC Bergdorf Gespeichert");
  clubId = club.id;
  const home = await insertTeam(t.deps.db, "1. Mannschaft", { clubId, canton: "Bern", league: "4. Liga" });
  const away = await insertTeam(t.deps.db, "2. Mannschaft", {
    clubId: rival.id,
    canton: "Bern",
    league: "4. Liga",
  });
  teamId = home.id;
  const scorer = await insertPlayer(t.deps.db, home.id, "Lina", "Speicher");
  playerId = scorer.id;
  const match = await insertMatch(t.deps.db, home.id, away.id, [3, 1]);
  matchId = match.id;
  await insertEvents(t.deps.db, match.id, [{ type: "goal", playerId: scorer.id, minute: 17 }]);
  // The fixtures were written straight into the database: wait until the cache heard of them.
  await t.deps.readCache?.catchUp();
});
afterAll(() => t.close());

async function page(url: string, headers: Record<string, string> = {}) {
  return inRequest.run(true, async () => {
    const res = await t.app.request(url, { headers: { "x-forwarded-for": "192.0.2.77", ...headers } });
    return { status: res.status, headers: res.headers, html: await res.text() };
  });
}

/** The nonce the answer's policy allows, and every nonce its HTML carries. */
function nonces(res: { headers: Headers; html: string }) {
  const policy = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  const inHtml = [...res.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
  return { policy, inHtml };
}

const TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table));

function tablesNamedIn(statement: string): string[] {
  return TABLES.filter((table) => new RegExp(`(?<![\\w$])${table}(?![\\w$])`).test(statement));
}

function pages(): string[] {
  return [
    `/vereine/${clubId}`,
    `/vereine/${clubId}/teams/${teamId}`,
    `/players/${playerId}`,
    `/spiele/${matchId}`,
    "/vereine",
    "/spielplan",
    "/spielplan?kanton=Z%C3%BCrich&liga=3.%20Liga&gruppe=Gruppe%201",
    "/ranking",
    "/",
  ];
}

describe("server-rendered pages from the read cache", () => {
  it("keeps each page with every table the statements of its head and its reads named", async () => {
    for (const url of pages()) {
      sent.length = 0;
      const res = await page(url);
      expect(res.status, url).toBe(200);
      const kept = t.deps.readCache?.tablesOf(`page:http://localhost:3000${url}`);
      expect(kept, `${url} was not kept`).toBeDefined();
      const missing = [...new Set(sent.flatMap(tablesNamedIn))].filter((table) => !kept?.includes(table));
      expect(missing, `${url} reads tables its declarations miss`).toEqual([]);
    }
  });

  it("answers an anonymous visitor's page again without a query, with a fresh nonce each time", async () => {
    const url = `/vereine/${clubId}`;
    const first = await page(url);
    const before = queries;
    const again = await page(url);
    expect(queries - before).toBe(0);
    expect(again.status).toBe(200);
    expect(again.html).toContain("FC Seeblick Gespeichert");
    const a = nonces(first);
    const b = nonces(again);
    expect(b.policy).toBeDefined();
    expect(b.policy).not.toBe(a.policy);
    // React writes a script (with the nonce) only where a part of the page was still loading;
    // whatever it wrote carries this answer's nonce, never the kept page's placeholder.
    expect(b.inHtml.every((nonce) => nonce === b.policy)).toBe(true);
    expect(again.html).not.toMatch(/nonce[0-9a-f]{36}/);
    expect(again.html.replaceAll(b.policy ?? "", "N")).toBe(first.html.replaceAll(a.policy ?? "", "N"));
  });

  it("renders a page that many ask for at once a single time", async () => {
    let before = queries;
    await page(`/vereine/${clubId}?einmal=1`);
    const oneRender = queries - before;
    expect(oneRender).toBeGreaterThan(0);
    before = queries;
    const answers = await Promise.all(Array.from({ length: 10 }, () => page(`/vereine/${clubId}?einmal=2`)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(queries - before).toBe(oneRender);
  });

  it("renders a page again once a table it read changed", async () => {
    const url = `/vereine/${clubId}`;
    await page(url);
    await t.deps.db.update(clubs).set({ clubName: "FC Seeblick Umbenannt" }).where(eq(clubs.id, clubId));
    await t.deps.readCache?.catchUp();
    expect((await page(url)).html).toContain("FC Seeblick Umbenannt");
  });

  it("never answers a signed-in visitor from memory", async () => {
    const url = `/vereine/${clubId}/teams/${teamId}`;
    await page(url);
    const { cookie } = await signUp(t.app);
    const before = queries;
    const res = await page(url, { cookie });
    expect(res.status).toBe(200);
    expect(queries).toBeGreaterThan(before);
  });

  it("keeps no page that is not found", async () => {
    const url = "/vereine/00000000-0000-4000-8000-000000000000";
    expect((await page(url)).status).toBe(404);
    expect(t.deps.readCache?.tablesOf(`page:http://localhost:3000${url}`)).toBeUndefined();
  });
});
