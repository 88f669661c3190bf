import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { LEAGUE_OFFICE_MESSAGES, PLACEMENT_MESSAGES } from "#shared/league/schema.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { fairPlayCorrections, matchEvents } from "../../db/schema/index.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { expectError } from "../../test/manage-actors.ts";
import { insertMatch, insertPlayer, insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A «Rote Karte» correction names its card (match and event): the office picks it from the
// team's counting red cards, and the correction adds its points exactly while that card counts,
// never for another of the team's cards. Older ones that name no card keep their rule.

let t: TestContext;
let office: SignedUp;
let fan: SignedUp;
const SEASON = 2026;

async function redCard(matchId: string, side: "home" | "away", minute: number, playerId?: string) {
  const [row] = await t.deps.db
    .insert(matchEvents)
    .values({ matchId, eventType: "red_card", minute, teamSide: side, playerId })
    .returning({ id: matchEvents.id });
  if (!row) throw new Error("event not inserted");
  return row.id;
}

const raise = (body: Record<string, unknown>) =>
  call(t.app, "POST", leagueOfficePaths.corrections(), {
    cookie: office.cookie,
    body: { season: SEASON, kind: "red_card", points: 9, reason: "Tätlichkeit", ...body },
  });

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  fan = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

async function groupOf(league: "2. Liga" | "3. Liga" | "4. Liga", names: string[]) {
  const where = { canton: "Uri" as const, league };
  const ids = await Promise.all(names.map(async (name) => (await insertTeam(t.deps.db, name, where)).id));
  return { where: { ...where, season: SEASON }, ids };
}

describe("a raised red card names its card", () => {
  it("counts only while its own card counts, not for another red card of the team", async () => {
    const { where, ids } = await groupOf("3. Liga", ["FC Rot", "FC Ahorn", "FC Buche"]);
    const [rot, ahorn, buche] = ids as [string, string, string];
    const first = await insertMatch(t.deps.db, rot, ahorn, [1, 1]);
    const second = await insertMatch(t.deps.db, rot, buche, [0, 0]);
    const againstAhorn = await redCard(first.id, "home", 30);
    await redCard(second.id, "home", 70);
    const res = await raise({ teamId: rot, matchId: first.id, eventId: againstAhorn });
    expect(res.status).toBe(201);
    const state = async () => {
      const table = (await call(t.app, "GET", rankingPaths.table(where))).body;
      const console = (await call(t.app, "GET", leagueOfficePaths.league(where), { cookie: office.cookie }))
        .body;
      const fair = table.fairPlay.find((e) => e.teamId === rot);
      return { red: fair?.red, corrections: fair?.corrections, counts: console.corrections[0]?.counts };
    };
    expect(await state()).toEqual({ red: 2, corrections: 9, counts: true });

    // Ahorn withdraws: the raised card's match stops counting. The card against Buche still
    // counts, but it is not the one the office raised.
    await call(t.app, "POST", leagueOfficePaths.withdrawals(), {
      cookie: office.cookie,
      body: { teamId: ahorn, season: SEASON, reason: "Mannschaft aufgelöst" },
    });
    expect(await state()).toEqual({ red: 1, corrections: 0, counts: false });
    await call(t.app, "DELETE", leagueOfficePaths.withdrawal(ahorn, SEASON), { cookie: office.cookie });
    expect(await state()).toEqual({ red: 2, corrections: 9, counts: true });

    // The card itself is deleted from the match report: nothing behind the 9 points.
    await t.deps.db.delete(matchEvents).where(eq(matchEvents.id, againstAhorn));
    expect(await state()).toEqual({ red: 1, corrections: 0, counts: false });
    const console = (await call(t.app, "GET", leagueOfficePaths.league(where), { cookie: office.cookie }))
      .body;
    expect(console.corrections[0]?.card).toMatchObject({ opponent: "FC Ahorn", minute: null });
  });

  it("keeps the older rule for a correction that names no card", async () => {
    const { where, ids } = await groupOf("2. Liga", ["FC Alt", "FC Eibe", "FC Fichte"]);
    const [alt, eibe, fichte] = ids as [string, string, string];
    const first = await insertMatch(t.deps.db, alt, eibe, [1, 1]);
    const second = await insertMatch(t.deps.db, alt, fichte, [1, 0]);
    const one = await redCard(first.id, "home", 10);
    await redCard(second.id, "home", 20);
    await t.deps.db
      .insert(fairPlayCorrections)
      .values({ teamId: alt, season: SEASON, kind: "red_card", points: 9, reason: "Vor der Kartenwahl" });
    const corrections = async () =>
      (await call(t.app, "GET", rankingPaths.table(where))).body.fairPlay.find((e) => e.teamId === alt)
        ?.corrections;
    expect(await corrections()).toBe(9);
    // A named one takes its card; the older one still has the other card behind it.
    expect((await raise({ teamId: alt, matchId: first.id, eventId: one, points: 5 })).status).toBe(201);
    expect(await corrections()).toBe(14);
    // Both cards are taken now: the older one may stand for either.
    const [other] = (
      await call(t.app, "GET", leagueOfficePaths.redCards({ teamId: alt, season: SEASON }), {
        cookie: office.cookie,
      })
    ).body.cards.filter((c) => !c.raised);
    expectError(
      await raise({ teamId: alt, matchId: second.id, eventId: other?.eventId }),
      409,
      LEAGUE_OFFICE_MESSAGES.noRedCardLeft(2),
    );
  });
});

describe("a «Rote Karte» correction refused", () => {
  it("without a card, with another team's or season's card, a card that does not count or is raised", async () => {
    const { ids } = await groupOf("4. Liga", ["FC Kiefer", "FC Linde", "FC Mammut"]);
    const [kiefer, linde, mammut] = ids as [string, string, string];
    const match = await insertMatch(t.deps.db, kiefer, linde, [2, 2]);
    const other = await insertMatch(t.deps.db, linde, mammut, [0, 1]);
    const kiefersCard = await redCard(match.id, "home", 55);
    const lindesCard = await redCard(match.id, "away", 60);
    const [yellow] = await t.deps.db
      .insert(matchEvents)
      .values({ matchId: match.id, eventType: "yellow_card", minute: 12, teamSide: "home" })
      .returning({ id: matchEvents.id });
    const before = await t.deps.db.select().from(fairPlayCorrections);

    expectError(await raise({ teamId: kiefer }), 400, LEAGUE_OFFICE_MESSAGES.redCard);
    expectError(
      await raise({ teamId: kiefer, matchId: other.id, eventId: kiefersCard }),
      400,
      LEAGUE_OFFICE_MESSAGES.notTeamsMatch,
    );
    expectError(
      await raise({ teamId: kiefer, matchId: match.id, eventId: yellow?.id }),
      400,
      LEAGUE_OFFICE_MESSAGES.notTeamsRedCard,
    );
    expectError(
      await raise({ teamId: kiefer, matchId: match.id, eventId: lindesCard }),
      400,
      LEAGUE_OFFICE_MESSAGES.notTeamsRedCard,
    );
    expectError(
      await raise({ teamId: kiefer, season: SEASON + 1, matchId: match.id, eventId: kiefersCard }),
      400,
      LEAGUE_OFFICE_MESSAGES.notTeamsMatch,
    );
    expectError(
      await raise({ teamId: kiefer, kind: "officials", points: 2, matchId: match.id, eventId: kiefersCard }),
      400,
      LEAGUE_OFFICE_MESSAGES.cardOnlyForRedCard,
    );
    expect(await t.deps.db.select().from(fairPlayCorrections)).toEqual(before);

    expect((await raise({ teamId: kiefer, matchId: match.id, eventId: kiefersCard })).status).toBe(201);
    expectError(
      await raise({ teamId: kiefer, matchId: match.id, eventId: kiefersCard }),
      409,
      LEAGUE_OFFICE_MESSAGES.redCardRaised,
    );
    // Mammut withdraws: Linde's card against it no longer counts in a table.
    const mammutsMatch = await insertMatch(t.deps.db, linde, mammut, [3, 0]);
    const lindeVsMammut = await redCard(mammutsMatch.id, "home", 80);
    await call(t.app, "POST", leagueOfficePaths.withdrawals(), {
      cookie: office.cookie,
      body: { teamId: mammut, season: SEASON, reason: "Mannschaft aufgelöst" },
    });
    expectError(
      await raise({ teamId: linde, matchId: mammutsMatch.id, eventId: lindeVsMammut }),
      409,
      LEAGUE_OFFICE_MESSAGES.redCardNotCounting,
    );
  });
});

describe("the team's red cards to pick from", () => {
  it("lists the counting ones with date, opponent, minute and player, and which are raised", async () => {
    const { ids } = await groupOf("2. Liga", ["FC Pappel", "FC Quitte"]);
    const [pappel, quitte] = ids as [string, string];
    const match = await insertMatch(t.deps.db, quitte, pappel, [0, 2]);
    const player = await insertPlayer(t.deps.db, pappel, "Lena", "Frei");
    const card = await redCard(match.id, "away", 63, player.id);
    await redCard(match.id, "home", 64);
    const path = leagueOfficePaths.redCards({ teamId: pappel, season: SEASON });
    expectError(await call(t.app, "GET", path, { cookie: fan.cookie }), 403, "Nur für die Spielleitung");
    const list = async () => (await call(t.app, "GET", path, { cookie: office.cookie })).body.cards;
    expect(await list()).toEqual([
      {
        eventId: card,
        matchId: match.id,
        matchDate: match.matchDate.toISOString(),
        opponent: "FC Quitte",
        minute: 63,
        addedMinute: null,
        player: "Lena Frei",
        raised: false,
      },
    ]);
    expect((await raise({ teamId: pappel, matchId: match.id, eventId: card })).status).toBe(201);
    expect((await list()).map((c) => c.raised)).toEqual([true]);
  });
});

describe("the red cards of a team that does not exist", () => {
  it("answer 404 «Mannschaft nicht gefunden», not an empty list", async () => {
    const unknown = "11111111-1111-4111-8111-111111111111";
    expectError(
      await call(t.app, "GET", leagueOfficePaths.redCards({ teamId: unknown, season: SEASON }), {
        cookie: office.cookie,
      }),
      404,
      PLACEMENT_MESSAGES.teamNotFound,
    );
  });
});
