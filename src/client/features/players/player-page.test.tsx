// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import type { PlayerDetail, PlayerResponse } from "#shared/players/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as PlayerPage } from "./player-page.tsx";

// A player's goals and cards count for the team he got them for: his page shows them all, and
// once he has played for another team, which team each part belongs to.

const PLAYER_ID = "00000000-0000-4000-8000-000000000009";
const SENIORS = "00000000-0000-4000-8000-000000000030";
const FIRST = "00000000-0000-4000-8000-000000000001";
const zero = { goals: 0, assists: 0, yellowCards: 0, yellowRedCards: 0, redCards: 0 };

function player(statsByTeam: PlayerDetail["statsByTeam"]): PlayerDetail {
  return {
    id: PLAYER_ID,
    teamId: SENIORS,
    firstName: "Diogo",
    lastName: "Sousa",
    playerNumber: 9,
    playerImageUrl: null,
    birthYear: null,
    atClubSince: null,
    position: null,
    stats: { goals: 5, assists: 1, yellowCards: 1, yellowRedCards: 0, redCards: 0 },
    statsByTeam,
    team: { id: SENIORS, name: "Senioren 30+", teamImageUrl: null, league: "5. Liga", canton: "Zürich" },
    club: null,
  };
}

function openPage(detail: PlayerDetail) {
  fakeServer().on(`GET /api/players/${PLAYER_ID}`, json({ player: detail } satisfies PlayerResponse));
  const router = createMemoryRouter(
    [
      {
        path: "/players/:playerId",
        element: (
          <Suspense fallback={null}>
            <PlayerPage />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [`/players/${PLAYER_ID}`] },
  );
  return renderInApp(<RouterProvider router={router} />);
}

it("names the teams his numbers were counted for once he played for another team", async () => {
  openPage(
    player([
      { teamId: SENIORS, teamName: "Senioren 30+", stats: { ...zero, goals: 2 } },
      { teamId: FIRST, teamName: "1. Mannschaft", stats: { ...zero, goals: 3, assists: 1, yellowCards: 1 } },
    ]),
  );
  const stats = await screen.findByRole("region", { name: "Statistik" });
  const byTeam = within(stats).getByRole("list");
  expect(
    within(byTeam)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(["Senioren 30+: 2 Tore", "1. Mannschaft: 3 Tore, 1 Assist, 1 Gelbe Karte"]);
});

it("adds nothing when all of them are for the team he plays for", async () => {
  openPage(player([{ teamId: SENIORS, teamName: "Senioren 30+", stats: { ...zero, goals: 5 } }]));
  const stats = await screen.findByRole("region", { name: "Statistik" });
  expect(within(stats).queryByRole("list")).not.toBeInTheDocument();
  expect(within(stats).queryByText("Nach Mannschaft")).not.toBeInTheDocument();
});

it("calls the birth year «Geburtsjahr», as the club's cards and forms do", async () => {
  openPage({ ...player([]), birthYear: 1994 });
  const term = await screen.findByText("Geburtsjahr", { selector: "dt" });
  expect(term.nextElementSibling).toHaveTextContent("1994");
  expect(screen.queryByText("Jahrgang")).not.toBeInTheDocument();
});

it("leads back to his team by the team's whole name, not «Zurück zu 1. Mannschaft»", async () => {
  openPage({
    ...player([]),
    team: { id: FIRST, name: "1. Mannschaft", teamImageUrl: null, league: "3. Liga", canton: "Zürich" },
    club: { id: "00000000-0000-4000-8000-000000000100", clubName: "FC Seeblick", clubLogoUrl: null },
  });
  const back = await screen.findByRole("link", { name: "FC Seeblick 1. Mannschaft" });
  expect(back).toHaveAttribute("href", `/vereine/00000000-0000-4000-8000-000000000100/teams/${FIRST}`);
  expect(screen.queryByText(/Zurück zu/)).not.toBeInTheDocument();
});
