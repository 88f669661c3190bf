import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Competition, MatchStatus } from "#shared/constants.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import type { PlayerRankingResponse } from "#shared/rankings/types.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { matches, teamPlacements } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { createActors } from "../../test/manage-actors.ts";
import { insertEvents, insertPlayer } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A group's scorers and cards count what its table counts: the group's league matches of the
// season. A friendly, a cup match or a league match against another group's team scores for
// the player's season (the player page, the country's list), not for the group's list.

let t: TestContext;
let club: SignedUp & { clubId: string };
const team: Record<string, string> = {};
const player: Record<string, string> = {};
const SEASON = 2026;
let day = 0;

async function createTeam(name: string, league: string, group: string) {
  const res = await call(t.app, "POST", teamPaths.create(club.clubId), {
    cookie: club.cookie,
    body: { name, canton: "Schaffhausen", league, group },
  });
  expect(res.status).toBe(201);
  return res.body.team.id as string;
}

async function played(
  home: string,
  away: string,
  competition: Competition,
  status: MatchStatus = "completed",
) {
  day++;
  const [row] = await t.deps.db
    .insert(matches)
    .values({
      homeTeamId: team[home] as string,
      awayTeamId: team[away] as string,
      matchDate: new Date(Date.UTC(SEASON, 8, day, 13)),
      status,
      homeScore: 0,
      awayScore: 0,
      competition,
    })
    .returning();
  if (!row) throw new Error("match not inserted");
  return row.id;
}

const goals = (key: string, n: number) =>
  Array.from({ length: n }, () => ({ type: "goal" as const, playerId: player[key] as string }));

beforeAll(async () => {
  t = await createTestApp();
  club = (await createActors(t)).owner;
  team.adler = await createTeam("Adler", "3. Liga", "Gruppe 1");
  team.biber = await createTeam("Biber", "3. Liga", "Gruppe 1");
  team.dachs = await createTeam("Dachs", "3. Liga", "Gruppe 2");
  team.fuchs = await createTeam("Fuchs", "2. Liga", "Gruppe 1");
  team.gams = await createTeam("Gams", "3. Liga", "Gruppe 1");
  for (const [key, teamKey, last] of [
    ["adler", "adler", "Ammann"],
    ["biber", "biber", "Bieri"],
    ["dachs", "dachs", "Dällenbach"],
  ] as const) {
    player[key] = (await insertPlayer(t.deps.db, team[teamKey] as string, "Sandro", last)).id;
  }
  // The group's league match: one goal for Ammann, a yellow card for Bieri.
  await insertEvents(t.deps.db, await played("adler", "biber", "league"), [
    ...goals("adler", 1),
    { type: "yellow_card", playerId: player.biber as string },
  ]);
  // Three matches the group's table does not count.
  await insertEvents(t.deps.db, await played("adler", "fuchs", "friendly"), goals("adler", 3));
  await insertEvents(t.deps.db, await played("dachs", "adler", "cup"), [
    ...goals("adler", 2),
    { type: "red_card", playerId: player.dachs as string },
  ]);
  await insertEvents(t.deps.db, await played("adler", "dachs", "league"), [
    ...goals("adler", 1),
    ...goals("dachs", 4),
  ]);
  // A team that withdrew: its matches leave the table, and their goals the group's list.
  await insertEvents(t.deps.db, await played("gams", "adler", "league"), goals("adler", 2));
  await t.deps.db
    .update(teamPlacements)
    .set({ withdrawnAt: new Date() })
    .where(eq(teamPlacements.teamId, team.gams as string));
});
afterAll(async () => {
  await t.close();
});

const listed = (body: PlayerRankingResponse) =>
  body.players.map((p) => [p.lastName, p.goals, p.yellowCards, p.redCards]);
const group1 = { canton: "Schaffhausen", league: "3. Liga", group: "Gruppe 1", season: SEASON } as const;

describe("scorers and cards of a group", () => {
  it("count only the group's league matches", async () => {
    const scorers = await call(t.app, "GET", rankingPaths.players("scorers", group1));
    expect(scorers.status).toBe(200);
    expect(listed(scorers.body)).toEqual([["Ammann", 1, 0, 0]]);
    const cards = await call(t.app, "GET", rankingPaths.players("cards", group1));
    expect(listed(cards.body)).toEqual([["Bieri", 0, 1, 0]]);
    // The table agrees: one match played in the group.
    const table = await call(t.app, "GET", rankingPaths.table(group1));
    expect(table.body.rows.map((r) => [r.teamName, r.played])).toEqual([
      ["Adler", 1],
      ["Biber", 1],
      ["Gams", 0],
    ]);
  });

  it("read the group without case, as the table does", async () => {
    const lower = { ...group1, group: "gruppe 1" };
    const scorers = await call(t.app, "GET", rankingPaths.players("scorers", lower));
    const cards = await call(t.app, "GET", rankingPaths.players("cards", lower));
    // Without canton and league the group still names «Gruppe 1» of every league.
    const anyLeague = await call(
      t.app,
      "GET",
      rankingPaths.players("scorers", { group: "GRUPPE 1", season: SEASON }),
    );
    expect([listed(scorers.body), listed(cards.body), listed(anyLeague.body)]).toEqual([
      [["Ammann", 1, 0, 0]],
      [["Bieri", 0, 1, 0]],
      [["Ammann", 9, 0, 0]],
    ]);
  });

  it("count each group's own league matches when the league's groups are all shown", async () => {
    const { group: _, ...league } = group1;
    const scorers = await call(t.app, "GET", rankingPaths.players("scorers", league));
    // Dachs scored his four against another group's team: no group counts them.
    expect(listed(scorers.body)).toEqual([["Ammann", 1, 0, 0]]);
  });

  it("leave the season's other matches to the player page and the wider lists", async () => {
    const page = await call(t.app, "GET", playerPaths.detail(player.adler as string));
    expect(page.body.player.stats.goals).toBe(9);
    const canton = await call(t.app, "GET", rankingPaths.players("scorers", { canton: "Schaffhausen" }));
    expect(listed(canton.body)).toEqual([
      ["Ammann", 9, 0, 0],
      ["Dällenbach", 4, 0, 1],
    ]);
  });

  it("count a match still being played only once it is completed, as the table does", async () => {
    const matchId = await played("biber", "adler", "league", "live");
    await insertEvents(t.deps.db, matchId, [
      ...goals("biber", 1),
      { type: "red_card", playerId: player.adler as string },
    ]);
    const lists = async () => ({
      scorers: listed((await call(t.app, "GET", rankingPaths.players("scorers", group1))).body),
      cards: listed((await call(t.app, "GET", rankingPaths.players("cards", group1))).body),
      // The table's order follows the cards (fair play); the matches played are what is compared.
      played: Object.fromEntries(
        (await call(t.app, "GET", rankingPaths.table(group1))).body.rows.map((r) => [r.teamName, r.played]),
      ),
    });
    expect(await lists()).toEqual({
      scorers: [["Ammann", 1, 0, 0]],
      cards: [["Bieri", 0, 1, 0]],
      played: { Adler: 1, Biber: 1, Gams: 0 },
    });

    await t.deps.db.update(matches).set({ status: "completed" }).where(eq(matches.id, matchId));
    expect(await lists()).toEqual({
      scorers: [
        ["Ammann", 1, 0, 1],
        ["Bieri", 1, 1, 0],
      ],
      cards: [
        ["Ammann", 1, 0, 1],
        ["Bieri", 1, 1, 0],
      ],
      played: { Adler: 2, Biber: 2, Gams: 0 },
    });
  });
});
