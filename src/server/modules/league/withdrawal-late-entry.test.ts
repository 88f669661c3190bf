import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { call } from "../../test/http.ts";
import { createMatch, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import type { TestContext } from "../../test/test-app.ts";
import {
  createWithdrawalScene,
  literally,
  SEASON,
  storedMatch,
  type WithdrawalScene,
  withdrawB,
} from "../../test/withdrawal-scene.ts";

// A league match the team played before the league office withdrew it was played while the
// team was in the group: a club that enters it late (the match, the other club's yes, its
// result) is not refused, and the table treats it as the one entered in time. Only a league
// match from the withdrawal on is refused.

let scene: WithdrawalScene;
let t: TestContext;
let a: TestClub;
let b: TestClub;
let clubless: string;
const id: Record<string, string> = {};
let refused: RegExp;

const leagueMatch = (home: string, away: string, days: number) => ({
  homeTeamId: home,
  awayTeamId: away,
  ...dialogDate(days),
  stadium: "Sportplatz Test",
  competition: "league" as const,
});

async function recordResult(club: TestClub, matchId: string, homeScore: number, awayScore: number) {
  const res = await call(t.app, "PUT", matchPaths.action(matchId, "result"), {
    cookie: club.cookie,
    body: { homeScore, awayScore },
  });
  expect(res.status).toBe(200);
  expect(res.body.match).toMatchObject({ status: "completed", homeScore, awayScore });
}

beforeAll(async () => {
  scene = await createWithdrawalScene();
  ({ t, a, b, clubless } = scene);
  // Played and entered before the withdrawal: A's request, B's yes, A's result.
  id.inTime = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: -6 });
  expect(
    (await call(t.app, "POST", matchPaths.action(id.inTime, "accept"), { cookie: b.cookie })).status,
  ).toBe(200);
  await recordResult(a, id.inTime, 2, 1);
  // A coming match of B for the withdrawal to call off.
  id.coming = await createMatch(t, b, { homeTeamId: b.teamId, awayTeamId: clubless, days: 5 });
  const team = await withdrawB(scene, id.coming);
  refused = new RegExp(`^${literally(team)} hat sich aus der Saison \\d{4}/\\d{2} zurückgezogen`);
});
afterAll(async () => {
  await t.close();
});

describe("a league match played before the withdrawal", () => {
  it("is entered late by either club, accepted by the other and given its result", async () => {
    const request = await call(t.app, "POST", matchPaths.create(a.clubId), {
      cookie: a.cookie,
      body: leagueMatch(a.teamId, b.teamId, -4),
    });
    expect(request.status).toBe(201);
    id.late = request.body.match.id;
    const accept = await call(t.app, "POST", matchPaths.action(id.late, "accept"), { cookie: b.cookie });
    expect(accept.status).toBe(200);
    await recordResult(a, id.late, 0, 3);

    const own = await call(t.app, "POST", matchPaths.create(b.clubId), {
      cookie: b.cookie,
      body: leagueMatch(b.teamId, clubless, -3),
    });
    expect(own.status).toBe(201);
    await recordResult(b, own.body.match.id, 1, 1);
    expect(await storedMatch(t, id.late)).toMatchObject({
      competition: "league",
      acceptance: "accepted",
      status: "completed",
    });
  });

  it("counts in the table as the one entered in time: not at all, the team being withdrawn", async () => {
    const res = await call(
      t.app,
      "GET",
      rankingPaths.table({ canton: "Zürich", league: "3. Liga", season: SEASON }),
    );
    expect(res.status).toBe(200);
    const rowOf = (teamId: string) => res.body.rows.find((r) => r.teamId === teamId);
    expect(rowOf(b.teamId)).toMatchObject({ withdrawn: true, played: 0 });
    expect(rowOf(a.teamId)).toMatchObject({ withdrawn: false, played: 0, points: 0 });
  });
});

describe("a league match from the withdrawal on", () => {
  it("is still refused, by either club", async () => {
    for (const [club, body] of [
      [a, leagueMatch(a.teamId, b.teamId, 3)],
      [b, leagueMatch(b.teamId, clubless, 4)],
    ] as const) {
      const res = await call<ErrorBody>(t.app, "POST", matchPaths.create(club.clubId), {
        cookie: club.cookie,
        body,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(refused);
    }
  });
});
