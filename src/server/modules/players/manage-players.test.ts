import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zurichYear } from "#shared/format.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import type { ManageTeam } from "#shared/teams/types.ts";
import { matchEvents, matches, players } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import {
  type Actors,
  answeredUrl,
  createActors,
  expectError,
  expectRefused,
  fileExists,
  uploadImage,
} from "../../test/manage-actors.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let a: Actors;
let teamA: ManageTeam;
let teamB: ManageTeam;
let foreignTeam: ManageTeam;
const year = zurichYear();

async function createTeam(cookie: string, clubId: string, name: string) {
  const res = await call(t.app, "POST", teamPaths.create(clubId), {
    cookie,
    body: { name, canton: "Bern", league: "3. Liga" },
  });
  return res.body.team;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createActors(t);
  teamA = await createTeam(a.owner.cookie, a.owner.clubId, "Erste");
  teamB = await createTeam(a.owner.cookie, a.owner.clubId, "Junioren");
  foreignTeam = await createTeam(a.other.cookie, a.other.clubId, "Fremd");
});
afterAll(async () => {
  await t.close();
});

// Shirt numbers are unique in a team: each valid player gets the next free one (9, 10, ...).
let nextNumber = 9;
const valid = () => ({
  firstName: "Luca",
  lastName: "Meier",
  teamId: teamA.id,
  position: "Stürmer",
  playerNumber: nextNumber++,
  birthYear: year - 20,
  atClubSince: year,
});

async function addPlayer(body: Record<string, unknown>) {
  return call(t.app, "POST", playerPaths.create(a.owner.clubId), {
    cookie: a.owner.cookie,
    body,
  });
}

async function playerRow(id: string) {
  const [row] = await t.deps.db.select().from(players).where(eq(players.id, id));
  return row;
}

describe("players", () => {
  it("adds players and lists all of the club's teams by last name, with team and stats", async () => {
    const meier = await addPlayer(valid());
    expect(meier.status).toBe(201);
    expect(meier.body.player).toMatchObject({
      firstName: "Luca",
      lastName: "Meier",
      teamName: "Erste",
      teamLeague: "3. Liga",
      position: "Stürmer",
      playerNumber: 9,
      goals: 0,
      assists: 0,
      yellowCards: 0,
      redCards: 0,
    });
    await addPlayer({
      ...valid(),
      firstName: "Noah",
      lastName: "Ammann",
      teamId: teamB.id,
      playerNumber: "0",
    });
    await call(t.app, "POST", playerPaths.create(a.other.clubId), {
      cookie: a.other.cookie,
      body: { ...valid(), lastName: "Aaberg", teamId: foreignTeam.id },
    });
    const list = await call(t.app, "GET", playerPaths.clubPlayers(a.owner.clubId), {
      cookie: a.owner.cookie,
    });
    expect(list.body.players.map((p) => `${p.lastName}/${p.teamName}/${p.playerNumber}`)).toEqual([
      "Ammann/Junioren/null",
      "Meier/Erste/9",
    ]);
  });

  it("counts statistics from match events and never writes them", async () => {
    const res = await addPlayer({ ...valid(), lastName: "Torjäger", goals: 50, yellowCards: 3 });
    expect(res.body.player.goals).toBe(0);
    const id = res.body.player.id;
    const [match] = await t.deps.db
      .insert(matches)
      .values({
        homeTeamId: teamA.id,
        awayTeamId: foreignTeam.id,
        matchDate: new Date(),
        status: "completed",
      })
      .returning({ id: matches.id });
    if (!match) throw new Error("no match");
    await t.deps.db.insert(matchEvents).values([
      { matchId: match.id, eventType: "goal", minute: 10, playerId: id, teamSide: "home" },
      { matchId: match.id, eventType: "goal", minute: 20, playerId: id, teamSide: "home" },
      { matchId: match.id, eventType: "yellow_card", minute: 30, playerId: id, teamSide: "home" },
    ]);
    const updated = await call(t.app, "PATCH", playerPaths.update(id), {
      cookie: a.owner.cookie,
      body: { ...valid(), lastName: "Torjäger", goals: 0, yellowCards: 0 },
    });
    expect(updated.body.player).toMatchObject({ goals: 2, yellowCards: 1, assists: 0, redCards: 0 });
  });

  it.each([
    [{ firstName: "" }, "Vor- und Nachname sind erforderlich"],
    [{ lastName: "  " }, "Vor- und Nachname sind erforderlich"],
    [{ lastName: undefined }, "Vor- und Nachname sind erforderlich"],
    [{ teamId: "" }, "Bitte wähle ein Team aus"],
    [{ teamId: undefined }, "Bitte wähle ein Team aus"],
    [{ playerNumber: 100 }, "Die Rückennummer muss zwischen 1 und 99 liegen"],
    [{ playerNumber: -3 }, "Die Rückennummer muss zwischen 1 und 99 liegen"],
    [{ playerNumber: 7.5 }, "Die Rückennummer muss zwischen 1 und 99 liegen"],
    [{ birthYear: 1949 }, "Geburtsjahr muss mindestens 1950 sein"],
    [{ birthYear: year + 1 }, "Geburtsjahr kann nicht in der Zukunft liegen"],
    [{ atClubSince: 1949 }, "Jahr muss mindestens 1950 sein"],
    [{ atClubSince: year + 1 }, "Jahr kann nicht in der Zukunft liegen"],
    [{ position: "Libero" }, "Bitte wähle eine Position aus der Liste"],
    [
      { playerImageUrl: "https://example.com/p.webp" },
      "Ungültige Bild-Adresse. Bitte lade das Bild erneut hoch.",
    ],
  ])("refuses %j with its German message", async (patch, message) => {
    expectError(await addPlayer({ ...valid(), ...patch }), 400, message);
  });

  it("refuses a team of another club or an unknown team", async () => {
    expectError(await addPlayer({ ...valid(), teamId: foreignTeam.id }), 400, "Bitte wähle ein Team aus");
    expectError(
      await addPlayer({ ...valid(), teamId: crypto.randomUUID() }),
      400,
      "Bitte wähle ein Team aus",
    );
    const created = await addPlayer(valid());
    const moved = await call(t.app, "PATCH", playerPaths.update(created.body.player.id), {
      cookie: a.owner.cookie,
      body: { ...valid(), teamId: foreignTeam.id },
    });
    expectError(moved, 400, "Bitte wähle ein Team aus");
    expect((await playerRow(created.body.player.id))?.teamId).toBe(teamA.id);
  });

  it("accepts empty optional fields as none", async () => {
    const res = await addPlayer({
      firstName: "Ohne",
      lastName: "Angaben",
      teamId: teamA.id,
      position: "",
      playerNumber: "",
      birthYear: "",
      atClubSince: null,
    });
    expect(res.status).toBe(201);
    expect(res.body.player).toMatchObject({
      position: null,
      playerNumber: null,
      birthYear: null,
      atClubSince: null,
    });
  });

  it("edits a player, moves them to another own team and replaces the photo", async () => {
    const first = await uploadImage(t, a.owner.cookie, "player");
    const created = await addPlayer({ ...valid(), playerImageUrl: first });
    const id = created.body.player.id;
    const second = await uploadImage(t, a.owner.cookie, "player");
    const res = await call(t.app, "PATCH", playerPaths.update(id), {
      cookie: a.owner.cookie,
      body: { ...valid(), firstName: "Lea", teamId: teamB.id, position: "Torwart", playerImageUrl: second },
    });
    expect(res.status).toBe(200);
    expect(res.body.player).toMatchObject({
      firstName: "Lea",
      teamName: "Junioren",
      playerImageUrl: answeredUrl(second),
    });
    expect(fileExists(t, first)).toBe(false);
    const invalid = await call(t.app, "PATCH", playerPaths.update(id), {
      cookie: a.owner.cookie,
      body: { ...valid(), firstName: "" },
    });
    expectError(invalid, 400, "Vor- und Nachname sind erforderlich");
  });

  it("refuses other clubs, fans and visitors and changes nothing", async () => {
    const created = await addPlayer(valid());
    const id = created.body.player.id;
    const before = await playerRow(id);
    await expectRefused(t, a, "GET", playerPaths.clubPlayers(a.owner.clubId));
    await expectRefused(t, a, "POST", playerPaths.create(a.owner.clubId), valid());
    await expectRefused(t, a, "PATCH", playerPaths.update(id), { ...valid(), firstName: "Gekapert" });
    await expectRefused(t, a, "DELETE", playerPaths.remove(id));
    expect(await playerRow(id)).toEqual(before);
  });

  it("deletes a player and the photo; unknown ids answer 404", async () => {
    const photo = await uploadImage(t, a.owner.cookie, "player");
    const created = await addPlayer({ ...valid(), playerImageUrl: photo });
    const id = created.body.player.id;
    const res = await call(t.app, "DELETE", playerPaths.remove(id), { cookie: a.owner.cookie });
    expect(res.status).toBe(200);
    expect(await playerRow(id)).toBeUndefined();
    expect(fileExists(t, photo)).toBe(false);
    expectError(
      await call(t.app, "DELETE", playerPaths.remove(id), { cookie: a.owner.cookie }),
      404,
      "Spieler nicht gefunden",
    );
    expectError(
      await call(t.app, "PATCH", playerPaths.update("nope"), { cookie: a.owner.cookie, body: valid() }),
      404,
      "Spieler nicht gefunden",
    );
  });
});
