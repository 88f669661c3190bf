import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiKeyPaths } from "#shared/api-keys/paths.ts";
import { zurichYear } from "#shared/format.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { players, teams } from "../../db/schema/index.ts";
import { joinClub } from "../../test/club-members.ts";
import { call } from "../../test/http.ts";
import {
  createClubWithTeam,
  createMatch,
  createPlayers,
  createTeam,
  type TestClub,
} from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A Junioren player's photo and birth year are not public without consent.

let t: TestContext;
let club: TestClub;
let juniorId: string;
let consentedId: string;
let seniorId: string;
const photo = "/uploads/players/kind.webp";

beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 0);
  await t.deps.db.update(teams).set({ league: "Junioren D" }).where(eq(teams.id, club.teamId));
  const insert = async (teamId: string, lastName: string, mediaConsent: boolean, birthYear = 2015) => {
    const [row] = await t.deps.db
      .insert(players)
      .values({ teamId, firstName: "Mia", lastName, birthYear, playerImageUrl: photo, mediaConsent })
      .returning({ id: players.id });
    if (!row) throw new Error("insert failed");
    return row.id;
  };
  juniorId = await insert(club.teamId, "Klein", false);
  consentedId = await insert(club.teamId, "Erlaubt", true);
  const senior = await createClubWithTeam(t, 0);
  // An adult: a child's photo is hidden in a senior team as well (see the age tests below).
  seniorId = await insert(senior.teamId, "Gross", false, 1995);
});
afterAll(async () => {
  await t.close();
});

const shown = { playerImageUrl: photo, birthYear: 2015 };
// Public answers and the club's own reads name uploads absolutely by PUBLIC_URL.
const shownPublic = { ...shown, playerImageUrl: `http://localhost:3000${photo}` };
const hidden = { playerImageUrl: null, birthYear: null };

describe("youth privacy in the public API", () => {
  it("hides a junior's photo and birth year on the player and the team, unless consent is recorded", async () => {
    const junior = await call(t.app, "GET", playerPaths.detail(juniorId));
    expect(junior.body.player).toMatchObject(hidden);
    const consented = await call(t.app, "GET", playerPaths.detail(consentedId));
    expect(consented.body.player).toMatchObject(shownPublic);
    const senior = await call(t.app, "GET", playerPaths.detail(seniorId));
    expect(senior.body.player).toMatchObject({ ...shownPublic, birthYear: 1995 });

    const squad = await call(t.app, "GET", teamPaths.players(club.teamId));
    const byId = new Map(squad.body.players.map((p) => [p.id, p]));
    expect(byId.get(juniorId)).toMatchObject(hidden);
    expect(byId.get(consentedId)).toMatchObject(shownPublic);
  });

  it("hides them in line-ups and match events too", async () => {
    const opponent = await createClubWithTeam(t, 1);
    // Played yesterday: a match takes events once it has kicked off.
    const matchId = await createMatch(t, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponent.teamId,
      days: -1,
    });
    // A match against another club is a request until that club accepts it.
    const accepted = await call(t.app, "POST", matchPaths.action(matchId, "accept"), {
      cookie: opponent.cookie,
    });
    expect(accepted.status).toBe(200);
    const goal = await call(t.app, "POST", matchPaths.addEvent(matchId), {
      cookie: club.cookie,
      body: { type: "goal", minute: 5, playerId: juniorId },
    });
    expect(goal.status).toBe(201);
    const lineups = await call(t.app, "GET", matchPaths.lineups(matchId));
    const junior = lineups.body.home.players.find((p) => p.id === juniorId);
    expect(junior).toMatchObject(hidden);
    const events = await call(t.app, "GET", matchPaths.events(matchId));
    expect(events.body.events[0]?.player).toMatchObject({ id: juniorId, playerImageUrl: null });
  });

  it("the club still sees everything and records consent in the player dialog", async () => {
    const list = await call(t.app, "GET", playerPaths.clubPlayers(club.clubId), { cookie: club.cookie });
    expect(list.body.players.find((p) => p.id === juniorId)).toMatchObject({
      ...shownPublic,
      mediaConsent: false,
    });
    const edited = await call(t.app, "PATCH", playerPaths.update(juniorId), {
      cookie: club.cookie,
      body: { firstName: "Mia", lastName: "Klein", teamId: club.teamId, birthYear: 2015, mediaConsent: true },
    });
    expect(edited.status).toBe(200);
    const now = await call(t.app, "GET", playerPaths.detail(juniorId));
    expect(now.body.player).toMatchObject(shownPublic);
  });
});

// Privacy follows age, not league.
describe("privacy follows age, not league", () => {
  const year = zurichYear();
  const sixteen = year - 16;
  let firstTeam: TestClub;
  let minorId: string;
  let minorConsentId: string;
  let adultId: string;

  beforeAll(async () => {
    firstTeam = await createClubWithTeam(t, 0);
    await t.deps.db.update(teams).set({ league: "2. Liga" }).where(eq(teams.id, firstTeam.teamId));
    const insert = async (lastName: string, birthYear: number, mediaConsent: boolean) => {
      const [row] = await t.deps.db
        .insert(players)
        .values({
          teamId: firstTeam.teamId,
          firstName: "Nico",
          lastName,
          birthYear,
          playerImageUrl: photo,
          mediaConsent,
        })
        .returning({ id: players.id });
      if (!row) throw new Error("insert failed");
      return row.id;
    };
    minorId = await insert("Jung", sixteen, false);
    minorConsentId = await insert("Jungmiteinverständnis", sixteen, true);
    adultId = await insert("Erwachsen", year - 30, false);
  });

  it("hides a 16-year-old's photo and birth year in a first team without consent", async () => {
    const minor = await call(t.app, "GET", playerPaths.detail(minorId));
    expect(minor.body.player).toMatchObject({ playerImageUrl: null, birthYear: null });
    const consented = await call(t.app, "GET", playerPaths.detail(minorConsentId));
    // Public answers carry absolute image URLs (PUBLIC_URL of the test app).
    expect(consented.body.player).toMatchObject({
      playerImageUrl: shownPublic.playerImageUrl,
      birthYear: sixteen,
    });
    const adult = await call(t.app, "GET", playerPaths.detail(adultId));
    expect(adult.body.player).toMatchObject({
      playerImageUrl: shownPublic.playerImageUrl,
      birthYear: year - 30,
    });
    const squad = await call(t.app, "GET", teamPaths.players(firstTeam.teamId));
    expect(squad.body.players.find((p) => p.id === minorId)).toMatchObject({
      playerImageUrl: null,
      birthYear: null,
    });
  });

  it("hides the minor in the match line-ups too", async () => {
    const opponent = await createClubWithTeam(t, 1);
    const matchId = await createMatch(t, firstTeam, {
      homeTeamId: firstTeam.teamId,
      awayTeamId: opponent.teamId,
    });
    await call(t.app, "POST", matchPaths.action(matchId, "accept"), { cookie: opponent.cookie });
    const lineups = await call(t.app, "GET", matchPaths.lineups(matchId));
    expect(lineups.body.home.players.find((p) => p.id === minorId)).toMatchObject({
      playerImageUrl: null,
      birthYear: null,
    });
  });

  it("leaves minors' birth years out of the player export for roles that do not manage players", async () => {
    const exportFor = async (cookie: string) => {
      const res = await t.app.request(`/api/manage/clubs/${firstTeam.clubId}/players.csv`, {
        headers: { cookie },
      });
      expect(res.status).toBe(200);
      return (await res.text()).split("\r\n");
    };
    const lineOf = (lines: string[], lastName: string) =>
      lines.find((l) => l.includes(`;${lastName};`)) ?? "";
    const admin = await exportFor(firstTeam.cookie);
    expect(lineOf(admin, "Jung")).toContain(String(sixteen));
    const editor = await joinClub(t, firstTeam.cookie, firstTeam.clubId, { role: "redaktion" });
    const lines = await exportFor(editor.cookie);
    expect(lineOf(lines, "Jung")).not.toContain(String(sixteen));
    expect(lineOf(lines, "Jungmiteinverständnis")).not.toContain(String(sixteen));
    expect(lineOf(lines, "Erwachsen")).toContain(String(year - 30));
  });

  // One rule for the club's JSON list and its CSV: only who manages a minor's team sees his
  // birth year, and his photo only where the public sees it.
  const listFor = async (headers: Record<string, string>) => {
    const res = await call(t.app, "GET", playerPaths.clubPlayers(firstTeam.clubId), { headers });
    expect(res.status).toBe(200);
    return new Map(res.body.players.map((p) => [p.id, p]));
  };
  const exportWith = async (headers: Record<string, string>) => {
    const res = await t.app.request(`/api/manage/clubs/${firstTeam.clubId}/players.csv`, { headers });
    expect(res.status).toBe(200);
    const lines = (await res.text()).split("\r\n");
    return (lastName: string) => lines.find((l) => l.includes(`;${lastName};`)) ?? "";
  };

  it("leaves minors' birth years and hidden photos out of the club's player list for a Ticker", async () => {
    const ticker = await joinClub(t, firstTeam.cookie, firstTeam.clubId, { role: "ticker" });
    const list = await listFor({ cookie: ticker.cookie });
    expect(list.get(minorId)).toMatchObject({ birthYear: null, playerImageUrl: null });
    // Consent makes the photo public, not the club's list of children's birth years.
    expect(list.get(minorConsentId)).toMatchObject({
      birthYear: null,
      playerImageUrl: `http://localhost:3000${photo}`,
    });
    expect(list.get(adultId)).toMatchObject({
      birthYear: year - 30,
      playerImageUrl: `http://localhost:3000${photo}`,
    });

    const admin = await listFor({ cookie: firstTeam.cookie });
    expect(admin.get(minorId)).toMatchObject({
      birthYear: sixteen,
      playerImageUrl: `http://localhost:3000${photo}`,
    });
  });

  it("shows a Trainer the minors of his own teams only", async () => {
    const other = await createTeam(t, { clubId: firstTeam.clubId, name: "FC Zweite" });
    const [otherMinorId] = await createPlayers(t, other, 1);
    if (!otherMinorId) throw new Error("no player");
    await t.deps.db.update(players).set({ birthYear: sixteen }).where(eq(players.id, otherMinorId));
    const trainer = await joinClub(t, firstTeam.cookie, firstTeam.clubId, {
      role: "trainer",
      teamIds: [other],
    });
    const list = await listFor({ cookie: trainer.cookie });
    expect(list.get(otherMinorId)).toMatchObject({ birthYear: sixteen });
    expect(list.get(minorId)).toMatchObject({ birthYear: null, playerImageUrl: null });
    const csv = await exportWith({ cookie: trainer.cookie });
    expect(csv("Jung")).not.toContain(String(sixteen));
  });

  it("gives a read-only API key the list a plain member gets, in JSON and in the CSV", async () => {
    const created = await call(t.app, "POST", apiKeyPaths.create(firstTeam.clubId), {
      cookie: firstTeam.cookie,
      body: { name: "Website", scopes: ["read"] },
    });
    expect(created.status).toBe(201);
    const headers = { authorization: `Bearer ${created.body.key}` };
    const list = await listFor(headers);
    expect(list.get(minorId)).toMatchObject({ birthYear: null, playerImageUrl: null });
    expect(list.get(adultId)).toMatchObject({ birthYear: year - 30 });
    const csv = await exportWith(headers);
    expect(csv("Jung")).not.toContain(String(sixteen));
    expect(csv("Jungmiteinverständnis")).not.toContain(String(sixteen));
    expect(csv("Erwachsen")).toContain(String(year - 30));
  });
});

describe("the year a player comes of age", () => {
  it("shows the photo and birth year from the new year on, on the player's page, in the squad and in a match's events", async () => {
    // Eighteen this year (hidden); nineteen in January, on a server that has been running since
    // before New Year.
    const year = zurichYear();
    const team = await createClubWithTeam(t, 0);
    await t.deps.db.update(teams).set({ league: "2. Liga" }).where(eq(teams.id, team.teamId));
    const [row] = await t.deps.db
      .insert(players)
      .values({
        teamId: team.teamId,
        firstName: "Lia",
        lastName: "Neujahr",
        birthYear: year - 18,
        playerImageUrl: photo,
        mediaConsent: false,
      })
      .returning({ id: players.id });
    if (!row) throw new Error("insert failed");
    const before = await call(t.app, "GET", playerPaths.detail(row.id));
    expect(before.body.player).toMatchObject(hidden);
    const opponent = await createClubWithTeam(t, 1);
    const matchId = await createMatch(t, team, {
      homeTeamId: team.teamId,
      awayTeamId: opponent.teamId,
      days: -1,
    });
    await call(t.app, "POST", matchPaths.action(matchId, "accept"), { cookie: opponent.cookie });
    const goal = await call(t.app, "POST", matchPaths.addEvent(matchId), {
      cookie: team.cookie,
      body: { type: "goal", minute: 5, playerId: row.id },
    });
    expect(goal.status).toBe(201);
    const events = await call(t.app, "GET", matchPaths.events(matchId));
    expect(events.body.events[0]?.player).toMatchObject({ id: row.id, playerImageUrl: null });

    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${year + 1}-01-15T11:00:00Z`) });
    try {
      const adult = { playerImageUrl: shownPublic.playerImageUrl, birthYear: year - 18 };
      // The player's page was read this year: its answer depends on the clock and is not kept into the next.
      const after = await call(t.app, "GET", playerPaths.detail(row.id));
      expect(after.body.player).toMatchObject(adult);
      const squad = await call(t.app, "GET", teamPaths.players(team.teamId));
      expect(squad.body.players.find((p) => p.id === row.id)).toMatchObject(adult);
      const eventsNow = await call(t.app, "GET", matchPaths.events(matchId));
      expect(eventsNow.body.events[0]?.player).toMatchObject({
        id: row.id,
        playerImageUrl: shownPublic.playerImageUrl,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
