import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinClub } from "../../test/club-members.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { createClubWithTeam, createTeam, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Every management write × every kind of caller (issue 16): the roles of the club, another
// club, a fan and a visitor. Each call gets a fresh target row, so one caller's delete cannot
// hide another caller's refusal.

type Actor = "admin" | "redaktion" | "ticker" | "trainer" | "otherClub" | "fan" | "visitor";
const ACTORS: Actor[] = ["admin", "redaktion", "ticker", "trainer", "otherClub", "fan", "visitor"];

interface Request {
  method: string;
  url: string;
  body?: unknown;
  csv?: string;
}

interface Case {
  name: string;
  allowed: Actor[];
  /** Creates what the request works on (as the club's administrator) and returns the request. */
  request: () => Promise<Request>;
}

let t: TestContext;
let club: TestClub;
let trainerTeamId: string;
let otherTeamId: string;
/** A club that sends the club match requests (issue 10): only the invited club answers them. */
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

async function asAdmin<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await call<T>(t.app, method, url, { cookie: club.cookie, body });
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const clubUrl = () => `/api/manage/clubs/${club.clubId}`;
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
const matchBody = (days = 5) => ({
  homeTeamId: trainerTeamId,
  awayTeamId: otherTeamId,
  ...dialogDate(days),
  stadium: "Sportplatz",
});

const newTeam = async () =>
  (
    await asAdmin<{ team: { id: string } }>("POST", `${clubUrl()}/teams`, {
      name: "Neu",
      canton: "Bern",
      league: "4. Liga",
    })
  ).team.id;
const newPlayer = async () =>
  (await asAdmin<{ player: { id: string } }>("POST", `${clubUrl()}/players`, player(trainerTeamId))).player
    .id;
const newCoach = async () =>
  (await asAdmin<{ coach: { id: string } }>("POST", `/api/manage/teams/${trainerTeamId}/coaches`, coach))
    .coach.id;
const newBoardMember = async () =>
  (await asAdmin<{ boardMember: { id: string } }>("POST", `${clubUrl()}/board-members`, boardMember))
    .boardMember.id;
const newNews = async () =>
  (await asAdmin<{ news: { id: string } }>("POST", `${clubUrl()}/news`, news)).news.id;
const newMatch = async (days = 5) =>
  (await asAdmin<{ match: { id: string } }>("POST", `${clubUrl()}/matches`, matchBody(days))).match.id;
const goal = () => ({ type: "goal", minute: 10, playerId: club.playerIds[0] });
const newEvent = async () => {
  const matchId = await newMatch();
  return (await asAdmin<{ event: { id: string } }>("POST", `/api/manage/matches/${matchId}/events`, goal()))
    .event.id;
};
const newRequest = async () => {
  const res = await call<{ match: { id: string; acceptance: string } }>(
    t.app,
    "POST",
    `/api/manage/clubs/${requester.clubId}/matches`,
    {
      cookie: requester.cookie,
      body: {
        homeTeamId: requester.teamId,
        awayTeamId: trainerTeamId,
        ...dialogDate(7),
        stadium: "Auswärts",
      },
    },
  );
  if (res.status !== 201 || res.body.match.acceptance !== "requested") {
    throw new Error(`match request: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.match.id;
};
const newMember = async () => {
  const member = await joinClub(t, club.cookie, club.clubId, { role: "ticker" });
  return member.userId;
};

const ADMIN: Actor[] = ["admin"];
const TEAM: Actor[] = ["admin", "trainer"];
const NEWS: Actor[] = ["admin", "redaktion"];
const MATCHES: Actor[] = ["admin", "ticker"];
const MEMBERS: Actor[] = ["admin", "redaktion", "ticker", "trainer"];

const CASES: Case[] = [
  {
    name: "Vereinsangaben ändern",
    allowed: ADMIN,
    request: async () => ({ method: "PATCH", url: clubUrl(), body: { clubName: "FC Matrix" } }),
  },
  {
    name: "Vereinslogo ändern",
    allowed: ADMIN,
    request: async () => ({ method: "PUT", url: `${clubUrl()}/logo`, body: { url: null } }),
  },
  {
    name: "Stadionbild ändern",
    allowed: ADMIN,
    request: async () => ({ method: "PUT", url: `${clubUrl()}/stadium-image`, body: { url: null } }),
  },
  {
    name: "Mannschaft erstellen",
    allowed: ADMIN,
    request: async () => ({
      method: "POST",
      url: `${clubUrl()}/teams`,
      body: { name: "X", canton: "Bern", league: "5. Liga" },
    }),
  },
  {
    name: "Mannschaft bearbeiten",
    allowed: ADMIN,
    request: async () => ({
      method: "PATCH",
      url: `/api/manage/teams/${await newTeam()}`,
      body: { name: "Y", canton: "Bern", league: "5. Liga" },
    }),
  },
  {
    name: "Mannschaft löschen",
    allowed: ADMIN,
    request: async () => ({ method: "DELETE", url: `/api/manage/teams/${await newTeam()}` }),
  },
  {
    name: "Gegnerteam erstellen",
    allowed: MATCHES,
    request: async () => ({
      method: "POST",
      url: `${clubUrl()}/opponent-teams`,
      body: { name: "Gegner", canton: "Bern", league: "5. Liga" },
    }),
  },
  {
    name: "Spieler hinzufügen (Team des Trainers)",
    allowed: TEAM,
    request: async () => ({ method: "POST", url: `${clubUrl()}/players`, body: player(trainerTeamId) }),
  },
  {
    name: "Spieler hinzufügen (anderes Team)",
    allowed: ADMIN,
    request: async () => ({ method: "POST", url: `${clubUrl()}/players`, body: player(otherTeamId) }),
  },
  {
    name: "Spieler bearbeiten",
    allowed: TEAM,
    request: async () => ({
      method: "PATCH",
      url: `/api/manage/players/${await newPlayer()}`,
      body: player(trainerTeamId),
    }),
  },
  {
    name: "Spieler in ein fremdes Team verschieben",
    allowed: ADMIN,
    request: async () => ({
      method: "PATCH",
      url: `/api/manage/players/${await newPlayer()}`,
      body: player(otherTeamId),
    }),
  },
  {
    name: "Spieler löschen",
    allowed: TEAM,
    request: async () => ({ method: "DELETE", url: `/api/manage/players/${await newPlayer()}` }),
  },
  {
    name: "Trainer hinzufügen",
    allowed: TEAM,
    request: async () => ({ method: "POST", url: `/api/manage/teams/${trainerTeamId}/coaches`, body: coach }),
  },
  {
    name: "Trainer eines anderen Teams hinzufügen",
    allowed: ADMIN,
    request: async () => ({ method: "POST", url: `/api/manage/teams/${otherTeamId}/coaches`, body: coach }),
  },
  {
    name: "Trainer bearbeiten",
    allowed: TEAM,
    request: async () => ({ method: "PATCH", url: `/api/manage/coaches/${await newCoach()}`, body: coach }),
  },
  {
    name: "Trainer löschen",
    allowed: TEAM,
    request: async () => ({ method: "DELETE", url: `/api/manage/coaches/${await newCoach()}` }),
  },
  {
    name: "Vorstandsmitglied hinzufügen",
    allowed: ADMIN,
    request: async () => ({ method: "POST", url: `${clubUrl()}/board-members`, body: boardMember }),
  },
  {
    name: "Vorstandsmitglied bearbeiten",
    allowed: ADMIN,
    request: async () => ({
      method: "PATCH",
      url: `/api/manage/board-members/${await newBoardMember()}`,
      body: boardMember,
    }),
  },
  {
    name: "Vorstandsbild ändern",
    allowed: ADMIN,
    request: async () => ({
      method: "PUT",
      url: `/api/manage/board-members/${await newBoardMember()}/image`,
      body: { url: null },
    }),
  },
  {
    name: "Vorstandsmitglied löschen",
    allowed: ADMIN,
    request: async () => ({ method: "DELETE", url: `/api/manage/board-members/${await newBoardMember()}` }),
  },
  {
    name: "News erstellen",
    allowed: NEWS,
    request: async () => ({ method: "POST", url: `${clubUrl()}/news`, body: news }),
  },
  {
    name: "News bearbeiten",
    allowed: NEWS,
    request: async () => ({ method: "PATCH", url: `/api/manage/news/${await newNews()}`, body: news }),
  },
  {
    name: "News veröffentlichen",
    allowed: NEWS,
    request: async () => ({ method: "POST", url: `/api/manage/news/${await newNews()}/toggle-publish` }),
  },
  {
    name: "News löschen",
    allowed: NEWS,
    request: async () => ({ method: "DELETE", url: `/api/manage/news/${await newNews()}` }),
  },
  {
    name: "Spiel ansetzen",
    allowed: MATCHES,
    request: async () => ({ method: "POST", url: `${clubUrl()}/matches`, body: matchBody() }),
  },
  {
    name: "Spiel bearbeiten",
    allowed: MATCHES,
    request: async () => ({
      method: "PATCH",
      url: `/api/manage/matches/${await newMatch()}`,
      body: matchBody(6),
    }),
  },
  {
    name: "Spiel absagen",
    allowed: MATCHES,
    request: async () => ({
      method: "POST",
      url: `/api/manage/matches/${await newMatch()}/cancel`,
      body: { reason: "Regen" },
    }),
  },
  {
    name: "Spiel löschen",
    allowed: MATCHES,
    request: async () => ({ method: "DELETE", url: `/api/manage/matches/${await newMatch()}` }),
  },
  {
    name: "Ergebnis eintragen",
    allowed: MATCHES,
    request: async () => ({
      method: "PUT",
      url: `/api/manage/matches/${await newMatch(-2)}/result`,
      body: { homeScore: 2, awayScore: 1 },
    }),
  },
  {
    name: "Spielbericht schreiben",
    allowed: MATCHES,
    request: async () => ({
      method: "PUT",
      url: `/api/manage/matches/${await newMatch()}/report`,
      body: { title: "Bericht", content: "Text" },
    }),
  },
  {
    name: "Ereignis erfassen",
    allowed: MATCHES,
    request: async () => ({
      method: "POST",
      url: `/api/manage/matches/${await newMatch()}/events`,
      body: goal(),
    }),
  },
  {
    name: "Ereignis bearbeiten",
    allowed: MATCHES,
    request: async () => ({
      method: "PATCH",
      url: `/api/manage/events/${await newEvent()}`,
      body: { ...goal(), minute: 12 },
    }),
  },
  {
    name: "Ereignis löschen",
    allowed: MATCHES,
    request: async () => ({ method: "DELETE", url: `/api/manage/events/${await newEvent()}` }),
  },
  {
    name: "Live: Spiel starten",
    allowed: MATCHES,
    request: async () => ({ method: "POST", url: `/api/manage/matches/${await newMatch()}/live/start` }),
  },
  {
    name: "Live: Nachspielzeit",
    allowed: MATCHES,
    request: async () => {
      const id = await newMatch();
      await asAdmin("POST", `/api/manage/matches/${id}/live/start`);
      return { method: "PUT", url: `/api/manage/matches/${id}/live/stoppage`, body: { minutes: 2 } };
    },
  },
  {
    name: "Spielanfrage annehmen",
    allowed: MATCHES,
    request: async () => ({ method: "POST", url: `/api/manage/matches/${await newRequest()}/accept` }),
  },
  {
    name: "Spielanfrage ablehnen",
    allowed: MATCHES,
    request: async () => ({ method: "POST", url: `/api/manage/matches/${await newRequest()}/decline` }),
  },
  {
    name: "Alle Spielanfragen annehmen",
    allowed: MATCHES,
    request: async () => {
      await newRequest();
      return { method: "POST", url: `${clubUrl()}/match-requests/accept-all` };
    },
  },
  {
    name: "Spielverlauf lesen (auch einer Anfrage)",
    allowed: MEMBERS,
    request: async () => ({ method: "GET", url: `/api/manage/matches/${await newRequest()}/history` }),
  },
  {
    name: "Änderungen anderer Vereine lesen (Dashboard)",
    allowed: MEMBERS,
    request: async () => ({ method: "GET", url: `${clubUrl()}/match-notes` }),
  },
  {
    name: "Einladung erstellen",
    allowed: ADMIN,
    request: async () => ({ method: "POST", url: `${clubUrl()}/invites`, body: { role: "redaktion" } }),
  },
  {
    name: "Einladung zurückziehen",
    allowed: ADMIN,
    request: async () => {
      await asAdmin("POST", `${clubUrl()}/invites`, { role: "redaktion" });
      const { invites } = await asAdmin<{ invites: Array<{ id: string }> }>("GET", `${clubUrl()}/invites`);
      return { method: "DELETE", url: `/api/manage/invites/${invites[0]?.id}` };
    },
  },
  {
    name: "Rolle ändern",
    allowed: ADMIN,
    request: async () => ({
      method: "PATCH",
      url: `${clubUrl()}/members/${await newMember()}`,
      body: { role: "redaktion" },
    }),
  },
  {
    name: "Spielplan importieren (CSV)",
    allowed: MATCHES,
    request: async () => {
      const { date, time } = dialogDate(9);
      const [y, m, d] = date.split("-");
      return {
        method: "POST",
        url: `/api/manage/teams/${trainerTeamId}/matches/import`,
        csv: `Datum;Zeit;H/A;Gegner\n${d}.${m}.${y};${time};H;Matrix Gegner\n`,
      };
    },
  },
  {
    name: "Mitglied entfernen",
    allowed: ADMIN,
    request: async () => ({ method: "DELETE", url: `${clubUrl()}/members/${await newMember()}` }),
  },
];

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
