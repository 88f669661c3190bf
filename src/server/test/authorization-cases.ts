import { boardPaths } from "#shared/board/paths.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { coachPaths } from "#shared/coaches/paths.ts";
import type { ApiPath } from "#shared/http.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { memberPaths } from "#shared/members/paths.ts";
import { newsPaths } from "#shared/news/paths.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { dialogDate } from "./match-fixtures.ts";

// The table of the authorization matrix: every management write with the roles allowed to make
// it. Each case creates its own target row through the kit (as the club's administrator).

export type Actor = "admin" | "redaktion" | "ticker" | "trainer" | "otherClub" | "fan" | "visitor";
export const ACTORS: Actor[] = ["admin", "redaktion", "ticker", "trainer", "otherClub", "fan", "visitor"];

export interface Request {
  method: string;
  url: string;
  body?: unknown;
  csv?: string;
}

export interface Case {
  name: string;
  allowed: Actor[];
  /** Creates what the request works on (as the club's administrator) and returns the request. */
  request: () => Promise<Request>;
}

/** What the cases build their requests from (set up by the test, read when a case runs). */
export interface CaseKit {
  trainerTeamId: () => string;
  otherTeamId: () => string;
  clubId: () => string;
  asAdmin: <T>(method: string, url: ApiPath<T> | string, body?: unknown) => Promise<T>;
  /** Request bodies: a new player of a team, a coach, a board member, a news post, a goal. */
  player: (teamId: string) => Record<string, unknown>;
  coach: Record<string, unknown>;
  boardMember: Record<string, unknown>;
  news: Record<string, unknown>;
  goal: () => Record<string, unknown>;
  matchBody: (days?: number) => Record<string, unknown>;
  /** Fresh target rows; each returns the new row's id. */
  newTeam: () => Promise<string>;
  newPlayer: () => Promise<string>;
  newCoach: () => Promise<string>;
  newBoardMember: () => Promise<string>;
  newNews: () => Promise<string>;
  newMatch: (days?: number) => Promise<string>;
  newEvent: () => Promise<string>;
  /** A match another club requested from this club (only the invited club answers it). */
  newRequest: () => Promise<string>;
  newMember: () => Promise<string>;
}

const ADMIN: Actor[] = ["admin"];
const TEAM: Actor[] = ["admin", "trainer"];
const NEWS: Actor[] = ["admin", "redaktion"];
const MATCHES: Actor[] = ["admin", "ticker"];
const MEMBERS: Actor[] = ["admin", "redaktion", "ticker", "trainer"];

/** Fixture imports so far: each case imports a fixture of its own. */
let fixtureImports = 0;
/** Player imports so far: each imports a player of its own (the same one again is a row error). */
let playerImports = 0;

export function authorizationCases(kit: CaseKit): Case[] {
  const {
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
  } = kit;
  return [
    {
      name: "Vereinsangaben ändern",
      allowed: ADMIN,
      request: async () => ({
        method: "PATCH",
        url: clubPaths.manage(clubId()),
        body: { clubName: "FC Matrix" },
      }),
    },
    {
      name: "Vereinslogo ändern",
      allowed: ADMIN,
      request: async () => ({
        method: "PUT",
        url: clubPaths.manageImage(clubId(), "logo"),
        body: { url: null },
      }),
    },
    {
      name: "Stadionbild ändern",
      allowed: ADMIN,
      request: async () => ({
        method: "PUT",
        url: clubPaths.manageImage(clubId(), "stadium-image"),
        body: { url: null },
      }),
    },
    {
      name: "Mannschaft erstellen",
      allowed: ADMIN,
      request: async () => ({
        method: "POST",
        url: teamPaths.create(clubId()),
        body: { name: "X", canton: "Bern", league: "5. Liga" },
      }),
    },
    {
      name: "Mannschaft bearbeiten",
      allowed: ADMIN,
      request: async () => ({
        method: "PATCH",
        url: teamPaths.update(await newTeam()),
        body: { name: `Y ${crypto.randomUUID().slice(0, 8)}`, canton: "Bern", league: "5. Liga" },
      }),
    },
    {
      name: "Mannschaft löschen",
      allowed: ADMIN,
      request: async () => ({ method: "DELETE", url: teamPaths.remove(await newTeam()) }),
    },
    {
      name: "Gegnerteam erstellen",
      allowed: MATCHES,
      request: async () => ({
        method: "POST",
        url: teamPaths.createOpponent(clubId()),
        body: { name: `Gegner ${crypto.randomUUID().slice(0, 8)}`, canton: "Bern", league: "5. Liga" },
      }),
    },
    {
      name: "Spieler hinzufügen (Team des Trainers)",
      allowed: TEAM,
      request: async () => ({
        method: "POST",
        url: playerPaths.create(clubId()),
        body: player(kit.trainerTeamId()),
      }),
    },
    {
      name: "Spieler hinzufügen (anderes Team)",
      allowed: ADMIN,
      request: async () => ({
        method: "POST",
        url: playerPaths.create(clubId()),
        body: player(kit.otherTeamId()),
      }),
    },
    {
      name: "Spieler importieren (CSV, Team des Trainers)",
      allowed: TEAM,
      request: async () => ({
        method: "POST",
        url: playerPaths.import(kit.trainerTeamId()),
        csv: `Vorname;Nachname\nImport;Spieler ${++playerImports}\n`,
      }),
    },
    {
      name: "Spieler importieren (CSV, anderes Team)",
      allowed: ADMIN,
      request: async () => ({
        method: "POST",
        url: playerPaths.import(kit.otherTeamId()),
        csv: `Vorname;Nachname\nImport;Spieler ${++playerImports}\n`,
      }),
    },
    {
      name: "Spieler bearbeiten",
      allowed: TEAM,
      request: async () => ({
        method: "PATCH",
        url: playerPaths.update(await newPlayer()),
        body: player(kit.trainerTeamId()),
      }),
    },
    {
      name: "Spieler in ein fremdes Team verschieben",
      allowed: ADMIN,
      request: async () => ({
        method: "PATCH",
        url: playerPaths.update(await newPlayer()),
        body: player(kit.otherTeamId()),
      }),
    },
    {
      name: "Spieler löschen",
      allowed: TEAM,
      request: async () => ({ method: "DELETE", url: playerPaths.remove(await newPlayer()) }),
    },
    {
      name: "Trainer hinzufügen",
      allowed: TEAM,
      request: async () => ({
        method: "POST",
        url: coachPaths.create(kit.trainerTeamId()),
        body: coach,
      }),
    },
    {
      name: "Trainer eines anderen Teams hinzufügen",
      allowed: ADMIN,
      request: async () => ({
        method: "POST",
        url: coachPaths.create(kit.otherTeamId()),
        body: coach,
      }),
    },
    {
      name: "Trainer bearbeiten",
      allowed: TEAM,
      request: async () => ({ method: "PATCH", url: coachPaths.update(await newCoach()), body: coach }),
    },
    {
      name: "Trainer löschen",
      allowed: TEAM,
      request: async () => ({ method: "DELETE", url: coachPaths.remove(await newCoach()) }),
    },
    {
      name: "Vorstandsmitglied hinzufügen",
      allowed: ADMIN,
      request: async () => ({ method: "POST", url: boardPaths.create(clubId()), body: boardMember }),
    },
    {
      name: "Vorstandsmitglied bearbeiten",
      allowed: ADMIN,
      request: async () => ({
        method: "PATCH",
        url: boardPaths.update(await newBoardMember()),
        body: boardMember,
      }),
    },
    {
      name: "Vorstandsbild ändern",
      allowed: ADMIN,
      request: async () => ({
        method: "PUT",
        url: boardPaths.image(await newBoardMember()),
        body: { url: null },
      }),
    },
    {
      name: "Vorstandsmitglied löschen",
      allowed: ADMIN,
      request: async () => ({ method: "DELETE", url: boardPaths.remove(await newBoardMember()) }),
    },
    {
      name: "News erstellen",
      allowed: NEWS,
      request: async () => ({ method: "POST", url: newsPaths.create(clubId()), body: news }),
    },
    {
      name: "News bearbeiten",
      allowed: NEWS,
      request: async () => ({ method: "PATCH", url: newsPaths.update(await newNews()), body: news }),
    },
    {
      name: "News veröffentlichen",
      allowed: NEWS,
      request: async () => ({ method: "POST", url: newsPaths.togglePublish(await newNews()) }),
    },
    {
      name: "News löschen",
      allowed: NEWS,
      request: async () => ({ method: "DELETE", url: newsPaths.remove(await newNews()) }),
    },
    {
      name: "Spiel ansetzen",
      allowed: MATCHES,
      request: async () => ({ method: "POST", url: matchPaths.create(clubId()), body: matchBody() }),
    },
    {
      name: "Spiel bearbeiten",
      allowed: MATCHES,
      request: async () => ({
        method: "PATCH",
        url: matchPaths.update(await newMatch()),
        body: matchBody(6),
      }),
    },
    {
      name: "Spiel absagen",
      allowed: MATCHES,
      request: async () => ({
        method: "POST",
        url: matchPaths.action(await newMatch(), "cancel"),
        body: { reason: "Regen" },
      }),
    },
    {
      name: "Spiel löschen",
      allowed: MATCHES,
      request: async () => ({ method: "DELETE", url: matchPaths.remove(await newMatch()) }),
    },
    {
      name: "Ergebnis eintragen",
      allowed: MATCHES,
      request: async () => ({
        method: "PUT",
        url: matchPaths.action(await newMatch(-2), "result"),
        body: { homeScore: 2, awayScore: 1 },
      }),
    },
    {
      name: "Spielbericht schreiben",
      allowed: MATCHES,
      request: async () => ({
        method: "PUT",
        url: matchPaths.saveReport(await newMatch(-1)),
        body: { title: "Bericht", content: "Text" },
      }),
    },
    {
      name: "Ereignis erfassen",
      allowed: MATCHES,
      request: async () => ({
        method: "POST",
        url: matchPaths.addEvent(await newMatch(-1)),
        body: goal(),
      }),
    },
    {
      name: "Ereignis bearbeiten",
      allowed: MATCHES,
      request: async () => ({
        method: "PATCH",
        url: matchPaths.updateEvent(await newEvent()),
        body: { ...goal(), minute: 12 },
      }),
    },
    {
      name: "Ereignis löschen",
      allowed: MATCHES,
      request: async () => ({ method: "DELETE", url: matchPaths.removeEvent(await newEvent()) }),
    },
    {
      name: "Live: Spiel starten",
      allowed: MATCHES,
      // Kick-off today: a match's ticker starts from a day before its kick-off.
      request: async () => ({ method: "POST", url: matchPaths.liveAction(await newMatch(0), "start") }),
    },
    {
      name: "Live: Nachspielzeit",
      allowed: MATCHES,
      request: async () => {
        const id = await newMatch(0);
        await asAdmin("POST", matchPaths.liveAction(id, "start"));
        return { method: "PUT", url: matchPaths.stoppage(id), body: { minutes: 2 } };
      },
    },
    {
      name: "Spielanfrage annehmen",
      allowed: MATCHES,
      request: async () => ({ method: "POST", url: matchPaths.action(await newRequest(), "accept") }),
    },
    {
      name: "Spielanfrage ablehnen",
      allowed: MATCHES,
      request: async () => ({ method: "POST", url: matchPaths.action(await newRequest(), "decline") }),
    },
    {
      name: "Alle Spielanfragen annehmen",
      allowed: MATCHES,
      request: async () => {
        await newRequest();
        return { method: "POST", url: matchPaths.acceptAll(clubId()) };
      },
    },
    {
      name: "Spielverlauf lesen (auch einer Anfrage)",
      allowed: MEMBERS,
      request: async () => ({ method: "GET", url: matchPaths.history(await newRequest()) }),
    },
    {
      name: "Änderungen anderer Vereine lesen (Dashboard)",
      allowed: MEMBERS,
      request: async () => ({ method: "GET", url: matchPaths.changeNotes(clubId()) }),
    },
    {
      name: "Einladung erstellen",
      allowed: ADMIN,
      request: async () => ({
        method: "POST",
        url: memberPaths.createInvite(clubId()),
        body: { role: "redaktion" },
      }),
    },
    {
      name: "Einladung zurückziehen",
      allowed: ADMIN,
      request: async () => {
        await asAdmin("POST", memberPaths.createInvite(clubId()), { role: "redaktion" });
        const { invites } = await asAdmin("GET", memberPaths.invites(clubId()));
        return { method: "DELETE", url: memberPaths.revokeInvite(String(invites[0]?.id)) };
      },
    },
    {
      name: "Rolle ändern",
      allowed: ADMIN,
      request: async () => ({
        method: "PATCH",
        url: memberPaths.member(clubId(), await newMember()),
        body: { role: "redaktion" },
      }),
    },
    {
      name: "Spielplan importieren (CSV)",
      allowed: MATCHES,
      request: async () => {
        const { date, time } = dialogDate(9);
        const [y, m, d] = date.split("-");
        // A new fixture each time: the same one again is a row error (already in the schedule).
        fixtureImports++;
        return {
          method: "POST",
          url: matchPaths.import(kit.trainerTeamId()),
          csv: `Datum;Zeit;H/A;Gegner\n${d}.${m}.${y};${time};H;Matrix Gegner ${fixtureImports}\n`,
        };
      },
    },
    {
      name: "Mitglied entfernen",
      allowed: ADMIN,
      request: async () => ({ method: "DELETE", url: memberPaths.removeMember(clubId(), await newMember()) }),
    },
  ];
}
