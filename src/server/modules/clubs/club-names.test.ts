import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { CLUB_NAME_TAKEN, clubNameKey } from "#shared/clubs/schema.ts";
import type { ErrorBody } from "#shared/http.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Club names are unique ignoring case, spaces and accents.

let t: TestContext;
type Club = SignedUp & { clubId: string };
const clubs: Club[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 2; i++) {
    const account = await signUp(t.app, { accountType: "club" });
    // A club account always has its club: the type says so here, where Me allows none.
    const me = await call<{ club: { id: string } }>(t.app, "GET", accountPaths.me(), {
      cookie: account.cookie,
    });
    clubs.push({ ...account, clubId: me.body.club.id });
  }
});
afterAll(async () => {
  await t.close();
});

const rename = (club: Club | undefined, clubName: string) =>
  call<ErrorBody>(t.app, "PATCH", clubPaths.manage(String(club?.clubId)), {
    cookie: club?.cookie,
    body: { clubName },
  });

describe("unique club names", () => {
  it("folds case, spaces, punctuation and accents", () => {
    expect(clubNameKey("FC Séeblick")).toBe(clubNameKey("fc  seeblick"));
    expect(clubNameKey("FC Zürich-Nord")).toBe(clubNameKey("fc zurich nord"));
    expect(clubNameKey("FC Seeblick")).not.toBe(clubNameKey("FC Seeblick 2"));
  });

  it("refuses a name another club has, in German, and changes nothing", async () => {
    const [first, second] = clubs;
    expect((await rename(first, "FC Séeblick")).status).toBe(200);
    for (const name of ["fc seeblick", "FC  SEEBLICK", "F.C. Seeblick", "Fc Seéblick"]) {
      const res = await rename(second, name);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        message: CLUB_NAME_TAKEN,
        fields: { clubName: CLUB_NAME_TAKEN },
      });
    }
    const mine = await call(t.app, "GET", clubPaths.detail(String(second?.clubId)));
    expect(mine.body.club.clubName).toBe("");
  });

  it("lets a club keep or respell its own name and frees an old one", async () => {
    const [first, second] = clubs;
    expect((await rename(first, "fc seeblick")).status).toBe(200);
    expect((await rename(first, "FC Seeblick Thalwil")).status).toBe(200);
    expect((await rename(second, "FC Seeblick")).status).toBe(200);
  });
});
