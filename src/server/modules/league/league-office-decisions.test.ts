import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { LEAGUE_OFFICE_MESSAGES, PLACEMENT_MESSAGES } from "#shared/league/schema.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import {
  fairPlayCorrections,
  matchEvents,
  matches,
  pointDeductions,
  teamPlacements,
} from "../../db/schema/index.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { expectError } from "../../test/manage-actors.ts";
import { createClubWithTeam, createMatch, createTeam } from "../../test/match-fixtures.ts";
import { insertMatch, insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The Swiss ranking rules and the office's decisions through the API: fair-play points decide a tie in the 5. Liga, the
// league office's corrections, deductions and withdrawals, and a «Forfait» entered as a result.

let t: TestContext;
let office: SignedUp;
let fan: SignedUp;
const SEASON = 2026;
const team: Record<string, string> = {};
const query = { canton: "Bern" as const, league: "5. Liga" as const, season: SEASON };
const table = async () => (await call(t.app, "GET", rankingPaths.table(query))).body;

async function cards(matchId: string, side: "home" | "away", type: "yellow_card" | "red_card", n: number) {
  const rows = await t.deps.db
    .insert(matchEvents)
    .values(
      Array.from({ length: n }, (_, i) => ({ matchId, eventType: type, minute: 20 + i, teamSide: side })),
    )
    .returning({ id: matchEvents.id });
  return rows.map((r) => r.id);
}
/** Aare's red card against Chasseral: the one a «Rote Karte» correction of Aare names. */
const aareRed = { matchId: "", eventId: "" };

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  fan = await signUp(t.app);
  for (const name of ["Aare", "Birs", "Chasseral", "Doubs"]) {
    team[name] = (await insertTeam(t.deps.db, `FC ${name}`, { canton: "Bern", league: "5. Liga" })).id;
  }
  const id = (name: string) => team[name] as string;
  // Aare and Birs: 3 points each. Aare +3 (3:0 over Chasseral), Birs +1 (2:1 over Doubs).
  const aare = await insertMatch(t.deps.db, id("Aare"), id("Chasseral"), [3, 0]);
  const birs = await insertMatch(t.deps.db, id("Birs"), id("Doubs"), [2, 1]);
  // Aare: 2 yellow and 1 red = 5 Strafpunkte; Birs: 1 yellow = 1.
  await cards(aare.id, "home", "yellow_card", 2);
  aareRed.matchId = aare.id;
  aareRed.eventId = (await cards(aare.id, "home", "red_card", 1))[0] as string;
  await cards(birs.id, "home", "yellow_card", 1);
});
afterAll(async () => {
  await t.close();
});

describe("fair play in the table", () => {
  it("ranks fewer Strafpunkte above a better goal difference and says why", async () => {
    const body = await table();
    expect(body.rule).toBe("fairPlay");
    expect(
      body.rows.slice(0, 2).map((r) => [r.name, r.points, r.goalDifference, r.penaltyPoints, r.tieBreak]),
    ).toEqual([
      ["FC Birs", 3, 1, 1, "penaltyPoints"],
      ["FC Aare", 3, 3, 5, "penaltyPoints"],
    ]);
    expect(body.fairPlay.map((f) => [f.name, f.penaltyPoints, f.rank])).toEqual([
      ["FC Chasseral", 0, 1],
      ["FC Doubs", 0, 1],
      ["FC Birs", 1, 3],
      ["FC Aare", 5, 4],
    ]);
  });

  it("adds the league office's correction and refuses it to others", async () => {
    const body = {
      teamId: team.Birs,
      season: SEASON,
      kind: "officials",
      points: 6,
      reason: "Trainer beleidigt SR",
    };
    expectError(
      await call(t.app, "POST", leagueOfficePaths.corrections(), { cookie: fan.cookie, body }),
      403,
      "Nur für die Spielleitung",
    );
    expectError(
      await call(t.app, "POST", leagueOfficePaths.corrections(), {
        cookie: office.cookie,
        body: { ...body, points: 0 },
      }),
      400,
      LEAGUE_OFFICE_MESSAGES.fairPlayPoints,
    );
    const res = await call(t.app, "POST", leagueOfficePaths.corrections(), { cookie: office.cookie, body });
    expect(res.status).toBe(201);
    const after = await table();
    expect(after.rows.slice(0, 2).map((r) => [r.name, r.penaltyPoints])).toEqual([
      ["FC Aare", 5],
      ["FC Birs", 7],
    ]);
    const undo = await call(t.app, "DELETE", leagueOfficePaths.correction(res.body.id), {
      cookie: office.cookie,
    });
    expect(undo.status).toBe(200);
    expect((await table()).rows[0]?.name).toBe("FC Birs");
  });
});

describe("a red card's value", () => {
  it("is raised once per red card the team was shown in the season", async () => {
    const redCard = (teamId: string | undefined, points: number) =>
      call(t.app, "POST", leagueOfficePaths.corrections(), {
        cookie: office.cookie,
        body: { teamId, season: SEASON, kind: "red_card", points, reason: "Tätlichkeit", ...aareRed },
      });
    // FC Birs has no red card: Aare's is not its to raise.
    expectError(await redCard(team.Birs, 5), 400, LEAGUE_OFFICE_MESSAGES.notTeamsMatch);
    // FC Aare has one: raised once, to 3 + 9 = 12, the catalogue's maximum; not a second time.
    const first = await redCard(team.Aare, 9);
    expect(first.status).toBe(201);
    expectError(await redCard(team.Aare, 9), 409, LEAGUE_OFFICE_MESSAGES.redCardRaised);
    expect((await table()).rows.find((r) => r.name === "FC Aare")?.penaltyPoints).toBe(14);
    await call(t.app, "DELETE", leagueOfficePaths.correction(first.body.id), { cookie: office.cookie });
  });

  it("is raised only for red cards that still count in the table", async () => {
    const fourth = { canton: "Bern" as const, league: "4. Liga" as const, season: SEASON };
    const [rot, a, b, c] = await Promise.all(
      ["FC Rot", "FC Ahorn", "FC Buche", "FC Citrus"].map(
        async (name) => (await insertTeam(t.deps.db, name, { canton: "Bern", league: "4. Liga" })).id,
      ),
    );
    // FC Rot is shown a red card in each of its three matches.
    const shown: { matchId: string; eventId: string }[] = [];
    for (const opponent of [a, b, c]) {
      const match = await insertMatch(t.deps.db, rot as string, opponent as string, [1, 1]);
      shown.push({ matchId: match.id, eventId: (await cards(match.id, "home", "red_card", 1))[0] as string });
    }
    // Ahorn withdraws and Buche moves with its matches annulled: only the red card against Citrus counts.
    const withdrawn = await call(t.app, "POST", leagueOfficePaths.withdrawals(), {
      cookie: office.cookie,
      body: { teamId: a, season: SEASON, reason: "Mannschaft aufgelöst" },
    });
    expect(withdrawn.status).toBe(200);
    const moved = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { teamId: b, ...fourth, group: "Gruppe 2", movedMatches: "annul" },
    });
    expect(moved.body.result).toBe("moved");
    const group = (await call(t.app, "GET", rankingPaths.table({ ...fourth, group: "Gruppe 1" }))).body;
    expect(group.fairPlay.find((e) => e.teamId === rot)?.red).toBe(1);

    const redCard = (card: (typeof shown)[number] | undefined) =>
      call(t.app, "POST", leagueOfficePaths.corrections(), {
        cookie: office.cookie,
        body: { teamId: rot, season: SEASON, kind: "red_card", points: 9, reason: "Tätlichkeit", ...card },
      });
    expectError(await redCard(shown[0]), 409, LEAGUE_OFFICE_MESSAGES.redCardNotCounting);
    expectError(await redCard(shown[1]), 409, LEAGUE_OFFICE_MESSAGES.redCardNotCounting);
    expect((await redCard(shown[2])).status).toBe(201);
    expectError(await redCard(shown[2]), 409, LEAGUE_OFFICE_MESSAGES.redCardRaised);
    const after = (await call(t.app, "GET", rankingPaths.table({ ...fourth, group: "Gruppe 1" }))).body;
    expect(after.fairPlay.find((e) => e.teamId === rot)?.penaltyPoints).toBe(12);
  });
});

describe("a raised red card whose match stops counting", () => {
  it("adds its points only while the red card still counts", async () => {
    const third = { canton: "Bern" as const, league: "3. Liga" as const, season: SEASON };
    const [esche, fichte, ginkgo] = await Promise.all(
      ["FC Esche", "FC Fichte", "FC Ginkgo"].map(
        async (name) => (await insertTeam(t.deps.db, name, { canton: "Bern", league: "3. Liga" })).id,
      ),
    );
    // FC Esche is shown its one red card against Fichte; the office raises it to 12.
    const match = await insertMatch(t.deps.db, esche as string, fichte as string, [1, 1]);
    await insertMatch(t.deps.db, ginkgo as string, esche as string, [0, 2]);
    const [eventId] = await cards(match.id, "home", "red_card", 1);
    const raised = await call(t.app, "POST", leagueOfficePaths.corrections(), {
      cookie: office.cookie,
      body: {
        teamId: esche,
        season: SEASON,
        kind: "red_card",
        points: 9,
        reason: "Tätlichkeit",
        matchId: match.id,
        eventId,
      },
    });
    expect(raised.status).toBe(201);
    const escheIn = async (group: string) => {
      const body = (await call(t.app, "GET", rankingPaths.table({ ...third, group }))).body;
      const row = body.rows.find((r) => r.teamId === esche);
      const fair = body.fairPlay.find((e) => e.teamId === esche);
      return [row?.penaltyPoints, fair?.red, fair?.corrections, fair?.penaltyPoints];
    };
    expect(await escheIn("Gruppe 1")).toEqual([12, 1, 9, 12]);

    // Fichte withdraws: the match and its red card no longer count, nor does raising it.
    await call(t.app, "POST", leagueOfficePaths.withdrawals(), {
      cookie: office.cookie,
      body: { teamId: fichte, season: SEASON, reason: "Mannschaft aufgelöst" },
    });
    expect(await escheIn("Gruppe 1")).toEqual([0, 0, 0, 0]);
    await call(t.app, "DELETE", leagueOfficePaths.withdrawal(fichte as string, SEASON), {
      cookie: office.cookie,
    });
    expect(await escheIn("Gruppe 1")).toEqual([12, 1, 9, 12]);

    // Esche moves to Gruppe 2 with its matches annulled: no red card behind the 9 points in
    // either group.
    const moved = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { teamId: esche, ...third, group: "Gruppe 2", movedMatches: "annul" },
    });
    expect(moved.body.result).toBe("moved");
    expect(await escheIn("Gruppe 1")).toEqual([0, 0, 0, 0]);
    expect(await escheIn("Gruppe 2")).toEqual([0, 0, 0, 0]);
  });
});

describe("deductions", () => {
  it("deducts points with a reason shown under the table", async () => {
    const res = await call(t.app, "POST", leagueOfficePaths.deductions(), {
      cookie: office.cookie,
      body: {
        teamId: team.Birs,
        season: SEASON,
        points: 3,
        reason: "Nicht qualifizierter Spieler eingesetzt",
      },
    });
    expect(res.status).toBe(201);
    const body = await table();
    expect(body.rows.find((r) => r.name === "FC Birs")).toMatchObject({ points: 0, deductedPoints: 3 });
    expect(body.deductions).toEqual([
      expect.objectContaining({
        name: "FC Birs",
        points: 3,
        reason: "Nicht qualifizierter Spieler eingesetzt",
      }),
    ]);
    await call(t.app, "DELETE", leagueOfficePaths.deduction(res.body.id), { cookie: office.cookie });
  });

  it("refuses a deduction without reason, for a past season or by a fan, and writes nothing", async () => {
    const base = { teamId: team.Aare, season: SEASON, points: 2, reason: "Grund" };
    expectError(
      await call(t.app, "POST", leagueOfficePaths.deductions(), {
        cookie: office.cookie,
        body: { ...base, reason: " " },
      }),
      400,
      LEAGUE_OFFICE_MESSAGES.reason,
    );
    // trim() keeps a zero-width space: such a reason showed as an empty line under the table.
    const blank = await call(t.app, "POST", leagueOfficePaths.deductions(), {
      cookie: office.cookie,
      body: { ...base, reason: "\u200b\u200b" },
    });
    expectError(blank, 400, LEAGUE_OFFICE_MESSAGES.reason);
    expect(blank.body).toMatchObject({ error: { fields: { reason: LEAGUE_OFFICE_MESSAGES.reason } } });
    expectError(
      await call(t.app, "POST", leagueOfficePaths.deductions(), {
        cookie: office.cookie,
        body: { ...base, reason: "\u202eGrund" },
      }),
      400,
      "Die Begründung darf keine Steuerzeichen der Schreibrichtung enthalten.",
    );
    expectError(
      await call(t.app, "POST", leagueOfficePaths.deductions(), {
        cookie: office.cookie,
        body: { ...base, season: SEASON - 1 },
      }),
      409,
      "Eine vergangene Saison bleibt, wie sie war: ihre Tabelle ändert sich nicht mehr.",
    );
    expectError(
      await call(t.app, "POST", leagueOfficePaths.deductions(), { cookie: fan.cookie, body: base }),
      403,
      "Nur für die Spielleitung",
    );
    expect(
      await t.deps.db
        .select()
        .from(pointDeductions)
        .where(eq(pointDeductions.teamId, team.Aare as string)),
    ).toEqual([]);
  });
});

describe("a JSON body takes numbers as numbers", () => {
  // A script that sends true, [5] or "2" meant something else than a number: refused, not guessed.
  it("refuses points and a season that are no numbers, and writes nothing", async () => {
    const deduction = { teamId: team.Chasseral, season: SEASON, reason: "Grund" };
    for (const points of [true, [5], "2"]) {
      expectError(
        await call(t.app, "POST", leagueOfficePaths.deductions(), {
          cookie: office.cookie,
          body: { ...deduction, points },
        }),
        400,
        LEAGUE_OFFICE_MESSAGES.points,
      );
    }
    const correction = { ...deduction, kind: "officials" };
    for (const points of [true, [5], "2"]) {
      expectError(
        await call(t.app, "POST", leagueOfficePaths.corrections(), {
          cookie: office.cookie,
          body: { ...correction, points },
        }),
        400,
        LEAGUE_OFFICE_MESSAGES.fairPlayPoints,
      );
    }
    expectError(
      await call(t.app, "POST", leagueOfficePaths.deductions(), {
        cookie: office.cookie,
        body: { ...deduction, points: 2, season: String(SEASON) },
      }),
      400,
      PLACEMENT_MESSAGES.season,
    );
    expectError(
      await call(t.app, "PUT", leagueOfficePaths.placements(), {
        cookie: office.cookie,
        body: { teamId: team.Chasseral, season: [SEASON], canton: "Bern", league: "4. Liga" },
      }),
      400,
      PLACEMENT_MESSAGES.season,
    );
    const chasseral = team.Chasseral as string;
    expect(
      await t.deps.db.select().from(pointDeductions).where(eq(pointDeductions.teamId, chasseral)),
    ).toEqual([]);
    expect(
      await t.deps.db.select().from(fairPlayCorrections).where(eq(fairPlayCorrections.teamId, chasseral)),
    ).toEqual([]);
    expect(
      (await t.deps.db.select().from(teamPlacements).where(eq(teamPlacements.teamId, chasseral))).map(
        (p) => p.league,
      ),
    ).not.toContain("4. Liga");
  });
});

describe("withdrawal", () => {
  it("takes the team's matches out and puts it last, marked withdrawn; and back", async () => {
    const res = await call(t.app, "POST", leagueOfficePaths.withdrawals(), {
      cookie: office.cookie,
      body: { teamId: team.Aare, season: SEASON, reason: "Mannschaft aufgelöst" },
    });
    expect(res.status).toBe(200);
    const body = await table();
    expect(body.rows.map((r) => [r.name, r.played, r.withdrawn])).toEqual([
      ["FC Birs", 1, false],
      ["FC Chasseral", 0, false],
      ["FC Doubs", 1, false],
      ["FC Aare", 0, true],
    ]);
    expect(body.rows.at(-1)?.position).toBe(4);
    // Its matches no longer count, so neither do its cards: it is not ranked for fair play.
    expect(body.fairPlay.map((e) => e.name)).not.toContain("FC Aare");
    expectError(
      await call(t.app, "POST", leagueOfficePaths.withdrawals(), {
        cookie: office.cookie,
        body: { teamId: team.Aare, season: SEASON, reason: "nochmals" },
      }),
      409,
      LEAGUE_OFFICE_MESSAGES.alreadyWithdrawn,
    );
    const undo = await call(t.app, "DELETE", leagueOfficePaths.withdrawal(team.Aare as string, SEASON), {
      cookie: office.cookie,
    });
    expect(undo.status).toBe(200);
    const back = await table();
    expect(back.rows.find((r) => r.name === "FC Aare")).toMatchObject({ played: 1, withdrawn: false });
    expect(back.fairPlay.map((e) => e.name)).toContain("FC Aare");
  });
});

describe("Forfait", () => {
  it("is entered as a result: 3:0 for the other side, no events, counted in the table", async () => {
    const club = await createClubWithTeam(t, 2);
    const opponent = await createTeam(t, { clubId: null, name: "FC Forfait", createdByClubId: club.clubId });
    const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponent });
    await t.deps.db
      .update(matches)
      .set({ matchDate: new Date(Date.UTC(SEASON, 9, 3, 13)) })
      .where(eq(matches.id, matchId));
    const result = (body: Record<string, unknown>) =>
      call(t.app, "PUT", matchPaths.action(matchId, "result"), { cookie: club.cookie, body });

    expectError(
      await result({ homeScore: 1, awayScore: 0, forfeit: "away" }),
      400,
      MATCH_MESSAGES.forfeitScore,
    );
    const res = await result({ homeScore: 3, awayScore: 0, forfeit: "away" });
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({
      homeScore: 3,
      awayScore: 0,
      forfeit: "away",
      status: "completed",
    });

    const event = await call(t.app, "POST", matchPaths.addEvent(matchId), {
      cookie: club.cookie,
      body: { type: "goal", minute: 10, playerId: club.playerIds[0] },
    });
    expectError(event, 409, MATCH_MESSAGES.forfeitNoEvents);

    const zurich = await call(
      t.app,
      "GET",
      rankingPaths.table({ canton: "Zürich", league: "3. Liga", season: SEASON }),
    );
    const winner = zurich.body.rows.find((r) => r.teamId === club.teamId);
    expect(winner).toMatchObject({ played: 1, won: 1, goalsFor: 3, points: 3 });

    // Back to a played result: the forfeit is gone, events may follow.
    const played = await result({ homeScore: 0, awayScore: 0 });
    expect(played.body.match.forfeit).toBeNull();
  });

  it("is refused on a match that has events", async () => {
    const club = await createClubWithTeam(t, 2);
    const opponent = await createTeam(t, { clubId: null, name: "FC Ereignis", createdByClubId: club.clubId });
    const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponent });
    await t.deps.db
      .update(matches)
      .set({ matchDate: new Date(Date.UTC(SEASON, 9, 4, 13)) })
      .where(eq(matches.id, matchId));
    await cards(matchId, "home", "yellow_card", 1);
    const res = await call(t.app, "PUT", matchPaths.action(matchId, "result"), {
      cookie: club.cookie,
      body: { homeScore: 0, awayScore: 3, forfeit: "home" },
    });
    expectError(res, 409, MATCH_MESSAGES.forfeitWithEvents);
  });
});
