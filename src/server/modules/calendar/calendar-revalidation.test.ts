import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarPaths } from "#shared/calendar/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { favorites } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Calendar apps fetch a feed every hour: an unchanged feed costs them a 304, not the whole file.

let t: TestContext;
let club: TestClub;
let opponentId: string;

beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 0);
  opponentId = await createTeam(t, { clubId: null, name: "FC Gegner", createdByClubId: club.clubId });
  await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: 5 });
});
afterAll(() => t.close());

const get = (path: string, etag?: string) =>
  t.app.request(path, { headers: etag ? { "if-none-match": etag } : {} });

describe("a team's calendar feed", () => {
  it("carries an ETag and a short public max-age, answers 304 while unchanged and 200 after a change", async () => {
    const path = teamPaths.calendar(club.teamId);
    const first = await get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");

    const again = await get(path, etag ?? undefined);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=300");

    await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: 9 });
    const changed = await get(path, etag ?? undefined);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });
});

describe("a fan's personal feed", () => {
  it("stays out of shared caches (private) and is revalidated by the app each time, 304 to its own ETag", async () => {
    const fan = await signUp(t.app);
    await t.deps.db.insert(favorites).values({ userId: fan.userId, teamId: club.teamId });
    const made = await call<{ url: string }>(t.app, "POST", calendarPaths.personal(), { cookie: fan.cookie });
    const path = new URL(made.body.url).pathname;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await get(path, etag ?? undefined);
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("private, no-cache");
  });
});
