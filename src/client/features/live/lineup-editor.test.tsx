// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { MatchStartingLineups } from "#shared/lineups/types.ts";
import type { LineupPlayer, MatchEventView, MatchLineups } from "#shared/matches/types.ts";
import { emptyStats } from "#shared/players/stats.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { LineupTab } from "./lineup-editor.tsx";

// A line-up keeps the players its side's events name; the editor knows it before the server
// refuses: their «–» is not offered, and a save without one of them says why without a request.

const match = testLiveMatch("m");
const clubId = match.homeTeam.clubId ?? "";

/** A player's id as the save's check wants it (a UUID). */
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function player(n: number): LineupPlayer {
  return {
    id: idOf(n),
    firstName: "Lena",
    lastName: `Frei${n}`,
    playerNumber: n,
    playerImageUrl: null,
    teamId: match.homeTeam.id,
    position: null,
    birthYear: null,
    atClubSince: null,
    ...emptyStats(),
  };
}
const scorer = player(2);
const squad = [player(1), scorer, player(3)];

function goalBy(scorer: LineupPlayer): MatchEventView {
  return {
    id: "e1",
    matchId: match.id,
    type: "goal",
    minute: 12,
    addedMinute: null,
    description: "Tor",
    customDescription: null,
    score: { home: 1, away: 0 },
    teamSide: "home",
    player: scorer,
    assist: null,
    playerIn: null,
    createdAt: new Date().toISOString(),
  };
}

let server: ReturnType<typeof fakeServer>;

function serve(starterIds: string[]) {
  const squads: MatchLineups = {
    home: { team: match.homeTeam, players: squad },
    away: { team: match.awayTeam, players: [] },
    hasLineups: false,
  };
  const lineups: MatchStartingLineups = {
    home: {
      starters: starterIds.map((id) => ({
        playerId: id,
        name: id,
        shirtNumber: null,
        role: "start",
        isCaptain: false,
        isGoalkeeper: false,
      })),
      bench: [],
    },
    away: null,
  };
  server.on(`GET /api/matches/${match.id}/lineups`, json(squads));
  server.on(`GET /api/matches/${match.id}/starting-lineups`, json(lineups));
  server.on(`GET /api/matches/${match.id}/events`, json({ events: [goalBy(scorer)] }));
}

beforeEach(() => {
  server = fakeServer();
});

describe("the line-up editor and the match's events", () => {
  it("does not offer to take out a player the events name, and says why", async () => {
    serve([idOf(1), idOf(2)]);
    renderInApp(<LineupTab match={match} clubId={clubId} />);
    const scorer = await screen.findByRole("button", { name: "Lena Frei2: nicht aufgestellt" });
    expect(scorer).toBeDisabled();
    expect(screen.getByRole("button", { name: "Lena Frei1: nicht aufgestellt" })).toBeEnabled();
    const row = scorer.closest("li");
    expect(row && within(row).getByText("im Spielverlauf")).toBeInTheDocument();
  });

  it("refuses to save a line-up without him before asking the server", async () => {
    serve([idOf(1)]);
    const { user } = renderInApp(<LineupTab match={match} clubId={clubId} />);
    await user.click(await screen.findByRole("button", { name: "Aufstellung speichern" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Lena Frei2 kommt im Spielverlauf vor und gehört darum in die Startelf oder auf die Ersatzbank; lösche zuerst das Ereignis, wenn Lena Frei2 nicht gespielt hat.",
    );
    expect(server.writes()).toEqual([]);
  });

  // A ticker person entering the line-up after the kickoff: a booked or scoring player not yet
  // set was shown like any other, and the save said he «bleibt in der Aufstellung; lösche zuerst
  // das Ereignis», as if the yellow card had to go; he only has to be set to «Start» or «Bank».
  it("marks a player the events name who is not set yet, and the save asks to set him", async () => {
    serve([]);
    const { user } = renderInApp(<LineupTab match={match} clubId={clubId} />);
    const scorer = await screen.findByRole("button", { name: "Lena Frei2: nicht aufgestellt" });
    expect(scorer).toBeEnabled();
    const row = scorer.closest("li");
    expect(row && within(row).getByText("im Spielverlauf")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Lena Frei1: Start" }));
    await user.click(screen.getByRole("button", { name: "Aufstellung speichern" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Lena Frei2 kommt im Spielverlauf vor und gehört darum in die Startelf oder auf die Ersatzbank/,
    );
    await user.click(screen.getByRole("button", { name: "Lena Frei2: Bank" }));
    await user.click(screen.getByRole("button", { name: "Aufstellung speichern" }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
  });
});
