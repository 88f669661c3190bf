import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { formatLongDateTime } from "#shared/format.ts";
import { officePaths } from "#shared/league/office.ts";
import { kickoffInstant } from "#shared/matches/kickoff-time.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchProposal } from "#shared/matches/proposals.ts";
import { pushPaths } from "#shared/push/paths.ts";
import { favorites, realtimeLog } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import {
  createClubWithTeam,
  createMatch,
  createTeam,
  dialogDate,
  type TestClub,
} from "../../test/match-fixtures.ts";
import {
  ONLY_CHANGES,
  type PushTestbed,
  startPushTestbed,
  stopPushTestbed,
  subscribedFan,
} from "../../test/push-testbed.ts";
import type { TestContext } from "../../test/test-app.ts";
import type { PushSender } from "./push-sender.ts";

// A fan who chose «Spieländerungen» hears when an upcoming match of the team is moved, called
// off, postponed or set again; a fan who did not choose it hears nothing of it, and an edit
// that changes nothing a fan sees sends nothing.

let t: TestContext;
let club: TestClub;
let opponentId: string;
let service: PushTestbed["service"];
let sender: PushSender;

beforeAll(async () => {
  ({ t, club, opponentId, service, sender } = await startPushTestbed(0));
});
afterAll(() => stopPushTestbed({ t, service, sender }));

const fanOf = (teamId: string, prefs: Record<string, boolean>, endpointPath: string) =>
  subscribedFan({ t, service }, teamId, prefs, endpointPath);

/** Every change written so far has been read by the sender. */
async function senderCaughtUp() {
  await expect
    .poll(async () => {
      const [row] = await t.deps.sql<{ done: boolean }[]>`
        select (select last_log_id from push_sender_state) = (select max(id) from realtime_log) as done`;
      return row?.done;
    })
    .toBe(true);
}

/** The fan follows a second team, with «Spieländerungen» only. */
async function alsoFollows(fan: { userId: string; cookie: string }, teamId: string) {
  await t.deps.db.insert(favorites).values({ userId: fan.userId, teamId });
  const put = await call(t.app, "PUT", pushPaths.teamPreferences(teamId), {
    cookie: fan.cookie,
    body: ONLY_CHANGES,
  });
  expect(put.status).toBe(200);
}

const long = (date: string, time: string) => formatLongDateTime(kickoffInstant(date, time) ?? "");

it("tells the fans who chose «Spieländerungen» of a moved, cancelled, restored and postponed match", async () => {
  const off = { kickoff: true, goals: true, cards: true, halfTime: true, fullTime: true };
  // An app from before the topic sends the five others: accepted, the new one stays off.
  const other = await fanOf(club.teamId, off, "/changes/other");
  const fan = await fanOf(club.teamId, ONLY_CHANGES, "/changes/fan");
  const prefs = await call(t.app, "GET", pushPaths.preferences(), { cookie: other.cookie });
  expect(prefs.body.teams[0]).toMatchObject({ ...off, changes: false });
  const bad = await call(t.app, "PUT", pushPaths.teamPreferences(club.teamId), {
    cookie: fan.cookie,
    body: { kickoff: false, goals: false, cards: false, halfTime: false, fullTime: false, changes: "ja" },
  });
  expect(bad.status).toBe(400);

  const first = dialogDate(10);
  const matchId = await createMatch(t, club, {
    homeTeamId: club.teamId,
    awayTeamId: opponentId,
    days: 10,
    stadium: "Sportplatz Test",
  });
  const edit = (body: Record<string, unknown>) =>
    call(t.app, "PATCH", matchPaths.update(matchId), {
      cookie: club.cookie,
      body: {
        homeTeamId: club.teamId,
        awayTeamId: opponentId,
        ...first,
        stadium: "Sportplatz Test",
        ...body,
      },
    });
  const act = async (res: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await res;
    expect(status, JSON.stringify(body)).toBe(200);
  };
  const pushed = async (count: number) => {
    await expect.poll(() => fan.pushes().length).toBe(count);
    return fan.pushes()[count - 1];
  };
  const tag = `tschutti-match-${matchId}`;

  // Saved again as it was: nothing a fan sees has changed.
  await act(edit({}));
  await senderCaughtUp();
  expect(fan.pushes()).toEqual([]);

  await act(edit({ time: "17:00" }));
  expect(await pushed(1)).toMatchObject({
    title: expect.stringMatching(/Team \d+ – FC Gegner$/),
    body: `Neue Anspielzeit: ${long(first.date, "17:00")}`,
    tag,
  });
  await act(edit({ time: "17:00", stadium: "Sportplatz Neu" }));
  expect((await pushed(2))?.body).toBe("Neuer Spielort: Sportplatz Neu");

  // The realtime log keeps a day; a match scheduled long ago is still told of.
  await t.deps.db.delete(realtimeLog).where(eq(realtimeLog.matchId, matchId));
  await act(
    call(t.app, "POST", matchPaths.action(matchId, "cancel"), {
      cookie: club.cookie,
      body: { reason: "Platz gesperrt" },
    }),
  );
  expect(await pushed(3)).toMatchObject({
    title: expect.stringMatching(/^Abgesagt: .*Team \d+ – FC Gegner$/),
    body: `${long(first.date, "17:00")}. Grund: Platz gesperrt`,
    tag,
  });
  // A cancelled match edited says nothing more.
  await act(edit({ time: "18:00", stadium: "Sportplatz Neu" }));
  await senderCaughtUp();
  expect(fan.pushes()).toHaveLength(3);

  await act(
    call(t.app, "POST", matchPaths.action(matchId, "restore"), {
      cookie: club.cookie,
      body: { date: "", time: "" },
    }),
  );
  expect(await pushed(4)).toMatchObject({
    title: expect.stringMatching(/Team \d+ – FC Gegner$/),
    body: `Wieder angesetzt: ${long(first.date, "18:00")}`,
    tag,
  });
  await act(
    call(t.app, "POST", matchPaths.action(matchId, "postpone"), {
      cookie: club.cookie,
      body: { date: "", time: "", reason: "Nebel" },
    }),
  );
  expect(await pushed(5)).toMatchObject({
    title: expect.stringMatching(/^Verschoben: .*Team \d+ – FC Gegner$/),
    body: `${long(first.date, "18:00")}, neuer Termin folgt. Grund: Nebel`,
    tag,
  });
  const later = dialogDate(20);
  await act(
    call(t.app, "POST", matchPaths.action(matchId, "postpone"), {
      cookie: club.cookie,
      body: { ...later, reason: "" },
    }),
  );
  // Postponed to a kick-off already known, the match is set again for it.
  expect((await pushed(6))?.body).toBe(`Wieder angesetzt: ${long(later.date, later.time)}`);
  // Moved with a reason: the fans hear why, as they did of a postponement.
  const moved = dialogDate(21);
  await act(
    call(t.app, "POST", matchPaths.action(matchId, "postpone"), {
      cookie: club.cookie,
      body: { ...moved, reason: "Platz gesperrt" },
    }),
  );
  expect((await pushed(7))?.body).toBe(
    `Neue Anspielzeit: ${long(moved.date, moved.time)}. Grund: Platz gesperrt`,
  );

  await senderCaughtUp();
  expect(fan.pushes()).toHaveLength(7);
  expect(other.pushes()).toEqual([]);
  const listed = (await call(t.app, "GET", pushPaths.notifications(), { cookie: fan.cookie })).body
    .notifications;
  expect(listed.map((n) => n.body)).toEqual([
    `Neue Anspielzeit: ${long(moved.date, moved.time)}. Grund: Platz gesperrt`,
    `Wieder angesetzt: ${long(later.date, later.time)}`,
    `${long(first.date, "18:00")}, neuer Termin folgt. Grund: Nebel`,
    `Wieder angesetzt: ${long(first.date, "18:00")}`,
    `${long(first.date, "17:00")}. Grund: Platz gesperrt`,
    "Neuer Spielort: Sportplatz Neu",
    `Neue Anspielzeit: ${long(first.date, "17:00")}`,
  ]);
});

it("says nothing of a match that is over or not yet agreed", async () => {
  const fan = await fanOf(club.teamId, ONLY_CHANGES, "/changes/quiet");
  // A match played last week whose kick-off is corrected: no news for a fan.
  const past = dialogDate(-7);
  const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: -7 });
  const moved = await call(t.app, "PATCH", matchPaths.update(matchId), {
    cookie: club.cookie,
    body: {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      ...past,
      time: "10:00",
      stadium: "Sportplatz Test",
    },
  });
  expect(moved.status).toBe(200);
  // A request to another club's team is not public until that club accepts.
  const guest = await createClubWithTeam(t, 0);
  const requested = await call(t.app, "POST", matchPaths.create(club.clubId), {
    cookie: club.cookie,
    body: { homeTeamId: club.teamId, awayTeamId: guest.teamId, ...dialogDate(5), stadium: "Sportplatz Test" },
  });
  expect(requested.status).toBe(201);
  const requestId = (requested.body as { match: { id: string } }).match.id;
  const changed = await call(t.app, "PATCH", matchPaths.update(requestId), {
    cookie: club.cookie,
    body: { homeTeamId: club.teamId, awayTeamId: guest.teamId, ...dialogDate(6), stadium: "Sportplatz Test" },
  });
  expect(changed.status).toBe(200);
  await senderCaughtUp();
  expect(fan.pushes()).toEqual([]);
});

it("tells the fans of a team taken out of an upcoming match, and those of the team put in", async () => {
  const ownTeamId = await createTeam(t, { clubId: club.clubId, name: "Team Wechsel" });
  const secondTeamId = await createTeam(t, { clubId: club.clubId, name: "Team Zwei" });
  const oldOpponentId = await createTeam(t, { clubId: null, name: "FC Alt", createdByClubId: club.clubId });
  const newOpponentId = await createTeam(t, { clubId: null, name: "FC Neu", createdByClubId: club.clubId });
  const ownFan = await fanOf(ownTeamId, ONLY_CHANGES, "/teams/own");
  const oldFan = await fanOf(oldOpponentId, ONLY_CHANGES, "/teams/old");
  const newFan = await fanOf(newOpponentId, ONLY_CHANGES, "/teams/new");
  const secondFan = await fanOf(secondTeamId, ONLY_CHANGES, "/teams/second");
  // Follows both opponents: hears the match is set, not also that it is off.
  const bothFan = await fanOf(oldOpponentId, ONLY_CHANGES, "/teams/both");
  await alsoFollows(bothFan, newOpponentId);

  const when = dialogDate(12);
  const matchId = await createMatch(t, club, { homeTeamId: ownTeamId, awayTeamId: oldOpponentId, days: 12 });
  await senderCaughtUp();
  const edit = async (homeTeamId: string, awayTeamId: string) => {
    const res = await call(t.app, "PATCH", matchPaths.update(matchId), {
      cookie: club.cookie,
      body: { homeTeamId, awayTeamId, ...when, stadium: "Sportplatz Test" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const kickoff = long(when.date, when.time);
  const tag = `tschutti-match-${matchId}`;

  // The club picks another opponent.
  await edit(ownTeamId, newOpponentId);
  await expect.poll(() => oldFan.pushes().length).toBe(1);
  expect(oldFan.pushes()[0]).toMatchObject({
    title: expect.stringMatching(/^Abgesagt: .*Team Wechsel – FC Alt$/),
    body: expect.stringMatching(new RegExp(`^${kickoff}\\. Neue Paarung: .*Team Wechsel – FC Neu$`)),
    tag,
  });
  await expect.poll(() => newFan.pushes().length).toBe(1);
  expect(newFan.pushes()[0]).toMatchObject({
    title: expect.stringMatching(/Team Wechsel – FC Neu$/),
    body: `Angesetzt: ${kickoff}. Spielort: Sportplatz Test`,
    tag,
  });
  await expect.poll(() => ownFan.pushes().length).toBe(1);
  expect(ownFan.pushes()[0]).toMatchObject({
    title: expect.stringMatching(/Team Wechsel – FC Neu$/),
    body: "Neuer Gegner: FC Neu",
  });
  await senderCaughtUp();
  expect(bothFan.pushes().map((p) => p.body)).toEqual([`Angesetzt: ${kickoff}. Spielort: Sportplatz Test`]);

  // Then its other team plays it.
  await edit(secondTeamId, newOpponentId);
  await expect.poll(() => ownFan.pushes().length).toBe(2);
  expect(ownFan.pushes()[1]).toMatchObject({
    title: expect.stringMatching(/^Abgesagt: .*Team Wechsel – FC Neu$/),
    body: expect.stringMatching(new RegExp(`^${kickoff}\\. Neue Paarung: .*Team Zwei – FC Neu$`)),
  });
  await expect.poll(() => secondFan.pushes().length).toBe(1);
  expect(secondFan.pushes()[0]?.body).toBe(`Angesetzt: ${kickoff}. Spielort: Sportplatz Test`);
  await expect.poll(() => newFan.pushes().length).toBe(2);
  expect(newFan.pushes()[1]?.body).toMatch(/^Neuer Gegner: .*Team Zwei$/);
  await senderCaughtUp();
  expect(oldFan.pushes()).toHaveLength(1);

  // A team of another club on Tschutti: the match is a request until that club accepts, and only
  // then is it off for the fans of the team it replaces.
  const guest = await createClubWithTeam(t, 0);
  const guestFan = await fanOf(guest.teamId, ONLY_CHANGES, "/teams/guest");
  await edit(secondTeamId, guest.teamId);
  await senderCaughtUp();
  expect(newFan.pushes()).toHaveLength(2);
  const accepted = await call(t.app, "POST", matchPaths.action(matchId, "accept"), {
    cookie: guest.cookie,
    body: {},
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  await expect.poll(() => newFan.pushes().length).toBe(3);
  expect(newFan.pushes()[2]?.title).toMatch(/^Abgesagt: .*Team Zwei – FC Neu$/);
  await expect.poll(() => guestFan.pushes().length).toBe(1);
  expect(guestFan.pushes()[0]?.body).toBe(`Angesetzt: ${kickoff}. Spielort: Sportplatz Test`);
  await expect.poll(() => secondFan.pushes().length).toBe(2);
  expect(secondFan.pushes()[1]?.body).toMatch(/^Neuer Gegner: .*Team \d+$/);

  // The dashboard lists what each fan heard.
  const listed = (await call(t.app, "GET", pushPaths.notifications(), { cookie: oldFan.cookie })).body
    .notifications;
  expect(listed.map((n) => n.title)).toEqual([expect.stringMatching(/^Abgesagt: .*Team Wechsel – FC Alt$/)]);
});

it("tells the fans of both clubs of an agreed match once, when the other club accepts the new kick-off", async () => {
  const host = await createClubWithTeam(t, 0);
  const guest = await createClubWithTeam(t, 0);
  const hostFan = await fanOf(host.teamId, ONLY_CHANGES, "/agreed/host");
  const guestFan = await fanOf(guest.teamId, ONLY_CHANGES, "/agreed/guest");
  // Follows both teams: one message, not one per team.
  const bothFan = await fanOf(host.teamId, ONLY_CHANGES, "/agreed/both");
  await alsoFollows(bothFan, guest.teamId);

  const matchId = await createMatch(t, host, { homeTeamId: host.teamId, awayTeamId: guest.teamId, days: 14 });
  const accepted = await call(t.app, "POST", matchPaths.action(matchId, "accept"), { cookie: guest.cookie });
  expect(accepted.status).toBe(200);
  const when = dialogDate(14);
  const propose = async (by: TestClub, time: string) => {
    const res = await call(t.app, "PATCH", matchPaths.update(matchId), {
      cookie: by.cookie,
      body: { homeTeamId: host.teamId, awayTeamId: guest.teamId, ...when, time, stadium: "Sportplatz Test" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return (res.body as { proposal: { id: string } }).proposal.id;
  };
  const answer = async (by: TestClub, proposalId: string, action: "accept" | "decline") => {
    const res = await call(t.app, "POST", matchPaths.proposalAction(proposalId, action), {
      cookie: by.cookie,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const all = () => [...hostFan.pushes(), ...guestFan.pushes(), ...bothFan.pushes()];

  // Proposed and declined: the kick-off stays, nobody hears of it.
  await answer(guest, await propose(host, "18:00"), "decline");
  await senderCaughtUp();
  expect(all()).toEqual([]);
  // Proposed by the other club: still only a proposal.
  const proposalId = await propose(guest, "19:00");
  await senderCaughtUp();
  expect(all()).toEqual([]);

  await answer(host, proposalId, "accept");
  const told = `Neue Anspielzeit: ${long(when.date, "19:00")}`;
  for (const fan of [hostFan, guestFan, bothFan]) {
    await expect.poll(() => fan.pushes().length).toBe(1);
    expect(fan.pushes()[0]).toMatchObject({ body: told, tag: `tschutti-match-${matchId}` });
  }
  await senderCaughtUp();
  expect(all()).toHaveLength(3);

  // A postponement disputed and decided by the league office: told once, when it is decided.
  const later = dialogDate(21);
  const postponed = await call<{ proposal: MatchProposal }>(
    t.app,
    "POST",
    matchPaths.action(matchId, "postpone"),
    {
      cookie: host.cookie,
      body: { ...later, reason: "Cupspiel" },
    },
  );
  expect(postponed.status, JSON.stringify(postponed.body)).toBe(202);
  const postponement = postponed.body.proposal.id;
  const disputed = await call(t.app, "POST", matchPaths.proposalAction(postponement, "dispute"), {
    cookie: guest.cookie,
  });
  expect(disputed.status, JSON.stringify(disputed.body)).toBe(200);
  await senderCaughtUp();
  expect(all()).toHaveLength(3);
  const office = await signUpLeagueOffice(t.app, t.deps.db);
  const decided = await call(t.app, "POST", officePaths.decideProposal(postponement, "accept"), {
    cookie: office.cookie,
    body: { note: "" },
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  for (const fan of [hostFan, guestFan, bothFan]) {
    await expect.poll(() => fan.pushes().length).toBe(2);
    // Moved, the match row keeps no reason: the fans hear it with the new kick-off.
    expect(fan.pushes()[1]?.body).toBe(`Neue Anspielzeit: ${long(later.date, later.time)}. Grund: Cupspiel`);
  }
  await senderCaughtUp();
  expect(all()).toHaveLength(6);
});

it("tells the fans of both teams that a deleted upcoming match is off, and nothing of one played or off already", async () => {
  const ownTeamId = await createTeam(t, { clubId: club.clubId, name: "Team Gelöscht" });
  const awayId = await createTeam(t, { clubId: null, name: "FC Weg", createdByClubId: club.clubId });
  const ownFan = await fanOf(ownTeamId, ONLY_CHANGES, "/deleted/own");
  const awayFan = await fanOf(awayId, ONLY_CHANGES, "/deleted/away");
  // Follows both teams: told once.
  const bothFan = await fanOf(ownTeamId, ONLY_CHANGES, "/deleted/both");
  await alsoFollows(bothFan, awayId);
  const remove = async (matchId: string) => {
    const res = await call(t.app, "DELETE", matchPaths.remove(matchId), { cookie: club.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  // Played last week, and one called off already (its fans heard «Abgesagt» then): no news.
  const played = await createMatch(t, club, { homeTeamId: ownTeamId, awayTeamId: awayId, days: -7 });
  const off = await createMatch(t, club, { homeTeamId: ownTeamId, awayTeamId: awayId, days: 9 });
  await senderCaughtUp();
  const cancelled = await call(t.app, "POST", matchPaths.action(off, "cancel"), {
    cookie: club.cookie,
    body: { reason: "Platz gesperrt" },
  });
  expect(cancelled.status).toBe(200);
  await expect.poll(() => ownFan.pushes().length).toBe(1);
  await remove(played);
  await remove(off);
  await senderCaughtUp();
  expect(ownFan.pushes()).toHaveLength(1);

  const when = dialogDate(11);
  const matchId = await createMatch(t, club, { homeTeamId: ownTeamId, awayTeamId: awayId, days: 11 });
  await senderCaughtUp();
  await remove(matchId);
  const told = {
    title: expect.stringMatching(/^Abgesagt: .*Team Gelöscht – FC Weg$/),
    body: `${long(when.date, when.time)}. Das Spiel ist aus dem Spielplan gestrichen.`,
    tag: `tschutti-match-${matchId}`,
  };
  await expect.poll(() => ownFan.pushes().length).toBe(2);
  expect(ownFan.pushes()[1]).toMatchObject(told);
  await expect.poll(() => awayFan.pushes().length).toBe(2);
  expect(awayFan.pushes()[1]).toMatchObject(told);
  await expect.poll(() => bothFan.pushes().length).toBe(2);
  await senderCaughtUp();
  expect(bothFan.pushes()).toHaveLength(2);

  // The dashboard lists it, without a link to the page that is gone.
  const listed = (await call(t.app, "GET", pushPaths.notifications(), { cookie: awayFan.cookie })).body
    .notifications;
  expect(listed[0]).toMatchObject({ body: told.body, url: "/dashboard" });
  // The snapshot went with the news.
  const [left] = await t.deps.sql<{ n: number }[]>`
    select count(*)::int as n from push_match_schedules where match_id = ${matchId}`;
  expect(left?.n).toBe(0);
});
