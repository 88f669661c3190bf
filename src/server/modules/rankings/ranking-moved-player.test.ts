import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { League } from "#shared/constants.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import type { RankedPlayer } from "#shared/rankings/types.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { matches } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { type Actors, createActors } from "../../test/manage-actors.ts";
import { dialogDate } from "../../test/match-fixtures.ts";
import { insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Goals and cards count for the team whose match they happened in, and so for its league: a
// player moved to another team of his club takes none of them along, neither into the new
// team's league's lists nor into its squad, and every list names the team he scored for.

let t: TestContext;
let a: Actors;
const team = { first: "", seniors: "", rival3: "", rival5: "" };
let diogo: string;
const season = seasonOf(new Date(Date.now() - 2 * 86_400_000));

async function createTeam(name: string, league: League) {
  const res = await call(t.app, "POST", teamPaths.create(a.owner.clubId), {
    cookie: a.owner.cookie,
    body: { name, canton: "Zürich", league, group: "Gruppe 1" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.team.id as string;
}

/** A played league match of the club's team against a team without a club, with its events. */
async function play(ownTeam: string, opponent: string, events: Array<Record<string, unknown>>) {
  const created = await call(t.app, "POST", matchPaths.create(a.owner.clubId), {
    cookie: a.owner.cookie,
    body: {
      homeTeamId: ownTeam,
      awayTeamId: opponent,
      ...dialogDate(-2),
      stadium: "Sportplatz Test",
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const matchId = created.body.match.id as string;
  for (const body of events) {
    const res = await call(t.app, "POST", matchPaths.addEvent(matchId), { cookie: a.owner.cookie, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const goals = events.filter((e) => e.type === "goal").length;
  const result = await call(t.app, "PUT", matchPaths.action(matchId, "result"), {
    cookie: a.owner.cookie,
    body: { homeScore: goals, awayScore: 0 },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return matchId;
}

const row = (p: RankedPlayer) => [p.lastName, p.teamName, p.goals, p.yellowCards];
const list = async (
  kind: "scorers" | "cards",
  query: { canton?: "Zürich"; league?: League; season?: number },
) => {
  const res = await call(t.app, "GET", rankingPaths.players(kind, { season, ...query }));
  expect(res.status).toBe(200);
  return res.body.players.filter((p) => p.playerId === diogo).map(row);
};
const squadStats = async (teamId: string) => {
  const res = await call(t.app, "GET", teamPaths.players(teamId));
  return res.body.players.filter((p) => p.id === diogo).map((p) => [p.stats.goals, p.stats.yellowCards]);
};

beforeAll(async () => {
  t = await createTestApp();
  a = await createActors(t);
  team.first = await createTeam("1. Mannschaft", "3. Liga");
  team.seniors = await createTeam("Senioren 30+", "5. Liga");
  team.rival3 = (await insertTeam(t.deps.db, "FC Gegner Drei", { league: "3. Liga" })).id;
  team.rival5 = (await insertTeam(t.deps.db, "FC Gegner Fünf", { league: "5. Liga" })).id;
  const created = await call(t.app, "POST", playerPaths.create(a.owner.clubId), {
    cookie: a.owner.cookie,
    body: { firstName: "Diogo", lastName: "Sousa", teamId: team.first, playerNumber: 9 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  diogo = created.body.player.id;

  await play(team.first, team.rival3, [
    { type: "goal", minute: 10, playerId: diogo },
    { type: "goal", minute: 20, playerId: diogo },
    { type: "goal", minute: 30, playerId: diogo },
    { type: "yellowCard", minute: 40, playerId: diogo },
  ]);
  // Last season too: a league match of «1. Mannschaft» puts it into last season's 3. Liga.
  const [last] = await t.deps.db
    .insert(matches)
    .values({
      homeTeamId: team.first,
      awayTeamId: team.rival3,
      matchDate: new Date(Date.UTC(season - 1, 9, 4, 13)),
      status: "completed",
      homeScore: 1,
      awayScore: 0,
      competition: "league",
    })
    .returning({ id: matches.id });
  const lastGoal = await call(t.app, "POST", matchPaths.addEvent(last?.id ?? ""), {
    cookie: a.owner.cookie,
    body: { type: "goal", minute: 5, playerId: diogo },
  });
  expect(lastGoal.status, JSON.stringify(lastGoal.body)).toBe(201);

  const moved = await call(t.app, "PATCH", playerPaths.update(diogo), {
    cookie: a.owner.cookie,
    body: { teamId: team.seniors },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
});
afterAll(() => t.close());

describe("a player moved to another team of his club", () => {
  it("leaves his goals and cards with the team and league he got them in", async () => {
    expect(await list("scorers", { league: "5. Liga" })).toEqual([]);
    expect(await list("cards", { league: "5. Liga" })).toEqual([]);
    expect(await list("scorers", { league: "3. Liga" })).toEqual([["Sousa", "1. Mannschaft", 3, 1]]);
    expect(await list("cards", { league: "3. Liga" })).toEqual([["Sousa", "1. Mannschaft", 3, 1]]);
    // The group's list (one canton's league) and the country's name the team he scored for.
    expect(await list("scorers", { canton: "Zürich", league: "3. Liga" })).toEqual([
      ["Sousa", "1. Mannschaft", 3, 1],
    ]);
    expect(await list("scorers", {})).toEqual([["Sousa", "1. Mannschaft", 3, 1]]);
    expect(await list("scorers", { canton: "Zürich", league: "5. Liga" })).toEqual([]);
  });

  it("shows in his new squad what he did for that team, and on his page where he did it", async () => {
    expect(await squadStats(team.seniors)).toEqual([[0, 0]]);
    // He is no longer in the old squad.
    expect(await squadStats(team.first)).toEqual([]);
    const page = await call(t.app, "GET", playerPaths.detail(diogo));
    // Over all seasons: three goals this season and one last season, all for «1. Mannschaft».
    expect(page.body.player.stats).toMatchObject({ goals: 4, yellowCards: 1 });
    expect(page.body.player.statsByTeam.map((s) => [s.teamName, s.stats.goals, s.stats.yellowCards])).toEqual(
      [["1. Mannschaft", 4, 1]],
    );
  });

  it("counts what he does for the new team there, and keeps both apart", async () => {
    await play(team.seniors, team.rival5, [
      { type: "goal", minute: 15, playerId: diogo },
      { type: "goal", minute: 25, playerId: diogo },
    ]);
    expect(await list("scorers", { league: "5. Liga" })).toEqual([["Sousa", "Senioren 30+", 2, 0]]);
    expect(await list("scorers", { canton: "Zürich", league: "5. Liga" })).toEqual([
      ["Sousa", "Senioren 30+", 2, 0],
    ]);
    expect(await list("scorers", { league: "3. Liga" })).toEqual([["Sousa", "1. Mannschaft", 3, 1]]);
    // Across leagues each team's numbers stand on their own, named by their team.
    expect(await list("scorers", {})).toEqual([
      ["Sousa", "1. Mannschaft", 3, 1],
      ["Sousa", "Senioren 30+", 2, 0],
    ]);
    expect(await squadStats(team.seniors)).toEqual([[2, 0]]);
    const page = await call(t.app, "GET", playerPaths.detail(diogo));
    // His page: everything, split by team, the team he plays for now first.
    expect(page.body.player.stats).toMatchObject({ goals: 6, yellowCards: 1 });
    expect(page.body.player.statsByTeam.map((s) => [s.teamName, s.stats.goals])).toEqual([
      ["Senioren 30+", 2],
      ["1. Mannschaft", 4],
    ]);
  });

  it("keeps a past season's goals with the team of that season", async () => {
    const past = { season: season - 1 };
    expect(await list("scorers", { ...past, league: "3. Liga" })).toEqual([["Sousa", "1. Mannschaft", 1, 0]]);
    expect(await list("scorers", { ...past, canton: "Zürich", league: "3. Liga" })).toEqual([
      ["Sousa", "1. Mannschaft", 1, 0],
    ]);
    expect(await list("scorers", { ...past, league: "5. Liga" })).toEqual([]);
  });
});
