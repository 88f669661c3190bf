import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officePaths } from "#shared/league/office.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { PLACEMENT_MESSAGES } from "#shared/league/schema.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import type { LeagueTableEntry } from "#shared/rankings/types.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { matches, teamPlacements, teams } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { createActors, expectError } from "../../test/manage-actors.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Seasons and groups. Tables per season and group, the refused and the league
// office's mid-season move, a past season's table and next season's placement set ahead.

let t: TestContext;
let club: SignedUp & { clubId: string };
let fan: SignedUp;
let office: SignedUp;
const ids: Record<string, string> = {};
// The running season of the test: matches from September on (the clock is the machine's).
const SEASON = 2026;

async function createTeam(name: string, league: string, group?: string) {
  const res = await call(t.app, "POST", teamPaths.create(club.clubId), {
    cookie: club.cookie,
    body: { name, canton: "Zürich", league, ...(group ? { group } : {}) },
  });
  expect(res.status).toBe(201);
  return res.body.team.id;
}

async function played(home: string, away: string, score: [number, number], date: Date) {
  await t.deps.db.insert(matches).values({
    homeTeamId: ids[home] as string,
    awayTeamId: ids[away] as string,
    matchDate: date,
    status: "completed",
    homeScore: score[0],
    awayScore: score[1],
  });
}

const table = async (query: Parameters<typeof rankingPaths.table>[0]) => {
  const res = await call(t.app, "GET", rankingPaths.table(query));
  expect(res.status).toBe(200);
  return res.body;
};
const rowsOf = (rows: LeagueTableEntry[]) => rows.map((r) => [r.teamName, r.played, r.points]);

beforeAll(async () => {
  t = await createTestApp();
  const actors = await createActors(t);
  club = actors.owner;
  fan = actors.fan;
  office = await signUpLeagueOffice(t.app, t.deps.db);
  ids.seeblick = await createTeam("Seeblick", "3. Liga");
  ids.adler = await createTeam("Adler", "3. Liga", "Gruppe 1");
  ids.biber = await createTeam("Biber", "3. Liga");
  ids.dachs = await createTeam("Dachs", "3. Liga", "Gruppe 2");
  ids.elch = await createTeam("Elch", "3. Liga", "Gruppe 2");
  ids.neu = await createTeam("Neu", "3. Liga");
  ids.fuchs = await createTeam("Fuchs", "2. Liga");
  const sept = (day: number) => new Date(Date.UTC(SEASON, 8, day, 13));
  await played("seeblick", "adler", [2, 0], sept(5));
  await played("biber", "seeblick", [1, 1], sept(12));
  await played("adler", "biber", [3, 1], sept(19));
  await played("dachs", "elch", [0, 2], sept(5));
});
afterAll(async () => {
  await t.close();
});

describe("groups of a league in a season", () => {
  it("lists canton, league and its groups with team counts", async () => {
    const res = await call(t.app, "GET", rankingPaths.leagues({ season: SEASON }));
    expect(res.status).toBe(200);
    const third = res.body.leagues.find((l) => l.canton === "Zürich" && l.league === "3. Liga");
    expect(third?.groups).toEqual([
      { name: "Gruppe 1", teamCount: 4 },
      { name: "Gruppe 2", teamCount: 2 },
    ]);
    expect(third?.teamCount).toBe(6);
  });

  it("answers one group's table, and asks for the group where the league has several", async () => {
    const second = await table({ canton: "Zürich", league: "3. Liga", season: SEASON, group: "Gruppe 2" });
    expect(rowsOf(second.rows)).toEqual([
      ["Elch", 1, 3],
      ["Dachs", 1, 0],
    ]);
    expect(second.groups).toEqual(["Gruppe 1", "Gruppe 2"]);
    const missing = await call(t.app, "GET", rankingPaths.table({ canton: "Zürich", league: "3. Liga" }));
    expectError(missing, 400, "Diese Liga hat mehrere Gruppen: bitte wähle eine (Gruppe 1, Gruppe 2).");
    const unknown = await call(
      t.app,
      "GET",
      rankingPaths.table({ canton: "Zürich", league: "3. Liga", group: "Gruppe 9" }),
    );
    expectError(unknown, 404, "Diese Gruppe gibt es in dieser Saison nicht.");
    // A league with one group needs none.
    const fuchs = await table({ canton: "Zürich", league: "2. Liga" });
    expect(fuchs.group).toBe("Gruppe 1");
  });

  it("finds a group however its name is written, and answers with its own spelling", async () => {
    const second = await table({ canton: "Zürich", league: "3. Liga", season: SEASON, group: "gruppe 2" });
    expect(second.group).toBe("Gruppe 2");
    expect(rowsOf(second.rows)).toEqual([
      ["Elch", 1, 3],
      ["Dachs", 1, 0],
    ]);
  });

  it("lets a club change the group of a team without counted matches", async () => {
    const res = await call(t.app, "PATCH", teamPaths.update(ids.neu as string), {
      cookie: club.cookie,
      body: { name: "Neu", canton: "Zürich", league: "3. Liga", group: "Gruppe 2" },
    });
    expect(res.status).toBe(200);
    expect(res.body.team.group).toBe("Gruppe 2");
  });

  it("refuses a club's change of the running season's placement after counted league matches", async () => {
    const res = await call(t.app, "PATCH", teamPaths.update(ids.seeblick as string), {
      cookie: club.cookie,
      body: { name: "Seeblick neu", canton: "Zürich", league: "2. Liga" },
    });
    expectError(res, 409, PLACEMENT_MESSAGES.countedMatches);
    const [row] = await t.deps.db
      .select()
      .from(teams)
      .where(eq(teams.id, ids.seeblick as string));
    expect(row).toMatchObject({ name: "Seeblick", league: "3. Liga" });
  });

  it("refuses the console to anyone outside the league office", async () => {
    const body = { teamId: ids.seeblick, season: SEASON, canton: "Zürich", league: "2. Liga" };
    expectError(
      await call(t.app, "PUT", leagueOfficePaths.placements(), { body }),
      401,
      "Nur für die Spielleitung",
    );
    for (const cookie of [fan.cookie, club.cookie]) {
      expectError(
        await call(t.app, "PUT", leagueOfficePaths.placements(), { cookie, body }),
        403,
        "Nur für die Spielleitung",
      );
    }
  });

  it("moves a team mid-season: its matches stay in the old group's table for the other teams", async () => {
    const res = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { teamId: ids.seeblick, season: SEASON, canton: "Zürich", league: "2. Liga" },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe("moved");

    const old = await table({ canton: "Zürich", league: "3. Liga", season: SEASON, group: "Gruppe 1" });
    const row = (name: string) => old.rows.find((r) => r.teamName === name);
    // Adler lost 0:2 to Seeblick, Biber drew 1:1 with it: both results stay.
    expect(row("Adler")).toMatchObject({ played: 2, points: 3, goalsFor: 3, goalsAgainst: 3 });
    expect(row("Biber")).toMatchObject({ played: 2, points: 1, goalsFor: 2, goalsAgainst: 4 });
    expect(row("Seeblick")).toMatchObject({ played: 2, points: 4 });

    // Marked where it left, standing below the teams still playing there (no zone, no tie-break).
    expect(old.rows.map((r) => [r.teamName, r.position, r.movedTo, r.zone])).toEqual([
      ["Adler", 1, null, null],
      ["Biber", 2, null, null],
      ["Seeblick", 3, { canton: "Zürich", league: "2. Liga", group: "Gruppe 1" }, null],
    ]);

    const next = await table({ canton: "Zürich", league: "2. Liga", season: SEASON });
    expect(rowsOf(next.rows)).toEqual([
      ["Fuchs", 0, 0],
      ["Seeblick", 0, 0],
    ]);
    expect(next.rows.every((r) => r.movedTo === null)).toBe(true);
    // The club's website widget marks it too.
    const widget = await t.app.request(
      `/widget/table?canton=Z%C3%BCrich&league=3.%20Liga&season=${SEASON}&group=Gruppe%201`,
    );
    expect(await widget.text()).toContain(
      `<tr class="moved"><td>3</td><td class="t">Seeblick <span class="mv">in die 2. Liga verschoben</span></td>`,
    );
    const [team] = await t.deps.db
      .select()
      .from(teams)
      .where(eq(teams.id, ids.seeblick as string));
    expect(team?.league).toBe("2. Liga");
  });

  it("marks a team moved to another group of its league, and its deduction stays where it was decided", async () => {
    const deducted = await call(t.app, "POST", leagueOfficePaths.deductions(), {
      cookie: office.cookie,
      body: { teamId: ids.elch, season: SEASON, points: 2, reason: "Kein Schiedsrichter gestellt" },
    });
    expect(deducted.status).toBe(201);
    const res = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { teamId: ids.elch, season: SEASON, canton: "Zürich", league: "3. Liga", group: "Gruppe 1" },
    });
    expect(res.body.result).toBe("moved");
    const history = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(history.body.decisions[0]).toMatchObject({
      action: `Verschoben: Zürich, 3. Liga, Gruppe 2 → Zürich, 3. Liga, Gruppe 1 (Saison ${SEASON}/${(SEASON + 1) % 100}); die bisherigen Spiele bleiben in Gruppe 2`,
    });
    // Placing it where it is changes nothing, and the history says nothing.
    const again = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { teamId: ids.elch, season: SEASON, canton: "Zürich", league: "3. Liga", group: "Gruppe 1" },
    });
    expect(again.body.result).toBe("unchanged");
    const after = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(after.body.decisions.length).toBe(history.body.decisions.length);

    const left = await table({ canton: "Zürich", league: "3. Liga", season: SEASON, group: "Gruppe 2" });
    expect(left.rows.map((r) => [r.teamName, r.played, r.points, r.movedTo])).toEqual([
      ["Neu", 0, 0, null],
      ["Dachs", 1, 0, null],
      ["Elch", 1, 1, { canton: "Zürich", league: "3. Liga", group: "Gruppe 1" }],
    ]);
    expect(left.deductions.map((d) => [d.name, d.points])).toEqual([["Elch", 2]]);

    const joined = await table({ canton: "Zürich", league: "3. Liga", season: SEASON, group: "Gruppe 1" });
    expect(joined.rows.find((r) => r.teamName === "Elch")).toMatchObject({
      played: 0,
      points: 0,
      deductedPoints: 0,
      movedTo: null,
    });
    expect(joined.deductions).toEqual([]);
  });

  it("counts a team moved between groups once in its league and its canton", async () => {
    const res = await call(t.app, "GET", rankingPaths.leagues({ season: SEASON }));
    const third = res.body.leagues.find((l) => l.canton === "Zürich" && l.league === "3. Liga");
    // Elch stands in both groups (moved from Gruppe 2 to Gruppe 1), and Seeblick in the 3. Liga's
    // Gruppe 1 and the 2. Liga: 6 teams in the 3. Liga, 7 in Zürich.
    expect(third?.groups).toEqual([
      { name: "Gruppe 1", teamCount: 4 },
      { name: "Gruppe 2", teamCount: 3 },
    ]);
    expect(third?.teamCount).toBe(6);
    expect(res.body.cantons.find((c) => c.canton === "Zürich")).toEqual({ canton: "Zürich", teamCount: 7 });
  });

  it("withdraws a team moved mid-season from its old group too: its matches there stop counting", async () => {
    const withdrawn = await call(t.app, "POST", leagueOfficePaths.withdrawals(), {
      cookie: office.cookie,
      body: { teamId: ids.elch, season: SEASON, reason: "Mannschaft aufgelöst" },
    });
    expect(withdrawn.status).toBe(200);
    const left = await table({ canton: "Zürich", league: "3. Liga", season: SEASON, group: "Gruppe 2" });
    expect(left.rows.map((r) => [r.teamName, r.played, r.points, r.withdrawn])).toEqual([
      ["Dachs", 0, 0, false],
      ["Neu", 0, 0, false],
      // Its deduction stays where it was decided.
      ["Elch", 0, -2, true],
    ]);
    const joined = await table({ canton: "Zürich", league: "3. Liga", season: SEASON, group: "Gruppe 1" });
    expect(joined.rows.find((r) => r.teamName === "Elch")).toMatchObject({ withdrawn: true });

    const undone = await call(t.app, "DELETE", leagueOfficePaths.withdrawal(ids.elch as string, SEASON), {
      cookie: office.cookie,
    });
    expect(undone.status).toBe(200);
    const back = await table({ canton: "Zürich", league: "3. Liga", season: SEASON, group: "Gruppe 2" });
    expect(back.rows.find((r) => r.teamName === "Dachs")).toMatchObject({ played: 1, withdrawn: false });
  });

  it("plans the running and the next season only", async () => {
    const tooFar = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { teamId: ids.neu, season: SEASON + 2, canton: "Bern", league: "5. Liga" },
    });
    expectError(tooFar, 409, PLACEMENT_MESSAGES.tooFarAhead);
    const deduction = await call(t.app, "POST", leagueOfficePaths.deductions(), {
      cookie: office.cookie,
      body: { teamId: ids.neu, season: 2099, points: 3, reason: "Tippfehler" },
    });
    expectError(deduction, 409, PLACEMENT_MESSAGES.tooFarAhead);
  });

  it("never changes a past season's placement", async () => {
    const res = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { teamId: ids.adler, season: SEASON - 1, canton: "Zürich", league: "4. Liga" },
    });
    expectError(res, 409, PLACEMENT_MESSAGES.pastSeason);
  });

  it("sets next season's placement ahead without touching the running season", async () => {
    const res = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { teamId: ids.adler, season: SEASON + 1, canton: "Zürich", league: "2. Liga" },
    });
    expect(res.status).toBe(200);
    const now = await table({ canton: "Zürich", league: "3. Liga", season: SEASON, group: "Gruppe 1" });
    expect(now.rows.map((r) => r.teamName)).toContain("Adler");
    const ahead = await call(t.app, "GET", rankingPaths.leagues({ season: SEASON + 1 }));
    const second = ahead.body.leagues.find((l) => l.league === "2. Liga" && l.canton === "Zürich");
    expect(second?.teamCount).toBe(3);
  });

  it("moves a team with its matches annulled when the league office decides so", async () => {
    const before = await table({ canton: "Zürich", league: "3. Liga", season: SEASON, group: "Gruppe 1" });
    expect(before.rows.find((r) => r.teamName === "Adler")).toMatchObject({ played: 2, points: 3 });
    const res = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: {
        teamId: ids.biber,
        season: SEASON,
        canton: "Zürich",
        league: "3. Liga",
        group: "Gruppe 2",
        movedMatches: "annul",
      },
    });
    expect(res.body.result).toBe("moved");
    // Adler's 3:1 over Biber counts for nobody now: Adler keeps its 0:2 against Seeblick only.
    const after = await table({ canton: "Zürich", league: "3. Liga", season: SEASON, group: "Gruppe 1" });
    expect(after.rows.find((r) => r.teamName === "Adler")).toMatchObject({ played: 1, points: 0 });
    expect(after.rows.find((r) => r.teamName === "Biber")).toMatchObject({ played: 0, points: 0 });
    const history = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(history.body.decisions[0]?.action).toContain("die bisherigen Spiele in Gruppe 1 sind annulliert");
    // The console counts them no more either: Biber's two matches, Adler's one against Biber.
    const console = await call(
      t.app,
      "GET",
      leagueOfficePaths.league({ season: SEASON, canton: "Zürich", league: "3. Liga" }),
      { cookie: office.cookie },
    );
    const counted = (name: string) =>
      console.body.groups.flatMap((g) => g.teams).find((x) => x.name === name)?.countedMatches;
    expect(counted("Biber")).toBe(0);
    expect(counted("Adler")).toBe(1);
  });
});

describe("a past season's table", () => {
  it("lists the teams of that season with their results, not today's", async () => {
    // Gamma and Delta played the 4. Liga in 2025/26; Gamma was promoted to the 3. Liga.
    ids.gamma = await createTeam("Gamma", "4. Liga");
    ids.delta = await createTeam("Delta", "4. Liga");
    for (const team of ["gamma", "delta"]) {
      await t.deps.db
        .update(teamPlacements)
        .set({ season: SEASON - 1 })
        .where(eq(teamPlacements.teamId, ids[team] as string));
    }
    await played("gamma", "delta", [4, 1], new Date(Date.UTC(SEASON, 2, 14, 14)));
    const promoted = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { teamId: ids.gamma, season: SEASON, canton: "Zürich", league: "3. Liga", group: "Gruppe 2" },
    });
    expect(promoted.body.result).toBe("placed");

    const past = await table({ canton: "Zürich", league: "4. Liga", season: SEASON - 1 });
    expect(rowsOf(past.rows)).toEqual([
      ["Gamma", 1, 3],
      ["Delta", 1, 0],
    ]);
    const today = await table({ canton: "Zürich", league: "4. Liga", season: SEASON });
    expect(rowsOf(today.rows)).toEqual([["Delta", 0, 0]]);
    const third = await table({ canton: "Zürich", league: "3. Liga", season: SEASON, group: "Gruppe 2" });
    expect(third.rows.map((r) => r.teamName)).toContain("Gamma");
    // A team created this season is in no earlier table.
    const pastThird = await call(t.app, "GET", rankingPaths.leagues({ season: SEASON - 1 }));
    expect(pastThird.body.leagues.find((l) => l.league === "3. Liga")).toBeUndefined();
  });
});
