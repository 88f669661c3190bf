// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { LineupEntryView, MatchStartingLineups } from "#shared/lineups/types.ts";
import type { LineupPlayer, MatchLineups, MatchTeam } from "#shared/matches/types.ts";
import { emptyStats } from "#shared/players/stats.ts";
import { renderInApp } from "../../test/render.tsx";
import { LineupDialog } from "./lineup-dialog.tsx";

// «Aufstellung» shows who plays: the starting eleven and the substitutes a club set, not its
// whole squad; a side without a line-up says so and shows its squad, named «Kader».

function team(id: string, clubName: string): MatchTeam {
  return {
    id,
    name: "1. Mannschaft",
    teamImageUrl: null,
    clubId: `club-${id}`,
    clubName,
    clubLogoUrl: null,
    league: "3. Liga",
    canton: "Zürich",
    archived: false,
    awaitingOffice: false,
  };
}

const HOME = team("home", "FC Seeblick");
const AWAY = team("away", "SV Limmatau");

function squad(teamId: string, count: number): LineupPlayer[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${teamId}-p${i + 1}`,
    firstName: "Spieler",
    lastName: `${teamId}${i + 1}`,
    playerNumber: i + 1,
    playerImageUrl: null,
    teamId,
    position: i === 0 ? "Torhüter" : "Mittelfeld",
    birthYear: null,
    atClubSince: null,
    ...emptyStats(),
  }));
}

function entry(player: LineupPlayer, role: "start" | "bench"): LineupEntryView {
  return {
    playerId: player.id,
    name: `${player.firstName} ${player.lastName}`,
    shirtNumber: player.playerNumber,
    role,
    isCaptain: false,
    isGoalkeeper: player.position === "Torhüter",
  };
}

const homeSquad = squad("home", 18);
const squads: MatchLineups = {
  home: { team: HOME, players: homeSquad },
  away: { team: AWAY, players: squad("away", 15) },
  hasLineups: true,
};
const lineups: MatchStartingLineups = {
  home: {
    starters: homeSquad.slice(0, 11).map((p) => entry(p, "start")),
    bench: homeSquad.slice(11, 14).map((p) => entry(p, "bench")),
  },
  away: null,
};

describe("LineupDialog", () => {
  it("shows the starting eleven and the substitutes, not the whole squad", () => {
    renderInApp(
      <LineupDialog squads={squads} lineups={lineups} status="scheduled" open onOpenChange={() => {}} />,
    );
    const dialog = screen.getByRole("dialog", { name: "Aufstellung" });
    const home = within(dialog).getByRole("region", { name: "FC Seeblick 1. Mannschaft" });
    const starters = within(home).getByRole("list", { name: "Startelf" });
    const bench = within(home).getByRole("list", { name: "Ersatzbank" });
    expect(within(starters).getAllByRole("listitem")).toHaveLength(11);
    expect(within(bench).getAllByRole("listitem")).toHaveLength(3);
    expect(within(home).getByText("Spieler home12")).toBeInTheDocument();
    // Squad players outside the line-up are not shown.
    expect(within(home).queryByText("Spieler home15")).not.toBeInTheDocument();
  });

  it("says «Noch keine Aufstellung» for a side without one and shows its squad as «Kader»", async () => {
    const onPlayerClick = vi.fn();
    const { user } = renderInApp(
      <LineupDialog
        squads={squads}
        lineups={lineups}
        status="scheduled"
        open
        onOpenChange={() => {}}
        onPlayerClick={onPlayerClick}
      />,
    );
    const away = screen.getByRole("region", { name: "SV Limmatau 1. Mannschaft" });
    expect(within(away).getByText("Noch keine Aufstellung.")).toBeInTheDocument();
    expect(within(away).queryByRole("list", { name: "Startelf" })).not.toBeInTheDocument();
    const kader = within(away).getByRole("list", { name: "Kader" });
    expect(within(kader).getAllByRole("listitem")).toHaveLength(15);
    expect(within(kader).getByText("#15")).toBeInTheDocument();
    expect(within(kader).getAllByText("Mittelfeld")).toHaveLength(14);
    await user.click(within(kader).getByRole("button", { name: /Spieler away3/ }));
    expect(onPlayerClick).toHaveBeenCalledWith(expect.objectContaining({ id: "away-p3" }));
    // A side with a line-up shows who plays, not its squad.
    const home = screen.getByRole("region", { name: "FC Seeblick 1. Mannschaft" });
    expect(within(home).queryByRole("list", { name: "Kader" })).not.toBeInTheDocument();
  });

  // After the final whistle «Noch» promised a line-up that will not come.
  it.each(["live", "completed", "cancelled"] as const)(
    "says «Keine Aufstellung erfasst.» for a side without one once the match is %s",
    (status) => {
      renderInApp(
        <LineupDialog squads={squads} lineups={lineups} status={status} open onOpenChange={() => {}} />,
      );
      const away = screen.getByRole("region", { name: "SV Limmatau 1. Mannschaft" });
      expect(within(away).getByText("Keine Aufstellung erfasst.")).toBeInTheDocument();
      expect(within(away).queryByText(/Noch/)).not.toBeInTheDocument();
      // Its squad is still there to look at, named as such.
      expect(within(away).getByRole("list", { name: "Kader" })).toBeInTheDocument();
    },
  );

  it("marks each column with its club's initial, not its team's («1. Mannschaft»)", () => {
    renderInApp(
      <LineupDialog squads={squads} lineups={lineups} status="scheduled" open onOpenChange={() => {}} />,
    );
    const away = screen.getByRole("region", { name: "SV Limmatau 1. Mannschaft" });
    // The logo's fallback letter comes first in the heading.
    expect(within(away).getByRole("heading", { level: 3 }).textContent).toBe("SSV Limmatau 1. Mannschaft");
  });

  it("opens a platform player's card and lists a typed name without one", async () => {
    const onPlayerClick = vi.fn();
    const withGuest: MatchStartingLineups = {
      ...lineups,
      away: {
        starters: [
          {
            playerId: null,
            name: "Gast Spieler",
            shirtNumber: 9,
            role: "start",
            isCaptain: true,
            isGoalkeeper: false,
          },
        ],
        bench: [],
      },
    };
    const { user } = renderInApp(
      <LineupDialog
        squads={squads}
        lineups={withGuest}
        status="live"
        open
        onOpenChange={() => {}}
        onPlayerClick={onPlayerClick}
      />,
    );
    const away = screen.getByRole("region", { name: "SV Limmatau 1. Mannschaft" });
    expect(within(away).getByText("Gast Spieler")).toBeInTheDocument();
    expect(within(away).queryByRole("button")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Spieler home3/ }));
    expect(onPlayerClick).toHaveBeenCalledWith(homeSquad[2]);
  });
});
