import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Canton, League, MatchStatus } from "#shared/constants.ts";
import type { ErrorBody } from "#shared/http.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { ScheduleListQuery } from "#shared/matches/schedule-filter.ts";
import { SCHEDULE_FILTER_MESSAGES } from "#shared/matches/schema.ts";
import { matches, teamPlacements } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { insertClub, insertTeam } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// GET /api/matches with the schedule's filters: club, team, canton, league, group and a range of
// Zurich days, each combinable with the scope and the paging; a bad filter answers a German 400.

let t: TestContext;
const ids: Record<string, string> = {};
let bernClub: string;
let bernA: string;
let bernB: string;
let zurich: string;
let bernFive: string;
let uriClub: string;

async function team(clubId: string, name: string, canton: Canton, league: League) {
  return (await insertTeam(t.deps.db, { clubId, name, canton, league })).id;
}

async function match(key: string, home: string, away: string, iso: string, status: MatchStatus) {
  const [row] = await t.deps.db
    .insert(matches)
    .values({ homeTeamId: home, awayTeamId: away, matchDate: new Date(iso), status })
    .returning({ id: matches.id });
  if (!row) throw new Error("match not inserted");
  ids[key] = row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  bernClub = (await insertClub(db, { clubName: "FC Filter Bern" })).id;
  const zurichClub = (await insertClub(db, { clubName: "FC Filter Zürich" })).id;
  bernA = await team(bernClub, "Bern A", "Bern", "3. Liga");
  bernB = await team(bernClub, "Bern B", "Bern", "3. Liga");
  bernFive = await team(bernClub, "Bern Fünf", "Bern", "5. Liga");
  zurich = await team(zurichClub, "Zürich A", "Zürich", "4. Liga");
  const zurichB = await team(zurichClub, "Zürich B", "Zürich", "4. Liga");
  // Bern A and Bern B play in different groups of the same league.
  await db.insert(teamPlacements).values([
    { teamId: bernA, season: 2030, canton: "Bern", league: "3. Liga", groupName: "Gruppe 1" },
    { teamId: bernB, season: 2030, canton: "Bern", league: "3. Liga", groupName: "Gruppe 2" },
  ]);
  // All in the far future (upcoming) except the past and live ones.
  await match("groupOne", bernA, zurich, "2030-09-07T13:00:00Z", "scheduled");
  await match("groupTwo", bernB, zurichB, "2030-09-08T13:00:00Z", "scheduled");
  // Carried forward: Bern A has no placement row of 2031, its 2030 row holds.
  await match("nextSeason", zurich, bernA, "2031-09-06T13:00:00Z", "scheduled");
  await match("zurichOnly", zurich, zurichB, "2030-09-14T13:00:00Z", "scheduled");
  await match("fiveLeague", bernFive, zurichB, "2030-09-21T21:30:00Z", "scheduled");
  await match("live", bernA, bernB, "2020-05-01T13:00:00Z", "live");
  await match("past", bernA, zurich, "2020-04-01T13:00:00Z", "completed");
  uriClub = (await insertClub(db, { clubName: "FC Filter Uri" })).id;
  const uriA = await team(uriClub, "Uri A", "Uri", "4. Liga");
  const uriB = await team(uriClub, "Uri B", "Uri", "4. Liga");
  await match("uriCancelled", uriA, uriB, "2030-10-10T13:00:00Z", "cancelled");
  await match("uriPostponed", uriB, uriA, "2030-10-11T13:00:00Z", "postponed");
  await match("uriScheduled", uriA, uriB, "2030-10-12T13:00:00Z", "scheduled");
});
afterAll(() => t.close());

async function listed(
  scope: "upcoming" | "past" | "live",
  query: Partial<ScheduleListQuery> & { status?: MatchStatus },
): Promise<string[]> {
  const res = await call(t.app, "GET", matchPaths.list({ scope, limit: 50, ...query }));
  expect(res.status).toBe(200);
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return res.body.matches.map((m) => byId.get(m.id) ?? "other");
}

describe("GET /api/matches with the schedule's filters", () => {
  it("narrows by club, team, canton and league", async () => {
    expect(await listed("upcoming", { clubId: bernClub })).toEqual([
      "groupOne",
      "groupTwo",
      "fiveLeague",
      "nextSeason",
    ]);
    expect(await listed("upcoming", { teamIds: [bernB] })).toEqual(["groupTwo"]);
    expect(await listed("upcoming", { canton: "Zürich" })).toEqual([
      "groupOne",
      "groupTwo",
      "zurichOnly",
      "fiveLeague",
      "nextSeason",
    ]);
    // Canton and league belong to one team: no Bern team plays in the 4. Liga.
    expect(await listed("upcoming", { canton: "Bern", league: "4. Liga" })).toEqual([]);
    expect(await listed("upcoming", { canton: "Bern", league: "5. Liga" })).toEqual(["fiveLeague"]);
    expect(await listed("upcoming", { league: "3. Liga", clubId: bernClub })).toEqual([
      "groupOne",
      "groupTwo",
      "nextSeason",
    ]);
  });

  it("narrows by the group a team is placed in, carried into a later season", async () => {
    const one = { canton: "Bern", league: "3. Liga", group: "Gruppe 1" } as const;
    expect(await listed("upcoming", one)).toEqual(["groupOne", "nextSeason"]);
    expect(await listed("upcoming", { ...one, group: "Gruppe 2" })).toEqual(["groupTwo"]);
    expect(await listed("upcoming", { ...one, group: "Gruppe 9" })).toEqual([]);
  });

  it("lists only the matches still to be played with status=scheduled (the start page's next kick-offs)", async () => {
    expect(await listed("upcoming", { clubId: uriClub })).toEqual([
      "uriCancelled",
      "uriPostponed",
      "uriScheduled",
    ]);
    expect(await listed("upcoming", { clubId: uriClub, status: "scheduled" })).toEqual(["uriScheduled"]);
    const wrong = await call<ErrorBody>(t.app, "GET", "/api/matches?scope=upcoming&status=gespielt");
    expect(wrong.status).toBe(400);
  });

  it("narrows by a range of Zurich days, both ends included", async () => {
    expect(await listed("upcoming", { from: "2030-09-08", to: "2030-09-14" })).toEqual([
      "groupTwo",
      "zurichOnly",
    ]);
    // 21:30 UTC on 21 September is 23:30 in Zurich: still the 21st there.
    expect(await listed("upcoming", { from: "2030-09-21", to: "2030-09-21" })).toEqual(["fiveLeague"]);
    expect(await listed("upcoming", { from: "2031-01-01" })).toEqual(["nextSeason"]);
    expect(await listed("past", { to: "2020-04-30" })).toEqual(["past"]);
  });

  it("lists a match being played under live only, with the same filters", async () => {
    expect(await listed("live", { clubId: bernClub })).toEqual(["live"]);
    expect(await listed("live", { canton: "Zürich" })).toEqual([]);
    expect(await listed("upcoming", { clubId: bernClub })).not.toContain("live");
    expect(await listed("past", { clubId: bernClub })).toEqual(["past"]);
  });

  it("pages through a filtered list", async () => {
    const first = await call(
      t.app,
      "GET",
      matchPaths.list({ scope: "upcoming", limit: 2, clubId: bernClub }),
    );
    expect(first.body.matches.map((m) => m.id)).toEqual([ids.groupOne, ids.groupTwo]);
    const second = await call(
      t.app,
      "GET",
      matchPaths.list({ scope: "upcoming", limit: 2, clubId: bernClub, after: first.body.nextCursor }),
    );
    expect(second.body.matches.map((m) => m.id)).toEqual([ids.fiveLeague, ids.nextSeason]);
    expect(second.body.nextCursor).toBeNull();
  });

  it.each([
    ["canton=Atlantis", "canton", SCHEDULE_FILTER_MESSAGES.canton],
    ["league=6.%20Liga", "league", SCHEDULE_FILTER_MESSAGES.league],
    ["group=Gruppe%201", "group", SCHEDULE_FILTER_MESSAGES.groupAlone],
    ["canton=Bern&league=3.%20Liga&group=", "group", SCHEDULE_FILTER_MESSAGES.group],
    ["from=2030-02-30", "from", SCHEDULE_FILTER_MESSAGES.date],
    ["to=morgen", "to", SCHEDULE_FILTER_MESSAGES.date],
    ["from=2030-09-10&to=2030-09-09", "to", SCHEDULE_FILTER_MESSAGES.dateOrder],
  ])("refuses %s with a German message", async (query, field, message) => {
    const res = await t.app.request(`/api/matches?scope=upcoming&${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.message).toBe(message);
    expect(body.error.fields?.[field]).toBe(message);
  });

  it("documents the filters in the OpenAPI description", async () => {
    const res = await t.app.request("/api/openapi.json");
    const doc = (await res.json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    const names = (doc.paths["/api/matches"]?.get?.parameters ?? []).filter((p) => p.in === "query");
    expect(names.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        "scope",
        "teamIds",
        "clubId",
        "canton",
        "league",
        "group",
        "from",
        "to",
        "after",
      ]),
    );
  });
});
