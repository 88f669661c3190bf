import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { REPORT_MESSAGES } from "#shared/matches/report-schema.ts";
import { seasonOf } from "#shared/matches/season.ts";
import type { MatchReportView } from "#shared/matches/types.ts";
import { matches, matchReports, realtimeLog, teamPlacements } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { createMatch, createMatchCast, createTeam, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The match report the clubs write, and the public reads of a match (line-ups, 404).

let t: TestContext;
let owner: TestClub;
let other: TestClub;
let fan: { cookie: string };
let opponentId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, fan, opponentId } = await createMatchCast(t, {
    opponentName: "FC Gegner",
    opponentPlayers: 2,
    isOpponentOwners: true,
  }));
});
afterAll(async () => {
  await t.close();
});

describe("match report", () => {
  let id: string;
  beforeAll(async () => {
    id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -4 });
  });

  it("starts without a report", async () => {
    const res = await call(t.app, "GET", matchPaths.manageReport(id), {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.report).toBeNull();
    expect((await call(t.app, "GET", matchPaths.report(id))).body.report).toBeNull();
  });

  it("requires title and content", async () => {
    for (const body of [{ title: "", content: "x" }, { title: "x", content: "  " }, {}]) {
      const res = await call<ErrorBody>(t.app, "PUT", matchPaths.saveReport(id), {
        cookie: owner.cookie,
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("Titel und Inhalt sind Pflichtfelder");
    }
  });

  it("refuses a title or content that shows nothing, and writes no report", async () => {
    for (const body of [
      { title: "\u200b", content: "x" },
      { title: "x", content: " \u200b\n\u200b " },
      { title: "\u200b\u200b", content: "\u200b" },
    ]) {
      const res = await call<ErrorBody>(t.app, "PUT", matchPaths.saveReport(id), {
        cookie: owner.cookie,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe("Titel und Inhalt sind Pflichtfelder");
    }
    const turned = await call<ErrorBody>(t.app, "PUT", matchPaths.saveReport(id), {
      cookie: owner.cookie,
      body: { title: "\u202eniegsmieH", content: "x" },
    });
    expect(turned.status).toBe(400);
    expect(turned.body.error.fields).toMatchObject({
      title: "Der Titel darf keine Steuerzeichen der Schreibrichtung enthalten.",
    });
    expect(await t.deps.db.select().from(matchReports).where(eq(matchReports.matchId, id))).toHaveLength(0);
  });

  it("checks attendance and the man of the match", async () => {
    // "0x10" and "1e3" were read by Number() as 16 and 1000.
    for (const attendance of [-1, 1.5, "viele", "0x10", "1e3"]) {
      const res = await call<ErrorBody>(t.app, "PUT", matchPaths.saveReport(id), {
        cookie: owner.cookie,
        body: { title: "T", content: "C", attendance },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("Die Zuschauerzahl muss eine ganze Zahl ab 0 sein");
    }
    const res = await call<ErrorBody>(t.app, "PUT", matchPaths.saveReport(id), {
      cookie: owner.cookie,
      body: { title: "T", content: "C", manOfMatchPlayerId: other.playerIds[0] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      "Der Man of the Match muss ein Spieler einer der beiden Mannschaften sein",
    );
  });

  it("creates, then updates the one report, and shows it publicly with the man of the match's name", async () => {
    const body = {
      title: "Verdienter Sieg",
      content: "Ein starkes Spiel.",
      highlights: "Traumtor in der 80. Minute",
      manOfMatchPlayerId: owner.playerIds[1],
      attendance: "250",
      weatherConditions: "Sonnig",
      refereeNotes: "",
      referee: " Meier ",
    };
    const created = await call(t.app, "PUT", matchPaths.saveReport(id), {
      cookie: owner.cookie,
      body,
    });
    expect(created.status).toBe(200);
    expect(created.body.created).toBe(true);
    expect(created.body.report).toMatchObject({
      title: "Verdienter Sieg",
      attendance: 250,
      refereeNotes: null,
      referee: "Meier",
    });
    const updated = await call(t.app, "PUT", matchPaths.saveReport(id), {
      cookie: owner.cookie,
      body: { ...body, title: "Verdienter Heimsieg" },
    });
    expect(updated.body.created).toBe(false);
    expect(await t.deps.db.select().from(matchReports).where(eq(matchReports.matchId, id))).toHaveLength(1);
    const pub = await call<{ report: MatchReportView }>(t.app, "GET", matchPaths.report(id));
    expect(pub.body.report).toMatchObject({
      title: "Verdienter Heimsieg",
      highlights: "Traumtor in der 80. Minute",
    });
    expect(pub.body.report.manOfMatchName).toMatch(/^Vorname2 Nachname/);
    // The live stream carries the saved report to the fans on the match page.
    const [frame] = await t.deps.db
      .select({ payload: realtimeLog.payload })
      .from(realtimeLog)
      .where(and(eq(realtimeLog.matchId, id), eq(realtimeLog.kind, "report")))
      .orderBy(desc(realtimeLog.id))
      .limit(1);
    expect(frame?.payload).toEqual({ matchId: id, report: pub.body.report });
  });

  it("refuses a report for a match not yet kicked off, and writes none", async () => {
    // The schedule offers «Spielbericht» only for past matches; a request for a match in three
    // days wrote one, and the match page showed a report of a game nobody had played.
    const future = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 3 });
    const res = await call<ErrorBody>(t.app, "PUT", matchPaths.saveReport(future), {
      cookie: owner.cookie,
      body: { title: "Vorab", content: "Noch nicht gespielt" },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(REPORT_MESSAGES.notKickedOff);
    expect(await t.deps.db.select().from(matchReports).where(eq(matchReports.matchId, future))).toEqual([]);
  });

  it("tells of a postponed match a withdrawal keeps off that only the league office's lifting frees it", async () => {
    // «Setze es dazu zuerst wieder an.» told the club to do what the withdrawal forbids it.
    const postponed = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: opponentId,
      days: -3,
    });
    const [row] = await t.deps.db
      .update(matches)
      .set({ status: "postponed", competition: "league" })
      .where(eq(matches.id, postponed))
      .returning({ matchDate: matches.matchDate });
    if (!row) throw new Error("the match is there");
    // The opponent withdrew from the season before the match's date (taken back after, for the
    // file's other tests).
    const opponentPlacement = and(
      eq(teamPlacements.teamId, opponentId),
      eq(teamPlacements.season, seasonOf(row.matchDate)),
    );
    const withdrawn = await t.deps.db
      .update(teamPlacements)
      .set({ withdrawnAt: new Date(row.matchDate.getTime() - 86_400_000) })
      .where(opponentPlacement)
      .returning({ id: teamPlacements.id });
    expect(withdrawn).toHaveLength(1);
    const res = await call<ErrorBody>(t.app, "PUT", matchPaths.saveReport(postponed), {
      cookie: owner.cookie,
      body: { title: "Vorab", content: "Nicht gespielt" },
    });
    await t.deps.db.update(teamPlacements).set({ withdrawnAt: null }).where(opponentPlacement);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(REPORT_MESSAGES.postponedWithdrawn);
    expect(await t.deps.db.select().from(matchReports).where(eq(matchReports.matchId, postponed))).toEqual(
      [],
    );
  });

  it("refuses a report for a postponed match whose old date has passed, and writes none", async () => {
    // A postponed match was not played on its date: its report comes when it is played.
    const postponed = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: opponentId,
      days: -2,
    });
    await t.deps.db.update(matches).set({ status: "postponed" }).where(eq(matches.id, postponed));
    const res = await call<ErrorBody>(t.app, "PUT", matchPaths.saveReport(postponed), {
      cookie: owner.cookie,
      body: { title: "Vorab", content: "Nicht gespielt" },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(REPORT_MESSAGES.postponed);
    expect(await t.deps.db.select().from(matchReports).where(eq(matchReports.matchId, postponed))).toEqual(
      [],
    );
  });

  it("refuses outsiders and leaves the report unchanged", async () => {
    const body = { title: "Fremd", content: "Fremd" };
    expect((await call(t.app, "PUT", matchPaths.saveReport(id), { body })).status).toBe(401);
    expect((await call(t.app, "PUT", matchPaths.saveReport(id), { cookie: fan.cookie, body })).status).toBe(
      403,
    );
    expect((await call(t.app, "PUT", matchPaths.saveReport(id), { cookie: other.cookie, body })).status).toBe(
      403,
    );
    expect((await call(t.app, "GET", matchPaths.manageReport(id), { cookie: other.cookie })).status).toBe(
      403,
    );
    const [row] = await t.deps.db.select().from(matchReports).where(eq(matchReports.matchId, id));
    expect(row?.title).toBe("Verdienter Heimsieg");
    const frames = await t.deps.db
      .select({ id: realtimeLog.id })
      .from(realtimeLog)
      .where(and(eq(realtimeLog.matchId, id), eq(realtimeLog.kind, "report")));
    expect(frames).toHaveLength(2);
  });
});

describe("public match reads", () => {
  it("gives line-ups with statistics, and hasLineups only when both teams have players", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -1 });
    await call(t.app, "POST", matchPaths.addEvent(id), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 5, playerId: owner.playerIds[2], assistPlayerId: owner.playerIds[1] },
    });
    const res = await call(t.app, "GET", matchPaths.lineups(id));
    expect(res.status).toBe(200);
    expect(res.body.hasLineups).toBe(true);
    expect(res.body.home.players).toHaveLength(3);
    expect(res.body.away.players).toHaveLength(2);
    // Statistics count every match of the player; players 2 and 3 appear in no other test's events.
    const scorer = res.body.home.players.find((p) => p.id === owner.playerIds[2]);
    expect(scorer).toMatchObject({ goals: 1, assists: 0, position: "Stürmer", birthYear: 2000 });
    expect(res.body.home.players.find((p) => p.id === owner.playerIds[1])?.assists).toBe(1);

    const empty = await createTeam(t, { clubId: null, name: "Ohne Kader" });
    const id2 = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: empty });
    expect((await call(t.app, "GET", matchPaths.lineups(id2))).body.hasLineups).toBe(false);
  });

  it("answers 404 for unknown matches", async () => {
    for (const path of [matchPaths.lineups("x"), matchPaths.report("x"), matchPaths.events("x")]) {
      expect((await call(t.app, "GET", path)).status).toBe(404);
    }
    const res = await call<ErrorBody>(
      t.app,
      "GET",
      matchPaths.events("00000000-0000-4000-8000-000000000000"),
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Spiel nicht gefunden");
  });
});
