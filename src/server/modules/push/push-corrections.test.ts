import { afterAll, beforeAll, expect, it } from "vitest";
import { matchPaths } from "#shared/matches/paths.ts";
import { pushPaths } from "#shared/push/paths.ts";
import { favorites } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import { createMatch, type TestClub } from "../../test/match-fixtures.ts";
import { browserKeys, type PushPayload, readPush } from "../../test/push-service.ts";
import { type PushTestbed, startPushTestbed, stopPushTestbed } from "../../test/push-testbed.ts";
import type { TestContext } from "../../test/test-app.ts";
import type { PushSender } from "./push-sender.ts";

// A goal taken back, a goal corrected, a final whistle taken back: the fan who got the first
// notification gets the correction under the same tag (the phone replaces the stale one), and
// the dashboard's list holds no stale score.

let t: TestContext;
let club: TestClub;
let opponentId: string;
let service: PushTestbed["service"];
let sender: PushSender;

beforeAll(async () => {
  ({ t, club, opponentId, service, sender } = await startPushTestbed(1));
});
afterAll(() => stopPushTestbed({ t, service, sender }));

it("sends corrections for a deleted or changed goal and a taken-back final whistle, and lists no stale score", async () => {
  const fan = await signUp(t.app);
  await t.deps.db.insert(favorites).values({ userId: fan.userId, teamId: club.teamId });
  const prefs = { kickoff: false, goals: true, cards: false, halfTime: false, fullTime: true };
  const put = call(t.app, "PUT", pushPaths.teamPreferences(club.teamId), { cookie: fan.cookie, body: prefs });
  expect((await put).status).toBe(200);
  const device = browserKeys();
  const endpoint = "https://push.example.ch/corrections/1";
  const subscribed = await call(t.app, "POST", pushPaths.subscriptions(), {
    cookie: fan.cookie,
    body: { endpoint, keys: device.json },
  });
  expect(subscribed.status).toBe(201);
  const pushes = (): PushPayload[] =>
    service.received.filter((r) => r.path === "/corrections/1").map((r) => readPush(r, device));
  const pushed = async (count: number) => {
    await expect.poll(() => pushes().length).toBe(count);
    return pushes();
  };
  const notifications = async () =>
    (await call(t.app, "GET", pushPaths.notifications(), { cookie: fan.cookie })).body.notifications.map(
      (n) => `${n.title} | ${n.body}`,
    );

  const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: 0 });
  const act = async (method: string, path: string, body?: unknown) => {
    const res = await call<{ event?: { id: string } }>(t.app, method, path, { cookie: club.cookie, body });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body;
  };
  await act("POST", matchPaths.liveAction(matchId, "start"));
  const scorer = club.playerIds[0];
  const first = await act("POST", matchPaths.addEvent(matchId), {
    type: "goal",
    minute: 1,
    playerId: scorer,
    teamSide: "home",
  });
  await pushed(1);
  const second = await act("POST", matchPaths.addEvent(matchId), {
    type: "goal",
    minute: 2,
    playerId: scorer,
    teamSide: "home",
  });
  const [firstGoal, secondGoal] = await pushed(2);
  expect(secondGoal?.title).toMatch(/ 2:0 FC Gegner \(live\)$/);
  expect(firstGoal?.tag).toBeTruthy();
  expect(secondGoal?.tag).not.toBe(firstGoal?.tag);

  // The second goal is taken back: the fan hears the new score, under the goal's tag.
  await act("DELETE", matchPaths.removeEvent(second.event?.id ?? ""));
  const withdrawn = (await pushed(3))[2];
  expect(withdrawn).toMatchObject({ body: "Tor aberkannt – neuer Stand 1:0", tag: secondGoal?.tag });
  expect(withdrawn?.title).toMatch(/ 1:0 FC Gegner \(live\)$/);
  expect(await notifications()).not.toContainEqual(expect.stringMatching(/2:0/));

  // The first goal was the other side's: its text changes, under its tag.
  await act("PATCH", matchPaths.updateEvent(first.event?.id ?? ""), {
    type: "goal",
    minute: 1,
    teamSide: "away",
  });
  const corrected = (await pushed(4))[3];
  expect(corrected?.tag).toBe(firstGoal?.tag);
  expect(corrected?.title).toMatch(/ 0:1 FC Gegner \(live\)$/);
  expect(corrected?.body).not.toBe(firstGoal?.body);
  const listed = await notifications();
  // Newest first: the corrected goal, then the withdrawal as it was said then; no goal at 2:0.
  expect(listed).toEqual([
    expect.stringMatching(/0:1 FC Gegner \(live\) \| 1' Tor: Tor für FC Gegner zum 0:1$/),
    expect.stringMatching(/1:0 FC Gegner \(live\) \| Tor aberkannt – neuer Stand 1:0$/),
  ]);

  // End, taken back, end again: the whistle, its correction, the whistle; no more.
  await act("POST", matchPaths.liveAction(matchId, "end"));
  const whistle = (await pushed(5))[4];
  expect(whistle?.body).toBe("Schlusspfiff! Endstand 0:1.");
  await act("POST", matchPaths.undoLiveClose(matchId));
  expect((await pushed(6))[5]).toMatchObject({
    body: "Spiel läuft weiter – Schlusspfiff zurückgenommen",
    tag: whistle?.tag,
  });
  await act("POST", matchPaths.liveAction(matchId, "end"));
  expect((await pushed(7))[6]?.body).toBe("Schlusspfiff! Endstand 0:1.");
  const final = await notifications();
  expect(final.filter((n) => n.endsWith("Schlusspfiff! Endstand 0:1."))).toHaveLength(1);
  expect(final[0]).toMatch(/Schlusspfiff! Endstand 0:1\.$/);
  // Nothing more is on its way once the sender has read the log to its end.
  await expect
    .poll(async () => {
      const [row] = await t.deps.sql<{ done: boolean }[]>`
        select (select last_log_id from push_sender_state) = (select max(id) from realtime_log) as done`;
      return row?.done;
    })
    .toBe(true);
  expect(pushes()).toHaveLength(7);
});

it("tells the fans who chose «Schlusspfiff» that a match was aborted, and that the abort was taken back", async () => {
  const fan = await signUp(t.app);
  await t.deps.db.insert(favorites).values({ userId: fan.userId, teamId: club.teamId });
  const prefs = { kickoff: false, goals: false, cards: false, halfTime: false, fullTime: true };
  const put = call(t.app, "PUT", pushPaths.teamPreferences(club.teamId), { cookie: fan.cookie, body: prefs });
  expect((await put).status).toBe(200);
  const device = browserKeys();
  const subscribed = await call(t.app, "POST", pushPaths.subscriptions(), {
    cookie: fan.cookie,
    body: { endpoint: "https://push.example.ch/aborts/1", keys: device.json },
  });
  expect(subscribed.status).toBe(201);
  const pushes = () =>
    service.received.filter((r) => r.path === "/aborts/1").map((r) => readPush(r, device).body);
  const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: 0 });
  const act = async (path: string) =>
    expect((await call(t.app, "POST", path, { cookie: club.cookie })).status).toBe(200);
  await act(matchPaths.liveAction(matchId, "start"));
  await act(matchPaths.liveAction(matchId, "abort"));
  await expect.poll(pushes).toEqual(["Spiel abgebrochen beim Stand von 0:0."]);
  await act(matchPaths.undoLiveClose(matchId));
  await expect
    .poll(pushes)
    .toEqual(["Spiel abgebrochen beim Stand von 0:0.", "Spiel läuft weiter – Abbruch zurückgenommen"]);
  await act(matchPaths.liveAction(matchId, "abort"));
  await expect.poll(pushes).toHaveLength(3);
  const listed = (await call(t.app, "GET", pushPaths.notifications(), { cookie: fan.cookie })).body
    .notifications;
  expect(listed.map((n) => n.body)).toEqual([
    "Spiel abgebrochen beim Stand von 0:0.",
    "Spiel läuft weiter – Abbruch zurückgenommen",
  ]);
});
