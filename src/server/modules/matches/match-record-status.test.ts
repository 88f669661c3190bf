import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import { matches } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import {
  createMatch,
  createMatchCast,
  createTeam,
  dialogDate,
  type TestClub,
} from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// 'Endstand erfassen', postponing and restoring.

// Events without player, the new event types and their effect on score,
// scorers and cards, the rules the server enforces, texts derived when read, the final score,
// postponing and restoring.

let t: TestContext;
let owner: TestClub;
let opponentId: string;
let matchId: string;

type EventResult = { event: MatchEventView } & ErrorBody;
type MatchResult = { match: MatchSummary } & ErrorBody;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, opponentId } = await createMatchCast(t, {
    opponentName: "SC Auswärts",
    opponentPlayers: 3,
    ownPlayers: 4,
  }));
  await createTeam(t, { clubId: null, name: "FC Neuling" });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  matchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -1 });
});

async function addEvent(body: Record<string, unknown>, id = matchId) {
  return call<EventResult>(t.app, "POST", matchPaths.addEvent(id), { cookie: owner.cookie, body });
}
async function score(id = matchId) {
  const [row] = await t.deps.db
    .select({ home: matches.homeScore, away: matches.awayScore, status: matches.status })
    .from(matches)
    .where(eq(matches.id, id));
  return row;
}
const ownPlayer = (i: number) => owner.playerIds[i] as string;
const p1 = () => ownPlayer(0);
const p2 = () => ownPlayer(1);

describe("Endstand erfassen", () => {
  const putResult = (homeScore: number, awayScore: number, id = matchId) =>
    call<MatchResult>(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: owner.cookie,
      body: { homeScore, awayScore },
    });

  it("completes a past match without goal events with the entered score", async () => {
    const res = await putResult(3, 1);
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({ status: "completed", homeScore: 3, awayScore: 1 });
  });

  it("with goal events takes their score and refuses one with fewer goals, naming what to fix", async () => {
    await addEvent({ type: "goal", minute: 10, playerId: p1() });
    await addEvent({ type: "ownGoal", minute: 20, playerId: p2() });
    const wrong = await putResult(2, 0);
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.message).toBe(
      "Die Tore im Spielbericht ergeben 1:1, eingetragen ist 2:0. Der Endstand braucht mindestens die Tore des Spielberichts: korrigiere ihn oder die Tor-Ereignisse im Spielbericht.",
    );
    expect(await score()).toMatchObject({ status: "scheduled" });
    const right = await putResult(1, 1);
    expect(right.status).toBe(200);
    expect(right.body.match).toMatchObject({ status: "completed", homeScore: 1, awayScore: 1 });
  });

  it("keeps a final score entered by hand while its scorers are named; a goal beyond it raises it", async () => {
    expect((await putResult(2, 1)).status).toBe(200);
    // Naming the scorers of the 2:1 (an own goal of the home side counts for the away side).
    await addEvent({ type: "goal", minute: 10, playerId: p1() });
    expect(await score()).toMatchObject({ home: 2, away: 1 });
    await addEvent({ type: "ownGoal", minute: 20, playerId: p2() });
    await addEvent({ type: "goal", minute: 30, playerId: p1() });
    expect(await score()).toMatchObject({ home: 2, away: 1, status: "completed" });
    // A third home goal is more than the entered score: it adds 1, as a goal does.
    const third = await addEvent({ type: "goal", minute: 80, playerId: p2() });
    expect(third.status).toBe(201);
    expect(await score()).toMatchObject({ home: 3, away: 1 });
    // Deleting it takes it away again: the score is now what the events add up to.
    await call(t.app, "DELETE", matchPaths.removeEvent(third.body.event.id), { cookie: owner.cookie });
    expect(await score()).toMatchObject({ home: 2, away: 1 });
  });

  it("a goal for the side an entered score has none for adds 1, without taking the other side's goals", async () => {
    expect((await putResult(1, 0)).status).toBe(200);
    await addEvent({ type: "ownGoal", minute: 70, playerId: p1() });
    expect(await score()).toMatchObject({ home: 1, away: 1 });
  });

  it("takes a final score with more goals than the events name, not with fewer", async () => {
    await addEvent({ type: "goal", minute: 10, playerId: p1() });
    expect((await putResult(3, 0)).status).toBe(200);
    expect(await score()).toMatchObject({ home: 3, away: 0 });
    const fewer = await putResult(0, 0);
    expect(fewer.status).toBe(409);
    expect(await score()).toMatchObject({ home: 3, away: 0 });
    // The API document says the same to a script's author: at least the events' goals.
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const summary = doc.paths["/api/manage/matches/{id}/result"]?.put?.summary ?? "";
    expect(summary).toContain("mindestens die Tore der Tor-Ereignisse");
    expect(summary).not.toMatch(/passen/);
  });

  it("takes the result of a match the ticker started before its kick-off and ended", async () => {
    const early = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 1 });
    await t.deps.db
      .update(matches)
      .set({ matchDate: new Date(Date.now() + 2 * 3600_000) })
      .where(eq(matches.id, early));
    for (const action of ["start", "end"] as const) {
      const res = await call(t.app, "POST", matchPaths.liveAction(early, action), { cookie: owner.cookie });
      expect(res.status, action).toBe(200);
    }
    const res = await putResult(2, 1, early);
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({ status: "completed", homeScore: 2, awayScore: 1 });
  });

  it("refuses future, postponed and cancelled matches", async () => {
    const future = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 3 });
    expect((await putResult(1, 0, future)).status).toBe(409);
    await call(t.app, "POST", matchPaths.action(matchId, "postpone"), { cookie: owner.cookie, body: {} });
    expect((await putResult(1, 0)).status).toBe(409);
  });
});

describe("Verschoben and wieder ansetzen", () => {
  it("postpones without a date, then restores on a new date", async () => {
    const future = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 3 });
    const postponed = await call(t.app, "POST", matchPaths.action(future, "postpone"), {
      cookie: owner.cookie,
      body: { reason: "Platz unbespielbar" },
    });
    expect(postponed.status).toBe(200);
    expect(postponed.body.match).toMatchObject({
      status: "postponed",
      cancellationReason: "Platz unbespielbar",
    });
    const next = dialogDate(10);
    const restored = await call(t.app, "POST", matchPaths.action(future, "restore"), {
      cookie: owner.cookie,
      body: next,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.match).toMatchObject({ status: "scheduled", cancellationReason: null });
    expect(new Date(restored.body.match.matchDate).getTime()).toBeGreaterThan(Date.now() + 9 * 86_400_000);
    const again = await call(t.app, "POST", matchPaths.action(future, "restore"), {
      cookie: owner.cookie,
      body: {},
    });
    expect(again.status).toBe(409);
  });

  it("postponed to a date and time already known, the match is played then: scheduled, not left open", async () => {
    const future = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 3 });
    // A kick-off no other match of these teams has (the same one twice is refused).
    const next = { ...dialogDate(10), time: "16:40" };
    const moved = await call<MatchResult>(t.app, "POST", matchPaths.action(future, "postpone"), {
      cookie: owner.cookie,
      body: { ...next, reason: "Platz gesperrt" },
    });
    expect(moved.status).toBe(200);
    // In the schedule with its time, open for the live ticker and the result on the day.
    expect(moved.body.match).toMatchObject({ status: "scheduled", cancellationReason: null });
    expect(new Date(moved.body.match.matchDate).getTime()).toBeGreaterThan(Date.now() + 9 * 86_400_000);
    // Why it moved stays in its Verlauf.
    const history = await call<{ entries: { action: string }[] }>(
      t.app,
      "GET",
      matchPaths.publicHistory(future),
    );
    expect(history.body.entries.map((e) => e.action)).toContain("Spiel verschoben – Platz gesperrt");

    // A match the live ticker aborted and that was called off starts again from its kick-off.
    const aborted = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: opponentId,
      days: -1,
    });
    await t.deps.db
      .update(matches)
      .set({ status: "cancelled", startedAt: new Date(), homeScore: 1, awayScore: 0, period: "second_half" })
      .where(eq(matches.id, aborted));
    const replay = await call<MatchResult>(t.app, "POST", matchPaths.action(aborted, "postpone"), {
      cookie: owner.cookie,
      body: { ...next, time: "16:45" },
    });
    expect(replay.body.match).toMatchObject({ status: "scheduled", homeScore: null, awayScore: null });
  });

  it("«Verschieben» to the kick-off the match already has is refused at the date, and changes nothing", async () => {
    const days = 4;
    const future = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days });
    const history = async () =>
      (await call<{ entries: unknown[] }>(t.app, "GET", matchPaths.publicHistory(future))).body.entries;
    const before = await history();
    const same = await call<MatchResult>(t.app, "POST", matchPaths.action(future, "postpone"), {
      cookie: owner.cookie,
      body: { ...dialogDate(days), reason: "Platz gesperrt" },
    });
    expect(same.status).toBe(400);
    expect(same.body.error.message).toMatch(/^Das ist schon die Anspielzeit dieses Spiels\./);
    expect(same.body.error.fields).toEqual({ date: same.body.error.message });
    const [row] = await t.deps.db.select().from(matches).where(eq(matches.id, future));
    expect(row).toMatchObject({ status: "scheduled", cancellationReason: null });
    expect(await history()).toEqual(before);

    // Left open («verschoben»), its old kick-off is no new one either: «Wieder ansetzen» sets it then.
    const open = await call<MatchResult>(t.app, "POST", matchPaths.action(future, "postpone"), {
      cookie: owner.cookie,
      body: { reason: "Nebel" },
    });
    expect(open.body.match).toMatchObject({ status: "postponed" });
    const again = await call<MatchResult>(t.app, "POST", matchPaths.action(future, "postpone"), {
      cookie: owner.cookie,
      body: dialogDate(days),
    });
    expect(again.status).toBe(400);
    expect(again.body.error.fields?.date).toMatch(/Wieder ansetzen/);
    const [still] = await t.deps.db.select().from(matches).where(eq(matches.id, future));
    expect(still).toMatchObject({ status: "postponed", cancellationReason: "Nebel" });
  });

  it("a cancelled match can be restored; a half date is refused", async () => {
    const future = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 3 });
    await call(t.app, "POST", matchPaths.action(future, "cancel"), {
      cookie: owner.cookie,
      body: { reason: "Schnee" },
    });
    const half = await call<ErrorBody>(t.app, "POST", matchPaths.action(future, "restore"), {
      cookie: owner.cookie,
      body: { date: dialogDate(5).date },
    });
    expect(half.status).toBe(400);
    expect(half.body.error.message).toBe("Bitte gib Datum und Uhrzeit zusammen an.");
    const restored = await call<MatchResult>(t.app, "POST", matchPaths.action(future, "restore"), {
      cookie: owner.cookie,
      body: {},
    });
    expect(restored.body.match.status).toBe("scheduled");
    const fan = await call(t.app, "POST", matchPaths.action(future, "postpone"), { body: {} });
    expect(fan.status).toBe(401);
  });

  it("a cancelled match is not set again, nor a match moved, onto a match that stands there (409)", async () => {
    const slot = { days: 4, time: "13:10" };
    const cancelled = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: opponentId,
      ...slot,
    });
    await call(t.app, "POST", matchPaths.action(cancelled, "cancel"), {
      cookie: owner.cookie,
      body: { reason: "Schnee" },
    });
    // Its replacement at the same kick-off, entered once the first was off.
    await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, ...slot });
    const at = { date: dialogDate(slot.days).date, time: slot.time };
    for (const [action, body] of [
      ["restore", {}],
      ["postpone", {}],
    ] as const) {
      const res = await call<ErrorBody>(t.app, "POST", matchPaths.action(cancelled, action), {
        cookie: owner.cookie,
        body,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe("Dieses Spiel steht schon im Spielplan.");
    }
    expect((await score(cancelled))?.status).toBe("cancelled");
    const other = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 6 });
    const moved = await call<ErrorBody>(t.app, "POST", matchPaths.action(other, "postpone"), {
      cookie: owner.cookie,
      body: at,
    });
    expect(moved.status).toBe(409);
    expect((await score(other))?.status).toBe("scheduled");
  });
});
