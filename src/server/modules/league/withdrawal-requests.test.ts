import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { ImportRowError } from "#shared/players/csv.ts";
import { clubs, matches, matchProposals, teamPlacements, teams } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { createClubWithTeam, createMatch, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import type { TestContext } from "../../test/test-app.ts";
import {
  createWithdrawalScene,
  literally,
  SEASON,
  storedMatch,
  undoWithdrawalOfB,
  type WithdrawalScene,
  withdrawB,
} from "../../test/withdrawal-scene.ts";

// A withdrawn team gets no new league match of its season, by a club's match, its request, an
// edit or the other club's yes to one: a request open when it withdrew is called off with its
// group's matches, its date ahead or past (and set again, still a request, when the withdrawal is
// taken back), and a match the withdrawal called off is not deleted by a club, so the office's
// undo finds them all; the league office's group import refuses such a match as a club's does.

let scene: WithdrawalScene;
let t: TestContext;
let office: SignedUp;
let a: TestClub;
let b: TestClub;
let c: TestClub;
let clubless: string;
const id: Record<string, string> = {};
/** «… hat sich aus der Saison 2025/26 zurückgezogen …», naming B's team. */
let refused: RegExp;

const row = (matchId: string) => storedMatch(t, matchId);

const matchBody = (
  home: string,
  away: string,
  days: number,
  competition?: "league" | "cup" | "friendly",
) => ({
  homeTeamId: home,
  awayTeamId: away,
  ...dialogDate(days),
  stadium: "Sportplatz Test",
  ...(competition ? { competition } : {}),
});

beforeAll(async () => {
  scene = await createWithdrawalScene();
  ({ t, office, a, b, clubless } = scene);
  c = await createClubWithTeam(t, 0);
  // C's team plays in another group of B's league: the withdrawal calls off none of its matches.
  await t.deps.db
    .update(teamPlacements)
    .set({ groupName: "Gruppe 2" })
    .where(and(eq(teamPlacements.teamId, c.teamId), eq(teamPlacements.season, SEASON)));
  // A asks B for a league match ahead, and for one whose date has passed: B has answered neither.
  id.request = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: 9 });
  id.pastRequest = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: -2 });
  // C asks B too, from the other group.
  id.otherGroupRequest = await createMatch(t, c, { homeTeamId: c.teamId, awayTeamId: b.teamId, days: 8 });
  // A match both clubs agreed: a deletion by one of them would be a proposal to the other.
  id.agreed = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: 13 });
  expect(
    (await call(t.app, "POST", matchPaths.action(id.agreed, "accept"), { cookie: b.cookie })).status,
  ).toBe(200);
  // B's own match against a team without a club: B alone manages it.
  id.own = await createMatch(t, b, { homeTeamId: b.teamId, awayTeamId: clubless, days: 11 });
  // A's friendly against the team without a club, which A alone edits.
  const friendly = await call(t.app, "POST", matchPaths.create(a.clubId), {
    cookie: a.cookie,
    body: matchBody(a.teamId, clubless, 30, "friendly"),
  });
  expect(friendly.status).toBe(201);
  id.friendly = friendly.body.match.id;
  for (const key of ["request", "pastRequest", "otherGroupRequest"]) {
    expect((await row(id[key] as string)).acceptance).toBe("requested");
  }
  const team = await withdrawB(scene, id.own as string);
  refused = new RegExp(`^${literally(team)} hat sich aus der Saison \\d{4}/\\d{2} zurückgezogen`);
});
afterAll(async () => {
  await t.close();
});

describe("a match request with a withdrawn team", () => {
  it("is called off with the group's matches, its date ahead or past, and its yes is refused", async () => {
    for (const key of ["request", "pastRequest"]) {
      const before = await row(id[key] as string);
      expect(before).toMatchObject({ status: "cancelled", acceptance: "requested" });
      expect(before?.cancellationReason).toMatch(/^Rückzug von .+ aus der Gruppe$/);
      const accept = await call<ErrorBody>(t.app, "POST", matchPaths.action(id[key] as string, "accept"), {
        cookie: b.cookie,
      });
      expect(accept.status).toBe(409);
      expect(accept.body.error.message).toMatch(/^Dieses Spiel ist wegen des Rückzugs von .+ abgesagt\./);
      expect(await row(id[key] as string)).toEqual(before);
    }
  });

  it("is not accepted as a league match of the season when it was not called off", async () => {
    const before = await row(id.otherGroupRequest as string);
    expect(before).toMatchObject({ status: "scheduled", acceptance: "requested", competition: "league" });
    const accept = await call<ErrorBody>(
      t.app,
      "POST",
      matchPaths.action(id.otherGroupRequest as string, "accept"),
      { cookie: b.cookie },
    );
    expect(accept.status).toBe(409);
    expect(accept.body.error.message).toMatch(refused);
    // «Alle annehmen» answers the other requests and leaves these three open.
    const all = await call(t.app, "POST", matchPaths.acceptAll(b.clubId), { cookie: b.cookie });
    expect(all.status).toBe(200);
    expect(all.body.accepted).toBe(0);
    expect(await row(id.otherGroupRequest as string)).toEqual(before);
    for (const key of ["request", "pastRequest"]) {
      expect((await row(id[key] as string)).acceptance).toBe("requested");
    }
  });
});

describe("a new match with a withdrawn team", () => {
  it("is refused as a league match of the season, by either club", async () => {
    for (const [club, body] of [
      [a, matchBody(a.teamId, b.teamId, 20)],
      [a, matchBody(a.teamId, b.teamId, 21, "league")],
      [b, matchBody(b.teamId, clubless, 22, "league")],
    ] as const) {
      const res = await call<ErrorBody>(t.app, "POST", matchPaths.create(club.clubId), {
        cookie: club.cookie,
        body,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(refused);
    }
    const ofB = await t.deps.db.select().from(matches).where(eq(matches.awayTeamId, b.teamId));
    expect(ofB.map((m) => m.id).sort()).toEqual(
      [id.request, id.pastRequest, id.otherGroupRequest, id.agreed].sort(),
    );
  });

  it("is refused in a fixture list the other club imports, which then imports nothing", async () => {
    const [named] = await t.deps.db
      .select({ club: clubs.clubName, team: teams.name })
      .from(teams)
      .innerJoin(clubs, eq(clubs.id, teams.clubId))
      .where(eq(teams.id, b.teamId));
    const [y, m, d] = dialogDate(23).date.split("-");
    const csv = `Datum;Zeit;H/A;Gegner\n${d}.${m}.${y};15:00;H;${named?.club} ${named?.team}\n`;
    const res = await call<{ errors: ImportRowError[] }>(t.app, "POST", matchPaths.import(a.teamId), {
      cookie: a.cookie,
      csv,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(refused) }),
    ]);
    const ofA = await t.deps.db.select().from(matches).where(eq(matches.homeTeamId, a.teamId));
    expect(ofA.map((m) => m.id).sort()).toEqual([id.request, id.pastRequest, id.agreed, id.friendly].sort());
  });

  it("is refused in a group's fixtures the league office imports, in the preview too, and nothing is imported", async () => {
    const named = async (teamId: string) => {
      const [found] = await t.deps.db
        .select({ club: clubs.clubName, team: teams.name })
        .from(teams)
        .innerJoin(clubs, eq(clubs.id, teams.clubId))
        .where(eq(teams.id, teamId));
      return `${found?.club} ${found?.team}`;
    };
    const day = (days: number) => {
      const [y, m, d] = dialogDate(days).date.split("-");
      return `${d}.${m}.${y}`;
    };
    const csv = [
      "Datum;Zeit;Heim;Gast;Ort",
      `${day(24)};15:00;${await named(a.teamId)};FC Neuling;Sportplatz Test`,
      `${day(25)};15:00;${await named(a.teamId)};${await named(b.teamId)};Sportplatz Test`,
    ].join("\n");
    const query = {
      season: SEASON,
      canton: "Zürich" as const,
      league: "3. Liga" as const,
      group: "Gruppe 1",
    };
    const expected = [expect.objectContaining({ line: 3, message: expect.stringMatching(refused) })];
    const preview = await call<{ errors: ImportRowError[] }>(
      t.app,
      "POST",
      leagueOfficePaths.checkGroupImport(query),
      { cookie: office.cookie, csv },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual(expected);
    const res = await call<{ errors: ImportRowError[] }>(
      t.app,
      "POST",
      leagueOfficePaths.importGroup(query),
      {
        cookie: office.cookie,
        csv,
      },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(expected);
    // Not even the row without B: no new team, no match.
    expect(await t.deps.db.select().from(teams).where(eq(teams.name, "FC Neuling"))).toEqual([]);
    const ofA = await t.deps.db.select().from(matches).where(eq(matches.homeTeamId, a.teamId));
    expect(ofA.map((m) => m.id).sort()).toEqual([id.request, id.pastRequest, id.agreed, id.friendly].sort());
  });

  it("is not made one by an edit of another match, which keeps its other edits", async () => {
    expect((await row(id.friendly as string)).competition).toBe("friendly");
    const toLeague = await call<ErrorBody>(t.app, "PATCH", matchPaths.update(id.friendly as string), {
      cookie: a.cookie,
      body: matchBody(a.teamId, clubless, 31, "league"),
    });
    // A's friendly against the team without a club: only the new opponent would rule it out.
    expect(toLeague.status).toBe(200);
    const toB = await call<ErrorBody>(t.app, "PATCH", matchPaths.update(id.friendly as string), {
      cookie: a.cookie,
      body: matchBody(a.teamId, b.teamId, 31, "league"),
    });
    expect(toB.status).toBe(409);
    expect(toB.body.error.message).toMatch(refused);
    expect(await row(id.friendly as string)).toMatchObject({ awayTeamId: clubless, competition: "league" });
  });

  it("is still set as a friendly or a cup match", async () => {
    for (const [competition, days] of [
      ["friendly", 30],
      // Another day: the same fixture at the same kick-off is refused as entered twice.
      ["cup", 31],
    ] as const) {
      const res = await call(t.app, "POST", matchPaths.create(a.clubId), {
        cookie: a.cookie,
        body: matchBody(a.teamId, b.teamId, days, competition),
      });
      expect(res.status).toBe(201);
      expect(res.body.match.competition).toBe(competition);
    }
  });
});

describe("a match the withdrawal called off", () => {
  it("is not deleted by the club that manages it alone, nor proposed to be by a club of an agreed one", async () => {
    for (const [club, key] of [
      [b, "own"],
      [a, "agreed"],
    ] as const) {
      const before = await row(id[key] as string);
      expect(before?.status).toBe("cancelled");
      const res = await call<ErrorBody>(t.app, "DELETE", matchPaths.update(id[key] as string), {
        cookie: club.cookie,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(
        /^Dieses Spiel ist wegen des Rückzugs von .+ abgesagt und bleibt im Spielplan: nur die Spielleitung kann es wieder ansetzen/,
      );
      expect(await row(id[key] as string)).toEqual(before);
    }
    expect(
      await t.deps.db
        .select()
        .from(matchProposals)
        .where(eq(matchProposals.matchId, id.agreed as string)),
    ).toEqual([]);
  });
});

describe("taking the withdrawal back", () => {
  it("sets the requests and the club's match again as they stood, and then the clubs' again", async () => {
    const undo = await undoWithdrawalOfB(scene);
    expect(undo.status).toBe(200);
    for (const key of ["own", "agreed"]) {
      expect(await row(id[key] as string)).toMatchObject({ status: "scheduled", cancellationReason: null });
    }
    for (const key of ["request", "pastRequest"]) {
      expect(await row(id[key] as string)).toMatchObject({
        status: "scheduled",
        cancellationReason: null,
        acceptance: "requested",
      });
    }
    const accept = await call(t.app, "POST", matchPaths.action(id.request as string, "accept"), {
      cookie: b.cookie,
    });
    expect(accept.status).toBe(200);
    const del = await call(t.app, "DELETE", matchPaths.update(id.own as string), { cookie: b.cookie });
    expect(del.status).toBe(200);
  });
});
