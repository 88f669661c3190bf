// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import type { Me } from "#shared/account/types.ts";
import type { ManageCoach } from "#shared/coaches/types.ts";
import type { ManageTeam } from "#shared/teams/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { ManageCoachesTab } from "./manage-coaches-tab.tsx";

const CLUB_ID = "club-1";
const TEAM_ID = "3f0f6c1e-7f55-4c1a-9d59-2f6f7a0c8e11";
const ME: Me = {
  user: { id: "user-1", email: "admin@fc-seeblick.ch" },
  profile: null,
  club: { id: CLUB_ID, clubName: "FC Seeblick", clubLogoUrl: null, role: "admin", teamIds: [] },
  clubs: [{ id: CLUB_ID, clubName: "FC Seeblick", clubLogoUrl: null, role: "admin", teamIds: [] }],
  profileCreated: true,
  leagueOffice: false,
};
const TEAM: ManageTeam = {
  id: TEAM_ID,
  name: "Erste",
  canton: "Bern",
  league: "4. Liga",
  group: "Gruppe 1",
  teamImageUrl: null,
  clubId: CLUB_ID,
  createdByClubId: CLUB_ID,
  completedMatchCount: 0,
  agreedFixtureCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
};
const coach = (id: string, firstName: string, lastName: string): ManageCoach => ({
  id,
  teamId: TEAM_ID,
  firstName,
  lastName,
  role: "Trainer",
  birthYear: 1980,
  atClubSince: 2020,
  coachImageUrl: null,
});

it("scrolls a coach just added into view and marks the card, as a new player's", async () => {
  const server = fakeServer();
  const others = [coach("c-1", "Mia", "Berg"), coach("c-2", "Lena", "Frei")];
  const added = coach("c-new", "Gian", "Caduff");
  let listed = others;
  server.on("GET /api/me", json(ME));
  server.on(`GET /api/manage/clubs/${CLUB_ID}/teams`, json({ teams: [TEAM] }));
  server.on(`GET /api/manage/teams/${TEAM_ID}/coaches`, () => json({ coaches: listed }));
  server.on(`POST /api/manage/teams/${TEAM_ID}/coaches`, () => {
    listed = [...others, added];
    return json({ coach: added }, 201);
  });
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };

  const router = createMemoryRouter([
    { path: "*", element: <ManageCoachesTab clubId={CLUB_ID} teamsPath="/manage-club/teams" /> },
  ]);
  const { user } = renderInApp(<RouterProvider router={router} />);
  await screen.findByRole("heading", { name: "Mia Berg" });
  const open = screen.getByRole("button", { name: "Trainer hinzufügen" });
  await user.click(open);
  const dialog = await screen.findByRole("dialog", { name: "Trainer hinzufügen" });
  await user.type(within(dialog).getByLabelText(/Vorname/), "Gian");
  await user.type(within(dialog).getByLabelText(/Nachname/), "Caduff");
  await user.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));

  const card = (await screen.findByRole("heading", { name: "Gian Caduff" })).closest("li");
  await waitFor(() => expect(scrolled).toEqual([card]));
  expect(card).toHaveClass("ring-2");
  await waitFor(() => expect(open).toHaveFocus());
});
