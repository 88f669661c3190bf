// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { PlayerRankingResponse } from "#shared/rankings/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { PlayerRankingList } from "./player-ranking-list.tsx";

// A group's list counts completed matches only (as its table): an empty one does not promise
// the goal the live ticker enters now.

function openScorers(address: string) {
  const server = fakeServer();
  server.on("GET /api/rankings/leagues", json({ season: 2026, leagues: [], cantons: [] }));
  const empty: PlayerRankingResponse = { players: [], sharedPlace: null };
  server.on("GET /api/rankings/scorers", json(empty));
  const router = createMemoryRouter([{ path: "/ranking", element: <PlayerRankingList kind="scorers" /> }], {
    initialEntries: [address],
  });
  renderInApp(<RouterProvider router={router} />);
}

describe("an empty scorers' list", () => {
  it("of a group says its goals come with the final whistle", async () => {
    openScorers("/ranking?kanton=Bern&liga=2.+Liga");
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
