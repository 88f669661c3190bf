import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "#shared/clubs/paths.ts";
import { matches, teams } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { createClubWithTeam, createMatch, createTeam } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Matches no longer cascade with a team (teams with results are archived), but deleting a
// whole club still takes its schedule along instead of failing on the foreign key.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("deleting a club with matches", () => {
  it("removes the club's matches, also those against another club, and keeps the other club's team", async () => {
    const club = await createClubWithTeam(t, 0);
    const other = await createClubWithTeam(t, 0);
    const second = await createTeam(t, { clubId: club.clubId, name: "Zweite" });
    const own = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: second });
    const request = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: other.teamId });

    const res = await call(t.app, "DELETE", clubPaths.remove(club.clubId), { cookie: club.cookie });
    expect(res.status).toBe(200);
    expect(
      await t.deps.db
        .select()
        .from(matches)
        .where(inArray(matches.id, [own, request])),
    ).toEqual([]);
    expect(await t.deps.db.select({ id: teams.id }).from(teams).where(eq(teams.id, other.teamId))).toEqual([
      { id: other.teamId },
    ]);
  });
});
