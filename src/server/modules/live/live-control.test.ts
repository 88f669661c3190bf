import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ControlAction } from "#shared/matches/control.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { LIVE_MESSAGES } from "#shared/matches/schema.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { matches } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import {
  createClubWithTeam,
  createMatch,
  createPlayers,
  createTeam,
  type TestClub,
} from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let owner: TestClub;
let other: TestClub;
let fan: { cookie: string };
let opponentId: string;
let matchId: string;

type Result = { match: MatchSummary; error: { message: string } };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createClubWithTeam(t);
  other = await createClubWithTeam(t);
  fan = await signUp(t.app, { accountType: "fan" });
  opponentId = await createTeam(t, { clubId: null, name: "FC Gast" });
  await createPlayers(t, opponentId, 2);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Kick-off time today: matches from the start of the day are startable.
  matchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 0 });
});

function act(action: ControlAction | "undo", body?: unknown, cookie: string | undefined = owner.cookie) {
  const path = action === "undo" ? matchPaths.undoLiveClose(matchId) : matchPaths.liveAction(matchId, action);
  return call<Result>(t.app, "POST", path, { cookie, body });
}

async function row() {
  const [r] = await t.deps.db.select().from(matches).where(eq(matches.id, matchId));
  if (!r) throw new Error("match missing");
  return r;
}

/** The timeline as the public reads it (texts derived when read). */
async function events() {
  const res = await call(t.app, "GET", matchPaths.events(matchId));
  return res.body.events.map((e) => ({
    type: e.type,
    minute: e.addedMinute ? `${e.minute}+${e.addedMinute}` : e.minute,
    description: e.description,
  }));
}

/** Moves the running half's start into the past, as if `minutes` had been played. */
async function playFor(minutes: number) {
  await t.deps.db
    .update(matches)
    .set({ periodStartedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(matches.id, matchId));
}

describe("live control through a whole match", () => {
  it("start, halftime with stoppage, second half, stoppage, end", async () => {
    const started = await act("start");
    expect(started.status).toBe(200);
    expect(started.body.match).toMatchObject({
      status: "live",
      period: "first_half",
      homeScore: 0,
      awayScore: 0,
    });
    expect(started.body.match.startedAt).not.toBeNull();
    expect(await events()).toEqual([{ type: "kickoff", minute: 0, description: "Anpfiff" }]);

    await playFor(46);
    const half = await act("halftime", { stoppageMinutes: 2 });
    expect(half.status).toBe(200);
    expect(half.body.match).toMatchObject({ period: "halftime", stoppageMinutes: 2, status: "live" });

    const second = await act("secondHalf");
    expect(second.body.match).toMatchObject({ period: "second_half", stoppageMinutes: 0 });

    const stoppage = await call(t.app, "PUT", matchPaths.stoppage(matchId), {
      cookie: owner.cookie,
      body: { minutes: 3 },
    });
    expect(stoppage.status).toBe(200);
    expect(stoppage.body.match.stoppageMinutes).toBe(3);

    await playFor(50);
    const ended = await act("end");
    expect(ended.body.match).toMatchObject({
      status: "completed",
      period: "finished",
      homeScore: 0,
      awayScore: 0,
    });
    expect(await events()).toEqual([
      { type: "kickoff", minute: 0, description: "Anpfiff" },
      { type: "halftime", minute: "45+2", description: "Halbzeit" },
      { type: "kickoff", minute: 46, description: "Anpfiff zur zweiten Halbzeit" },
      { type: "finalWhistle", minute: "90+3", description: "Schlusspfiff" },
    ]);
  });

  it("files a half-time called early, or early in stoppage, at the minute it was called", async () => {
    await act("start");
    // Stoppage announced at 44', the half called off at 30' (a storm): not «45+3'».
    await call(t.app, "PUT", matchPaths.stoppage(matchId), { cookie: owner.cookie, body: { minutes: 3 } });
    await playFor(29.5);
    expect((await act("halftime")).status).toBe(200);
    expect((await events()).at(-1)).toEqual({ type: "halftime", minute: 30, description: "Halbzeit" });

    // Three minutes announced, the half ended in the first of them: «45+1'».
    matchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 0 });
    await act("start");
    await call(t.app, "PUT", matchPaths.stoppage(matchId), { cookie: owner.cookie, body: { minutes: 3 } });
    await playFor(45.5);
    await act("halftime");
    expect((await events()).at(-1)).toEqual({ type: "halftime", minute: "45+1", description: "Halbzeit" });
  });

  it("files half-time and the final whistle after the last event, when the referee played on past the clock", async () => {
    // No stoppage announced: the clock holds at 45' and 90', and the ticker takes the goals of
    // the minutes the referee added. The whistle stood before them, and the Matchtelegramm's
    // half-time score left them out.
    const goal = (minute: number, addedMinute: number) =>
      call(t.app, "POST", matchPaths.addEvent(matchId), {
        cookie: owner.cookie,
        body: { type: "goal", minute, addedMinute, teamSide: "away", source: "live" },
      });
    await act("start");
    await playFor(50);
    expect((await goal(45, 4)).status).toBe(201);
    expect((await act("halftime")).status).toBe(200);
    await act("secondHalf");
    await playFor(52);
    expect((await goal(90, 6)).status).toBe(201);
    expect((await act("end")).status).toBe(200);
    expect((await events()).filter((e) => e.type !== "goal")).toEqual([
      { type: "kickoff", minute: 0, description: "Anpfiff" },
      { type: "halftime", minute: "45+4", description: "Halbzeit" },
      { type: "kickoff", minute: 46, description: "Anpfiff zur zweiten Halbzeit" },
      { type: "finalWhistle", minute: "90+6", description: "Schlusspfiff" },
    ]);
  });

  it("keeps the score of goals scored during the match", async () => {
    await act("start");
    await call(t.app, "POST", matchPaths.addEvent(matchId), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 1, playerId: owner.playerIds[0], source: "live", teamSide: "home" },
    });
    const ended = await act("end");
    expect(ended.body.match).toMatchObject({ homeScore: 1, awayScore: 0, status: "completed" });
  });

  it("aborts with the spec's reason and then refuses every action", async () => {
    await act("start");
    const aborted = await act("abort");
    expect(aborted.status).toBe(200);
    expect(aborted.body.match).toMatchObject({
      status: "cancelled",
      cancellationReason: "Live-Ticker vorzeitig beendet",
      period: "finished",
    });
    for (const action of ["start", "halftime", "secondHalf", "end", "abort"] as const) {
      const res = await act(action);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe("Das Spiel ist abgesagt");
    }
  });
});

describe("actions not offered in the current phase", () => {
  it("before kickoff only start is offered", async () => {
    for (const action of ["halftime", "secondHalf", "end", "abort"] as const) {
      const res = await act(action);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe("Diese Aktion ist in der aktuellen Spielphase nicht möglich");
    }
    expect((await row()).status).toBe("scheduled");
  });

  it("a running match cannot start again; the second half cannot go to halftime", async () => {
    await act("start");
    const again = await act("start");
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Das Spiel läuft bereits");
    expect((await act("secondHalf")).status).toBe(409);
    await act("halftime");
    expect((await act("halftime")).status).toBe(409);
    await act("secondHalf");
    expect((await act("halftime")).status).toBe(409);
    expect((await events()).filter((e) => e.type === "kickoff")).toHaveLength(2);
  });

  it("a finished match takes no action", async () => {
    await act("start");
    await act("end");
    const res = await act("abort");
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Das Spiel ist bereits beendet");
  });

  it("a match more than a day away does not start: no live match weeks ahead, no result before kick-off", async () => {
    const later = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 14 });
    const res = await call<Result>(t.app, "POST", matchPaths.liveAction(later, "start"), {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(LIVE_MESSAGES.tooEarly);
    const [stored] = await t.deps.db.select().from(matches).where(eq(matches.id, later));
    expect(stored?.status).toBe("scheduled");
    expect(stored?.period).toBe("not_started");
  });

  it("a match cancelled from the schedule cannot be started", async () => {
    const future = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 2 });
    await call(t.app, "POST", matchPaths.action(future, "cancel"), {
      cookie: owner.cookie,
      body: { reason: "Regen" },
    });
    const res = await call<Result>(t.app, "POST", matchPaths.liveAction(future, "start"), {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Das Spiel ist abgesagt");
  });

  it("stoppage only while a half runs, 0 to 30 minutes", async () => {
    const put = (minutes: unknown) =>
      call<Result>(t.app, "PUT", matchPaths.stoppage(matchId), {
        cookie: owner.cookie,
        body: { minutes },
      });
    expect((await put(2)).status).toBe(409);
    await act("start");
    for (const bad of [-1, 31, 2.5, "zwei"]) {
      const res = await put(bad);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("Die Nachspielzeit muss eine ganze Zahl von 0 bis 30 Minuten sein");
    }
    expect((await put(4)).body.match.stoppageMinutes).toBe(4);
    await act("halftime");
    const during = await put(1);
    expect(during.status).toBe(409);
    expect(during.body.error.message).toBe(
      "Nachspielzeit kann nur während einer laufenden Halbzeit angegeben werden",
    );
  });
});

describe("«Uhr stellen»: the ticker started late", () => {
  const setClock = (minute: unknown, cookie: string = owner.cookie) =>
    call<Result>(t.app, "PUT", matchPaths.clock(matchId), { cookie, body: { minute } });

  it("moves the running half's start so the clock shows the minute the referee's watch does", async () => {
    await act("start");
    await call(t.app, "PUT", matchPaths.stoppage(matchId), { cookie: owner.cookie, body: { minutes: 2 } });
    const set = await setClock(12);
    expect(set.status).toBe(200);
    const started = new Date(set.body.match.periodStartedAt ?? "").getTime();
    // 11 minutes played: the 12th runs.
    expect(Math.round((Date.now() - started) / 60_000)).toBe(11);
    expect(set.body.match).toMatchObject({ period: "first_half", stoppageMinutes: 2 });
    // The match's kickoff moves with the first half's start.
    expect(set.body.match.startedAt).toBe(set.body.match.periodStartedAt);

    await act("halftime");
    await act("secondHalf");
    const second = await setClock(50);
    expect(second.status).toBe(200);
    const secondStart = new Date(second.body.match.periodStartedAt ?? "").getTime();
    expect(Math.round((Date.now() - secondStart) / 60_000)).toBe(4);
    expect(second.body.match.startedAt).toBe(set.body.match.startedAt);
  });

  it("takes a minute of the running half only, and only while it runs; refusals change nothing", async () => {
    expect((await setClock(12)).status).toBe(409);
    await act("start");
    const before = await row();
    for (const [minute, message] of [
      [0, "Die Minute muss eine ganze Zahl von 1 bis 90 sein"],
      [12.5, "Die Minute muss eine ganze Zahl von 1 bis 90 sein"],
      ["zwölf", "Die Minute muss eine ganze Zahl von 1 bis 90 sein"],
      [46, "In der ersten Halbzeit läuft eine Minute von 1 bis 45"],
    ] as const) {
      const res = await setClock(minute);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await row()).periodStartedAt).toEqual(before.periodStartedAt);
    await act("halftime");
    const during = await setClock(40);
    expect(during.status).toBe(409);
    expect(during.body.error.message).toBe("Die Uhr lässt sich nur während einer laufenden Halbzeit stellen");
    await act("secondHalf");
    expect((await setClock(45)).body.error.message).toBe(
      "In der zweiten Halbzeit läuft eine Minute von 46 bis 90",
    );
    expect((await setClock(60, other.cookie)).status).toBe(403);
    expect((await setClock(60, fan.cookie)).status).toBe(403);
  });
});

describe("live control authorization", () => {
  it("refuses other clubs, fans and visitors and changes nothing", async () => {
    for (const cookie of [other.cookie, fan.cookie]) {
      const res = await act("start", undefined, cookie);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe("Keine Berechtigung");
    }
    expect((await act("start", undefined, "")).status).toBe(401);
    expect(await row()).toMatchObject({ status: "scheduled", period: "not_started", startedAt: null });
    expect(await events()).toEqual([]);

    await act("start");
    const stoppage = await call(t.app, "PUT", matchPaths.stoppage(matchId), {
      cookie: other.cookie,
      body: { minutes: 5 },
    });
    expect(stoppage.status).toBe(403);
    expect((await act("abort", undefined, fan.cookie)).status).toBe(403);
    expect(await row()).toMatchObject({ status: "live", stoppageMinutes: 0 });
  });

  it("answers 404 for unknown matches", async () => {
    expect(
      (await call(t.app, "POST", matchPaths.liveAction("nope", "start"), { cookie: owner.cookie })).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, "POST", matchPaths.liveAction("00000000-0000-4000-8000-000000000000", "end"), {
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
  });
});

describe("Rückgängig after 'Spiel beenden' and 'Spiel abbrechen'", () => {
  it("ends in the state of an entered final score and undoes within 10 minutes", async () => {
    await act("start");
    await playFor(30);
    await call(t.app, "POST", matchPaths.addEvent(matchId), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 3, teamSide: "away", source: "live" },
    });
    const ended = await act("end");
    expect(ended.body.match).toMatchObject({
      status: "completed",
      period: "finished",
      homeScore: 0,
      awayScore: 1,
    });
    expect(ended.body.match.undoUntil).not.toBeNull();
    expect((await events()).at(-1)?.type).toBe("finalWhistle");

    const undone = await act("undo");
    expect(undone.status).toBe(200);
    expect(undone.body.match).toMatchObject({
      status: "live",
      period: "first_half",
      undoUntil: null,
      awayScore: 1,
    });
    expect((await events()).map((e) => e.type)).toEqual(["kickoff", "goal"]);
    // Nothing left to undo.
    expect((await act("undo")).status).toBe(409);
  });

  it("undoes an abort, but not once the 10 minutes are over", async () => {
    await act("start");
    const aborted = await act("abort");
    expect(aborted.body.match.status).toBe("cancelled");
    expect((await act("undo")).body.match).toMatchObject({ status: "live", cancellationReason: null });

    await act("abort");
    await t.deps.db
      .update(matches)
      .set({ closedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(matches.id, matchId));
    const late = await act("undo");
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe("Die 10 Minuten zum Rückgängigmachen sind vorbei");
    expect(await row()).toMatchObject({ status: "cancelled" });
    expect((await act("undo", undefined, other.cookie)).status).toBe(403);
  });
});

describe("«Spiel beenden» after a final whistle entered by hand", () => {
  it("takes the whistle typed before the ticker started: one whistle, and an undo keeps it", async () => {
    // Entered in the report dialog before kick-off, the whistle stood; «Spiel beenden» then
    // wrote a second one, and the timeline showed the match ending twice.
    // The report takes events only once the kick-off time has passed (requireKickedOff): the
    // fixture's 15:30 today is still ahead before the afternoon, so it kicked off a minute ago.
    await t.deps.db
      .update(matches)
      .set({ matchDate: new Date(Date.now() - 60_000) })
      .where(eq(matches.id, matchId));
    const typed = await call<{ event: { id: string } }>(t.app, "POST", matchPaths.addEvent(matchId), {
      cookie: owner.cookie,
      body: { type: "finalWhistle", minute: 90, source: "report" },
    });
    expect(typed.status).toBe(201);
    expect((await act("start")).status).toBe(200);
    await playFor(30);
    await call(t.app, "POST", matchPaths.addEvent(matchId), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 20, teamSide: "away", source: "live" },
    });
    const ended = await act("end");
    expect(ended.status).toBe(200);
    expect(ended.body.match).toMatchObject({ status: "completed", period: "finished", awayScore: 1 });
    expect((await events()).map((e) => e.type)).toEqual(["kickoff", "goal", "finalWhistle"]);

    expect((await act("undo")).body.match).toMatchObject({ status: "live", period: "first_half" });
    // The match stands as before the end: the whistle typed by hand is the club's, not the end's.
    expect((await events()).map((e) => e.type)).toEqual(["kickoff", "goal", "finalWhistle"]);
    expect((await act("end")).status).toBe(200);
    expect((await events()).filter((e) => e.type === "finalWhistle")).toHaveLength(1);
  });
});
