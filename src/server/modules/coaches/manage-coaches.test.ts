import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachPaths } from "#shared/coaches/paths.ts";
import type { ManageCoach } from "#shared/coaches/types.ts";
import { CONTROL_CHARACTERS_MESSAGE, SINCE_BEFORE_BIRTH_MESSAGE } from "#shared/form-fields.ts";
import { zurichYear } from "#shared/format.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import type { ManageTeam } from "#shared/teams/types.ts";
import { INVISIBLE_NAME_MESSAGE } from "#shared/text/visible-text.ts";
import { coaches } from "../../db/schema/index.ts";
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
let team: ManageTeam;
let secondTeam: ManageTeam;
const year = zurichYear();

async function createTeam(name: string) {
  const res = await call<{ team: ManageTeam }>(t.app, "POST", teamPaths.create(a.owner.clubId), {
    cookie: a.owner.cookie,
    body: { name, canton: "Zug", league: "2. Liga" },
  });
  return res.body.team;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createActors(t);
  team = await createTeam("Erste");
  secondTeam = await createTeam("Zweite");
});
afterAll(async () => {
  await t.close();
});

const valid = {
  firstName: "Hans",
  lastName: "Muster",
  birthYear: 1975,
  atClubSince: 2015,
  role: "Co-Trainer",
};

async function addCoach(teamId: string, body: Record<string, unknown>) {
  return call<{ coach: ManageCoach }>(t.app, "POST", coachPaths.create(teamId), {
    cookie: a.owner.cookie,
    body,
  });
}

async function coachRow(id: string) {
  const [row] = await t.deps.db.select().from(coaches).where(eq(coaches.id, id));
  return row;
}

describe("coaches", () => {
  it("adds a coach with the spec's defaults and lists per team", async () => {
    const res = await addCoach(team.id, { firstName: "Anna", lastName: "Keller" });
    expect(res.status).toBe(201);
    expect(res.body.coach).toMatchObject({
      teamId: team.id,
      birthYear: 1980,
      atClubSince: year,
      role: "Trainer",
      coachImageUrl: null,
    });
    await addCoach(secondTeam.id, valid);
    const list = await call<{ coaches: ManageCoach[] }>(t.app, "GET", coachPaths.teamCoaches(team.id), {
      cookie: a.owner.cookie,
    });
    expect(list.body.coaches.map((c) => c.lastName)).toEqual(["Keller"]);
  });

  it.each([
    [{ firstName: "" }, "Vorname wird benötigt"],
    [{ lastName: " " }, "Nachname wird benötigt"],
    [{ birthYear: 1899 }, "Geburtsjahr muss mindestens 1900 sein"],
    [{ birthYear: year + 1 }, "Geburtsjahr kann nicht in der Zukunft liegen"],
    [{ birthYear: "abc" }, "Das Geburtsjahr muss eine ganze Zahl sein"],
    [{ birthYear: "" }, "Das Geburtsjahr muss eine ganze Zahl sein"],
    [{ atClubSince: 1899 }, "Jahr muss mindestens 1900 sein"],
    [{ atClubSince: year + 1 }, "Jahr kann nicht in der Zukunft liegen"],
    [{ role: "" }, "Rolle wird benötigt"],
    [
      { coachImageUrl: "http://example.com/c.jpg" },
      "Ungültige Bild-Adresse. Bitte lade das Bild erneut hoch.",
    ],
  ])("refuses %j with its German message", async (patch, message) => {
    expectError(await addCoach(team.id, { ...valid, ...patch }), 400, message);
  });

  it("needs a team id", async () => {
    expectError(await addCoach("null", valid), 400, "Keine Team-ID vorhanden. Bitte wähle ein Team aus.");
    expectError(
      await addCoach("undefined", valid),
      400,
      "Keine Team-ID vorhanden. Bitte wähle ein Team aus.",
    );
    expectError(await addCoach(crypto.randomUUID(), valid), 404, "Team nicht gefunden");
    expectError(await addCoach("12", valid), 404, "Team nicht gefunden");
  });

  it("edits a coach and replaces the picture", async () => {
    const first = await uploadImage(t, a.owner.cookie, "coach");
    const created = await addCoach(team.id, { ...valid, coachImageUrl: first });
    const id = created.body.coach.id;
    const second = await uploadImage(t, a.owner.cookie, "coach");
    const res = await call<{ coach: ManageCoach }>(t.app, "PATCH", coachPaths.update(id), {
      cookie: a.owner.cookie,
      body: { ...valid, role: "Torwarttrainer", coachImageUrl: second },
    });
    expect(res.body.coach).toMatchObject({
      role: "Torwarttrainer",
      coachImageUrl: answeredUrl(second),
      teamId: team.id,
    });
    expect(fileExists(t, first)).toBe(false);
    expectError(
      await call(t.app, "PATCH", coachPaths.update(id), {
        cookie: a.owner.cookie,
        body: { ...valid, role: " " },
      }),
      400,
      "Rolle wird benötigt",
    );
  });

  it("refuses a name with a line break or only invisible characters, and changes nothing", async () => {
    expectError(
      await addCoach(team.id, { ...valid, firstName: "Ueli\nZwei" }),
      400,
      CONTROL_CHARACTERS_MESSAGE,
    );
    expectError(await addCoach(team.id, { ...valid, lastName: "\u200b" }), 400, INVISIBLE_NAME_MESSAGE);
    const id = (await addCoach(team.id, valid)).body.coach.id;
    const before = await coachRow(id);
    const edit = await call<{ error: { fields: Record<string, string> } }>(
      t.app,
      "PATCH",
      coachPaths.update(id),
      {
        cookie: a.owner.cookie,
        body: { lastName: "\u0007Bell" },
      },
    );
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields).toMatchObject({ lastName: CONTROL_CHARACTERS_MESSAGE });
    expect(await coachRow(id)).toEqual(before);
  });

  it("refuses «Im Verein seit» before the birth year, also when an edit sends one year alone", async () => {
    const refused = await addCoach(team.id, { ...valid, birthYear: 1990, atClubSince: 1950 });
    expectError(refused, 400, SINCE_BEFORE_BIRTH_MESSAGE);
    expect(refused.body).toMatchObject({ error: { fields: { atClubSince: SINCE_BEFORE_BIRTH_MESSAGE } } });
    const id = (await addCoach(team.id, { ...valid, birthYear: 1990, atClubSince: 2010 })).body.coach.id;
    const before = await coachRow(id);
    for (const body of [{ atClubSince: 1985 }, { birthYear: 2011 }]) {
      const res = await call(t.app, "PATCH", coachPaths.update(id), { cookie: a.owner.cookie, body });
      expectError(res, 400, SINCE_BEFORE_BIRTH_MESSAGE);
    }
    expect(await coachRow(id)).toEqual(before);
    const fits = await call<{ coach: ManageCoach }>(t.app, "PATCH", coachPaths.update(id), {
      cookie: a.owner.cookie,
      body: { atClubSince: 1990 },
    });
    expect(fits.body.coach.atClubSince).toBe(1990);
  });

  it("refuses other clubs, fans and visitors and changes nothing", async () => {
    const created = await addCoach(team.id, valid);
    const id = created.body.coach.id;
    const before = await coachRow(id);
    await expectRefused(t, a, "GET", coachPaths.teamCoaches(team.id));
    await expectRefused(t, a, "POST", coachPaths.create(team.id), valid);
    await expectRefused(t, a, "PATCH", coachPaths.update(id), { ...valid, firstName: "Gekapert" });
    await expectRefused(t, a, "DELETE", coachPaths.remove(id));
    expect(await coachRow(id)).toEqual(before);
    expect(await t.deps.db.select().from(coaches).where(eq(coaches.firstName, "Gekapert"))).toEqual([]);
  });

  it("deletes a coach and the picture; unknown ids answer 404", async () => {
    const picture = await uploadImage(t, a.owner.cookie, "coach");
    const created = await addCoach(team.id, { ...valid, coachImageUrl: picture });
    const id = created.body.coach.id;
    expect((await call(t.app, "DELETE", coachPaths.remove(id), { cookie: a.owner.cookie })).status).toBe(200);
    expect(await coachRow(id)).toBeUndefined();
    expect(fileExists(t, picture)).toBe(false);
    expectError(
      await call(t.app, "DELETE", coachPaths.remove(id), { cookie: a.owner.cookie }),
      404,
      "Trainer nicht gefunden",
    );
    expectError(
      await call(t.app, "PATCH", "/api/manage/coaches/x1", { cookie: a.owner.cookie, body: valid }),
      404,
      "Trainer nicht gefunden",
    );
  });
});
