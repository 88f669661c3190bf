import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATCH_TEAM_IDS_MAX } from "#shared/matches/schema.ts";
import { NEWS_CLUB_IDS_MAX } from "#shared/news/schema.ts";
import { call } from "../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// A script asks for «these teams» however its HTTP library writes a list: one value with commas
// (teamIds=a,b), the parameter repeated (teamIds=a&teamIds=b, OpenAPI's default for an array) or
// an ID twice. Each ID counts once; only more different IDs than allowed are refused, in German.

let t: TestContext;
let club: TestClub;
let otherTeam: string;
let firstMatch: string;
let secondMatch: string;
beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 0);
  const opponent = await createTeam(t, { clubId: null, name: "FC Liste" });
  otherTeam = await createTeam(t, { clubId: club.clubId, name: "Zweite" });
  const thirdTeam = await createTeam(t, { clubId: null, name: "FC Dritte" });
  firstMatch = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponent, days: 3 });
  secondMatch = await createMatch(t, club, { homeTeamId: otherTeam, awayTeamId: thirdTeam, days: 4 });
});
afterAll(() => t.close());

const matchIdsOf = async (query: string) => {
  const res = await call<{ matches?: Array<{ id: string }> }>(t.app, "GET", `/api/matches?${query}`);
  expect(res.status, `${query.slice(0, 120)}: ${JSON.stringify(res.body)}`).toBe(200);
  return (res.body.matches ?? []).map((m) => m.id).sort();
};
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("a list of IDs in the query", () => {
  it("takes a team named twice, in one value or in the parameter repeated, once", async () => {
    const one = await matchIdsOf(`teamIds=${club.teamId}`);
    expect(one).toEqual([firstMatch]);
    expect(await matchIdsOf(`teamIds=${club.teamId},${club.teamId}`)).toEqual(one);
    expect(await matchIdsOf(`teamIds=${club.teamId}&teamIds=${club.teamId}`)).toEqual(one);
    const both = [firstMatch, secondMatch].sort();
    expect(await matchIdsOf(`teamIds=${club.teamId}&teamIds=${otherTeam}`)).toEqual(both);
    expect(await matchIdsOf(`teamIds=${club.teamId},${otherTeam}&teamIds=${otherTeam}`)).toEqual(both);
  });

  it("reads a list of only commas as an empty value: no filter, as «teamIds=» is", async () => {
    const all = await matchIdsOf("teamIds=");
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(await matchIdsOf("teamIds=,,")).toEqual(all);
    expect(await matchIdsOf("teamIds=&teamIds=,")).toEqual(all);
  });

  it("counts each ID once against the maximum and names the problem when there are too many", async () => {
    const same = Array.from({ length: MATCH_TEAM_IDS_MAX + 1 }, () => club.teamId).join(",");
    expect(await matchIdsOf(`teamIds=${same}`)).toEqual([firstMatch]);
    const many = Array.from({ length: MATCH_TEAM_IDS_MAX + 1 }, (_, i) => `teamIds=${uuid(i)}`).join("&");
    const tooMany = await call(t.app, "GET", `/api/matches?${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      error: { code: "validation", fields: { teamIds: `Höchstens ${MATCH_TEAM_IDS_MAX} Teams auf einmal` } },
    });
    const bad = await call(t.app, "GET", `/api/matches?teamIds=${club.teamId}&teamIds=kein-team`);
    expect(bad.status).toBe(400);
    // The field names the list entry, as for a list in one value.
    expect(bad.body).toMatchObject({
      error: { message: "Ungültige Team-ID", fields: { "teamIds.1": "Ungültige Team-ID" } },
    });
  });

  it("reads the news' clubIds the same way", async () => {
    for (const query of [
      `clubIds=${club.clubId},${club.clubId}`,
      `clubIds=${club.clubId}&clubIds=${club.clubId}`,
    ]) {
      const res = await call(t.app, "GET", `/api/news?${query}`);
      expect(res.status, query).toBe(200);
    }
    const many = Array.from({ length: NEWS_CLUB_IDS_MAX + 1 }, (_, i) => `clubIds=${uuid(i)}`).join("&");
    const tooMany = await call(t.app, "GET", `/api/news?${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ error: { fields: { clubIds: "Zu viele Vereine" } } });
  });

  it("reads the live stream's matches the same way", async () => {
    const many = Array.from({ length: 51 }, (_, i) => `matches=${uuid(i)}`).join("&");
    const tooMany = await call(t.app, "GET", `/api/live/stream?${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      error: { fields: { matches: "Höchstens 50 Spiele pro Verbindung" } },
    });
  });

  it("says in the API document that the parameter may be repeated", async () => {
    type Doc = {
      paths: Record<string, { get?: { parameters?: Array<{ name: string; description?: string }> } }>;
    };
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
    for (const [path, name] of [
      ["/api/matches", "teamIds"],
      ["/api/news", "clubIds"],
      ["/api/live/stream", "matches"],
    ] as const) {
      const description = doc.paths[path]?.get?.parameters?.find((p) => p.name === name)?.description ?? "";
      expect(description, name).toMatch(/komma/i);
      expect(description, name).toContain(`${name}=a&${name}=b`);
      expect(description, name).toMatch(/einmal/);
    }
  });
});
