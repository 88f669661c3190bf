import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "#shared/clubs/paths.ts";
import { CLUB_NAME_TAKEN, clubNameKey, VERIFIED_NAME_TAKEN } from "#shared/clubs/schema.ts";
import type { ErrorBody } from "#shared/http.ts";
import { officePaths } from "#shared/league/office.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { INVISIBLE_NAME_MESSAGE } from "#shared/text/visible-text.ts";
import { refreshClubNameKeys } from "../../db/club-name-keys.ts";
import { clubs } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { createClubWithTeam, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { TEAM_NAME_MESSAGES } from "../teams/team-names.ts";

// Names compared by their confusable skeleton; invisible and direction characters
// refused; a verified club's name cannot be taken.

let t: TestContext;
let seeblick: TestClub;
let impostor: TestClub;
let office: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  seeblick = await createClubWithTeam(t, 0);
  impostor = await createClubWithTeam(t, 0);
  office = await signUpLeagueOffice(t.app, t.deps.db);
});
afterAll(async () => {
  await t.close();
});

const rename = (club: TestClub, clubName: string) =>
  call<ErrorBody>(t.app, "PATCH", clubPaths.manage(club.clubId), { cookie: club.cookie, body: { clubName } });

describe("club names by their confusable skeleton", () => {
  it("refuses look-alike spellings of an existing club's name", async () => {
    expect((await rename(seeblick, "FC Seeblick")).status).toBe(200);
    for (const name of ["FC Seeb1ick", "FC S\u0435eblick", "FC Seebl\u0131ck", "FC SEEBLICK"]) {
      const res = await rename(impostor, name);
      expect(res.status, name).toBe(409);
      expect(res.body.error.message).toBe(CLUB_NAME_TAKEN);
    }
  });

  it("refuses bidirectional controls and invisible characters in German", async () => {
    for (const name of ["FC \u202Ekcilbees", "FC See\u200Bblick", "FC\u2066Seeblick\u2069"]) {
      const res = await rename(impostor, name);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.error.fields).toMatchObject({ clubName: INVISIBLE_NAME_MESSAGE });
    }
    const opponent = await call<ErrorBody>(t.app, "POST", teamPaths.createOpponent(impostor.clubId), {
      cookie: impostor.cookie,
      body: { name: "FC \u202Ekcilbees", canton: "Zürich", league: "3. Liga" },
    });
    expect(opponent.status).toBe(400);
  });

  it("a verified club's name cannot be taken, not by a club nor by an opponent without a club", async () => {
    expect(
      (await call(t.app, "POST", officePaths.verifyClub(seeblick.clubId), { cookie: office.cookie })).status,
    ).toBe(200);
    const res = await rename(impostor, "FC Seeb1ick");
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(VERIFIED_NAME_TAKEN);
    const opponent = await call<ErrorBody>(t.app, "POST", teamPaths.createOpponent(impostor.clubId), {
      cookie: impostor.cookie,
      body: { name: "FC Seeb1ick", canton: "Zürich", league: "3. Liga" },
    });
    expect(opponent.status).toBe(409);
    expect(opponent.body.error.message).toBe(TEAM_NAME_MESSAGES.verifiedClub);
  });

  it("an opponent without a club is not created twice in a league under a look-alike name", async () => {
    const create = (name: string, league = "3. Liga") =>
      call<ErrorBody>(t.app, "POST", teamPaths.createOpponent(impostor.clubId), {
        cookie: impostor.cookie,
        body: { name, canton: "Zürich", league },
      });
    expect((await create("FC Zürich-Affoltern")).status).toBe(201);
    const twin = await create("FC Zur\u0131ch Affo1tern");
    expect(twin.status).toBe(409);
    expect(twin.body.error.message).toBe(TEAM_NAME_MESSAGES.opponentDuplicate("FC Zürich-Affoltern"));
    expect((await create("FC Zürich-Affoltern", "4. Liga")).status).toBe(201);
  });

  it("brings old name keys up to the skeleton after a migration", async () => {
    const [row] = await t.deps.db
      .insert(clubs)
      .values({ clubName: "FC Altkey", nameKey: "old-style-key" })
      .returning({ id: clubs.id });
    await refreshClubNameKeys(t.deps.db);
    const [after] = await t.deps.db
      .select({ key: clubs.nameKey })
      .from(clubs)
      .where(eq(clubs.id, String(row?.id)));
    expect(after?.key).toBe(clubNameKey("FC A1tkey"));
  });
});
