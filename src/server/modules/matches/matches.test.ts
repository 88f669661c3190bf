import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MatchLineups, MatchReportView, MatchSummary, MatchTeamOptions } from "#shared/matches/types.ts";
import { matchEvents, matches, matchReports } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import {
  createClubWithTeam,
  createMatch,
  createPlayers,
  createTeam,
  dialogDate,
  type TestClub,
} from "./match-fixtures.ts";

let t: TestContext;
let owner: TestClub;
let other: TestClub;
let fan: { cookie: string };
let opponentId: string;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createClubWithTeam(t);
  other = await createClubWithTeam(t);
  fan = await signUp(t.app, { accountType: "fan" });
  opponentId = await createTeam(t, { clubId: null, name: "FC Gegner", createdByClubId: owner.clubId });
  await createPlayers(t, opponentId, 2);
});
afterAll(async () => {
  await t.close();
});

async function matchRow(id: string) {
  const [row] = await t.deps.db.select().from(matches).where(eq(matches.id, id));
  return row;
}

const validBody = () => ({
  homeTeamId: owner.teamId,
  awayTeamId: opponentId,
  ...dialogDate(5),
  stadium: "Sportplatz Seeblick",
});

describe("POST /api/manage/clubs/:clubId/matches", () => {
  it("creates a scheduled match, reading date and time as Zurich time", async () => {
    const res = await call<{ match: MatchSummary }>(
      t.app,
      "POST",
      `/api/manage/clubs/${owner.clubId}/matches`,
      {
        cookie: owner.cookie,
        body: { ...validBody(), date: "2026-12-01", time: "15:30" },
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.match).toMatchObject({
      status: "scheduled",
      stadium: "Sportplatz Seeblick",
      homeScore: null,
      awayScore: null,
      period: "not_started",
      matchDate: "2026-12-01T14:30:00.000Z",
    });
    expect(res.body.match.homeTeam.id).toBe(owner.teamId);
    expect(res.body.match.awayTeam.name).toBe("FC Gegner");
  });

  it.each([
    ["homeTeamId", { homeTeamId: "" }],
    ["awayTeamId", { awayTeamId: undefined }],
    ["date", { date: "" }],
    ["time", { time: " " }],
    ["stadium", { stadium: "" }],
  ])("requires %s: 'Bitte fülle alle Felder aus'", async (_field, patch) => {
    const res = await call<ErrorBody>(t.app, "POST", `/api/manage/clubs/${owner.clubId}/matches`, {
      cookie: owner.cookie,
      body: { ...validBody(), ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Bitte fülle alle Felder aus");
  });

  it("refuses the same team on both sides", async () => {
    const res = await call<ErrorBody>(t.app, "POST", `/api/manage/clubs/${owner.clubId}/matches`, {
      cookie: owner.cookie,
      body: { ...validBody(), awayTeamId: owner.teamId },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Heim- und Auswärtsmannschaft müssen unterschiedlich sein");
  });

  it("refuses an impossible date and an unknown team", async () => {
    const badDate = await call<ErrorBody>(t.app, "POST", `/api/manage/clubs/${owner.clubId}/matches`, {
      cookie: owner.cookie,
      body: { ...validBody(), date: "2026-02-30" },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.message).toBe("Bitte ein gültiges Datum und eine gültige Uhrzeit angeben");
    const unknown = await call<ErrorBody>(t.app, "POST", `/api/manage/clubs/${owner.clubId}/matches`, {
      cookie: owner.cookie,
      body: { ...validBody(), awayTeamId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe("Mannschaft nicht gefunden");
  });

  it("refuses a match in which none of the club's teams plays", async () => {
    const res = await call<ErrorBody>(t.app, "POST", `/api/manage/clubs/${owner.clubId}/matches`, {
      cookie: owner.cookie,
      body: { ...validBody(), homeTeamId: other.teamId },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("Keine Berechtigung");
  });

  it("lets only the club's admins create (visitor 401, fan and other club 403)", async () => {
    const path = `/api/manage/clubs/${owner.clubId}/matches`;
    const before = await t.deps.db.select().from(matches);
    expect((await call(t.app, "POST", path, { body: validBody() })).status).toBe(401);
    expect((await call(t.app, "POST", path, { cookie: fan.cookie, body: validBody() })).status).toBe(403);
    expect((await call(t.app, "POST", path, { cookie: other.cookie, body: validBody() })).status).toBe(403);
    expect(await t.deps.db.select().from(matches)).toHaveLength(before.length);
    expect(
      (
        await call(t.app, "POST", "/api/manage/clubs/kein-verein/matches", {
          cookie: owner.cookie,
          body: validBody(),
        })
      ).status,
    ).toBe(404);
  });
});

describe("GET /api/manage/clubs/:clubId/matches", () => {
  it("lists the club's matches ascending by date, and only them", async () => {
    const later = await createMatch(t, owner, { homeTeamId: opponentId, awayTeamId: owner.teamId, days: 20 });
    const earlier = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: opponentId,
      days: -20,
    });
    const foreign = await createMatch(t, other, {
      homeTeamId: other.teamId,
      awayTeamId: opponentId,
      days: 3,
    });
    const res = await call<{ matches: MatchSummary[] }>(
      t.app,
      "GET",
      `/api/manage/clubs/${owner.clubId}/matches`,
      {
        cookie: owner.cookie,
      },
    );
    expect(res.status).toBe(200);
    const ids = res.body.matches.map((m) => m.id);
    expect(ids).toContain(later);
    expect(ids).toContain(earlier);
    expect(ids).not.toContain(foreign);
    expect(ids.indexOf(earlier)).toBeLessThan(ids.indexOf(later));
    const dates = res.body.matches.map((m) => m.matchDate);
    expect([...dates].sort()).toEqual(dates);
  });

  it("is only for the club's admins", async () => {
    const path = `/api/manage/clubs/${owner.clubId}/matches`;
    expect((await call(t.app, "GET", path)).status).toBe(401);
    expect((await call(t.app, "GET", path, { cookie: fan.cookie })).status).toBe(403);
    expect((await call(t.app, "GET", path, { cookie: other.cookie })).status).toBe(403);
  });
});

describe("GET /api/manage/clubs/:clubId/match-teams", () => {
  it("offers the club's teams and then all other teams, with the club's stadium", async () => {
    const res = await call<MatchTeamOptions>(t.app, "GET", `/api/manage/clubs/${owner.clubId}/match-teams`, {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.club.id).toBe(owner.clubId);
    expect(res.body.myTeams.map((x) => x.id)).toEqual([owner.teamId]);
    const others = res.body.otherTeams.map((x) => x.id);
    expect(others).toContain(opponentId);
    expect(others).toContain(other.teamId);
    expect(others).not.toContain(owner.teamId);
    expect(
      (await call(t.app, "GET", `/api/manage/clubs/${owner.clubId}/match-teams`, { cookie: fan.cookie }))
        .status,
    ).toBe(403);
  });
});

describe("PATCH /api/manage/matches/:id", () => {
  it("edits every field and keeps the status", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    await call(t.app, "POST", `/api/manage/matches/${id}/cancel`, {
      cookie: owner.cookie,
      body: { reason: "Platz gesperrt" },
    });
    const res = await call<{ match: MatchSummary }>(t.app, "PATCH", `/api/manage/matches/${id}`, {
      cookie: owner.cookie,
      body: {
        homeTeamId: opponentId,
        awayTeamId: owner.teamId,
        date: "2026-12-24",
        time: "10:00",
        stadium: "Stadion FC Gegner",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({
      status: "cancelled",
      cancellationReason: "Platz gesperrt",
      stadium: "Stadion FC Gegner",
      matchDate: "2026-12-24T09:00:00.000Z",
    });
    expect(res.body.match.homeTeam.id).toBe(opponentId);
  });

  it("refuses other clubs, fans and visitors and leaves the row unchanged", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    const before = await matchRow(id);
    const body = { ...validBody(), stadium: "Gehackt" };
    expect((await call(t.app, "PATCH", `/api/manage/matches/${id}`, { body })).status).toBe(401);
    expect(
      (await call(t.app, "PATCH", `/api/manage/matches/${id}`, { cookie: fan.cookie, body })).status,
    ).toBe(403);
    const res = await call<ErrorBody>(t.app, "PATCH", `/api/manage/matches/${id}`, {
      cookie: other.cookie,
      body,
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("Keine Berechtigung");
    expect(await matchRow(id)).toEqual(before);
  });

  it("does not let the club move a match to teams that are not its own", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    const res = await call(t.app, "PATCH", `/api/manage/matches/${id}`, {
      cookie: owner.cookie,
      body: { ...validBody(), homeTeamId: other.teamId },
    });
    expect(res.status).toBe(403);
    expect((await matchRow(id))?.homeTeamId).toBe(owner.teamId);
  });

  it("keeps the teams once the match has events", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    await call(t.app, "POST", `/api/manage/matches/${id}/events`, {
      cookie: owner.cookie,
      body: { type: "goal", minute: 10, playerId: owner.playerIds[0] },
    });
    const res = await call<ErrorBody>(t.app, "PATCH", `/api/manage/matches/${id}`, {
      cookie: owner.cookie,
      body: { ...validBody(), homeTeamId: opponentId, awayTeamId: owner.teamId },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/bereits Ereignisse/);
  });

  it("answers 404 for unknown and non-UUID ids", async () => {
    expect(
      (await call(t.app, "PATCH", "/api/manage/matches/123", { cookie: owner.cookie, body: validBody() }))
        .status,
    ).toBe(404);
    const res = await call<ErrorBody>(
      t.app,
      "PATCH",
      "/api/manage/matches/00000000-0000-4000-8000-000000000000",
      {
        cookie: owner.cookie,
        body: validBody(),
      },
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Spiel nicht gefunden");
  });
});

describe("POST /api/manage/matches/:id/cancel", () => {
  it("needs a reason; an empty one changes nothing", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    const res = await call<ErrorBody>(t.app, "POST", `/api/manage/matches/${id}/cancel`, {
      cookie: owner.cookie,
      body: { reason: "   " },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Bitte gib einen Grund für die Absage an");
    expect((await matchRow(id))?.status).toBe("scheduled");
  });

  it("cancels an upcoming match with the reason, once", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    const res = await call<{ match: MatchSummary }>(t.app, "POST", `/api/manage/matches/${id}/cancel`, {
      cookie: owner.cookie,
      body: { reason: "Schneefall" },
    });
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({ status: "cancelled", cancellationReason: "Schneefall" });
    const again = await call<ErrorBody>(t.app, "POST", `/api/manage/matches/${id}/cancel`, {
      cookie: owner.cookie,
      body: { reason: "Nochmals" },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Das Spiel ist bereits abgesagt");
    expect((await matchRow(id))?.cancellationReason).toBe("Schneefall");
  });

  it("does not cancel a past match", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -2 });
    const res = await call(t.app, "POST", `/api/manage/matches/${id}/cancel`, {
      cookie: owner.cookie,
      body: { reason: "Zu spät" },
    });
    expect(res.status).toBe(409);
    expect((await matchRow(id))?.status).toBe("scheduled");
  });

  it("refuses other clubs, fans and visitors", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    const body = { reason: "Sabotage" };
    expect((await call(t.app, "POST", `/api/manage/matches/${id}/cancel`, { body })).status).toBe(401);
    expect(
      (await call(t.app, "POST", `/api/manage/matches/${id}/cancel`, { cookie: fan.cookie, body })).status,
    ).toBe(403);
    expect(
      (await call(t.app, "POST", `/api/manage/matches/${id}/cancel`, { cookie: other.cookie, body })).status,
    ).toBe(403);
    expect((await matchRow(id))?.status).toBe("scheduled");
  });
});

describe("DELETE /api/manage/matches/:id", () => {
  it("deletes a match in any state together with its events and report", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    await call(t.app, "POST", `/api/manage/matches/${id}/live/start`, { cookie: owner.cookie });
    await call(t.app, "POST", `/api/manage/matches/${id}/events`, {
      cookie: owner.cookie,
      body: { type: "goal", minute: 3, playerId: owner.playerIds[0] },
    });
    await call(t.app, "PUT", `/api/manage/matches/${id}/report`, {
      cookie: owner.cookie,
      body: { title: "Bericht", content: "Text" },
    });
    expect(await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, id))).toHaveLength(2);

    const res = await call(t.app, "DELETE", `/api/manage/matches/${id}`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(await matchRow(id)).toBeUndefined();
    expect(await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, id))).toHaveLength(0);
    expect(await t.deps.db.select().from(matchReports).where(eq(matchReports.matchId, id))).toHaveLength(0);
    expect((await call(t.app, "DELETE", `/api/manage/matches/${id}`, { cookie: owner.cookie })).status).toBe(
      404,
    );
  });

  it("refuses other clubs, fans and visitors and keeps the match", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    expect((await call(t.app, "DELETE", `/api/manage/matches/${id}`)).status).toBe(401);
    expect((await call(t.app, "DELETE", `/api/manage/matches/${id}`, { cookie: fan.cookie })).status).toBe(
      403,
    );
    expect((await call(t.app, "DELETE", `/api/manage/matches/${id}`, { cookie: other.cookie })).status).toBe(
      403,
    );
    expect(await matchRow(id)).toBeDefined();
  });

  it("lets either playing club manage a match between two platform clubs once accepted", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: other.teamId });
    const accepted = await call(t.app, "POST", `/api/manage/matches/${id}/accept`, { cookie: other.cookie });
    expect(accepted.status).toBe(200);
    const res = await call(t.app, "PATCH", `/api/manage/matches/${id}`, {
      cookie: other.cookie,
      body: { homeTeamId: owner.teamId, awayTeamId: other.teamId, ...dialogDate(9), stadium: "Neutral" },
    });
    expect(res.status).toBe(200);
    expect((await call(t.app, "DELETE", `/api/manage/matches/${id}`, { cookie: other.cookie })).status).toBe(
      200,
    );
  });
});

describe("PUT /api/manage/matches/:id/result", () => {
  it("sets the result of a past match and completes it", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -3 });
    const res = await call<{ match: MatchSummary }>(t.app, "PUT", `/api/manage/matches/${id}/result`, {
      cookie: owner.cookie,
      body: { homeScore: 3, awayScore: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({
      status: "completed",
      homeScore: 3,
      awayScore: 1,
      period: "finished",
    });
    const past = await call<{ matches: MatchSummary[] }>(
      t.app,
      "GET",
      `/api/matches?scope=past&teamIds=${owner.teamId}`,
    );
    expect(past.body.matches.find((m) => m.id === id)?.homeScore).toBe(3);
  });

  it("refuses future, cancelled and goal-tracked matches, bad scores and outsiders", async () => {
    const future = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 3 });
    const futureRes = await call<ErrorBody>(t.app, "PUT", `/api/manage/matches/${future}/result`, {
      cookie: owner.cookie,
      body: { homeScore: 1, awayScore: 0 },
    });
    expect(futureRes.status).toBe(409);
    expect(futureRes.body.error.message).toBe("Ein Ergebnis kann erst nach dem Anpfiff eingetragen werden");

    const withGoal = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: opponentId,
      days: -1,
    });
    await call(t.app, "POST", `/api/manage/matches/${withGoal}/events`, {
      cookie: owner.cookie,
      body: { type: "goal", minute: 10, playerId: owner.playerIds[0] },
    });
    expect(
      (
        await call(t.app, "PUT", `/api/manage/matches/${withGoal}/result`, {
          cookie: owner.cookie,
          body: { homeScore: 0, awayScore: 0 },
        })
      ).status,
    ).toBe(409);
    expect((await matchRow(withGoal))?.homeScore).toBe(1);

    const past = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -1 });
    const bad = await call<ErrorBody>(t.app, "PUT", `/api/manage/matches/${past}/result`, {
      cookie: owner.cookie,
      body: { homeScore: -1, awayScore: 2 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("Bitte ein gültiges Ergebnis angeben (ganze Zahlen von 0 bis 99)");
    expect(
      (
        await call(t.app, "PUT", `/api/manage/matches/${past}/result`, {
          cookie: other.cookie,
          body: { homeScore: 1, awayScore: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "PUT", `/api/manage/matches/${past}/result`, {
          cookie: fan.cookie,
          body: { homeScore: 1, awayScore: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "PUT", `/api/manage/matches/${past}/result`, {
          body: { homeScore: 1, awayScore: 1 },
        })
      ).status,
    ).toBe(401);
    expect((await matchRow(past))?.status).toBe("scheduled");
  });
});

describe("match report", () => {
  let id: string;
  beforeAll(async () => {
    id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -4 });
  });

  it("starts without a report", async () => {
    const res = await call<{ report: MatchReportView | null }>(
      t.app,
      "GET",
      `/api/manage/matches/${id}/report`,
      {
        cookie: owner.cookie,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.report).toBeNull();
    expect((await call<{ report: null }>(t.app, "GET", `/api/matches/${id}/report`)).body.report).toBeNull();
  });

  it("requires title and content", async () => {
    for (const body of [{ title: "", content: "x" }, { title: "x", content: "  " }, {}]) {
      const res = await call<ErrorBody>(t.app, "PUT", `/api/manage/matches/${id}/report`, {
        cookie: owner.cookie,
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("Titel und Inhalt sind Pflichtfelder");
    }
  });

  it("checks attendance and the man of the match", async () => {
    for (const attendance of [-1, 1.5, "viele"]) {
      const res = await call<ErrorBody>(t.app, "PUT", `/api/manage/matches/${id}/report`, {
        cookie: owner.cookie,
        body: { title: "T", content: "C", attendance },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("Die Zuschauerzahl muss eine ganze Zahl ab 0 sein");
    }
    const res = await call<ErrorBody>(t.app, "PUT", `/api/manage/matches/${id}/report`, {
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
    };
    const created = await call<{ report: MatchReportView; created: boolean }>(
      t.app,
      "PUT",
      `/api/manage/matches/${id}/report`,
      {
        cookie: owner.cookie,
        body,
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.created).toBe(true);
    expect(created.body.report).toMatchObject({
      title: "Verdienter Sieg",
      attendance: 250,
      refereeNotes: null,
    });
    const updated = await call<{ report: MatchReportView; created: boolean }>(
      t.app,
      "PUT",
      `/api/manage/matches/${id}/report`,
      {
        cookie: owner.cookie,
        body: { ...body, title: "Verdienter Heimsieg" },
      },
    );
    expect(updated.body.created).toBe(false);
    expect(await t.deps.db.select().from(matchReports).where(eq(matchReports.matchId, id))).toHaveLength(1);
    const pub = await call<{ report: MatchReportView }>(t.app, "GET", `/api/matches/${id}/report`);
    expect(pub.body.report).toMatchObject({
      title: "Verdienter Heimsieg",
      highlights: "Traumtor in der 80. Minute",
    });
    expect(pub.body.report.manOfMatchName).toMatch(/^Vorname2 Nachname/);
  });

  it("refuses outsiders and leaves the report unchanged", async () => {
    const body = { title: "Fremd", content: "Fremd" };
    expect((await call(t.app, "PUT", `/api/manage/matches/${id}/report`, { body })).status).toBe(401);
    expect(
      (await call(t.app, "PUT", `/api/manage/matches/${id}/report`, { cookie: fan.cookie, body })).status,
    ).toBe(403);
    expect(
      (await call(t.app, "PUT", `/api/manage/matches/${id}/report`, { cookie: other.cookie, body })).status,
    ).toBe(403);
    expect(
      (await call(t.app, "GET", `/api/manage/matches/${id}/report`, { cookie: other.cookie })).status,
    ).toBe(403);
    const [row] = await t.deps.db.select().from(matchReports).where(eq(matchReports.matchId, id));
    expect(row?.title).toBe("Verdienter Heimsieg");
  });
});

describe("public match reads", () => {
  it("gives line-ups with statistics, and hasLineups only when both teams have players", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -1 });
    await call(t.app, "POST", `/api/manage/matches/${id}/events`, {
      cookie: owner.cookie,
      body: { type: "goal", minute: 5, playerId: owner.playerIds[2], assistPlayerId: owner.playerIds[1] },
    });
    const res = await call<MatchLineups>(t.app, "GET", `/api/matches/${id}/lineups`);
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
    expect((await call<MatchLineups>(t.app, "GET", `/api/matches/${id2}/lineups`)).body.hasLineups).toBe(
      false,
    );
  });

  it("answers 404 for unknown matches", async () => {
    for (const path of ["/api/matches/x/lineups", "/api/matches/x/report", "/api/matches/x/events"]) {
      expect((await call(t.app, "GET", path)).status).toBe(404);
    }
    const res = await call<ErrorBody>(
      t.app,
      "GET",
      "/api/matches/00000000-0000-4000-8000-000000000000/events",
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Spiel nicht gefunden");
  });
});
