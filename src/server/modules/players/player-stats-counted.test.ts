import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { teams } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { createClubWithTeam, createMatch, createPlayers, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Player statistics follow the rule of the tables (counting/counted-match.ts): a match against
// an opponent the league office has not placed yet counts for no player, on the player's page,
// the squad, or the scorer and card rankings; once the office places the opponent it does.

let t: TestContext;
let club: TestClub;
let opponentId: string;
let opponentPlayers: string[];
let office: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 2);
  // An opponent the club created itself, as the match dialog does: it waits for the office.
  const created = await call(t.app, "POST", teamPaths.createOpponent(club.clubId), {
    cookie: club.cookie,
    body: { name: "FC Ungeprüft", canton: "Zürich", league: "3. Liga" },
  });
  if (created.status !== 201) throw new Error(`opponent: ${JSON.stringify(created.body)}`);
  opponentId = created.body.team.id;
  opponentPlayers = await createPlayers(t, opponentId, 1);
  office = await signUpLeagueOffice(t.app, t.deps.db);
});
afterAll(() => t.close());

const goalsOf = async (playerId: string) =>
  (await call(t.app, "GET", playerPaths.detail(playerId))).body.player.stats;

const season = seasonOf(new Date(Date.now() - 86_400_000));
const scorers = async () =>
  (
    await call(t.app, "GET", rankingPaths.players("scorers", { season, canton: "Zürich", league: "3. Liga" }))
  ).body.players.map((p: { playerId: string }) => p.playerId);
const cards = async () =>
  (
    await call(t.app, "GET", rankingPaths.players("cards", { season, canton: "Zürich", league: "3. Liga" }))
  ).body.players.map((p: { playerId: string }) => p.playerId);

describe("player statistics and the counted-match rule", () => {
  it("count no goal or card against an unplaced opponent, and all of them once the office places it", async () => {
    const [awaiting] = await t.deps.db
      .select({ awaiting: teams.awaitingOffice })
      .from(teams)
      .where(eq(teams.id, opponentId));
    expect(awaiting?.awaiting).toBe(true);

    const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: -1 });
    const [scorer, booked] = club.playerIds as [string, string];
    for (const body of [
      { type: "goal", minute: 10, playerId: scorer },
      { type: "yellowCard", minute: 20, playerId: booked },
      { type: "goal", minute: 30, playerId: opponentPlayers[0] },
    ]) {
      const res = await call(t.app, "POST", matchPaths.addEvent(matchId), { cookie: club.cookie, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // Played: a group's scorers and cards count a match's result, as its table does.
    const result = await call(t.app, "PUT", matchPaths.action(matchId, "result"), {
      cookie: club.cookie,
      body: { homeScore: 1, awayScore: 1 },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);

    expect(await goalsOf(scorer)).toMatchObject({ goals: 0 });
    expect(await goalsOf(booked)).toMatchObject({ yellowCards: 0 });
    expect(await scorers()).not.toContain(scorer);
    expect(await cards()).not.toContain(booked);

    const placed = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { teamId: opponentId, season, canton: "Zürich", league: "3. Liga", group: "Gruppe 1" },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    expect(await goalsOf(scorer)).toMatchObject({ goals: 1 });
    expect(await goalsOf(booked)).toMatchObject({ yellowCards: 1 });
    expect(await goalsOf(opponentPlayers[0] as string)).toMatchObject({ goals: 1 });
    expect(await scorers()).toContain(scorer);
    expect(await cards()).toContain(booked);

    // Events entered after the placement count at once, as anywhere else.
    const late = await call(t.app, "POST", matchPaths.addEvent(matchId), {
      cookie: club.cookie,
      body: { type: "goal", minute: 80, playerId: scorer },
    });
    expect(late.status).toBe(201);
    expect(await goalsOf(scorer)).toMatchObject({ goals: 2 });
  });
});
