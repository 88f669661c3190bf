import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { lineupPaths } from "#shared/lineups/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { fullTeamName } from "#shared/matches/timeline.ts";
import { players } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { createMatch, createMatchCast, type MatchCast } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// GET /api/matches/{id}/telegramm: the Matchtelegramm of a completed match as plain text, written
// from the events, the line-ups and the report.

let t: TestContext;
let cast: MatchCast;
const names = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  cast = await createMatchCast(t, { opponentName: "FC Neuling", opponentPlayers: 2, ownPlayers: 4 });
  const rows = await t.deps.db
    .select({ id: players.id, first: players.firstName, last: players.lastName })
    .from(players)
    .where(inArray(players.id, [...cast.owner.playerIds, ...cast.opponentPlayers]));
  for (const r of rows) names.set(r.id, `${r.first} ${r.last}`);
});
afterAll(async () => {
  await t.close();
});

const nameOf = (id: string | undefined) => names.get(id ?? "") ?? "?";

describe("GET /api/matches/{id}/telegramm", () => {
  it("answers 404 in German for an unknown id", async () => {
    for (const id of ["3b7c2a5e-0000-4000-8000-000000000000", "kein-spiel"]) {
      const res = await call<ErrorBody>(t.app, "GET", matchPaths.telegramm(id));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Spiel nicht gefunden");
    }
  });

  it("answers 409 for a match not yet completed, then the whole telegram as text/plain", async () => {
    const { owner, opponentId, opponentPlayers } = cast;
    const [keeper, scorer, goingOff, comingOn] = owner.playerIds;
    const id = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: opponentId,
      days: -1,
      stadium: "Sportanlage Seeblick",
    });
    const early = await call<ErrorBody>(t.app, "GET", matchPaths.telegramm(id));
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe("Das Matchtelegramm gibt es erst, wenn das Spiel beendet ist");

    const lineup = await call(t.app, "PUT", lineupPaths.save(id, "home"), {
      cookie: owner.cookie,
      body: {
        starters: [
          { playerId: keeper, isGoalkeeper: true },
          { playerId: scorer, isCaptain: true },
          { playerId: goingOff },
        ],
        bench: [{ playerId: comingOn }],
      },
    });
    expect(lineup.status).toBe(200);
    const events = [
      { type: "goal", minute: 12, playerId: scorer },
      { type: "yellowCard", minute: 30, playerId: opponentPlayers[0] },
      { type: "penaltyGoal", minute: 45, addedMinute: 2, playerId: opponentPlayers[1] },
      { type: "substitution", minute: 60, playerId: goingOff, playerInId: comingOn },
      { type: "yellowRedCard", minute: 70, playerId: opponentPlayers[0] },
      { type: "ownGoal", minute: 80, playerId: opponentPlayers[1] },
      { type: "missedPenalty", minute: 85, playerId: scorer },
      { type: "comment", minute: 88, description: "Lattenschuss" },
    ];
    for (const body of events) {
      const res = await call(t.app, "POST", matchPaths.addEvent(id), { cookie: owner.cookie, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const report = await call(t.app, "PUT", matchPaths.saveReport(id), {
      cookie: owner.cookie,
      body: { title: "Sieg", content: "Text", attendance: 1200, referee: "Meier" },
    });
    expect(report.status).toBe(200);
    const result = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: owner.cookie,
      body: { homeScore: 2, awayScore: 1 },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);

    const res = await t.app.request(matchPaths.telegramm(id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const { match } = (await call(t.app, "GET", matchPaths.detail(id))).body;
    const home = fullTeamName(match.homeTeam);
    const [keeperName, scorerName, offName, onName] = [keeper, scorer, goingOff, comingOn].map(nameOf);
    const [booked, penaltyTaker] = opponentPlayers.map(nameOf);
    expect(await res.text()).toBe(
      [
        `${home} – FC Neuling 2:1 (1:1)`,
        "Sportanlage Seeblick. – 1’200 Zuschauer. – SR Meier.",
        `Tore: 12. ${scorerName} 1:0. 45+2. ${penaltyTaker} (Penalty) 1:1. 80. ${penaltyTaker} (Eigentor) 2:1.`,
        `${home}: ${keeperName}; ${scorerName}, ${offName} (60. ${onName}).`,
        `Verwarnungen: 30. ${booked}.`,
        `Platzverweise: 70. ${booked} (Gelb-Rote Karte).`,
        `Bemerkungen: 85. ${scorerName} verschiesst einen Penalty. 88. Lattenschuss.`,
        "",
      ].join("\n"),
    );
  });
});
