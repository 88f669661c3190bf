// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { PlayerRankingResponse, RankedPlayer } from "#shared/rankings/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { PlayerRankingList } from "./player-ranking-list.tsx";

// A group's list counts completed matches only (as its table): an empty one does not promise
// the goal the live ticker enters now.

function openScorers(address: string, answer: PlayerRankingResponse = { players: [], sharedPlace: null }) {
  const server = fakeServer();
  server.on("GET /api/rankings/leagues", json({ season: 2026, leagues: [], cantons: [] }));
  server.on("GET /api/rankings/scorers", json(answer));
  const router = createMemoryRouter([{ path: "/ranking", element: <PlayerRankingList kind="scorers" /> }], {
    initialEntries: [address],
  });
  renderInApp(<RouterProvider router={router} />);
}

describe("an empty scorers' list", () => {
  it("of a group says its goals come with the final whistle", async () => {
    openScorers("/ranking?kanton=Bern&liga=2.+Liga&gruppe=Gruppe+1");
    await screen.findByText("Keine Tore für diese Auswahl.");
    expect(
      screen.getByText(
        "Sobald ein Meisterschaftsspiel der Gruppe mit Toren beendet ist, erscheinen die Torschützen hier.",
      ),
    ).toBeTruthy();
  });

  it("of the country says a goal in the live ticker shows at once", async () => {
    openScorers("/ranking");
    await screen.findByText("Keine Tore für diese Auswahl.");
    expect(
      screen.getByText("Sobald ein Verein im Live-Ticker ein Tor einträgt, erscheint der Torschütze hier."),
    ).toBeTruthy();
  });
});

describe("a list of a group the league does not have", () => {
  // Without scripts, «Anzeigen» after choosing another canton sends the group chosen before:
  // Tessin's 2. Liga has one group, and its list read «Keine Tore für diese Auswahl.» as if
  // nobody had scored there.
  it("says the group does not exist and what to choose instead", async () => {
    const server = fakeServer();
    server.on(
      "GET /api/rankings/leagues",
      json({
        season: 2026,
        leagues: [
          {
            canton: "Tessin",
            league: "2. Liga",
            teamCount: 2,
            completedMatches: 1,
            groups: [{ name: "Gruppe 1", teamCount: 2 }],
          },
        ],
        cantons: [{ canton: "Tessin", teamCount: 2 }],
      }),
    );
    server.on("GET /api/rankings/scorers", json({ players: [], sharedPlace: null }));
    const router = createMemoryRouter([{ path: "/ranking", element: <PlayerRankingList kind="scorers" /> }], {
      initialEntries: ["/ranking?kanton=Tessin&liga=2.+Liga&gruppe=Gruppe+2"],
    });
    renderInApp(<RouterProvider router={router} />);
    expect(
      await screen.findByText(
        "In dieser Saison hat die Liga «2. Liga» im Kanton Tessin keine «Gruppe 2». Wähle eine Gruppe aus der Liste oder «Alle Gruppen».",
      ),
    ).toBeTruthy();
  });
});

describe("a ranked player's team", () => {
  // On a phone the name column is narrow: «SV Limmatau 1.» stood above «Mannschaft».
  it("keeps the team's ordinal on the line of its word", async () => {
    const player: RankedPlayer = {
      rank: 1,
      playerId: "p1",
      firstName: "Michele",
      lastName: "Bernasconi",
      playerImageUrl: null,
      teamId: "t1",
      teamName: "1. Mannschaft",
      teamImageUrl: null,
      clubId: "c1",
      clubName: "SV Limmatau",
      clubLogoUrl: null,
      goals: 3,
      yellowCards: 0,
      yellowRedCards: 0,
      redCards: 0,
    };
    openScorers("/ranking", { players: [player], sharedPlace: null });
    const row = (await screen.findByRole("link", { name: "Michele Bernasconi" })).closest("li");
    if (!row) throw new Error("no row");
    expect(row.textContent).toContain("SV Limmatau 1. Mannschaft");
    expect([...row.querySelectorAll(".whitespace-nowrap")].map((e) => e.textContent)).toEqual([
      "1. Mannschaft",
    ]);
  });
});
