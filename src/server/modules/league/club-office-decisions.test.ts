import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiPath } from "#shared/http.ts";
import { officePaths } from "#shared/league/office.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import type { OfficeCreatedResponse, OfficeDoneResponse } from "#shared/league/types.ts";
import { seasonLabel, seasonOf } from "#shared/matches/season.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { officeDecisions } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { type Actors, createActors, expectError } from "../../test/manage-actors.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A club learns what the league office decided about its teams (deductions, fair-play
// corrections, withdrawals) on its dashboard: what, when and why, newest first; never about
// another club's teams, and never who in the office decided.

let t: TestContext;
let actors: Actors;
let office: SignedUp;
const SEASON = seasonOf(new Date());
const team: Record<string, string> = {};

async function createTeam(clubId: string, cookie: string, name: string) {
  const res = await call(t.app, "POST", teamPaths.create(clubId), {
    cookie,
    body: { name, canton: "Zürich", league: "4. Liga", group: "Gruppe 1" },
  });
  expect(res.status).toBe(201);
  team[name] = res.body.team.id;
}

const decide = async (
  path: ApiPath<OfficeCreatedResponse | OfficeDoneResponse>,
  body: Record<string, unknown>,
) => {
  const res = await call(t.app, "POST", path, {
    cookie: office.cookie,
    body,
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
};

beforeAll(async () => {
  t = await createTestApp();
  actors = await createActors(t);
  office = await signUpLeagueOffice(t.app, t.deps.db);
  await createTeam(actors.owner.clubId, actors.owner.cookie, "Seeblick");
  await createTeam(actors.other.clubId, actors.other.cookie, "Bergsicht");
  await decide(leagueOfficePaths.deductions(), {
    teamId: team.Seeblick,
    season: SEASON,
    points: 3,
    reason: "Nicht angetreten",
  });
  await decide(leagueOfficePaths.corrections(), {
    teamId: team.Seeblick,
    season: SEASON,
    kind: "officials",
    points: 2,
    reason: "Trainer beleidigt den Schiedsrichter",
  });
  await decide(leagueOfficePaths.withdrawals(), {
    teamId: team.Seeblick,
    season: SEASON,
    reason: "Zu wenig Spieler",
  });
  await decide(leagueOfficePaths.deductions(), {
    teamId: team.Bergsicht,
    season: SEASON,
    points: 1,
    reason: "Lizenz fehlt",
  });
});
afterAll(async () => {
  await t.close();
});

describe("the office's decisions on the club's dashboard", () => {
  it("lists the decisions about the club's own teams with what, when and why, newest first", async () => {
    const res = await call(t.app, "GET", officePaths.clubDecisions(actors.owner.clubId), {
      cookie: actors.owner.cookie,
    });
    expect(res.status).toBe(200);
    const label = seasonLabel(SEASON);
    expect(res.body.decisions.map((d) => [d.action, d.note])).toEqual([
      [`Zurückgezogen (Saison ${label})`, "Zu wenig Spieler"],
      [
        `Fairplay-Korrektur: Fehlverhalten von Offiziellen, 2 Strafpunkte (Saison ${label})`,
        "Trainer beleidigt den Schiedsrichter",
      ],
      [`Punktabzug: 3 Punkte (Saison ${label})`, "Nicht angetreten"],
    ]);
    // A club of two teams in one league, an office of many groups: each names the team's group.
    expect(res.body.decisions.map((d) => d.subject)).toEqual(
      Array(3).fill(expect.stringMatching(/Seeblick \(Zürich, 4\. Liga, Gruppe 1\)$/)),
    );
    expect(Date.parse(res.body.decisions[0]?.createdAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    // Who in the office decided is not the club's business.
    expect(res.body.decisions[0]).not.toHaveProperty("userName");
  });

  it("tells no club of another's teams, and no fan or visitor at all", async () => {
    const other = await call(t.app, "GET", officePaths.clubDecisions(actors.other.clubId), {
      cookie: actors.other.cookie,
    });
    expect(other.body.decisions.map((d) => d.note)).toEqual(["Lizenz fehlt"]);
    const foreign = await call(t.app, "GET", officePaths.clubDecisions(actors.owner.clubId), {
      cookie: actors.other.cookie,
    });
    expect(foreign.status).toBe(403);
    expect(
      (
        await call(t.app, "GET", officePaths.clubDecisions(actors.owner.clubId), {
          cookie: actors.fan.cookie,
        })
      ).status,
    ).toBe(403);
    expect((await call(t.app, "GET", officePaths.clubDecisions(actors.owner.clubId))).status).toBe(401);
    expectError(
      await call(t.app, "GET", officePaths.clubDecisions("kein-verein"), { cookie: actors.owner.cookie }),
      404,
      "Verein nicht gefunden",
    );
  });

  it("leaves out the decisions older than the dashboard's window", async () => {
    await t.deps.db.insert(officeDecisions).values({
      userName: "Spielleitung",
      action: "Punktabzug: 9 (alt)",
      subject: "FC Seeblick",
      subjectId: team.Seeblick,
      note: "Vor langer Zeit",
      createdAt: new Date(Date.now() - 200 * 86_400_000),
    });
    const res = await call(t.app, "GET", officePaths.clubDecisions(actors.owner.clubId), {
      cookie: actors.owner.cookie,
    });
    expect(res.body.decisions.map((d) => d.note)).not.toContain("Vor langer Zeit");
  });
});
