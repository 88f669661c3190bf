import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  LeagueTableEntry,
  LeagueTableResponse,
  PlayerRankingResponse,
  RankingLeaguesResponse,
} from "#shared/rankings/types.ts";
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

function tableUrl(canton: string, league: string): string {
  return `/api/rankings/table?canton=${encodeURIComponent(canton)}&league=${encodeURIComponent(league)}`;
}

type Ids = Record<string, string>;

/** The columns the page shows, in one comparable tuple. */
function summary(row: LeagueTableEntry) {
  return [
    row.position,
    row.name,
    row.played,
    row.won,
    row.drawn,
    row.lost,
    row.goalsFor,
    row.goalsAgainst,
    row.goalDifference,
    row.points,
    row.zone,
  ];
}

describe("GET /api/rankings/table", () => {
  const team: Ids = {};
  const club: Ids = {};

  beforeAll(async () => {
    const db = t.deps.db;
    const adlerClub = await insertClub(db, "FC Adler", "/uploads/logo/adler.webp");
    const birkeClub = await insertClub(db, "FC Birke", null);
    const dorfClub = await insertClub(db, "FC Dorf", null);
    club.adler = adlerClub.id;
    club.dorf = dorfClub.id;
    // A club team called '1. Mannschaft' is shown with its club's name in front.
    team.adler = (
      await insertTeam(db, "1. Mannschaft", {
        clubId: adlerClub.id,
        teamImageUrl: "/uploads/team/adler.webp",
      })
    ).id;
    team.birke = (await insertTeam(db, "FC Birke", { clubId: birkeClub.id })).id;
    team.chruz = (await insertTeam(db, "SC Chrüz")).id; // an opponent without a club
    team.dorf = (await insertTeam(db, "FC Dorf", { clubId: dorfClub.id })).id;
    team.eiche = (await insertTeam(db, "FC Eiche")).id; // plays no match at all
    // Noise: the same canton in another league, another canton in the same league.
    team.fremd = (await insertTeam(db, "FC Fremd", { league: "2. Liga" })).id;
    team.bern = (await insertTeam(db, "FC Bern Ost", { canton: "Bern" })).id;

    const m = (
      h: string,
      a: string,
      s: [number, number] | null,
      status?: "scheduled" | "live" | "cancelled",
    ) => insertMatch(db, team[h] as string, team[a] as string, s, status);
    await m("adler", "birke", [2, 1]);
    await m("birke", "chruz", [3, 3]);
    await m("chruz", "adler", [0, 2]);
    await m("dorf", "birke", [1, 0]);
    await m("adler", "dorf", [0, 0]);
    // None of these count: cancelled (even with a score), not yet played, running, no result,
    // and matches against teams of another league or canton.
    await m("chruz", "dorf", [4, 0], "cancelled");
    await m("dorf", "adler", null, "scheduled");
    await m("birke", "chruz", [1, 0], "live");
    await m("birke", "dorf", null);
    await m("adler", "fremd", [5, 0]);
    await m("bern", "eiche", [3, 1]);
  });

  it("lists every team of the canton and league with its row, in table order", async () => {
    const res = await call<LeagueTableResponse>(t.app, "GET", tableUrl("Zürich", "3. Liga"));
    expect(res.status).toBe(200);
    expect(res.body.canton).toBe("Zürich");
    expect(res.body.league).toBe("3. Liga");
    // pos, name, Sp, S, U, N, goals for, against, +/-, Pkt, zone — computed by hand.
    expect(res.body.rows.map(summary)).toEqual([
      [1, "FC Adler 1. Mannschaft", 3, 2, 1, 0, 4, 1, 3, 7, "promotion"],
      [2, "FC Dorf", 2, 1, 1, 0, 1, 0, 1, 4, "promotion"],
      // Birke and Chrüz: 1 point and -2 each; Birke scored more.
      [3, "FC Birke", 3, 0, 1, 2, 4, 6, -2, 1, null],
      [4, "SC Chrüz", 2, 0, 1, 1, 3, 5, -2, 1, "relegation"],
      // No games yet: never tinted (issue 10 §12).
      [5, "FC Eiche", 0, 0, 0, 0, 0, 0, 0, 0, null],
    ]);
  });

  it("carries team image, club id, name and logo for the links", async () => {
    const res = await call<LeagueTableResponse>(t.app, "GET", tableUrl("Zürich", "3. Liga"));
    const adler = res.body.rows.find((r) => r.teamId === team.adler);
    expect(adler).toMatchObject({
      imageUrl: "/uploads/team/adler.webp",
      name: "FC Adler 1. Mannschaft",
      teamName: "1. Mannschaft",
      clubId: club.adler,
      clubName: "FC Adler",
      clubLogoUrl: "/uploads/logo/adler.webp",
    });
    const chruz = res.body.rows.find((r) => r.teamId === team.chruz);
    expect(chruz).toMatchObject({
      name: "SC Chrüz",
      teamName: "SC Chrüz",
      imageUrl: null,
      clubId: null,
      clubName: null,
      clubLogoUrl: null,
    });
    // The team's own name already says the club: no doubling.
    expect(res.body.rows.find((r) => r.teamId === team.birke)?.name).toBe("FC Birke");
  });

  it("counts a result entered without any events", async () => {
    // None of the matches above has an event; the table still counts them (issue point 4).
    const res = await call<LeagueTableResponse>(t.app, "GET", tableUrl("Zürich", "3. Liga"));
    expect(res.body.rows.reduce((sum, r) => sum + r.played, 0)).toBe(10);
  });

  it("answers an empty table for a league without teams", async () => {
    const res = await call<LeagueTableResponse>(t.app, "GET", tableUrl("Uri", "1. Liga"));
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([]);
  });

  it("breaks a full tie between two clubs' '1. Mannschaft' by the club's name", async () => {
    const zeta = await insertClub(t.deps.db, "FC Zeta");
    const alpha = await insertClub(t.deps.db, "AC Alpha");
    await insertTeam(t.deps.db, "1. Mannschaft", { clubId: zeta.id, league: "1. Liga" });
    await insertTeam(t.deps.db, "1. Mannschaft", { clubId: alpha.id, league: "1. Liga" });
    const res = await call<LeagueTableResponse>(t.app, "GET", tableUrl("Zürich", "1. Liga"));
    expect(res.body.rows.map((r) => [r.position, r.name, r.teamName, r.clubName])).toEqual([
      [1, "AC Alpha 1. Mannschaft", "1. Mannschaft", "AC Alpha"],
      [2, "FC Zeta 1. Mannschaft", "1. Mannschaft", "FC Zeta"],
    ]);
  });

  it("a team of another league shows in its own table only", async () => {
    const res = await call<LeagueTableResponse>(t.app, "GET", tableUrl("Zürich", "2. Liga"));
    expect(res.body.rows.map(summary)).toEqual([[1, "FC Fremd", 0, 0, 0, 0, 0, 0, 0, 0, null]]);
  });

  it.each([
    ["", "Bitte wähle einen Kanton", { canton: "Bitte wähle einen Kanton", league: "Bitte wähle eine Liga" }],
    ["?canton=Z%C3%BCrich", "Bitte wähle eine Liga", { league: "Bitte wähle eine Liga" }],
    ["?canton=&league=3.%20Liga", "Bitte wähle einen Kanton", { canton: "Bitte wähle einen Kanton" }],
    [
      "?canton=Zurich&league=3.%20Liga",
      "Bitte wähle einen Kanton aus der Liste",
      { canton: "Bitte wähle einen Kanton aus der Liste" },
    ],
    [
      "?canton=Z%C3%BCrich&league=6.%20Liga",
      "Bitte wähle eine Liga aus der Liste",
      { league: "Bitte wähle eine Liga aus der Liste" },
    ],
  ])("refuses %j with 400 and a German message", async (query, message, fields) => {
    const res = await call(t.app, "GET", `/api/rankings/table${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "validation", message, fields } });
  });

  it("trims the selectors' values", async () => {
    const res = await call<LeagueTableResponse>(t.app, "GET", tableUrl(" Zürich ", "3. Liga "));
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(5);
  });
});

describe("GET /api/rankings/leagues", () => {
  it("lists the canton and league combinations with teams and played matches, in list order", async () => {
    const res = await call<RankingLeaguesResponse>(t.app, "GET", "/api/rankings/leagues");
    expect(res.status).toBe(200);
    const find = (canton: string, league: string) =>
      res.body.leagues.find((l) => l.canton === canton && l.league === league);
    expect(find("Zürich", "3. Liga")).toEqual({
      canton: "Zürich",
      league: "3. Liga",
      teamCount: 5,
      completedMatches: 5,
    });
    expect(find("Zürich", "2. Liga")).toEqual({
      canton: "Zürich",
      league: "2. Liga",
      teamCount: 1,
      completedMatches: 0,
    });
    expect(find("Bern", "3. Liga")).toMatchObject({ teamCount: 1, completedMatches: 0 });
    expect(find("Uri", "1. Liga")).toBeUndefined();
    const cantons = res.body.leagues.map((l) => l.canton);
    // Bern comes before Zürich as in the canton list.
    expect(cantons.indexOf("Bern")).toBeLessThan(cantons.indexOf("Zürich"));
  });
});

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

  it("lists the top 10 by goals, ties by last then first name (de-CH order), cut at 10", async () => {
    const res = await call<PlayerRankingResponse>(t.app, "GET", "/api/rankings/scorers");
    expect(res.status).toBe(200);
    expect(listed(res.body)).toEqual([
      [1, "Zürcher Luca", 3, 0, 0],
      [2, "Ämmer Nico", 2, 0, 1],
      [2, "Brunner Jan", 2, 0, 0],
      [2, "Brunner Lea", 2, 0, 0],
      // Eight players share rank 5 with one goal; the first six by name make the ten.
      [5, "Baumann Eva", 1, 0, 0],
      [5, "Egli Sven", 1, 0, 0],
      [5, "Frei Max", 1, 0, 0],
      [5, "Huber Ola", 1, 0, 0],
      [5, "Keller Tim", 1, 0, 0],
      [5, "Ott Ben", 1, 0, 0],
    ]);
  });

  it("carries player image, team name and image, club and its logo", async () => {
    const res = await call<PlayerRankingResponse>(t.app, "GET", "/api/rankings/scorers");
    expect(res.body.players[1]).toEqual({
      rank: 2,
      playerId: player.aemmer,
      firstName: "Nico",
      lastName: "Ämmer",
      playerImageUrl: null,
      teamId: team.tor,
      teamName: "FC Torfabrik",
      teamImageUrl: "/uploads/team/tor.webp",
      clubId: expect.any(String),
      clubName: "FC Torfabrik",
      clubLogoUrl: "/uploads/logo/tor.webp",
      goals: 2,
      yellowCards: 1,
      yellowRedCards: 0,
      redCards: 0,
    });
    expect(res.body.players[0]).toMatchObject({ teamName: "SC Aare", clubId: null, clubLogoUrl: null });
  });

  it("lists cards by red, then yellow, ties by name, and leaves out players without cards", async () => {
    const res = await call<PlayerRankingResponse>(t.app, "GET", "/api/rankings/cards");
    expect(res.status).toBe(200);
    expect(listed(res.body)).toEqual([
      [1, "Meier Urs", 0, 1, 1],
      [2, "Steiner Paul", 0, 1, 0],
      [2, "Suter Mia", 0, 1, 0],
      [4, "Gasser Tom", 0, 0, 3],
      [5, "Ämmer Nico", 2, 0, 1],
    ]);
  });

  it("narrows both lists to a canton and a league", async () => {
    const bern = await call<PlayerRankingResponse>(t.app, "GET", "/api/rankings/scorers?canton=Bern");
    expect(listed(bern.body)).toEqual([
      [1, "Zürcher Luca", 3, 0, 0],
      [2, "Baumann Eva", 1, 0, 0],
    ]);
    const league = await call<PlayerRankingResponse>(
      t.app,
      "GET",
      `/api/rankings/cards?canton=${encodeURIComponent("Zürich")}&league=4.%20Liga`,
    );
    expect(listed(league.body).map((r) => r[1])).toEqual([
      "Meier Urs",
      "Steiner Paul",
      "Gasser Tom",
      "Ämmer Nico",
    ]);
    const none = await call<PlayerRankingResponse>(t.app, "GET", "/api/rankings/scorers?canton=Uri");
    expect(none.body.players).toEqual([]);
    // An empty filter means all.
    const all = await call<PlayerRankingResponse>(t.app, "GET", "/api/rankings/cards?canton=&league=");
    expect(all.body.players).toHaveLength(5);
  });

  it.each([
    ["/api/rankings/scorers?canton=Atlantis", "Bitte wähle einen Kanton aus der Liste"],
    ["/api/rankings/cards?league=Champions%20League", "Bitte wähle eine Liga aus der Liste"],
  ])("refuses an unknown filter %s with 400", async (path, message) => {
    const res = await call(t.app, "GET", path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: "validation", message } });
  });

  it("a new goal event counts at once in the scorers, the player page and the team's players", async () => {
    const before = await call<{ player: { stats: { goals: number; assists: number } } }>(
      t.app,
      "GET",
      `/api/players/${player.ott}`,
    );
    expect(before.status).toBe(200);
    expect(before.body.player.stats.goals).toBe(1);

    const match = await insertMatch(t.deps.db, team.tor as string, team.bern as string, [1, 0], "live");
    await insertEvents(t.deps.db, match.id, [
      { type: "goal", playerId: player.ott as string, assistPlayerId: player.egli as string },
    ]);

    const scorers = await call<PlayerRankingResponse>(t.app, "GET", "/api/rankings/scorers");
    expect(listed(scorers.body).slice(0, 6)).toEqual([
      [1, "Zürcher Luca", 3, 0, 0],
      [2, "Ämmer Nico", 2, 0, 1],
      [2, "Brunner Jan", 2, 0, 0],
      [2, "Brunner Lea", 2, 0, 0],
      [2, "Ott Ben", 2, 0, 0],
      [6, "Baumann Eva", 1, 0, 0],
    ]);
    const after = await call<{ player: { stats: { goals: number; assists: number } } }>(
      t.app,
      "GET",
      `/api/players/${player.ott}`,
    );
    expect(after.body.player.stats.goals).toBe(2);
    const egli = await call<{ player: { stats: { goals: number; assists: number } } }>(
      t.app,
      "GET",
      `/api/players/${player.egli}`,
    );
    expect(egli.body.player.stats).toMatchObject({ goals: 1, assists: 1 });
    const squad = await call<{ players: Array<{ id: string; stats: { goals: number } }> }>(
      t.app,
      "GET",
      `/api/teams/${team.tor}/players`,
    );
    expect(squad.body.players.find((p) => p.id === player.ott)?.stats.goals).toBe(2);
  });

  it("every listed number equals the player's own statistics", async () => {
    const [scorers, cards] = await Promise.all([
      call<PlayerRankingResponse>(t.app, "GET", "/api/rankings/scorers"),
      call<PlayerRankingResponse>(t.app, "GET", "/api/rankings/cards"),
    ]);
    for (const ranked of [...scorers.body.players, ...cards.body.players]) {
      const res = await call<{ player: { stats: { goals: number; yellowCards: number; redCards: number } } }>(
        t.app,
        "GET",
        `/api/players/${ranked.playerId}`,
      );
      expect(res.body.player.stats).toMatchObject({
        goals: ranked.goals,
        yellowCards: ranked.yellowCards,
        redCards: ranked.redCards,
      });
    }
  });
});
