// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
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

function player(n: number): LineupPlayer {
  return {
    id: `p${n}`,
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
    serve(["p1", "p2"]);
    renderInApp(<LineupTab match={match} clubId={clubId} />);
    const scorer = await screen.findByRole("button", { name: "Lena Frei2: nicht aufgestellt" });
    expect(scorer).toBeDisabled();
    expect(screen.getByRole("button", { name: "Lena Frei1: nicht aufgestellt" })).toBeEnabled();
    const row = scorer.closest("li");
    expect(row && within(row).getByText("im Spielverlauf")).toBeInTheDocument();
  });

  it("refuses to save a line-up without him before asking the server", async () => {
    serve(["p1"]);
    const { user } = renderInApp(<LineupTab match={match} clubId={clubId} />);
    await user.click(await screen.findByRole("button", { name: "Aufstellung speichern" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Lena Frei2 kommt im Spielverlauf vor und bleibt darum in der Aufstellung; lösche zuerst das Ereignis.",
    );
    expect(server.writes()).toEqual([]);
  });
});
