import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playerPaths } from "#shared/players/paths.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import type { PlayerRankingResponse } from "#shared/rankings/types.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { call } from "../../test/http.ts";
import { insertClub, insertEvents, insertMatch, insertPlayer, insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Ids = Record<string, string>;

describe("GET /api/rankings/scorers and /cards", () => {
  const player: Ids = {};
  const team: Ids = {};

  beforeAll(async () => {
    const db = t.deps.db;
    const torClub = await insertClub(db, "FC Torfabrik", "/uploads/logo/tor.webp");
    // Zürich 4. Liga and Bern 2. Liga: away from the table above.
    team.tor = (
      await insertTeam(db, "FC Torfabrik", {
        clubId: torClub.id,
        league: "4. Liga",
        teamImageUrl: "/uploads/team/tor.webp",
      })
    ).id;
    team.bern = (await insertTeam(db, "SC Aare", { canton: "Bern", league: "2. Liga" })).id;
    const add = async (key: string, teamKey: string, first: string, last: string) => {
      player[key] = (await insertPlayer(db, team[teamKey] as string, first, last)).id;
    };
    await add("zuercher", "bern", "Luca", "Zürcher");
    await add("aemmer", "tor", "Nico", "Ämmer");
    await add("brunnerJan", "tor", "Jan", "Brunner");
    await add("brunnerLea", "tor", "Lea", "Brunner");
    for (const [key, first, last, teamKey] of [
      ["keller", "Tim", "Keller", "tor"],
      ["baumann", "Eva", "Baumann", "bern"],
      ["frei", "Max", "Frei", "tor"],
      ["huber", "Ola", "Huber", "tor"],
      ["widmer", "Kai", "Widmer", "tor"],
      ["egli", "Sven", "Egli", "tor"],
      ["ott", "Ben", "Ott", "tor"],
      ["zwahlen", "Rico", "Zwahlen", "tor"],
    ] as const) {
      await add(key, teamKey, first, last);
    }
    await add("meier", "tor", "Urs", "Meier");
    await add("steiner", "tor", "Paul", "Steiner");
    await add("suter", "bern", "Mia", "Suter");
    await add("gasser", "tor", "Tom", "Gasser");
    await add("quiet", "tor", "Ruedi", "Aebi"); // plays, never scores or gets booked

    const match = await insertMatch(db, team.tor as string, team.bern as string, [9, 3]);
    const goal = (key: string, assist?: string) => ({
      type: "goal" as const,
      playerId: player[key] as string,
      assistPlayerId: assist ? (player[assist] as string) : null,
    });
    const card = (key: string, type: "yellow_card" | "red_card") => ({
      type,
      playerId: player[key] as string,
    });
    await insertEvents(db, match.id, [
      goal("zuercher"),
      goal("zuercher"),
      goal("zuercher"),
      goal("aemmer", "quiet"), // an assist is no goal: Aebi stays out of the scorers
      goal("aemmer"),
      goal("brunnerJan"),
      goal("brunnerJan"),
      goal("brunnerLea"),
      goal("brunnerLea"),
      ...["keller", "baumann", "frei", "huber", "widmer", "egli", "ott", "zwahlen"].map((k) => goal(k)),
      // A goal recorded for a side without a scorer counts for nobody.
      { type: "goal", playerId: null },
      card("meier", "red_card"),
      card("meier", "yellow_card"),
      card("steiner", "red_card"),
      card("suter", "red_card"),
      card("gasser", "yellow_card"),
      card("gasser", "yellow_card"),
      card("gasser", "yellow_card"),
      card("aemmer", "yellow_card"),
      { type: "substitution", playerId: player.quiet as string },
    ]);
  });

  const listed = (body: PlayerRankingResponse) =>
    body.players.map((p) => [p.rank, `${p.lastName} ${p.firstName}`, p.goals, p.redCards, p.yellowCards]);

  it("lists the top 10 by goals and every player tied at the cut, ties by last then first name (de-CH)", async () => {
    const res = await call(t.app, "GET", rankingPaths.players("scorers", {}));
    expect(res.status).toBe(200);
    expect(listed(res.body)).toEqual([
      [1, "Zürcher Luca", 3, 0, 0],
      [2, "Ämmer Nico", 2, 0, 1],
      [2, "Brunner Jan", 2, 0, 0],
      [2, "Brunner Lea", 2, 0, 0],
      // Eight players share rank 5 with one goal: all eight are listed, not six of them.
      [5, "Baumann Eva", 1, 0, 0],
      [5, "Egli Sven", 1, 0, 0],
      [5, "Frei Max", 1, 0, 0],
      [5, "Huber Ola", 1, 0, 0],
      [5, "Keller Tim", 1, 0, 0],
      [5, "Ott Ben", 1, 0, 0],
      [5, "Widmer Kai", 1, 0, 0],
      [5, "Zwahlen Rico", 1, 0, 0],
    ]);
    expect(res.body.sharedPlace).toBeNull();
  });

  it("carries player image, team name and image, club and its logo", async () => {
    const res = await call(t.app, "GET", rankingPaths.players("scorers", {}));
    expect(res.body.players[1]).toEqual({
      rank: 2,
      playerId: player.aemmer,
      firstName: "Nico",
      lastName: "Ämmer",
      playerImageUrl: null,
      teamId: team.tor,
      teamName: "FC Torfabrik",
      teamImageUrl: "http://localhost:3000/uploads/team/tor.webp",
      clubId: expect.any(String),
      clubName: "FC Torfabrik",
      clubLogoUrl: "http://localhost:3000/uploads/logo/tor.webp",
      goals: 2,
      yellowCards: 1,
      yellowRedCards: 0,
      redCards: 0,
    });
    expect(res.body.players[0]).toMatchObject({ teamName: "SC Aare", clubId: null, clubLogoUrl: null });
  });

  it("lists cards by red, then yellow, ties by name, and leaves out players without cards", async () => {
    const res = await call(t.app, "GET", rankingPaths.players("cards", {}));
    expect(res.status).toBe(200);
    expect(listed(res.body)).toEqual([
      [1, "Meier Urs", 0, 1, 1],
      [2, "Steiner Paul", 0, 1, 0],
      [2, "Suter Mia", 0, 1, 0],
      [4, "Gasser Tom", 0, 0, 3],
      [5, "Ämmer Nico", 2, 0, 1],
    ]);
  });

  it("narrows both lists to a canton or a league", async () => {
    const bern = await call(t.app, "GET", rankingPaths.players("scorers", { canton: "Bern" }));
    expect(listed(bern.body)).toEqual([
      [1, "Zürcher Luca", 3, 0, 0],
      [2, "Baumann Eva", 1, 0, 0],
    ]);
    // One canton's league is a group's list, which counts the group's league matches
    // (ranking-group-players.test.ts); this match is between two leagues.
    const league = await call(t.app, "GET", rankingPaths.players("cards", { league: "4. Liga" }));
    expect(listed(league.body).map((r) => r[1])).toEqual([
      "Meier Urs",
      "Steiner Paul",
      "Gasser Tom",
      "Ämmer Nico",
    ]);
    const none = await call(t.app, "GET", rankingPaths.players("scorers", { canton: "Uri" }));
    expect(none.body.players).toEqual([]);
    // An empty filter means all. Raw on purpose: the builder leaves empty filters out.
    const all = await call<PlayerRankingResponse>(t.app, "GET", "/api/rankings/cards?canton=&league=");
    expect(all.body.players).toHaveLength(5);
  });

  // Raw on purpose: values outside the Canton and League lists, which the builder's types refuse.
  it.each([
    ["/api/rankings/scorers?canton=Atlantis", "Bitte wähle einen Kanton aus der Liste"],
    ["/api/rankings/cards?league=Champions%20League", "Bitte wähle eine Liga aus der Liste"],
  ])("refuses an unknown filter %s with 400", async (path, message) => {
    const res = await call(t.app, "GET", path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: "validation", message } });
  });

  it("a new goal event counts at once in the scorers, the player page and the team's players", async () => {
    const before = await call(t.app, "GET", playerPaths.detail(player.ott as string));
    expect(before.status).toBe(200);
    expect(before.body.player.stats.goals).toBe(1);

    const match = await insertMatch(t.deps.db, team.tor as string, team.bern as string, [1, 0], "live");
    await insertEvents(t.deps.db, match.id, [
      { type: "goal", playerId: player.ott as string, assistPlayerId: player.egli as string },
    ]);

    const scorers = await call(t.app, "GET", rankingPaths.players("scorers", {}));
    expect(listed(scorers.body).slice(0, 6)).toEqual([
      [1, "Zürcher Luca", 3, 0, 0],
      [2, "Ämmer Nico", 2, 0, 1],
      [2, "Brunner Jan", 2, 0, 0],
      [2, "Brunner Lea", 2, 0, 0],
      [2, "Ott Ben", 2, 0, 0],
      [6, "Baumann Eva", 1, 0, 0],
    ]);
    const after = await call(t.app, "GET", playerPaths.detail(player.ott as string));
    expect(after.body.player.stats.goals).toBe(2);
    const egli = await call(t.app, "GET", playerPaths.detail(player.egli as string));
    expect(egli.body.player.stats).toMatchObject({ goals: 1, assists: 1 });
    const squad = await call(t.app, "GET", teamPaths.players(team.tor as string));
    expect(squad.body.players.find((p) => p.id === player.ott)?.stats.goals).toBe(2);
  });

  it("every listed number equals the player's own statistics", async () => {
    const [scorers, cards] = await Promise.all([
      call(t.app, "GET", rankingPaths.players("scorers", {})),
      call(t.app, "GET", rankingPaths.players("cards", {})),
    ]);
    for (const ranked of [...scorers.body.players, ...cards.body.players]) {
      const res = await call(t.app, "GET", playerPaths.detail(ranked.playerId));
      expect(res.body.player.stats).toMatchObject({
        goals: ranked.goals,
        yellowCards: ranked.yellowCards,
        redCards: ranked.redCards,
      });
    }
  });
});
