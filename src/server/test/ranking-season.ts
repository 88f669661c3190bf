import { accountPaths } from "#shared/account/paths.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import type { createApp } from "../app.ts";
import type { DbOrTx } from "../db/client.ts";
import { type CallResult, call, signUp } from "./http.ts";
import { signUpLeagueOffice } from "./league-office.ts";

// A whole season loaded the way a script would, through the club
// management API only (club name, teams, an opponent team, matches, results). The season tests
// check every row against numbers worked out by hand, not by the table rule under test.

type App = ReturnType<typeof createApp>;

export const SEASON_CANTON = "Luzern";
export const SEASON_LEAGUE = "4. Liga";
const CANTON = SEASON_CANTON;
const LEAGUE = SEASON_LEAGUE;

/** A double-checked result: fails the test with the server's answer when the API refuses. */
async function ok<T>(promise: Promise<CallResult<T>>, status: number): Promise<T> {
  const res = await promise;
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

type Club = { cookie: string; clubId: string };

export interface LoadedSeason {
  /** By key: R(eussbühl), S(eetal), P(ilatusblick), E(mmenweid), K(riens). */
  club: Record<string, Club>;
  /** The clubs' keys, O for the opponent SV Rotsee, R2 for Reussbühl's second team. */
  team: Record<string, string>;
}

/** Loads the season 2026/27 of Luzern 4. Liga (and its edges) into the app's database. */
export async function loadSeason(app: App, db: DbOrTx): Promise<LoadedSeason> {
  const club: Record<string, Club> = {};
  const team: Record<string, string> = {};
  /** Which club account enters a team's matches (an opponent team's matches: the other side's club). */
  const ownerOf: Record<string, string> = {};

  // Five clubs with their first team, one opponent without a club on the platform. A match
  // is entered by a club whose team plays in it, so a script loads the season per club.
  const createClub = async (key: string, clubName: string, teamName: string) => {
    const account = await signUp(app, { accountType: "club" });
    const me = await ok(call(app, "GET", accountPaths.me(), { cookie: account.cookie }), 200);
    if (!me.club) throw new Error("a club account without its club");
    club[key] = { cookie: account.cookie, clubId: me.club.id };
    await ok(
      call(app, "PATCH", clubPaths.manage(me.club.id), {
        cookie: account.cookie,
        body: { clubName },
      }),
      200,
    );
    await createTeam(key, key, teamName, "teams");
  };
  const createTeam = async (
    clubKey: string,
    key: string,
    name: string,
    path: "teams" | "opponent-teams",
    league = LEAGUE,
  ) => {
    const owner = club[clubKey] as Club;
    const teamPath = path === "teams" ? teamPaths.create : teamPaths.createOpponent;
    const body = await ok(
      call(app, "POST", teamPath(owner.clubId), {
        cookie: owner.cookie,
        body: { name, canton: CANTON, league },
      }),
      201,
    );
    team[key] = body.team.id;
    if (path === "teams") ownerOf[key] = clubKey;
  };
  // 'FC Reussbühl' calls its team '1. Mannschaft': the table says 'FC Reussbühl 1. Mannschaft'.
  await createClub("R", "FC Reussbühl", "1. Mannschaft");
  await createClub("S", "SC Seetal", "SC Seetal");
  await createClub("P", "FC Pilatusblick", "FC Pilatusblick");
  await createClub("E", "FC Emmenweid", "FC Emmenweid");
  await createClub("K", "US Kriens Nord", "US Kriens Nord");
  await createTeam("R", "O", "SV Rotsee", "opponent-teams");
  // An opponent a club created counts once the league office has placed it.
  const office = await signUpLeagueOffice(app, db);
  await ok(
    call(app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { teamId: team.O, season: 2026, canton: CANTON, league: LEAGUE, group: "Gruppe 1" },
    }),
    200,
  );
  // Reussbühl's second team plays a league below: its match must not reach this table.
  await createTeam("R", "R2", "2. Mannschaft", "teams", "5. Liga");

  const createMatch = async (home: string, away: string, date: string, time = "15:00") => {
    const ownerKey = ownerOf[home] ?? (ownerOf[away] as string);
    const owner = club[ownerKey] as Club;
    const body = await ok(
      call(app, "POST", matchPaths.create(owner.clubId), {
        cookie: owner.cookie,
        body: {
          homeTeamId: team[home],
          awayTeamId: team[away],
          date,
          time,
          stadium: `Sportplatz ${home}`,
        },
      }),
      201,
    );
    // A match against another club's team is a request: that club accepts it.
    const otherKey = [ownerOf[home], ownerOf[away]].find((key) => key && key !== ownerKey);
    if (otherKey) {
      const other = club[otherKey] as Club;
      await ok(call(app, "POST", matchPaths.action(body.match.id, "accept"), { cookie: other.cookie }), 200);
    }
    return { id: body.match.id, owner };
  };
  const enterResult = (match: { id: string; owner: Club }, homeScore: number, awayScore: number) =>
    ok(
      call(app, "PUT", matchPaths.action(match.id, "result"), {
        cookie: match.owner.cookie,
        body: { homeScore, awayScore },
      }),
      200,
    );
  let day = 0;
  const played = async (home: string, away: string, homeScore: number, awayScore: number) => {
    day++;
    const match = await createMatch(home, away, `2026-08-${String(day).padStart(2, "0")}`);
    await enterResult(match, homeScore, awayScore);
    return match;
  };

  // A single round: every pair once, a score only (no events), as a script would load it.
  // The first at midnight of 1 July: the first minute of the season 2026/27.
  const first = await createMatch("R", "S", "2026-07-01", "00:00");
  await enterResult(first, 0, 0);
  // A typo corrected: both clubs had agreed on 0:0, so the correction is a proposal the other
  // club accepts; then it replaces the first entry.
  const correction = await ok(
    call(app, "PUT", matchPaths.agreedAction(first.id, "result"), {
      cookie: first.owner.cookie,
      body: { homeScore: 2, awayScore: 1 },
    }),
    202,
  );
  if (!("proposal" in correction)) throw new Error("the correction was not a proposal");
  await ok(
    call(app, "POST", matchPaths.proposalAction(correction.proposal.id, "accept"), {
      cookie: (club.S as Club).cookie,
    }),
    200,
  );
  await played("P", "O", 0, 0);
  await played("E", "K", 3, 1);
  await played("S", "P", 1, 1);
  await played("O", "E", 2, 2);
  await played("K", "R", 0, 4);
  await played("R", "P", 1, 2);
  await played("S", "E", 2, 0);
  await played("O", "K", 1, 3);
  await played("P", "E", 2, 1);
  await played("K", "S", 1, 1);
  await played("O", "R", 0, 1);
  await played("E", "R", 2, 2);
  await played("K", "P", 0, 0);
  await played("S", "O", 3, 0);
  // Not counted: the second team's match against the first (another league), a past match
  // whose result was never entered, the return round's first fixture and a cancelled one.
  await played("R2", "R", 6, 0);
  await createMatch("S", "R", "2026-09-05");
  await createMatch("R", "S", "2027-03-13");
  const cancelled = await createMatch("P", "O", "2027-03-14");
  // One minute before the season: 30 June 23:59 belongs to 2025/26 only.
  await enterResult(await createMatch("S", "R", "2026-06-30", "23:59"), 5, 0);
  await ok(
    call(app, "POST", matchPaths.action(cancelled.id, "cancel"), {
      cookie: cancelled.owner.cookie,
      body: { reason: "Platz gesperrt" },
    }),
    200,
  );
  return { club, team };
}
