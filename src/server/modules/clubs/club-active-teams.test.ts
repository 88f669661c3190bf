import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "#shared/clubs/paths.ts";
import type { ClubListResponse } from "#shared/clubs/types.ts";
import { clubs, teams } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { seededRandom } from "../../test/random.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// clubs.active_teams (migration 0012, kept by a trigger on teams) decides which clubs the public
// list shows and gives their team count. After any sequence of team writes it must equal a
// recount of the club's teams that are not archived.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counters(clubIds: string[]) {
  const rows = await t.deps.db
    .select({ id: clubs.id, activeTeams: clubs.activeTeams })
    .from(clubs)
    .where(inArray(clubs.id, clubIds));
  return new Map(rows.map((r) => [r.id, r.activeTeams]));
}

async function recount(clubIds: string[]) {
  const rows = await t.deps.db
    .select({ clubId: teams.clubId, n: sql<number>`count(*)::int` })
    .from(teams)
    .where(and(inArray(teams.clubId, clubIds), isNull(teams.archivedAt)))
    .groupBy(teams.clubId);
  const byClub = new Map(clubIds.map((id) => [id, 0]));
  for (const r of rows) if (r.clubId) byClub.set(r.clubId, r.n);
  return byClub;
}

describe("clubs.active_teams", () => {
  it("equals the recount of unarchived teams after a long random sequence of team writes", async () => {
    const db = t.deps.db;
    const next = seededRandom(2011);
    const clubIds = (
      await db
        .insert(clubs)
        .values(Array.from({ length: 6 }, (_, i) => ({ clubName: `Zählverein ${i}` })))
        .returning({ id: clubs.id })
    ).map((r) => r.id);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const teamIds: string[] = [];
    let checks = 0;
    for (let step = 0; step < 160; step++) {
      const roll = next();
      if (roll < 0.35 || teamIds.length < 3) {
        // Several rows in one statement, some archived already, some without a club.
        const values = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, i) => ({
          name: `Team ${step}.${i}`,
          clubId: next() < 0.15 ? null : pick(clubIds),
          league: "3. Liga" as const,
          canton: "Bern" as const,
          archivedAt: next() < 0.2 ? new Date() : null,
        }));
        teamIds.push(...(await db.insert(teams).values(values).returning({ id: teams.id })).map((r) => r.id));
      } else if (roll < 0.55) {
        await db
          .update(teams)
          .set({ archivedAt: new Date() })
          .where(eq(teams.id, pick(teamIds)));
      } else if (roll < 0.65) {
        await db
          .update(teams)
          .set({ archivedAt: null })
          .where(eq(teams.id, pick(teamIds)));
      } else if (roll < 0.77) {
        const clubId = next() < 0.1 ? null : pick(clubIds);
        await db
          .update(teams)
          .set({ clubId })
          .where(eq(teams.id, pick(teamIds)));
      } else if (roll < 0.82) {
        // A write that touches the columns without changing them.
        const id = pick(teamIds);
        await db.execute(sql`update teams set club_id = club_id, archived_at = archived_at where id = ${id}`);
      } else if (roll < 0.86) {
        // Many rows in one statement: every team of one club archived at once.
        await db
          .update(teams)
          .set({ archivedAt: new Date() })
          .where(and(eq(teams.clubId, pick(clubIds)), isNull(teams.archivedAt)));
      } else {
        const id = pick(teamIds);
        await db.delete(teams).where(eq(teams.id, id));
        teamIds.splice(teamIds.indexOf(id), 1);
      }
      if (step % 10 === 9) {
        expect(await counters(clubIds)).toEqual(await recount(clubIds));
        checks++;
      }
    }
    expect(checks).toBe(16);
    const total = [...(await counters(clubIds)).values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
  });

  it("rebuild_club_active_teams() recounts a counter that was written around the trigger", async () => {
    const db = t.deps.db;
    const [club] = await db
      .insert(clubs)
      .values({ clubName: "Verein Nachzählen" })
      .returning({ id: clubs.id });
    const clubId = club?.id as string;
    await db.insert(teams).values([
      { name: "A", clubId, league: "3. Liga", canton: "Bern" },
      { name: "B", clubId, league: "3. Liga", canton: "Bern", archivedAt: new Date() },
    ]);
    await db.update(clubs).set({ activeTeams: 7 }).where(eq(clubs.id, clubId));
    await db.execute(sql`select rebuild_club_active_teams()`);
    expect((await counters([clubId])).get(clubId)).toBe(1);
  });

  it("the list shows a club while one of its teams is not archived, with that count", async () => {
    const db = t.deps.db;
    const name = "FC Listenprobe Zählwerk";
    const [club] = await db.insert(clubs).values({ clubName: name }).returning({ id: clubs.id });
    const clubId = club?.id as string;
    const listed = async () => {
      const res = await call<ClubListResponse>(
        t.app,
        "GET",
        clubPaths.list({ search: "Listenprobe", page: 1, pageSize: 24 }),
      );
      expect(res.status).toBe(200);
      return res.body.clubs.filter((c) => c.id === clubId).map((c) => c.teamCount);
    };
    expect(await listed()).toEqual([]);
    const [first] = await db
      .insert(teams)
      .values({ name: "1", clubId, league: "3. Liga", canton: "Bern" })
      .returning({ id: teams.id });
    await db.insert(teams).values({ name: "2", clubId, league: "4. Liga", canton: "Bern" });
    expect(await listed()).toEqual([2]);
    await db
      .update(teams)
      .set({ archivedAt: new Date() })
      .where(eq(teams.id, first?.id as string));
    expect(await listed()).toEqual([1]);
    await db.update(teams).set({ archivedAt: new Date() }).where(eq(teams.clubId, clubId));
    expect(await listed()).toEqual([]);
  });
});
