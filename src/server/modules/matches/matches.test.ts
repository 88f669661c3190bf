import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchResponse } from "#shared/matches/types.ts";
import { matches } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { createMatch, createMatchCast, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let owner: TestClub;
let other: TestClub;
let fan: { cookie: string };
let opponentId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, fan, opponentId } = await createMatchCast(t, {
    opponentName: "FC Gegner",
    opponentPlayers: 2,
    isOpponentOwners: true,
  }));
});
afterAll(async () => {
  await t.close();
});

async function matchRow(id: string) {
  const [row] = await t.deps.db.select().from(matches).where(eq(matches.id, id));
  return row;
}

const validBody = () => ({
  homeTeamId: owner.teamId,
  awayTeamId: opponentId,
  ...dialogDate(5),
  stadium: "Sportplatz Seeblick",
});

describe("POST /api/manage/clubs/:clubId/matches", () => {
  it("creates a scheduled match, reading date and time as Zurich time", async () => {
    const res = await call(t.app, "POST", matchPaths.create(owner.clubId), {
      cookie: owner.cookie,
      body: { ...validBody(), date: "2026-12-01", time: "15:30" },
    });
    expect(res.status).toBe(201);
    expect(res.body.match).toMatchObject({
      status: "scheduled",
      stadium: "Sportplatz Seeblick",
      homeScore: null,
      awayScore: null,
      period: "not_started",
      matchDate: "2026-12-01T14:30:00.000Z",
    });
    expect(res.body.match.homeTeam.id).toBe(owner.teamId);
    expect(res.body.match.awayTeam.name).toBe("FC Gegner");
  });

  it.each([
    ["homeTeamId", { homeTeamId: "" }],
    ["awayTeamId", { awayTeamId: undefined }],
    ["date", { date: "" }],
    ["time", { time: " " }],
    ["stadium", { stadium: "" }],
  ])("requires %s: 'Bitte fülle alle Felder aus'", async (_field, patch) => {
    const res = await call<ErrorBody>(t.app, "POST", matchPaths.create(owner.clubId), {
      cookie: owner.cookie,
      body: { ...validBody(), ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Bitte fülle alle Felder aus");
  });

  it("refuses the same team on both sides", async () => {
    const res = await call<ErrorBody>(t.app, "POST", matchPaths.create(owner.clubId), {
      cookie: owner.cookie,
      body: { ...validBody(), awayTeamId: owner.teamId },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Heim- und Auswärtsmannschaft müssen unterschiedlich sein");
  });

  it("refuses an impossible date and an unknown team", async () => {
    const badDate = await call<ErrorBody>(t.app, "POST", matchPaths.create(owner.clubId), {
      cookie: owner.cookie,
      body: { ...validBody(), date: "2026-02-30" },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.message).toBe("Bitte gib ein gültiges Datum und eine gültige Uhrzeit an.");
    const unknown = await call<ErrorBody>(t.app, "POST", matchPaths.create(owner.clubId), {
      cookie: owner.cookie,
      body: { ...validBody(), awayTeamId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe("Mannschaft nicht gefunden");
  });

  it("refuses a match in which none of the club's teams plays", async () => {
    const res = await call<ErrorBody>(t.app, "POST", matchPaths.create(owner.clubId), {
      cookie: owner.cookie,
      body: { ...validBody(), homeTeamId: other.teamId },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("Keine Berechtigung");
  });

  it("refuses the same match a second time with 409, leaving the schedule as it was", async () => {
    const path = matchPaths.create(owner.clubId);
    const body = { ...validBody(), ...dialogDate(9), time: "11:15" };
    const first = await call<MatchResponse>(t.app, "POST", path, { cookie: owner.cookie, body });
    expect(first.status).toBe(201);
    const before = await t.deps.db.select().from(matches);
    const again = await call<ErrorBody>(t.app, "POST", path, {
      cookie: owner.cookie,
      body: { ...body, stadium: "Anderer Platz" },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Dieses Spiel steht schon im Spielplan.");
    // At the kick-off's date, so the dialog marks the field to change there.
    expect(again.body.error.fields).toEqual({ date: "Dieses Spiel steht schon im Spielplan." });
    expect(await t.deps.db.select().from(matches)).toHaveLength(before.length);
    // The return fixture (sides swapped) and another kick-off are other matches.
    const swapped = { ...body, homeTeamId: opponentId, awayTeamId: owner.teamId };
    expect((await call(t.app, "POST", path, { cookie: owner.cookie, body: swapped })).status).toBe(201);
    const later = { ...body, time: "11:16" };
    expect((await call(t.app, "POST", path, { cookie: owner.cookie, body: later })).status).toBe(201);
    // A cancelled match no longer stands: the fixture may be set again in its place.
    const cancel = await call(t.app, "POST", matchPaths.action(first.body.match.id, "cancel"), {
      cookie: owner.cookie,
      body: { reason: "Platz gesperrt" },
    });
    expect(cancel.status).toBe(200);
    expect((await call(t.app, "POST", path, { cookie: owner.cookie, body })).status).toBe(201);
  });

  it("lets only the club's admins create (visitor 401, fan and other club 403)", async () => {
    const path = matchPaths.create(owner.clubId);
    const before = await t.deps.db.select().from(matches);
    expect((await call(t.app, "POST", path, { body: validBody() })).status).toBe(401);
    expect((await call(t.app, "POST", path, { cookie: fan.cookie, body: validBody() })).status).toBe(403);
    expect((await call(t.app, "POST", path, { cookie: other.cookie, body: validBody() })).status).toBe(403);
    expect(await t.deps.db.select().from(matches)).toHaveLength(before.length);
    expect(
      (
        await call(t.app, "POST", matchPaths.create("kein-verein"), {
          cookie: owner.cookie,
          body: validBody(),
        })
      ).status,
    ).toBe(404);
  });
});

describe("GET /api/manage/clubs/:clubId/matches", () => {
  it("lists the club's matches ascending by date, and only them", async () => {
    const later = await createMatch(t, owner, { homeTeamId: opponentId, awayTeamId: owner.teamId, days: 20 });
    const earlier = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: opponentId,
      days: -20,
    });
    const foreign = await createMatch(t, other, {
      homeTeamId: other.teamId,
      awayTeamId: opponentId,
      days: 3,
    });
    const res = await call(t.app, "GET", matchPaths.clubMatches(owner.clubId), {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    const ids = res.body.matches.map((m) => m.id);
    expect(ids).toContain(later);
    expect(ids).toContain(earlier);
    expect(ids).not.toContain(foreign);
    expect(ids.indexOf(earlier)).toBeLessThan(ids.indexOf(later));
    const dates = res.body.matches.map((m) => m.matchDate);
    expect([...dates].sort()).toEqual(dates);
  });

  it("is only for the club's admins", async () => {
    const path = matchPaths.clubMatches(owner.clubId);
    expect((await call(t.app, "GET", path)).status).toBe(401);
    expect((await call(t.app, "GET", path, { cookie: fan.cookie })).status).toBe(403);
    expect((await call(t.app, "GET", path, { cookie: other.cookie })).status).toBe(403);
  });
});

describe("GET /api/manage/clubs/:clubId/match-teams", () => {
  it("offers the club's teams and then all other teams, with the club's stadium", async () => {
    const res = await call(t.app, "GET", matchPaths.teamOptions(owner.clubId), {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.club.id).toBe(owner.clubId);
    expect(res.body.myTeams.map((x) => x.id)).toEqual([owner.teamId]);
    const others = res.body.otherTeams.map((x) => x.id);
    expect(others).toContain(opponentId);
    expect(others).toContain(other.teamId);
    expect(others).not.toContain(owner.teamId);
    expect(
      (await call(t.app, "GET", matchPaths.teamOptions(owner.clubId), { cookie: fan.cookie })).status,
    ).toBe(403);
  });
});

describe("PATCH /api/manage/matches/:id", () => {
  it("edits every field and keeps the status", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    await call(t.app, "POST", matchPaths.action(id, "cancel"), {
      cookie: owner.cookie,
      body: { reason: "Platz gesperrt" },
    });
    const res = await call<MatchResponse>(t.app, "PATCH", matchPaths.update(id), {
      cookie: owner.cookie,
      body: {
        homeTeamId: opponentId,
        awayTeamId: owner.teamId,
        date: "2026-12-24",
        time: "10:00",
        stadium: "Stadion FC Gegner",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({
      status: "cancelled",
      cancellationReason: "Platz gesperrt",
      stadium: "Stadion FC Gegner",
      matchDate: "2026-12-24T09:00:00.000Z",
    });
    expect(res.body.match.homeTeam.id).toBe(opponentId);
  });

  it("refuses to move a match onto another match's teams and kick-off (409), keeping the row", async () => {
    const slot = { days: 11, time: "12:05" };
    await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, ...slot });
    const own = { days: 12, time: "12:05" };
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, ...own });
    const before = await matchRow(id);
    const res = await call<ErrorBody>(t.app, "PATCH", matchPaths.update(id), {
      cookie: owner.cookie,
      body: { ...validBody(), date: dialogDate(slot.days).date, time: slot.time },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Dieses Spiel steht schon im Spielplan.");
    expect(await matchRow(id)).toEqual(before);
    // Its own slot, unchanged, is no second entry: editing the venue still works.
    const venue = await call(t.app, "PATCH", matchPaths.update(id), {
      cookie: owner.cookie,
      body: { ...validBody(), date: dialogDate(own.days).date, time: own.time, stadium: "Neuer Platz" },
    });
    expect(venue.status).toBe(200);
  });

  it("refuses other clubs, fans and visitors and leaves the row unchanged", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    const before = await matchRow(id);
    const body = { ...validBody(), stadium: "Gehackt" };
    expect((await call(t.app, "PATCH", matchPaths.update(id), { body })).status).toBe(401);
    expect((await call(t.app, "PATCH", matchPaths.update(id), { cookie: fan.cookie, body })).status).toBe(
      403,
    );
    const res = await call<ErrorBody>(t.app, "PATCH", matchPaths.update(id), {
      cookie: other.cookie,
      body,
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("Keine Berechtigung");
    expect(await matchRow(id)).toEqual(before);
  });

  it("does not let the club move a match to teams that are not its own", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    const res = await call(t.app, "PATCH", matchPaths.update(id), {
      cookie: owner.cookie,
      body: { ...validBody(), homeTeamId: other.teamId },
    });
    expect(res.status).toBe(403);
    expect((await matchRow(id))?.homeTeamId).toBe(owner.teamId);
  });

  it("keeps the teams once the match has events", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -1 });
    await call(t.app, "POST", matchPaths.addEvent(id), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 10, playerId: owner.playerIds[0] },
    });
    const res = await call<ErrorBody>(t.app, "PATCH", matchPaths.update(id), {
      cookie: owner.cookie,
      body: { ...validBody(), homeTeamId: opponentId, awayTeamId: owner.teamId },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/bereits Ereignisse/);
  });

  it("answers 404 for unknown and non-UUID ids", async () => {
    expect(
      (await call(t.app, "PATCH", matchPaths.update("123"), { cookie: owner.cookie, body: validBody() }))
        .status,
    ).toBe(404);
    const res = await call<ErrorBody>(
      t.app,
      "PATCH",
      matchPaths.update("00000000-0000-4000-8000-000000000000"),
      {
        cookie: owner.cookie,
        body: validBody(),
      },
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Spiel nicht gefunden");
  });
});
