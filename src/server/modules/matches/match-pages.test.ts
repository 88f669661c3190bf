import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchPageResponse } from "#shared/matches/types.ts";
import { matches } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { insertClub, insertTeam } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// GET /api/matches in pages: `nextCursor` of one page is `after=` of the next. Walking the
// pages must give exactly the one long list, also where a page ends between two matches of
// the same kickoff, whose instants carry microseconds a JavaScript Date cannot hold.

let t: TestContext;
let home: string;
let away: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const club = await insertClub(t.deps.db, { clubName: "FC Seitenweise" });
  home = (await insertTeam(t.deps.db, { clubId: club.id, name: "Seitenweise 1" })).id;
  away = (await insertTeam(t.deps.db, { clubId: null, name: "Gegner Seitenweise" })).id;
});
afterAll(() => t.close());

/** Matches at the given day offsets from now; equal offsets share one kickoff to the microsecond. */
async function insertMatches(days: number[]): Promise<string[]> {
  const base = Date.now();
  const rows = await t.deps.db
    .insert(matches)
    .values(
      days.map((day) => ({
        homeTeamId: home,
        awayTeamId: away,
        matchDate: new Date(base + day * DAY),
        status: day < 0 ? ("completed" as const) : ("scheduled" as const),
      })),
    )
    .returning({ id: matches.id });
  const ids = rows.map((row) => row.id);
  await t.deps.db
    .update(matches)
    .set({ matchDate: sql`${matches.matchDate} + interval '123 microseconds'` })
    .where(inArray(matches.id, ids));
  return ids;
}

async function page(scope: "upcoming" | "past", limit: number, after?: string | null) {
  const res = await call(t.app, "GET", matchPaths.list({ scope, limit, teamIds: [home], after }));
  expect(res.status).toBe(200);
  return res.body;
}

async function walk(scope: "upcoming" | "past", limit: number) {
  const pages: MatchPageResponse[] = [];
  let after: string | null = null;
  do {
    const next: MatchPageResponse = await page(scope, limit, after);
    pages.push(next);
    after = next.nextCursor;
  } while (after && pages.length < 20);
  return pages;
}

const ids = (pages: MatchPageResponse[]) => pages.flatMap((p) => p.matches.map((m) => m.id));

describe("GET /api/matches in pages", () => {
  it("walks the upcoming and the past matches page by page, each exactly once and in order", async () => {
    const upcoming = await insertMatches([3, 1, 1, 1, 2, 5, 4]);
    const past = await insertMatches([-1, -2, -2, -3, -4, -4]);

    const whole = await page("upcoming", 50);
    expect(whole.nextCursor).toBeNull();
    expect(whole.matches.map((m) => m.id).sort()).toEqual([...upcoming].sort());
    const dates = whole.matches.map((m) => m.matchDate);
    expect(dates).toEqual([...dates].sort());

    const upcomingPages = await walk("upcoming", 2);
    expect(upcomingPages.map((p) => p.matches.length)).toEqual([2, 2, 2, 1]);
    expect(ids(upcomingPages)).toEqual(whole.matches.map((m) => m.id));

    // The past, most recent first; six in pages of three: the second page is the last.
    const wholePast = await page("past", 50);
    expect(wholePast.matches.map((m) => m.id).sort()).toEqual([...past].sort());
    const pastPages = await walk("past", 3);
    expect(pastPages.map((p) => [p.matches.length, p.nextCursor === null])).toEqual([
      [3, false],
      [3, true],
    ]);
    expect(ids(pastPages)).toEqual(wholePast.matches.map((m) => m.id));
  });

  it("goes on after a match that was deleted since its page was read", async () => {
    const first = await page("upcoming", 2);
    const last = first.matches.at(-1);
    if (!last || !first.nextCursor) throw new Error("expected a second page");
    const rest = await page("upcoming", 50);
    await t.deps.db.delete(matches).where(eq(matches.id, last.id));
    const after = await page("upcoming", 50, first.nextCursor);
    expect(after.matches.map((m) => m.id)).toEqual(rest.matches.slice(2).map((m) => m.id));
  });

  it("answers a well-formed cursor far outside the calendar with an empty page, not an error", async () => {
    const id = "2b7c2f6e-3d8a-4f3e-9c1e-1f2d3e4a5b6c";
    for (const [scope, micros] of [
      ["upcoming", "99999999999999999"],
      ["past", "-99999999999999999"],
    ] as const) {
      const res = await call(t.app, "GET", matchPaths.list({ scope, limit: 2, after: `${micros}_${id}` }));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ matches: [], nextCursor: null });
    }
  });

  it.each(["abc", "123", "123_", "12x_2b7c2f6e-3d8a-4f3e-9c1e-1f2d3e4a5b6c", "1_nicht-eine-id"])(
    "refuses the cursor %j with a German message",
    async (after) => {
      const res = await call(t.app, "GET", matchPaths.list({ scope: "upcoming", limit: 2, after }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: { code: "validation", message: "Ungültige Fortsetzung der Spielliste" },
      });
    },
  );
});
