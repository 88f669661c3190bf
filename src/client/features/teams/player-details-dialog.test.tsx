// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import type { TeamPlayer } from "#shared/teams/types.ts";
import { renderInApp } from "../../test/render.tsx";
import { PlayerDetailsDialog } from "./player-details-dialog.tsx";

const PLAYER: TeamPlayer = {
  id: "p-1",
  teamId: "t-1",
  firstName: "Lena",
  lastName: "Frei",
  playerNumber: 7,
  playerImageUrl: null,
  birthYear: 1994,
  atClubSince: 2019,
  position: "Stürmer",
  stats: { goals: 0, assists: 0, yellowCards: 0, yellowRedCards: 0, redCards: 0 },
};

it("calls the birth year «Geburtsjahr», as the club's cards and forms do", async () => {
  const router = createMemoryRouter([
    { path: "*", element: <PlayerDetailsDialog player={PLAYER} onClose={() => {}} /> },
  ]);
  renderInApp(<RouterProvider router={router} />);
  const term = await screen.findByText("Geburtsjahr", { selector: "dt" });
  expect(term.nextElementSibling).toHaveTextContent("1994");
  expect(screen.queryByText("Jahrgang")).not.toBeInTheDocument();
});
