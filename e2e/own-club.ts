import type { Page } from "@playwright/test";
import { test } from "./fixtures.ts";
import { registerClub } from "./manage-helpers.ts";
import { apiJson } from "./match-helpers.ts";

// A club of the test's own: a fresh club account signed up through the API, its
// '1. Mannschaft' and a few players, so a journey that writes goals, cards or line-ups asserts on
// rows no other test (the other project, the other worker) touches. The demo club stays for the
// journeys that only read.

export interface OwnPlayer {
  id: string;
  firstName: string;
  lastName: string;
  playerNumber: number;
}

export interface OwnClub {
  /** The club's name as given, else the account's username; unique per call. */
  name: string;
  clubId: string;
  teamId: string;
  players: OwnPlayer[];
}

const FIRST_NAMES = ["Lena", "Noah", "Mia", "Luca", "Elena", "Jonas", "Sara", "Nico", "Anna", "Timo", "Lea"];

export interface OwnClubOptions {
  playerCount?: number;
  /** Shown as the club's name (e.g. 'FC Neuling …'); by default the unique account name. */
  clubName?: string;
  /**
   * The team's canton and league. By default one the demo data does not use (Jura, 4. Liga), so
   * a result entered here never changes the demo league's table that other journeys read.
   */
  canton?: string;
  league?: string;
}

/**
 * Signs the page's browser context up as a new club with a team '1. Mannschaft' and
 * `playerCount` numbered players; the page stays signed in as that club.
 */
export async function createOwnClub(
  page: Page,
  { playerCount = 3, clubName, canton = "Jura", league = "4. Liga" }: OwnClubOptions = {},
): Promise<OwnClub> {
  const baseURL = test.info().project.use.baseURL ?? "";
  const username = await registerClub(page);
  const { clubId } = await apiJson<{ clubId: string }>(page.request, baseURL, "POST", "/api/me/club");
  if (clubName) await apiJson(page.request, baseURL, "PATCH", `/api/manage/clubs/${clubId}`, { clubName });
  const name = clubName ?? username;
  const { team } = await apiJson<{ team: { id: string } }>(
    page.request,
    baseURL,
    "POST",
    `/api/manage/clubs/${clubId}/teams`,
    { name: "1. Mannschaft", canton, league },
  );
  const players: OwnPlayer[] = [];
  for (let i = 0; i < playerCount; i += 1) {
    const values = {
      firstName: FIRST_NAMES[i % FIRST_NAMES.length] ?? "Kim",
      lastName: `Test${i + 1}`,
      playerNumber: i + 1,
    };
    const { player } = await apiJson<{ player: { id: string } }>(
      page.request,
      baseURL,
      "POST",
      `/api/manage/clubs/${clubId}/players`,
      { ...values, teamId: team.id, position: "Stürmer" },
    );
    players.push({ id: player.id, ...values });
  }
  return { name, clubId, teamId: team.id, players };
}
