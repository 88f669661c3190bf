import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { officePaths } from "#shared/league/office.ts";
import { lineupPaths } from "#shared/lineups/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { ABANDONED_SCORE_REASON } from "#shared/matches/schema.ts";
import { fullTeamName } from "#shared/matches/timeline.ts";
import { matches, players } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { createMatch, createMatchCast, type MatchCast, type TestClub } from "../../test/match-fixtures.ts";
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
        `Verwarnungen: 30. ${booked} (FC Neuling).`,
        `Platzverweise: 70. ${booked} (FC Neuling, Gelb-Rote Karte).`,
        `Bemerkungen: 85. ${scorerName} (${home}) verschiesst einen Penalty. 88. Lattenschuss.`,
        "",
      ].join("\n"),
    );
  });

  it("says «(Forfait)» and who did not play for a forfeit, as the match page does", async () => {
    const { owner, opponentId } = cast;
    const id = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: opponentId,
      days: -2,
      stadium: "Sportplatz Seeblick",
    });
    const result = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: owner.cookie,
      body: { homeScore: 3, awayScore: 0, forfeit: "away" },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const home = fullTeamName(result.body.match.homeTeam);
    expect(await (await t.app.request(matchPaths.telegramm(id))).text()).toBe(
      [
        `${home} – FC Neuling 3:0 (Forfait)`,
        "Sportplatz Seeblick.",
        "Bemerkungen: FC Neuling ist nicht angetreten.",
        "",
      ].join("\n"),
    );
  });

  it("marks a result the league office let stand after an abort «(Spielabbruch)» instead of a half-time score and says why", async () => {
    const { owner, other } = cast;
    const office = await signUpLeagueOffice(t.app, t.deps.db);
    const id = await abortedAt2to1(owner, other);
    const proposals = await call(t.app, "GET", matchPaths.clubProposals(other.clubId), {
      cookie: other.cookie,
    });
    const pid = proposals.body.proposals.find((p) => p.matchId === id && p.kind === "abandoned")?.id ?? "";
    const decided = await call(t.app, "POST", officePaths.decideProposal(pid, "decline"), {
      cookie: office.cookie,
      body: {},
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);

    const text = await (await t.app.request(matchPaths.telegramm(id))).text();
    const { match } = (await call(t.app, "GET", matchPaths.detail(id))).body;
    const [headline, ...rest] = text.split("\n");
    expect(headline).toBe(
      `${fullTeamName(match.homeTeam)} – ${fullTeamName(match.awayTeam)} 2:1 (Spielabbruch)`,
    );
    expect(rest).toContain(`Bemerkungen: ${ABANDONED_SCORE_REASON}`);
  });
});

/** An agreed match of today: home leads 1:0 at the break and 2:1 when its ticker aborts. */
async function abortedAt2to1(home: TestClub, away: TestClub): Promise<string> {
  const id = await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: away.teamId, days: 0 });
  const live = (action: "start" | "halftime" | "secondHalf" | "abort") =>
    call(t.app, "POST", matchPaths.liveAction(id, action), { cookie: home.cookie });
  // The clock allows no event after its minute: the half is dated back as if it had been played.
  const playFor = (minutes: number) =>
    t.deps.db
      .update(matches)
      .set({ periodStartedAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(matches.id, id));
  const goal = async (minute: number, teamSide: "home" | "away") => {
    const playerId = teamSide === "home" ? home.playerIds[0] : undefined;
    const res = await call(t.app, "POST", matchPaths.addEvent(id), {
      cookie: home.cookie,
      body: { type: "goal", minute, teamSide, playerId, source: "live" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  expect((await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: away.cookie })).status).toBe(
    200,
  );
  expect((await live("start")).status).toBe(200);
  await playFor(46);
  await goal(10, "home");
  expect((await live("halftime")).status).toBe(200);
  expect((await live("secondHalf")).status).toBe(200);
  await playFor(30);
  await goal(50, "away");
  await goal(70, "home");
  const abort = await live("abort");
  expect(abort.status, JSON.stringify(abort.body)).toBe(200);
  return id;
}
