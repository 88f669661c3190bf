import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MatchStatus } from "#shared/constants.ts";
import { officePaths } from "#shared/league/office.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { withdrawalHoldDeleteMessage } from "#shared/matches/schema.ts";
import { seasonLabel, seasonOf } from "#shared/matches/season.ts";
import { matches, realtimeLog, teamPlacements } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { expectError } from "../../test/manage-actors.ts";
import { insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A team the league office withdraws plays no more matches in its group: its upcoming ones there
// are called off in the same decision, with the reason, and set again as they stood when the
// withdrawal is taken back; the matches it did not call off stay as they are.

let t: TestContext;
let office: SignedUp;
const SEASON = seasonOf(new Date());
const team: Record<string, string> = {};
const REASON = "Rückzug von FC Aare aus der Gruppe";

async function insertMatch(
  home: string,
  away: string,
  days: number,
  extra: { status?: MatchStatus; reason?: string; competition?: "league" | "friendly" } = {},
) {
  const [row] = await t.deps.db
    .insert(matches)
    .values({
      homeTeamId: team[home] as string,
      awayTeamId: team[away] as string,
      matchDate: new Date(Date.now() + days * 86_400_000),
      status: extra.status ?? "scheduled",
      cancellationReason: extra.reason ?? null,
      competition: extra.competition ?? "league",
      ...(extra.status === "completed" ? { homeScore: 1, awayScore: 0 } : {}),
    })
    .returning({ id: matches.id });
  if (!row) throw new Error("match not inserted");
  return row.id;
}

async function shown(matchId: string) {
  const res = await call(t.app, "GET", matchPaths.detail(matchId));
  expect(res.status).toBe(200);
  return [res.body.match.status, res.body.match.cancellationReason];
}

const withdraw = (name: string) =>
  call(t.app, "POST", leagueOfficePaths.withdrawals(), {
    cookie: office.cookie,
    body: { teamId: team[name], season: SEASON, reason: "Mannschaft aufgelöst" },
  });
const undo = (name: string) =>
  call(t.app, "DELETE", leagueOfficePaths.withdrawal(team[name] as string, SEASON), {
    cookie: office.cookie,
  });

const id: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  for (const name of ["Aare", "Birs", "Chasseral", "Doubs", "Emme"]) {
    team[name] = (await insertTeam(t.deps.db, `FC ${name}`, { canton: "Bern", league: "5. Liga" })).id;
  }
  // Doubs plays in another group of the league.
  await t.deps.db
    .update(teamPlacements)
    .set({ groupName: "Gruppe 2" })
    .where(and(eq(teamPlacements.teamId, team.Doubs as string), eq(teamPlacements.season, SEASON)));
  id.next = await insertMatch("Aare", "Birs", 10);
  id.postponed = await insertMatch("Chasseral", "Aare", 20, { status: "postponed", reason: "Nebel" });
  id.played = await insertMatch("Aare", "Emme", -10, { status: "completed" });
  id.otherGroup = await insertMatch("Aare", "Doubs", 30);
  id.friendly = await insertMatch("Emme", "Aare", 40, { competition: "friendly" });
  id.alreadyOff = await insertMatch("Aare", "Emme", 50, { status: "cancelled", reason: "Platz gesperrt" });
  id.notAare = await insertMatch("Birs", "Chasseral", 12);
});
afterAll(async () => {
  await t.close();
});

describe("a withdrawal and the team's upcoming matches", () => {
  it("calls off the team's upcoming matches of its group with the reason, in the same decision", async () => {
    const res = await withdraw("Aare");
    expect(res.status).toBe(200);
    expect(await shown(id.next as string)).toEqual(["cancelled", REASON]);
    expect(await shown(id.postponed as string)).toEqual(["cancelled", REASON]);
    // Played, in another group, no league match, cancelled already, or without the team: as they were.
    expect(await shown(id.played as string)).toEqual(["completed", null]);
    expect(await shown(id.otherGroup as string)).toEqual(["scheduled", null]);
    expect(await shown(id.friendly as string)).toEqual(["scheduled", null]);
    expect(await shown(id.alreadyOff as string)).toEqual(["cancelled", "Platz gesperrt"]);
    expect(await shown(id.notAare as string)).toEqual(["scheduled", null]);

    // The schedule, the calendars and the fans' pages hear it as every cancellation (the match frame).
    const frames = await t.deps.db
      .select({ payload: realtimeLog.payload })
      .from(realtimeLog)
      .where(and(eq(realtimeLog.matchId, id.next as string), eq(realtimeLog.kind, "match")));
    expect(frames.at(-1)?.payload).toMatchObject({ status: "cancelled", cancellationReason: REASON });
    // The match's history says who called it off and why.
    const history = await call(t.app, "GET", matchPaths.publicHistory(id.next as string));
    expect(history.body.entries[0]).toMatchObject({ action: "Spiel abgesagt" });
  });

  it("keeps them from the office's «Spiel löschen» while the withdrawal holds them", async () => {
    // The teams have no club: the office manages their matches, and deleted, the undo would miss one.
    const before = await t.deps.db
      .select()
      .from(matches)
      .where(eq(matches.id, id.next as string));
    expectError(
      await call(t.app, "DELETE", matchPaths.update(id.next as string), {
        cookie: office.cookie,
        body: { reason: "Spiel fällt weg" },
      }),
      409,
      withdrawalHoldDeleteMessage("FC Aare"),
    );
    expect(
      await t.deps.db
        .select()
        .from(matches)
        .where(eq(matches.id, id.next as string)),
    ).toEqual(before);
  });

  it("sets them again as they stood when the withdrawal is taken back, and only those", async () => {
    const res = await undo("Aare");
    expect(res.status).toBe(200);
    expect(await shown(id.next as string)).toEqual(["scheduled", null]);
    expect(await shown(id.postponed as string)).toEqual(["postponed", "Nebel"]);
    expect(await shown(id.alreadyOff as string)).toEqual(["cancelled", "Platz gesperrt"]);
    expect(await shown(id.otherGroup as string)).toEqual(["scheduled", null]);
    // The office's «Verlauf» names it as the button it pressed: «Rückzug aufheben».
    const decisions = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(decisions.body.decisions[0]).toMatchObject({
      action: `Rückzug aufgehoben (Saison ${seasonLabel(SEASON)})`,
      subject: expect.stringMatching(/^FC Aare/),
    });
  });

  it("keeps a match off while its opponent is withdrawn too, and leaves one cancelled since for another reason", async () => {
    expect((await withdraw("Aare")).status).toBe(200);
    expect((await withdraw("Birs")).status).toBe(200);
    // Another reason since: the club's, no longer the withdrawal's to undo.
    await t.deps.db
      .update(matches)
      .set({ cancellationReason: "Platz unbespielbar" })
      .where(eq(matches.id, id.postponed as string));

    expect((await undo("Aare")).status).toBe(200);
    expect(await shown(id.next as string)).toEqual(["cancelled", "Rückzug von FC Birs aus der Gruppe"]);
    expect(await shown(id.postponed as string)).toEqual(["cancelled", "Platz unbespielbar"]);
    expect(await shown(id.notAare as string)).toEqual(["cancelled", "Rückzug von FC Birs aus der Gruppe"]);

    expect((await undo("Birs")).status).toBe(200);
    expect(await shown(id.next as string)).toEqual(["scheduled", null]);
    expect(await shown(id.notAare as string)).toEqual(["scheduled", null]);
  });
});
