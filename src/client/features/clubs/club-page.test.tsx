// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it } from "vitest";
import { SIGNED_OUT_ME } from "#shared/account/types.ts";
import type { ClubDetail, ClubTeam } from "#shared/clubs/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as ClubPage } from "./club-page.tsx";

// A fresh club account has no name until the club fills it in: its page goes by the name the
// spec gives it, in the browser tab as in the heading.

const CLUB_ID = "00000000-0000-4000-8000-000000000001";

const NAMELESS: ClubDetail = {
  id: CLUB_ID,
  clubName: "",
  clubLogoUrl: null,
  stadiumName: null,
  stadiumImageUrl: null,
  foundingYear: null,
  activeMembers: null,
  teamsCount: null,
  teamCount: 0,
  contactAddress: null,
  contactEmail: null,
  contactPhone: null,
  description: null,
  verified: false,
};

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on(`GET /api/clubs/${CLUB_ID}`, json({ club: NAMELESS }));
  server.on(`GET /api/clubs/${CLUB_ID}/teams`, json({ teams: [] }));
  server.on(`GET /api/clubs/${CLUB_ID}/fixtures`, json({ teams: [] }));
  document.title = "Tschutti – Amateurfussball Schweiz";
});

function renderClubPage() {
  const router = createMemoryRouter(
    [
      {
        path: "/vereine/:clubId",
        element: (
          <Suspense fallback={null}>
            <ClubPage />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [`/vereine/${CLUB_ID}`] },
  );
  return renderInApp(<RouterProvider router={router} />);
}

it("names a club without a name «Unbenannter Verein» in the heading and the browser tab", async () => {
  renderClubPage();
  expect(await screen.findByRole("heading", { level: 1, name: "Unbenannter Verein" })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe("Unbenannter Verein – Tschutti"));
});

// A fan who finds the club (by its name, in the club list) follows its teams from here: each team
// card has its heart, named for its team, so a list of hearts tells which is which.
it("lets a visitor follow a team from the club's team cards", async () => {
  const team: ClubTeam = {
    id: "team-1",
    name: "1. Mannschaft",
    teamImageUrl: null,
    league: "3. Liga",
    canton: "Zürich",
    playerCount: 18,
  };
  server.on("GET /api/me", json(SIGNED_OUT_ME));
  server.on(
    `GET /api/clubs/${CLUB_ID}`,
    json({ club: { ...NAMELESS, clubName: "FC Seeblick", teamCount: 1 } }),
  );
  server.on(`GET /api/clubs/${CLUB_ID}/teams`, json({ teams: [team] }));
  const { user } = renderClubPage();

  const card = (await screen.findByRole("link", { name: /1\. Mannschaft/ })).closest("li");
  if (!card) throw new Error("team card without its list item");
  const heart = within(card).getByRole("button", { name: "1. Mannschaft zu Favoriten hinzufügen" });
  await waitFor(() => expect(heart).toBeEnabled());
  await user.click(heart);

  expect(
    await within(card).findByRole("button", { name: "1. Mannschaft aus Favoriten entfernen" }),
  ).toBeInTheDocument();
  // The browser keeps the favourite as the team page's heart does, under the club's name.
  expect(localStorage.length).toBe(1);
  expect(JSON.parse(localStorage.getItem(localStorage.key(0) ?? "") ?? "null")).toEqual([
    { id: "team-1", clubId: CLUB_ID, name: "FC Seeblick – 1. Mannschaft", logo: null },
  ]);
});
