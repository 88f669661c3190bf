import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarPaths } from "#shared/calendar/paths.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { CONTROL_CHARACTERS_MESSAGE } from "#shared/form-fields.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { ABANDONED_SCORE_REASON } from "#shared/matches/schema.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { favorites, matches, teams } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import {
  createClubWithTeam,
  createMatch,
  createTeam,
  dialogDate,
  type TestClub,
} from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let club: TestClub;
let opponentId: string;

beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 0);
  // An opponent outside the platform: the match is public at once.
  opponentId = await createTeam(t, { clubId: null, name: "FC Gegner", createdByClubId: club.clubId });
});
afterAll(() => t.close());

async function fetchEvents(path: string): Promise<{ status: number; type: string | null; events: VEvent[] }> {
  const res = await t.app.request(path);
  const text = await res.text();
  if (res.status !== 200) return { status: res.status, type: res.headers.get("content-type"), events: [] };
  const parsed = ical.sync.parseICS(text);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === "VEVENT");
  return { status: res.status, type: res.headers.get("content-type"), events };
}

function eventFor(events: VEvent[], matchId: string): VEvent {
  const event = events.find((e) => e.uid.includes(matchId));
  if (!event) throw new Error(`no event for ${matchId}`);
  return event;
}

describe("team calendar", () => {
  it("lists the team's matches as events, with a UID and SEQUENCE that survive a move", async () => {
    const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: 5 });
    const before = await fetchEvents(teamPaths.calendar(club.teamId));
    expect(before.status).toBe(200);
    expect(before.type).toContain("text/calendar");
    const first = eventFor(before.events, matchId);
    expect(first.summary).toContain("FC Gegner");
    expect(first.location).toBe("Sportplatz Test");

    // SEQUENCE counts seconds since creation: date the match an hour back instead of waiting.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.deps.db
      .update(matches)
      .set({ createdAt: hourAgo, updatedAt: hourAgo })
      .where(eq(matches.id, matchId));
    const dated = eventFor((await fetchEvents(teamPaths.calendar(club.teamId))).events, matchId);
    const moved = await call(t.app, "PATCH", matchPaths.update(matchId), {
      cookie: club.cookie,
      body: { homeTeamId: club.teamId, awayTeamId: opponentId, ...dialogDate(6), stadium: "Neuer Platz" },
    });
    expect(moved.status).toBe(200);

    const after = await fetchEvents(teamPaths.calendar(club.teamId));
    const second = eventFor(after.events, matchId);
    expect(second.uid).toBe(first.uid);
    expect(Number(second.sequence)).toBeGreaterThan(Number(dated.sequence));
    expect(second.start.getTime()).toBe(first.start.getTime() + 86_400_000);
    expect(second.location).toBe("Neuer Platz");
    expect(second.lastmodified?.getTime()).toBeGreaterThan(dated.lastmodified?.getTime() ?? 0);
  });

  it("marks a cancelled match CANCELLED and puts the result into the summary afterwards", async () => {
    const cancelled = await createMatch(t, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: 9,
    });
    const cancel = await call(t.app, "POST", matchPaths.action(cancelled, "cancel"), {
      cookie: club.cookie,
      body: { reason: "Platz unbespielbar" },
    });
    expect(cancel.status).toBe(200);

    const played = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: -3 });
    const result = await call(t.app, "PUT", matchPaths.action(played, "result"), {
      cookie: club.cookie,
      body: { homeScore: 3, awayScore: 1 },
    });
    expect(result.status).toBe(200);

    const { events } = await fetchEvents(teamPaths.calendar(club.teamId));
    const cancelledEvent = eventFor(events, cancelled);
    expect(cancelledEvent.status).toBe("CANCELLED");
    expect(cancelledEvent.description).toContain("Platz unbespielbar");
    const playedEvent = eventFor(events, played);
    expect(playedEvent.status).toBe("CONFIRMED");
    expect(playedEvent.summary).toMatch(/ 3:1 FC Gegner$/);
  });

  it("names a live match without its score: calendar apps keep a summary an hour, past the final whistle", async () => {
    const live = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: 0 });
    await t.deps.db
      .update(matches)
      .set({ status: "live", homeScore: 1, awayScore: 0 })
      .where(eq(matches.id, live));
    const event = eventFor((await fetchEvents(teamPaths.calendar(club.teamId))).events, live);
    expect(event.summary).not.toContain("1:0");
    expect(event.summary).not.toContain("live");
    expect(event.summary).toMatch(/ – FC Gegner$/);
    expect(event.description).toContain("Live-Ticker und Details:");
  });

  it("marks a forfeit and a score the league office let stand after an abort in the summary, and says why in the description", async () => {
    const forfeited = await createMatch(t, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: -4,
    });
    const result = await call(t.app, "PUT", matchPaths.action(forfeited, "result"), {
      cookie: club.cookie,
      body: { homeScore: 3, awayScore: 0, forfeit: "away" },
    });
    expect(result.status).toBe(200);
    // The state the league office's «Stand werten» leaves (league/abandoned-match.test.ts).
    const abandoned = await createMatch(t, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: -5,
    });
    await t.deps.db
      .update(matches)
      .set({ status: "completed", homeScore: 2, awayScore: 1, cancellationReason: ABANDONED_SCORE_REASON })
      .where(eq(matches.id, abandoned));

    const { events } = await fetchEvents(teamPaths.calendar(club.teamId));
    expect(eventFor(events, forfeited).summary).toMatch(/ 3:0 FC Gegner \(Forfait\)$/);
    expect(eventFor(events, abandoned).summary).toMatch(/ 2:1 FC Gegner \(Spielabbruch\)$/);
    // The summary stays short; the description names the side that did not turn up.
    expect(eventFor(events, forfeited).description).toContain("Forfait: FC Gegner ist nicht angetreten");
    expect(eventFor(events, abandoned).description).toContain(ABANDONED_SCORE_REASON);
  });

  it("answers 404 for an unknown team", async () => {
    const res = await t.app.request(teamPaths.calendar("00000000-0000-4000-8000-000000000000"));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Team wurde nicht gefunden.",
    );
  });
});

describe("a team's calendar without matches", () => {
  it("still holds a component, as RFC 5545 asks: the Zurich time zone, right in summer and winter", async () => {
    // §3.6: icalbody = calprops component, component = 1*(eventc / … / timezonec / …). A new
    // team's feed was a bare VCALENDAR, which strict readers refuse.
    const empty = await createTeam(t, { clubId: club.clubId, name: "Senioren 40+" });
    const res = await t.app.request(teamPaths.calendar(empty));
    expect(res.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    expect(calendar.getAllSubcomponents("vevent")).toEqual([]);
    const zone = calendar.getFirstSubcomponent("vtimezone");
    if (!zone) throw new Error("no component in the feed");
    const zurich = new ICAL.Timezone(zone);
    expect(zurich.tzid).toBe("Europe/Zurich");
    const at = (month: number) => ICAL.Time.fromData({ year: 2026, month, day: 15, hour: 12 });
    expect(zurich.utcOffset(at(7))).toBe(2 * 3600);
    expect(zurich.utcOffset(at(12))).toBe(3600);
  });
});

describe("personal calendar", () => {
  it("needs a sign-in, serves the favourites behind a token and stops serving an old token", async () => {
    expect((await call(t.app, "POST", calendarPaths.personal())).status).toBe(401);
    const fan = await signUp(t.app);
    expect((await call(t.app, "GET", calendarPaths.personal(), { cookie: fan.cookie })).body).toEqual({
      url: null,
    });
    await t.deps.db.insert(favorites).values({ userId: fan.userId, teamId: club.teamId });
    const made = await call<{ url: string }>(t.app, "POST", calendarPaths.personal(), { cookie: fan.cookie });
    expect(made.status).toBe(200);
    const path = new URL(made.body.url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);

    const feed = await fetchEvents(path);
    expect(feed.status).toBe(200);
    expect(feed.events.length).toBeGreaterThan(0);
    expect(feed.events.every((e) => String(e.summary).includes("FC Gegner"))).toBe(true);

    const renewed = await call<{ url: string }>(t.app, "POST", calendarPaths.personal(), {
      cookie: fan.cookie,
    });
    expect(renewed.body.url).not.toBe(made.body.url);
    expect((await fetchEvents(path)).status).toBe(404);
    expect((await fetchEvents(new URL(renewed.body.url).pathname)).status).toBe(200);
    // Raw on purpose: a malformed feed token the builder would never produce.
    expect((await fetchEvents("/api/calendar/kurz.ics")).status).toBe(404);
  });
});

describe("calendar injection", () => {
  it("refuses a team name with CR/LF with a German 400 and keeps the old name", async () => {
    const res = await call<{ error: { message: string; fields: Record<string, string> } }>(
      t.app,
      "PATCH",
      teamPaths.update(club.teamId),
      {
        cookie: club.cookie,
        body: { name: "1. Mannschaft\r\nX-INJ-TEAM:1", canton: "Zürich", league: "3. Liga" },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields.name).toBe(CONTROL_CHARACTERS_MESSAGE);
    const [team] = await t.deps.db.select({ name: teams.name }).from(teams).where(eq(teams.id, club.teamId));
    expect(team?.name).not.toContain("X-INJ");
  });

  it("refuses a club name with a line break or another control character", async () => {
    for (const clubName of ["FC Test\nX-INJ-CLUB:1", "FC\u0007Test"]) {
      const res = await call<{ error: { fields: Record<string, string> } }>(
        t.app,
        "PATCH",
        clubPaths.manage(club.clubId),
        { cookie: club.cookie, body: { clubName } },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.fields.clubName).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it("escapes every text of the feed, also names stored before the rule", async () => {
    const injected = await createTeam(t, {
      clubId: club.clubId,
      name: "1. Mannschaft\r\nX-INJ-TEAM:1;a,b\\c",
    });
    await createMatch(t, club, { homeTeamId: injected, awayTeamId: opponentId, days: 3 });
    const res = await t.app.request(teamPaths.calendar(injected));
    expect(res.status).toBe(200);
    const text = await res.text();
    const lines = text.split("\r\n");
    expect(lines.filter((l) => l.startsWith("X-INJ"))).toEqual([]);
    expect(lines).toContain("X-WR-CALNAME:Tschutti: 1. Mannschaft\\nX-INJ-TEAM:1\\;a\\,b\\\\c");
    expect(lines.some((l) => /^SUMMARY:.*1. Mannschaft\\nX-INJ-TEAM:1\\;a\\,b\\\\c/.test(l))).toBe(true);
  });
});

describe("calendar apps read it as meant (two independent parsers)", () => {
  it("marks a postponed match TENTATIVE and «verschoben» until it is set again, with UIDs that do not depend on the Host", async () => {
    const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: 12 });
    const postpone = await call(t.app, "POST", matchPaths.action(matchId, "postpone"), {
      cookie: club.cookie,
      body: { reason: "Schnee" },
    });
    expect(postpone.status).toBe(200);

    const path = teamPaths.calendar(club.teamId);
    const viaLocalhost = await (await t.app.request(path, { headers: { host: "localhost:3000" } })).text();
    const viaAddress = await (await t.app.request(path, { headers: { host: "127.0.0.1:3000" } })).text();
    // RFC 5545 §3.1: every content line ends with CRLF, the last one too.
    expect(viaLocalhost.endsWith("END:VCALENDAR\r\n")).toBe(true);

    // node-ical
    const byNodeIcal = Object.values(ical.sync.parseICS(viaLocalhost)).filter(
      (c): c is VEvent => c?.type === "VEVENT",
    );
    const postponed = eventFor(byNodeIcal, matchId);
    expect(postponed.status).toBe("TENTATIVE");
    expect(postponed.summary).toMatch(/verschoben/i);
    expect(postponed.description).toContain("Grund: Schnee");
    // ical.js (Mozilla's parser), on the feed fetched under another Host
    const component = new ICAL.Component(ICAL.parse(viaAddress));
    const events = component.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const same = events.find((e) => e.uid.includes(matchId));
    expect(same?.uid).toBe(postponed.uid);
    expect(same?.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(same?.summary).toBe(postponed.summary);
    expect(events.length).toBe(byNodeIcal.length);

    // Set again on a date: confirmed, without «verschoben».
    const restore = await call(t.app, "POST", matchPaths.action(matchId, "restore"), {
      cookie: club.cookie,
      body: dialogDate(14),
    });
    expect(restore.status).toBe(200);
    const after = eventFor((await fetchEvents(path)).events, matchId);
    expect(after.status).toBe("CONFIRMED");
    expect(after.summary).not.toMatch(/verschoben/i);
    expect(after.uid).toBe(postponed.uid);
  });
});
