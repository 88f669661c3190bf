import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachPaths } from "#shared/coaches/paths.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { coaches, matches, players, teams } from "../../db/schema/index.ts";
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
beforeAll(async () => {
  t = await createTestApp();
  a = await createActors(t);
});
afterAll(async () => {
  await t.close();
});

const LOGIN_MESSAGE = "Du musst angemeldet sein, um eine Mannschaft zu erstellen oder zu bearbeiten.";

async function createTeam(cookie: string, clubId: string, body: Record<string, unknown> = {}) {
  const res = await call(t.app, "POST", teamPaths.create(clubId), {
    cookie,
    body: { name: "FC Test 1", canton: "Zürich", league: "3. Liga", ...body },
  });
  expect(res.status).toBe(201);
  return res.body.team;
}

async function teamRow(id: string) {
  const [row] = await t.deps.db.select().from(teams).where(eq(teams.id, id));
  return row;
}

describe("teams", () => {
  it("creates teams with the club as owner and lists them newest first", async () => {
    const first = await createTeam(a.owner.cookie, a.owner.clubId, { name: "  Erste  " });
    const second = await createTeam(a.owner.cookie, a.owner.clubId, { name: "Zweite", league: "Junioren B" });
    expect(first).toMatchObject({ name: "Erste", clubId: a.owner.clubId, teamImageUrl: null });
    const res = await call(t.app, "GET", teamPaths.clubTeams(a.owner.clubId), {
      cookie: a.owner.cookie,
    });
    expect(res.body.teams.map((team) => team.id)).toEqual([second.id, first.id]);
    // Another club's list does not contain them.
    const other = await call(t.app, "GET", teamPaths.clubTeams(a.other.clubId), {
      cookie: a.other.cookie,
    });
    expect(other.body.teams).toEqual([]);
  });

  it.each([
    [{ name: " " }, "Name ist erforderlich"],
    [{ name: undefined }, "Name ist erforderlich"],
    [{ canton: "" }, "Kanton ist erforderlich"],
    [{ canton: "Bayern" }, "Bitte wähle einen Kanton aus der Liste"],
    [{ league: "" }, "Liga ist erforderlich"],
    [{ league: "Bundesliga" }, "Bitte wähle eine Liga aus der Liste"],
    [
      { teamImageUrl: "https://example.com/x.png" },
      "Ungültige Bild-Adresse. Bitte lade das Bild erneut hoch.",
    ],
    // Our storage's address, but no upload behind it: the team page would show a broken image.
    [
      { teamImageUrl: "/uploads/team-images/gibt-es-nicht.webp" },
      "Ungültige Bild-Adresse. Bitte lade das Bild erneut hoch.",
    ],
  ])("refuses %j with its German message", async (patch, message) => {
    const res = await call(t.app, "POST", teamPaths.create(a.owner.clubId), {
      cookie: a.owner.cookie,
      body: { name: "X", canton: "Bern", league: "2. Liga", ...patch },
    });
    expectError(res, 400, message);
  });

  it("edits a team and replaces its image, removing the old file", async () => {
    const first = await uploadImage(t, a.owner.cookie, "team");
    const team = await createTeam(a.owner.cookie, a.owner.clubId, { teamImageUrl: first });
    expect(team.teamImageUrl).toBe(answeredUrl(first));
    // Without teamImageUrl the picture stays.
    const kept = await call(t.app, "PATCH", teamPaths.update(team.id), {
      cookie: a.owner.cookie,
      body: { name: "Umbenannt", canton: "Bern", league: "4. Liga" },
    });
    expect(kept.body.team).toMatchObject({
      name: "Umbenannt",
      canton: "Bern",
      league: "4. Liga",
      teamImageUrl: answeredUrl(first),
    });
    const second = await uploadImage(t, a.owner.cookie, "team");
    const replaced = await call(t.app, "PATCH", teamPaths.update(team.id), {
      cookie: a.owner.cookie,
      body: { name: "Umbenannt", canton: "Bern", league: "4. Liga", teamImageUrl: second },
    });
    expect(replaced.body.team.teamImageUrl).toBe(answeredUrl(second));
    expect(fileExists(t, first)).toBe(false);
    const invalid = await call(t.app, "PATCH", teamPaths.update(team.id), {
      cookie: a.owner.cookie,
      body: { name: "", canton: "Bern", league: "4. Liga" },
    });
    expectError(invalid, 400, "Name ist erforderlich");
  });

  it("refuses other clubs, fans and visitors on every write and changes nothing", async () => {
    const team = await createTeam(a.owner.cookie, a.owner.clubId, { name: "Geschützt" });
    const before = await teamRow(team.id);
    const body = { name: "Gekapert", canton: "Uri", league: "5. Liga" };
    await expectRefused(t, a, "GET", teamPaths.clubTeams(a.owner.clubId));
    await expectRefused(t, a, "POST", teamPaths.create(a.owner.clubId), body, LOGIN_MESSAGE);
    await expectRefused(t, a, "PATCH", teamPaths.update(team.id), body, LOGIN_MESSAGE);
    await expectRefused(t, a, "DELETE", teamPaths.remove(team.id), undefined, LOGIN_MESSAGE);
    expect(await teamRow(team.id)).toEqual(before);
    const list = await t.deps.db.select().from(teams).where(eq(teams.name, "Gekapert"));
    expect(list).toEqual([]);
  });

  it("answers 404 for unknown and non-UUID team ids", async () => {
    const body = { name: "X", canton: "Bern", league: "2. Liga" };
    expectError(
      await call(t.app, "PATCH", teamPaths.update("abc"), { cookie: a.owner.cookie, body }),
      404,
      "Team nicht gefunden",
    );
    expectError(
      await call(t.app, "DELETE", teamPaths.remove(crypto.randomUUID()), { cookie: a.owner.cookie }),
      404,
      "Team nicht gefunden",
    );
  });

  it("deletes a team with its players and coaches and their pictures", async () => {
    const teamImage = await uploadImage(t, a.owner.cookie, "team");
    const playerImage = await uploadImage(t, a.owner.cookie, "player");
    const team = await createTeam(a.owner.cookie, a.owner.clubId, { name: "Weg", teamImageUrl: teamImage });
    const player = await call(t.app, "POST", playerPaths.create(a.owner.clubId), {
      cookie: a.owner.cookie,
      body: { firstName: "A", lastName: "B", teamId: team.id, playerImageUrl: playerImage },
    });
    expect(player.status).toBe(201);
    await call(t.app, "POST", coachPaths.create(team.id), {
      cookie: a.owner.cookie,
      body: { firstName: "C", lastName: "D" },
    });
    const res = await call(t.app, "DELETE", teamPaths.remove(team.id), { cookie: a.owner.cookie });
    expect(res.status).toBe(200);
    expect(await teamRow(team.id)).toBeUndefined();
    expect(await t.deps.db.select().from(players).where(eq(players.teamId, team.id))).toEqual([]);
    expect(await t.deps.db.select().from(coaches).where(eq(coaches.teamId, team.id))).toEqual([]);
    expect(fileExists(t, teamImage)).toBe(false);
    expect(fileExists(t, playerImage)).toBe(false);
  });
});

describe("opponent teams", () => {
  const OPPONENT_LOGIN = "Du musst eingeloggt sein, um ein Team zu erstellen";

  it("creates a team without club that only the creating club may edit", async () => {
    const res = await call(t.app, "POST", teamPaths.createOpponent(a.owner.clubId), {
      cookie: a.owner.cookie,
      body: { name: "  FC Gegner  ", canton: "Luzern", league: "3. Liga" },
    });
    expect(res.status).toBe(201);
    expect(res.body.team).toMatchObject({ name: "FC Gegner", clubId: null, createdByClubId: a.owner.clubId });
    const id = res.body.team.id;
    // Not one of the club's own teams.
    const own = await call(t.app, "GET", teamPaths.clubTeams(a.owner.clubId), {
      cookie: a.owner.cookie,
    });
    expect(own.body.teams.map((team) => team.id)).not.toContain(id);

    const body = { name: "FC Gegner 2", canton: "Luzern", league: "2. Liga" };
    const before = await teamRow(id);
    await expectRefused(t, a, "PATCH", teamPaths.update(id), body, LOGIN_MESSAGE);
    expect(await teamRow(id)).toEqual(before);
    const edited = await call(t.app, "PATCH", teamPaths.update(id), {
      cookie: a.owner.cookie,
      body,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.team).toMatchObject({ name: "FC Gegner 2", league: "2. Liga", clubId: null });
  });

  it.each([[{ name: "   " }], [{ canton: "" }], [{ league: undefined }]])(
    "refuses %j with 'Bitte fülle alle Felder aus'",
    async (patch) => {
      const res = await call(t.app, "POST", teamPaths.createOpponent(a.owner.clubId), {
        cookie: a.owner.cookie,
        body: { name: "FC Gegner", canton: "Luzern", league: "3. Liga", ...patch },
      });
      expectError(res, 400, "Bitte fülle alle Felder aus");
    },
  );

  it("refuses other clubs, fans and visitors", async () => {
    await expectRefused(
      t,
      a,
      "POST",
      teamPaths.createOpponent(a.owner.clubId),
      { name: "X", canton: "Uri", league: "5. Liga" },
      OPPONENT_LOGIN,
    );
  });

  it("cannot be deleted while another club's match uses it", async () => {
    const res = await call(t.app, "POST", teamPaths.createOpponent(a.owner.clubId), {
      cookie: a.owner.cookie,
      body: { name: "FC Geteilt", canton: "Uri", league: "5. Liga" },
    });
    const opponent = res.body.team;
    const otherTeam = await createTeam(a.other.cookie, a.other.clubId, { name: "Anderer Verein" });
    await t.deps.db.insert(matches).values({
      homeTeamId: otherTeam.id,
      awayTeamId: opponent.id,
      matchDate: new Date(),
      createdByClubId: a.other.clubId,
    });
    const refused = await call(t.app, "DELETE", teamPaths.remove(opponent.id), {
      cookie: a.owner.cookie,
    });
    expectError(
      refused,
      409,
      "Diese Mannschaft wird in Spielen anderer Vereine verwendet und kann nicht gelöscht werden.",
    );
    expect(await teamRow(opponent.id)).toBeDefined();
  });
});

describe("a script loading a season", () => {
  it("creates many teams through the API", async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Saisonteam ${i + 1}`);
    for (const name of names) {
      const res = await call(t.app, "POST", teamPaths.createOpponent(a.owner.clubId), {
        cookie: a.owner.cookie,
        body: { name, canton: "Aargau", league: "2. Liga" },
      });
      expect(res.status).toBe(201);
    }
    const rows = await t.deps.db.select().from(teams).where(eq(teams.createdByClubId, a.owner.clubId));
    expect(rows.filter((r) => r.name.startsWith("Saisonteam"))).toHaveLength(12);
  });
});
