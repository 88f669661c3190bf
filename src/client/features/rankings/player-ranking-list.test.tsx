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
