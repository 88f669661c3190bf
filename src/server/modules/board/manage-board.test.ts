import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardPaths } from "#shared/board/paths.ts";
import type { ManageBoardMember } from "#shared/board/types.ts";
import { CONTROL_CHARACTERS_MESSAGE, SINCE_BEFORE_BIRTH_MESSAGE } from "#shared/form-fields.ts";
import { zurichYear } from "#shared/format.ts";
import { INVISIBLE_NAME_MESSAGE } from "#shared/text/visible-text.ts";
import { boardMembers } from "../../db/schema/index.ts";
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
const year = zurichYear();

beforeAll(async () => {
  t = await createTestApp();
  a = await createActors(t);
});
afterAll(async () => {
  await t.close();
});

const valid = {
  firstName: "Ruth",
  lastName: "Brunner",
  role: "Präsidentin",
  birthYear: year - 30,
  atClubSince: year,
  email: "ruth@example.ch",
  phone: "+41 79 000 00 00",
};
const REQUIRED = "Bitte fülle alle erforderlichen Felder aus.";

async function addMember(body: Record<string, unknown>) {
  return call<{ boardMember: ManageBoardMember }>(t.app, "POST", boardPaths.create(a.owner.clubId), {
    cookie: a.owner.cookie,
    body,
  });
}

async function memberRow(id: string) {
  const [row] = await t.deps.db.select().from(boardMembers).where(eq(boardMembers.id, id));
  return row;
}

describe("board members", () => {
  it("adds members, storing empty email and phone as null, and lists the club's members", async () => {
    const first = await addMember(valid);
    expect(first.status).toBe(201);
    expect(first.body.boardMember).toMatchObject({ email: "ruth@example.ch", phone: "+41 79 000 00 00" });
    const second = await addMember({ ...valid, firstName: "Beat", role: "Kassier", email: "", phone: " " });
    expect(second.body.boardMember).toMatchObject({ email: null, phone: null });
    await call(t.app, "POST", boardPaths.create(a.other.clubId), {
      cookie: a.other.cookie,
      body: { ...valid, firstName: "Fremd" },
    });
    const list = await call<{ boardMembers: ManageBoardMember[] }>(
      t.app,
      "GET",
      boardPaths.clubBoard(a.owner.clubId),
      { cookie: a.owner.cookie },
    );
    expect(list.body.boardMembers.map((m) => m.firstName)).toEqual(["Ruth", "Beat"]);
  });

  it.each([
    [{ firstName: "" }, REQUIRED],
    [{ lastName: "  " }, REQUIRED],
    [{ role: undefined }, REQUIRED],
    [{ email: "kein-at" }, "Bitte gib eine gültige E-Mail-Adresse ein."],
    [{ phone: "ruf an" }, "Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten"],
    [{ birthYear: 1899 }, "Geburtsjahr muss mindestens 1900 sein"],
    [{ birthYear: year + 1 }, "Geburtsjahr kann nicht in der Zukunft liegen"],
    [{ atClubSince: year + 1 }, "Jahr kann nicht in der Zukunft liegen"],
  ])("refuses %j with its German message", async (patch, message) => {
    expectError(await addMember({ ...valid, ...patch }), 400, message);
  });

  it("edits a member and updates only the picture through the image endpoint", async () => {
    const created = await addMember(valid);
    const id = created.body.boardMember.id;
    const edited = await call<{ boardMember: ManageBoardMember }>(t.app, "PATCH", boardPaths.update(id), {
      cookie: a.owner.cookie,
      body: { ...valid, role: "Vizepräsidentin", email: "" },
    });
    expect(edited.body.boardMember).toMatchObject({ role: "Vizepräsidentin", email: null });
    const first = await uploadImage(t, a.owner.cookie, "board");
    const withImage = await call<{ boardMember: ManageBoardMember }>(t.app, "PUT", boardPaths.image(id), {
      cookie: a.owner.cookie,
      body: { url: first },
    });
    expect(withImage.body.boardMember).toMatchObject({
      memberImageUrl: answeredUrl(first),
      role: "Vizepräsidentin",
    });
    const second = await uploadImage(t, a.owner.cookie, "board");
    await call(t.app, "PUT", boardPaths.image(id), {
      cookie: a.owner.cookie,
      body: { url: second },
    });
    expect(fileExists(t, first)).toBe(false);
    // A full edit without memberImageUrl keeps the picture.
    const kept = await call<{ boardMember: ManageBoardMember }>(t.app, "PATCH", boardPaths.update(id), {
      cookie: a.owner.cookie,
      body: valid,
    });
    expect(kept.body.boardMember.memberImageUrl).toBe(answeredUrl(second));
    expectError(
      await call(t.app, "PUT", boardPaths.image(id), {
        cookie: a.owner.cookie,
        body: { url: "https://example.com/a.png" },
      }),
      400,
      "Ungültige Bild-Adresse. Bitte lade das Bild erneut hoch.",
    );
  });

  it("refuses a name with a control character or only invisible characters", async () => {
    expectError(await addMember({ ...valid, firstName: "\u0007Bell" }), 400, CONTROL_CHARACTERS_MESSAGE);
    expectError(await addMember({ ...valid, lastName: "\u200b" }), 400, INVISIBLE_NAME_MESSAGE);
    expect(await t.deps.db.select().from(boardMembers).where(eq(boardMembers.lastName, "\u200b"))).toEqual(
      [],
    );
  });

  it("refuses «Im Verein seit» before the birth year, also when an edit sends one year alone", async () => {
    const refused = await addMember({ ...valid, birthYear: 1990, atClubSince: 1950 });
    expectError(refused, 400, SINCE_BEFORE_BIRTH_MESSAGE);
    expect(refused.body).toMatchObject({ error: { fields: { atClubSince: SINCE_BEFORE_BIRTH_MESSAGE } } });
    const id = (await addMember({ ...valid, birthYear: 1990, atClubSince: 2010 })).body.boardMember.id;
    const before = await memberRow(id);
    for (const body of [{ atClubSince: 1985 }, { birthYear: 2011 }]) {
      const res = await call(t.app, "PATCH", boardPaths.update(id), { cookie: a.owner.cookie, body });
      expectError(res, 400, SINCE_BEFORE_BIRTH_MESSAGE);
    }
    expect(await memberRow(id)).toEqual(before);
    // Without a stored birth year any «Im Verein seit» fits.
    const noBirth = (await addMember({ ...valid, birthYear: "" })).body.boardMember.id;
    const fits = await call<{ boardMember: ManageBoardMember }>(t.app, "PATCH", boardPaths.update(noBirth), {
      cookie: a.owner.cookie,
      body: { atClubSince: 1950 },
    });
    expect(fits.body.boardMember.atClubSince).toBe(1950);
  });

  it("refuses other clubs, fans and visitors and changes nothing", async () => {
    const created = await addMember(valid);
    const id = created.body.boardMember.id;
    const before = await memberRow(id);
    const image = await uploadImage(t, a.other.cookie, "board");
    await expectRefused(t, a, "GET", boardPaths.clubBoard(a.owner.clubId));
    await expectRefused(t, a, "POST", boardPaths.create(a.owner.clubId), valid);
    await expectRefused(t, a, "PATCH", boardPaths.update(id), { ...valid, role: "Gekapert" });
    await expectRefused(t, a, "PUT", boardPaths.image(id), { url: image });
    await expectRefused(t, a, "DELETE", boardPaths.remove(id));
    expect(await memberRow(id)).toEqual(before);
  });

  it("deletes a member and the picture; unknown ids answer 404", async () => {
    const picture = await uploadImage(t, a.owner.cookie, "board");
    const created = await addMember({ ...valid, memberImageUrl: picture });
    const id = created.body.boardMember.id;
    expect((await call(t.app, "DELETE", boardPaths.remove(id), { cookie: a.owner.cookie })).status).toBe(200);
    expect(await memberRow(id)).toBeUndefined();
    expect(fileExists(t, picture)).toBe(false);
    expectError(
      await call(t.app, "DELETE", boardPaths.remove(id), { cookie: a.owner.cookie }),
      404,
      "Vorstandsmitglied nicht gefunden",
    );
    expectError(
      await call(t.app, "PUT", "/api/manage/board-members/zzz/image", {
        cookie: a.owner.cookie,
        body: { url: null },
      }),
      404,
      "Vorstandsmitglied nicht gefunden",
    );
  });
});
