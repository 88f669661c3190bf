import { eq, max } from "drizzle-orm";
import { accountPaths } from "#shared/account/paths.ts";
import { toZurichDateInput } from "#shared/format.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { players, teams } from "../db/schema/index.ts";
import { call, signUp } from "./http.ts";
import type { TestContext } from "./test-app.ts";

// Rows for the match, event, live and realtime tests: a signed-in club with a team and players,
// written straight into the database so these tests do not depend on other domains' endpoints.

export interface TestClub {
  cookie: string;
  userId: string;
  clubId: string;
  teamId: string;
  playerIds: string[];
}

let counter = 0;

export async function createClubWithTeam(t: TestContext, playerCount = 3): Promise<TestClub> {
  counter++;
  const account = await signUp(t.app, { accountType: "club" });
  const me = await call(t.app, "GET", accountPaths.me(), { cookie: account.cookie });
  const clubId = me.body.club?.id;
  if (!clubId) throw new Error("club account without club");
  const teamId = await createTeam(t, { clubId, name: `Team ${counter}` });
  const playerIds = await createPlayers(t, teamId, playerCount);
  return { cookie: account.cookie, userId: account.userId, clubId, teamId, playerIds };
}

export async function createTeam(
  t: TestContext,
  input: { clubId: string | null; name: string; createdByClubId?: string },
): Promise<string> {
  const [team] = await t.deps.db
    .insert(teams)
    .values({
      name: input.name,
      clubId: input.clubId,
      createdByClubId: input.createdByClubId ?? null,
      league: "3. Liga",
      canton: "Zürich",
    })
    .returning({ id: teams.id });
  if (!team) throw new Error("team insert failed");
  return team.id;
}

export async function createPlayers(t: TestContext, teamId: string, count: number): Promise<string[]> {
  if (count === 0) return [];
  // Shirt numbers are unique in a team: continue after the highest one already given.
  const [top] = await t.deps.db
    .select({ max: max(players.playerNumber) })
    .from(players)
    .where(eq(players.teamId, teamId));
  const first = (top?.max ?? 0) + 1;
  const rows = await t.deps.db
    .insert(players)
    .values(
      Array.from({ length: count }, (_, i) => ({
        teamId,
        firstName: `Vorname${i + 1}`,
        lastName: `Nachname${counter}x${i + 1}`,
        playerNumber: first + i,
        position: "Stürmer" as const,
        birthYear: 2000,
        atClubSince: 2020,
      })),
    )
    .returning({ id: players.id });
  return rows.map((r) => r.id);
}

/** Date and time inputs of the match dialog, `days` from now (negative: in the past). */
export function dialogDate(days: number): { date: string; time: string } {
  return { date: toZurichDateInput(new Date(Date.now() + days * 86_400_000)).date, time: "15:30" };
}

let freshKickoffs = 0;

/**
 * Like dialogDate, with another kick-off time on each call (08:00, 08:01, …): for tests that
 * set many matches between the same teams on one day, which the server refuses at one kick-off.
 */
export function freshDialogDate(days: number): { date: string; time: string } {
  const minutes = 8 * 60 + (freshKickoffs++ % 900);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return { date: dialogDate(days).date, time };
}

/** How many matches this helper has set per teams and day, for the next one's kick-off. */
const slotsTaken = new Map<string, number>();

/**
 * 15:30, the dialog's usual kick-off; 15:31, 15:32, … for the next matches of the same teams on
 * the same day, since the server refuses a second match at the same teams and kick-off.
 */
function nextKickoffTime(homeTeamId: string, awayTeamId: string, date: string): string {
  const key = `${homeTeamId}|${awayTeamId}|${date}`;
  const taken = slotsTaken.get(key) ?? 0;
  slotsTaken.set(key, taken + 1);
  const minutes = 15 * 60 + 30 + (taken % 480);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** A match through the dialog's POST at `time`, or at 15:30 if the helper has none there yet. */
export async function createMatch(
  t: TestContext,
  club: TestClub,
  input: { homeTeamId: string; awayTeamId: string; days?: number; time?: string; stadium?: string },
): Promise<string> {
  const { date } = dialogDate(input.days ?? 7);
  const res = await call(t.app, "POST", matchPaths.create(club.clubId), {
    cookie: club.cookie,
    body: {
      homeTeamId: input.homeTeamId,
      awayTeamId: input.awayTeamId,
      date,
      time: input.time ?? nextKickoffTime(input.homeTeamId, input.awayTeamId, date),
      stadium: input.stadium ?? "Sportplatz Test",
    },
  });
  if (res.status !== 201) throw new Error(`create match failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.match.id;
}

export interface MatchCast {
  /** The club whose match it is, with one team. */
  owner: TestClub;
  /** Outsiders for the tests of who may write. */
  other: TestClub;
  fan: { cookie: string };
  /** An opponent team without a club, with players. */
  opponentId: string;
  opponentPlayers: string[];
}

/** The cast of the match tests; each test file plays its matches between owner and opponent. */
export async function createMatchCast(
  t: TestContext,
  options: { opponentName: string; opponentPlayers: number; ownPlayers?: number; isOpponentOwners?: boolean },
): Promise<MatchCast> {
  const owner = await createClubWithTeam(t, options.ownPlayers);
  const other = await createClubWithTeam(t);
  const fan = await signUp(t.app, { accountType: "fan" });
  const opponentId = await createTeam(t, {
    clubId: null,
    name: options.opponentName,
    ...(options.isOpponentOwners ? { createdByClubId: owner.clubId } : {}),
  });
  const opponentPlayers = await createPlayers(t, opponentId, options.opponentPlayers);
  return { owner, other, fan, opponentId, opponentPlayers };
}
