// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { renderInApp } from "../../test/render.tsx";
import { FavoriteTeamsList } from "./favorite-teams-list.tsx";

const LIMMATAU = {
  id: "11111111-1111-4111-8111-111111111111",
  clubId: "22222222-2222-4222-8222-222222222222",
  name: "SV Limmatau – 1. Mannschaft",
  logo: null,
};

// The start page's tiles showed «SV Limmatau – 1.» above «Mannschaft» (the ordinal read as the
// end of the club's name), and a longer name was cut after two lines.
it("shows a tile's club above its team, the team's ordinal kept with its word", async () => {
  renderInApp(
    <MemoryRouter>
      <FavoriteTeamsList favorites={[LIMMATAU]} layout="grid" />
    </MemoryRouter>,
  );
  // jsdom's name drops the spaces around the hidden dash that Chromium keeps (an e2e check reads it there).
  const tile = await screen.findByRole("link", { name: /^SV Limmatau ?– ?1\. Mannschaft$/ });
  expect(tile).toHaveAttribute("href", `/vereine/${LIMMATAU.clubId}/teams/${LIMMATAU.id}`);
  expect(tile.querySelector(".line-clamp-2")).toBeNull();
  expect([...tile.querySelectorAll(".whitespace-nowrap")].map((part) => part.textContent)).toEqual([
    "1. Mannschaft",
  ]);
  expect(screen.getByText("SV Limmatau")).toBeInTheDocument();
});
