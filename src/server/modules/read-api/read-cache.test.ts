import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "../../../shared/clubs/paths.ts";
import type { ApiPath } from "../../../shared/http.ts";
import { lineupPaths } from "../../../shared/lineups/paths.ts";
import { matchPaths } from "../../../shared/matches/paths.ts";
import { newsPaths } from "../../../shared/news/paths.ts";
import { playerPaths } from "../../../shared/players/paths.ts";
import { rankingPaths } from "../../../shared/rankings/paths.ts";
import { teamPaths } from "../../../shared/teams/paths.ts";
import * as schema from "../../db/schema/index.ts";
import { clubs } from "../../db/schema/index.ts";
import { publicBaseUrl } from "../../env.ts";
import { readKey } from "../../http/public-cache.ts";
import { call } from "../../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../../test/match-fixtures.ts";
import { createAppOnDatabase, createTestApp, type TestContext } from "../../test/test-app.ts";

// The public read cache as the running server has it (READ_CACHE=on): answers kept until a
// table they read changes, whoever changed it.

let t: TestContext;
let club: TestClub;
let matchId: string;
let queries = 0;
/** The statements Drizzle sent since the last `sent.length = 0`. */
const sent: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { READ_CACHE: "on" },
    {
      dbLogger: {
        logQuery: (query) => {
          queries++;
          sent.push(query);
        },
      },
    },
  );
  club = await createClubWithTeam(t);
  const opponent = await createTeam(t, { clubId: null, name: "SC Zwischenspeicher" });
  matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponent, days: -1 });
});
afterAll(() => t.close());

function read(path: ApiPath<unknown> | string, headers: Record<string, string> = {}) {
  return t.app.request(String(path), { headers: { "x-forwarded-for": "192.0.2.41", ...headers } });
}

async function clubName(): Promise<string> {
  const res = await read(clubPaths.detail(club.clubId));
  return ((await res.json()) as { club: { clubName: string } }).club.clubName;
}

function fanPaths(): string[] {
  return [
    clubPaths.list({ page: 1, pageSize: 20 }),
    clubPaths.list({ search: "Team", page: 1, pageSize: 20 }),
    clubPaths.detail(club.clubId),
    clubPaths.teams(club.clubId),
    clubPaths.board(club.clubId),
    clubPaths.news(club.clubId),
    teamPaths.detail(club.teamId),
    teamPaths.players(club.teamId),
    teamPaths.coaches(club.teamId),
    teamPaths.matches(club.teamId),
    clubPaths.fixtures(club.clubId),
    playerPaths.detail(club.playerIds[0] ?? ""),
    matchPaths.list({ scope: "upcoming", limit: 50 }),
    matchPaths.list({ scope: "past", limit: 50 }),
    matchPaths.list({ scope: "live", limit: 50 }),
    matchPaths.list({ scope: "upcoming", limit: 24, canton: "Zürich", league: "3. Liga", group: "Gruppe 1" }),
    matchPaths.detail(matchId),
    matchPaths.events(matchId),
    matchPaths.lineups(matchId),
    matchPaths.report(matchId),
    lineupPaths.starting(matchId),
    rankingPaths.leagues(),
    rankingPaths.table({ canton: "Zürich", league: "3. Liga" }),
    rankingPaths.players("scorers", {}),
    rankingPaths.players("cards", { canton: "Zürich", league: "3. Liga" }),
    newsPaths.list({ limit: 20 }),
  ].map(String);
}

const TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table));

/**
 * The tables a statement names as a whole word, quoted or not: an over-approximation on purpose
 * (a column alias named like a table only adds one), here in the test only, to check the
 * declarations the server trusts.
 */
function tablesNamedIn(statement: string): string[] {
  return TABLES.filter((table) => new RegExp(`(?<![\\w$])${table}(?![\\w$])`).test(statement));
}

describe("the public read cache", () => {
  it("keeps every public read of a fan's pages with all the tables its statements read", async () => {
    for (const path of fanPaths()) {
      sent.length = 0;
      const res = await read(path);
      expect(res.status, String(path)).toBe(200);
      const kept = t.deps.readCache?.tablesOf(readKey(publicBaseUrl(t.deps.env), String(path)));
      expect(kept, `${String(path)} was not kept`).toBeDefined();
      const named = new Set(sent.flatMap(tablesNamedIn));
      const missing = [...named].filter((table) => !kept?.includes(table));
      expect(missing, `${String(path)} reads tables its declarations miss`).toEqual([]);
    }
  });

  it("answers every public read of a fan's pages the second time without a query", async () => {
    for (const path of fanPaths()) {
      const first = await read(path);
      expect(first.status, String(path)).toBe(200);
      const before = queries;
      const again = await read(path);
      expect(again.status, String(path)).toBe(200);
      expect(queries - before, `${String(path)} ran queries the second time`).toBe(0);
      expect(await again.text(), String(path)).toBe(await first.text());
    }
  });

  it("reads an answer that many ask for at once a single time", async () => {
    let before = queries;
    await read(matchPaths.list({ scope: "past", limit: 7 }));
    const oneRead = queries - before;
    expect(oneRead).toBeGreaterThan(0);
    before = queries;
    const path = matchPaths.list({ scope: "past", limit: 8 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => read(path)));
    expect(queries - before).toBe(oneRead);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(new Set(bodies).size).toBe(1);
  });

  it("answers a known ETag with 304 without a query", async () => {
    const path = clubPaths.detail(club.clubId);
    const etag = (await read(path)).headers.get("etag") ?? "";
    const before = queries;
    const again = await read(path, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(queries).toBe(before);
  });

  it("keeps compressed answers and sends them to clients that accept them", async () => {
    const path = matchPaths.list({ scope: "all", limit: 50 });
    const plain = await (await read(path)).text();
    const br = await read(path, { "accept-encoding": "br, gzip" });
    if (plain.length >= 1024) expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("sees a write through the API at once, and its client reads what it wrote", async () => {
    expect(await clubName()).not.toBe("FC Sofort Gelesen");
    const saved = await call(t.app, "PATCH", clubPaths.manage(club.clubId), {
      cookie: club.cookie,
      body: { clubName: "FC Sofort Gelesen" },
    });
    expect(saved.status).toBe(200);
    expect(await clubName()).toBe("FC Sofort Gelesen");
  });

  it("hears of a write straight into the database through the change feed", async () => {
    const cached = await clubName();
    const { eq } = await import("drizzle-orm");
    await t.deps.db.update(clubs).set({ clubName: "FC Direkt Geschrieben" }).where(eq(clubs.id, club.clubId));
    expect(cached).not.toBe("FC Direkt Geschrieben");
    await expect.poll(clubName).toBe("FC Direkt Geschrieben");
  });

  it("hears of a write made by another server process on the same database", async () => {
    const other = await createAppOnDatabase(t.databaseUrl, { READ_CACHE: "on" });
    try {
      await clubName();
      const saved = await call(other.app, "PATCH", clubPaths.manage(club.clubId), {
        cookie: club.cookie,
        body: { clubName: "FC Andere Instanz" },
      });
      expect(saved.status).toBe(200);
      await expect.poll(clubName).toBe("FC Andere Instanz");
    } finally {
      await other.close();
    }
  });

  it("starts empty after its LISTEN connection was lost and listens again, and caches again", async () => {
    const cache = t.deps.readCache;
    if (!cache) throw new Error("the test app has no read cache");
    await clubName();
    expect(cache.size).toBeGreaterThan(0);
    const [killed] = await t.deps.sql<{ done: boolean }[]>`
      select bool_or(pg_terminate_backend(pid)) as done from pg_stat_activity
      where datname = current_database() and query ilike 'listen%'`;
    expect(killed?.done).toBe(true);
    // postgres.js listens again by itself; the cache then starts empty.
    await expect.poll(() => cache.size).toBe(0);
    expect(cache.isActive()).toBe(true);
    await clubName();
    expect(cache.size).toBeGreaterThan(0);
  });
});
