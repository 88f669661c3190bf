import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "#shared/clubs/paths.ts";
import { matches } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { insertClub, insertTeam } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The club's page shows each team's next match (the one being played first) and its last one.

let t: TestContext;
let clubId: string;
let emptyClubId: string;
const team: Record<string, string> = {};
const ids: Record<string, string> = {};

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  clubId = (await insertClub(db, { clubName: "FC Nächstes" })).id;
  emptyClubId = (await insertClub(db, { clubName: "FC Ohne Teams" })).id;
  for (const name of ["1. Mannschaft", "2. Mannschaft", "Senioren"]) {
    team[name] = (await insertTeam(db, { clubId, name })).id;
  }
  const archived = await insertTeam(db, { clubId, name: "Alte Garde", archivedAt: new Date() });
  const opponent = (await insertTeam(db, { clubId: null, name: "SC Irgendwo" })).id;
  const first = team["1. Mannschaft"] ?? "";
  const second = team["2. Mannschaft"] ?? "";
  const rows = await db
    .insert(matches)
    .values([
      {
        homeTeamId: first,
        awayTeamId: opponent,
        matchDate: day(-14),
        status: "completed",
        homeScore: 1,
        awayScore: 1,
      },
      {
        homeTeamId: opponent,
        awayTeamId: first,
        matchDate: day(-7),
        status: "completed",
        homeScore: 0,
        awayScore: 3,
      },
      { homeTeamId: first, awayTeamId: opponent, matchDate: day(3) },
      { homeTeamId: first, awayTeamId: opponent, matchDate: day(10) },
      // The second team plays right now; its next match after that comes later.
      {
        homeTeamId: second,
        awayTeamId: opponent,
        matchDate: day(0),
        status: "live",
        homeScore: 1,
        awayScore: 0,
      },
      { homeTeamId: second, awayTeamId: opponent, matchDate: day(2) },
      // A request the opponent has not accepted is not public.
      { homeTeamId: second, awayTeamId: opponent, matchDate: day(1), acceptance: "requested" },
      { homeTeamId: archived.id, awayTeamId: opponent, matchDate: day(4) },
    ])
    .returning({ id: matches.id });
  ["draw", "won", "next", "later", "live", "after", "request", "archived"].forEach((name, i) => {
    const row = rows[i];
    if (row) ids[name] = row.id;
  });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/clubs/{id}/fixtures", () => {
  it("gives each listed team its next and last match, a live one as the next", async () => {
    const res = await call(t.app, "GET", clubPaths.fixtures(clubId));
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(
      res.body.teams.map((f) => [f.teamName, [f.next?.id ?? null, f.last?.id ?? null]]),
    );
    expect(byName).toEqual({
      "1. Mannschaft": [ids.next, ids.won],
      "2. Mannschaft": [ids.live, null],
      Senioren: [null, null],
    });
    const second = res.body.teams.find((f) => f.teamName === "2. Mannschaft");
    expect(second?.next).toMatchObject({ status: "live", homeScore: 1, awayScore: 0 });
  });

  it("answers an empty list for a club without teams and 404 for an unknown club", async () => {
    expect((await call(t.app, "GET", clubPaths.fixtures(emptyClubId))).body).toEqual({ teams: [] });
    const unknown = await call(t.app, "GET", clubPaths.fixtures("00000000-0000-4000-8000-000000000000"));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: "Verein nicht gefunden" } });
    expect((await call(t.app, "GET", clubPaths.fixtures("kein-verein"))).status).toBe(404);
  });
});
