import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { lastMatchYear, matchDateRangeMessage } from "#shared/matches/match-date-range.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchResponse } from "#shared/matches/types.ts";
import { matches } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { createMatchCast, type MatchCast } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Kickoffs at the clock changes: 28 March 2027 and 31 October 2027 are the last
// Sundays of March and October. And the years a match may lie in.

let t: TestContext;
let cast: MatchCast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createMatchCast(t, { opponentName: "FC Nachtschicht", opponentPlayers: 0 });
});
afterAll(async () => {
  await t.close();
});

const create = (date: string, time: string) =>
  call<MatchResponse & ErrorBody>(t.app, "POST", matchPaths.create(cast.owner.clubId), {
    cookie: cast.owner.cookie,
    body: {
      homeTeamId: cast.owner.teamId,
      awayTeamId: cast.opponentId,
      date,
      time,
      stadium: "Sportanlage Seeblick",
    },
  });

describe("kickoff at the clock changes", () => {
  it("refuses 02:30 on the last Sunday of March in German, naming the clock change", async () => {
    const res = await create("2027-03-28", "02:30");
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      "02:30 Uhr gibt es am 28.03.2027 nicht: In dieser Nacht wird die Uhr um eine Stunde vorgestellt (Zeitumstellung auf Sommerzeit). Bitte wähle eine andere Anstosszeit.",
    );
    expect(res.body.error.fields).toMatchObject({ time: res.body.error.message });
  });

  it("saves autumn's doubled 02:30 as the first one (00:30 UTC, summer time)", async () => {
    const res = await create("2027-10-31", "02:30");
    expect(res.status).toBe(201);
    expect(res.body.match.matchDate).toBe("2027-10-31T00:30:00.000Z");
  });

  it("refuses the missing hour when a match is moved there too", async () => {
    const created = await create("2027-05-08", "15:30");
    const res = await call<ErrorBody>(t.app, "PATCH", matchPaths.update(created.body.match.id), {
      cookie: cast.owner.cookie,
      body: {
        homeTeamId: cast.owner.teamId,
        awayTeamId: cast.opponentId,
        date: "2027-03-28",
        time: "02:15",
        stadium: "Sportanlage Seeblick",
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^02:15 Uhr gibt es am 28\.03\.2027 nicht/);
  });
});

describe("a match's year", () => {
  it("lies between 2000 and the end of the year ten years ahead, on create, edit and postpone", async () => {
    const before = (await t.deps.db.select().from(matches)).length;
    const last = lastMatchYear();
    for (const date of ["9999-12-31", "1900-01-01", "1999-12-31", `${last + 1}-01-01`]) {
      const res = await create(date, "15:00");
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ date: matchDateRangeMessage() });
    }
    expect((await t.deps.db.select().from(matches)).length).toBe(before);

    const first = await create("2000-01-01", "15:00");
    expect(first.status).toBe(201);
    const lastDay = await create(`${last}-12-31`, "15:00");
    expect(lastDay.status).toBe(201);

    const id = lastDay.body.match.id;
    const edit = await call<ErrorBody>(t.app, "PATCH", matchPaths.update(id), {
      cookie: cast.owner.cookie,
      body: {
        homeTeamId: cast.owner.teamId,
        awayTeamId: cast.opponentId,
        date: "9999-12-31",
        time: "15:00",
        stadium: "Sportanlage Seeblick",
      },
    });
    expect(edit.body.error.fields).toEqual({ date: matchDateRangeMessage() });
    const postpone = await call<ErrorBody>(t.app, "POST", matchPaths.action(id, "postpone"), {
      cookie: cast.owner.cookie,
      body: { date: "1900-01-01", time: "15:00" },
    });
    expect(postpone.body.error.fields).toEqual({ date: matchDateRangeMessage() });
    const [kept] = await t.deps.db.select().from(matches).where(eq(matches.id, id));
    expect({ date: kept?.matchDate.toISOString().slice(0, 4), status: kept?.status }).toEqual({
      date: String(last),
      status: "scheduled",
    });
  });
});
