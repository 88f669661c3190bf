import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardPaths } from "#shared/board/paths.ts";
import { coachPaths } from "#shared/coaches/paths.ts";
import type { ApiPath } from "#shared/http.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { newsPaths } from "#shared/news/paths.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { ACTORS, type Actor, authorizationCases } from "../../test/authorization-cases.ts";
import { joinClub } from "../../test/club-members.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { createClubWithTeam, createTeam, freshDialogDate, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Every management write × every kind of caller: the roles of the club, another
// club, a fan and a visitor. Each call gets a fresh target row, so one caller's delete cannot
// hide another caller's refusal.

let t: TestContext;
let club: TestClub;
let trainerTeamId: string;
let otherTeamId: string;
/** A club that sends the club match requests: only the invited club answers them. */
let requester: TestClub;
const cookies = {} as Record<Actor, string | undefined>;

beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 2);
  trainerTeamId = club.teamId;
  otherTeamId = await createTeam(t, { clubId: club.clubId, name: "Zweite" });
  const otherClub = await createClubWithTeam(t, 0);
  requester = await createClubWithTeam(t, 0);
  const fan = await signUp(t.app, { accountType: "fan" });
  const join = (role: Parameters<typeof joinClub>[3]): Promise<SignedUp> =>
    joinClub(t, club.cookie, club.clubId, role);
  cookies.admin = club.cookie;
  cookies.redaktion = (await join({ role: "redaktion" })).cookie;
  cookies.ticker = (await join({ role: "ticker" })).cookie;
  cookies.trainer = (await join({ role: "trainer", teamIds: [trainerTeamId] })).cookie;
  cookies.otherClub = otherClub.cookie;
  cookies.fan = fan.cookie;
  cookies.visitor = undefined;
});
afterAll(async () => {
  await t.close();
});

async function asAdmin<T>(method: string, url: ApiPath<T> | string, body?: unknown): Promise<T> {
  const res = await call<T>(t.app, method, url, { cookie: club.cookie, body });
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const clubId = () => club.clubId;
// Shirt numbers are unique within a team, so every new player gets the next free one.
let nextNumber = 40;
const player = (teamId: string) => ({
  firstName: "Lia",
  lastName: "Muster",
  teamId,
  position: "Stürmer",
  playerNumber: nextNumber++,
  birthYear: 2000,
  atClubSince: 2020,
});
const coach = { firstName: "Urs", lastName: "Trainer", role: "Trainer", birthYear: 1980, atClubSince: 2020 };
const boardMember = { firstName: "Eva", lastName: "Vorstand", role: "Präsidentin" };
const news = { title: "Saisonstart", content: "Endlich geht es los." };
// A kick-off of its own per match: the same teams twice at one kick-off are refused (409).
const matchBody = (days = 5) => ({
  homeTeamId: trainerTeamId,
  awayTeamId: otherTeamId,
  ...freshDialogDate(days),
  stadium: "Sportplatz",
});

// Names differ per row: two teams of one club (or two club-less opponents of one league) whose
// names read the same are refused.
let rowCount = 0;
const newTeam = async () =>
  (
    await asAdmin("POST", teamPaths.create(clubId()), {
      name: `Neu ${++rowCount}`,
      canton: "Bern",
      league: "4. Liga",
    })
  ).team.id;
const newPlayer = async () =>
  (await asAdmin("POST", playerPaths.create(clubId()), player(trainerTeamId))).player.id;
const newCoach = async () => (await asAdmin("POST", coachPaths.create(trainerTeamId), coach)).coach.id;
const newBoardMember = async () =>
  (await asAdmin("POST", boardPaths.create(clubId()), boardMember)).boardMember.id;
const newNews = async () => (await asAdmin("POST", newsPaths.create(clubId()), news)).news.id;
const newMatch = async (days = 5) =>
  (await asAdmin("POST", matchPaths.create(clubId()), matchBody(days))).match.id;
const goal = () => ({ type: "goal", minute: 10, playerId: club.playerIds[0] });
const newEvent = async () => {
  // Played yesterday: a match takes events once it has kicked off.
  const matchId = await newMatch(-1);
  return (await asAdmin("POST", matchPaths.addEvent(matchId), goal())).event.id;
};
const newRequest = async () => {
  const res = await call(t.app, "POST", matchPaths.create(requester.clubId), {
    cookie: requester.cookie,
    body: {
      homeTeamId: requester.teamId,
      awayTeamId: trainerTeamId,
      ...freshDialogDate(7),
      stadium: "Auswärts",
    },
  });
  if (res.status !== 201 || res.body.match.acceptance !== "requested") {
    throw new Error(`match request: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.match.id;
};
const newMember = async () => {
  const member = await joinClub(t, club.cookie, club.clubId, { role: "ticker" });
  return member.userId;
};

const CASES = authorizationCases({
  trainerTeamId: () => trainerTeamId,
  otherTeamId: () => otherTeamId,
  matchBody,
  clubId,
  asAdmin,
  player,
  coach,
  boardMember,
  news,
  goal,
  newTeam,
  newPlayer,
  newCoach,
  newBoardMember,
  newNews,
  newMatch,
  newEvent,
  newRequest,
  newMember,
});

describe("authorization matrix of the club management", () => {
  it.each(CASES)("$name", async ({ allowed, request }) => {
    const outcome: Record<string, number> = {};
    const expected: Record<string, number | string> = {};
    for (const actor of ACTORS) {
      const req = await request();
      const res = await call(t.app, req.method, req.url, {
        cookie: cookies[actor],
        body: req.body,
        ...(req.csv === undefined ? {} : { csv: req.csv }),
      });
      const isAllowed = allowed.includes(actor);
      // An allowed caller must succeed (2xx); a refused one gets exactly 401 or 403.
      outcome[actor] = isAllowed && res.status < 300 ? 200 : res.status;
      expected[actor] = isAllowed ? 200 : actor === "visitor" ? 401 : 403;
    }
    expect(outcome).toEqual(expected);
  });
});
