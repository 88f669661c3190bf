import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playerPaths } from "#shared/players/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { call } from "../../test/http.ts";
import {
  insertClub,
  insertCoach,
  insertMatchWithEvents,
  insertPlayer,
  insertTeam,
} from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let team: { id: string; clubId: string | null };
let opponent: { id: string };
let club: { id: string };
let scorer: { id: string };
let keeper: { id: string };
let unnumbered: { id: string };
const UNKNOWN = "0b7c1b0e-2d43-4f0e-8f3a-3c5a1f9d7e21";

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  club = await insertClub(db, { clubName: "FC Seeblick", clubLogoUrl: "/uploads/logos/seeblick.webp" });
  team = await insertTeam(db, {
    clubId: club.id,
    name: "1. Mannschaft",
    league: "3. Liga",
    canton: "Zürich",
  });
  opponent = await insertTeam(db, { clubId: null, name: "FC Gegner", league: "3. Liga", canton: "Zürich" });
  unnumbered = await insertPlayer(db, {
    teamId: team.id,
    firstName: "Ohne",
    lastName: "Nummer",
    playerNumber: null,
  });
  scorer = await insertPlayer(db, {
    teamId: team.id,
    firstName: "Luca",
    lastName: "Meier",
    playerNumber: 9,
    position: "Stürmer",
    birthYear: 2000,
    atClubSince: 2020,
  });
  keeper = await insertPlayer(db, {
    teamId: team.id,
    firstName: "Jan",
    lastName: "Keller",
    playerNumber: 1,
    position: "Torwart",
  });
  await insertCoach(db, { teamId: team.id, firstName: "Dragan", lastName: "Milić", role: "Co-Trainer" });
  await insertCoach(db, { teamId: team.id, firstName: "Marco", lastName: "Brunner", role: "Trainer" });
  await insertMatchWithEvents(db, team.id, opponent.id, [
    { type: "goal", minute: 12, playerId: scorer.id, assistPlayerId: keeper.id },
    { type: "goal", minute: 70, playerId: scorer.id },
    { type: "yellow_card", minute: 30, playerId: scorer.id },
    { type: "red_card", minute: 88, playerId: keeper.id },
    // An own assist is not counted; a card event's assist field is ignored.
    { type: "goal", minute: 80, playerId: keeper.id, assistPlayerId: keeper.id },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/teams/:id", () => {
  it("returns the team with club name and logo, league and canton", async () => {
    const res = await call(t.app, "GET", teamPaths.detail(team.id));
    expect(res.status).toBe(200);
    expect(res.body.team).toMatchObject({
      id: team.id,
      name: "1. Mannschaft",
      clubId: club.id,
      clubName: "FC Seeblick",
      clubLogoUrl: "http://localhost:3000/uploads/logos/seeblick.webp",
      league: "3. Liga",
      canton: "Zürich",
      playerCount: 3,
      coachCount: 2,
    });
  });

  it("returns a team without a club (an opponent) with club null", async () => {
    const res = await call(t.app, "GET", teamPaths.detail(opponent.id));
    expect(res.status).toBe(200);
    expect(res.body.team).toMatchObject({ clubId: null, clubName: null, playerCount: 0 });
  });

  it.each(["", "/players", "/coaches"])(
    "answers 404 'Team wurde nicht gefunden.' for %s of an unknown or malformed id",
    async (sub) => {
      for (const id of [UNKNOWN, "team-1", "1"]) {
        const res = await call(t.app, "GET", `/api/teams/${id}${sub}`);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({
          error: { code: "not_found", message: "Team wurde nicht gefunden." },
        });
      }
    },
  );
});

describe("GET /api/teams/:id/players", () => {
  it("lists the squad by number, players without a number last, with stats from match events", async () => {
    const res = await call(t.app, "GET", teamPaths.players(team.id));
    expect(res.status).toBe(200);
    expect(res.body.players.map((p) => [p.lastName, p.playerNumber])).toEqual([
      ["Keller", 1],
      ["Meier", 9],
      ["Nummer", null],
    ]);
    const byId = new Map(res.body.players.map((p) => [p.id, p]));
    expect(byId.get(scorer.id)?.stats).toEqual({
      goals: 2,
      assists: 0,
      yellowCards: 1,
      yellowRedCards: 0,
      redCards: 0,
    });
    expect(byId.get(keeper.id)?.stats).toEqual({
      goals: 1,
      assists: 1,
      yellowCards: 0,
      yellowRedCards: 0,
      redCards: 1,
    });
    expect(byId.get(unnumbered.id)?.stats).toEqual({
      goals: 0,
      assists: 0,
      yellowCards: 0,
      yellowRedCards: 0,
      redCards: 0,
    });
    expect(byId.get(scorer.id)).toMatchObject({ position: "Stürmer", birthYear: 2000, atClubSince: 2020 });
  });

  it("returns an empty squad for a team without players", async () => {
    const res = await call(t.app, "GET", teamPaths.players(opponent.id));
    expect(res.body.players).toEqual([]);
  });
});

describe("GET /api/teams/:id/coaches", () => {
  it("lists the head coach first", async () => {
    const res = await call(t.app, "GET", teamPaths.coaches(team.id));
    expect(res.status).toBe(200);
    expect(res.body.coaches.map((c) => [c.lastName, c.role])).toEqual([
      ["Brunner", "Trainer"],
      ["Milić", "Co-Trainer"],
    ]);
    const none = await call(t.app, "GET", teamPaths.coaches(opponent.id));
    expect(none.body.coaches).toEqual([]);
  });
});

describe("GET /api/players/:id", () => {
  it("returns the player with team, club and statistics", async () => {
    const res = await call(t.app, "GET", playerPaths.detail(scorer.id));
    expect(res.status).toBe(200);
    expect(res.body.player).toMatchObject({
      id: scorer.id,
      firstName: "Luca",
      lastName: "Meier",
      playerNumber: 9,
      position: "Stürmer",
      birthYear: 2000,
      atClubSince: 2020,
      stats: { goals: 2, assists: 0, yellowCards: 1, yellowRedCards: 0, redCards: 0 },
      team: { id: team.id, name: "1. Mannschaft", league: "3. Liga", canton: "Zürich" },
      club: {
        id: club.id,
        clubName: "FC Seeblick",
        clubLogoUrl: "http://localhost:3000/uploads/logos/seeblick.webp",
      },
    });
  });

  it("answers 404 'Spieler nicht gefunden' for an unknown or malformed id", async () => {
    for (const id of [UNKNOWN, "abc", "123"]) {
      const res = await call(t.app, "GET", playerPaths.detail(id));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: { code: "not_found", message: "Spieler nicht gefunden" } });
    }
  });
});
