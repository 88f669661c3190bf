// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it } from "vitest";
import type { Me, MyClub } from "#shared/account/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as ProfilePage } from "./profile-page.tsx";

const OWN: MyClub = { id: "club-ufer", clubName: "FC Ufer", clubLogoUrl: null, role: "admin", teamIds: [] };
const FRIEND: MyClub = { ...OWN, id: "club-seeblick", clubName: "FC Seeblick", role: "ticker" };
const me = (clubs: MyClub[]): Me => ({
  user: { id: "user-1", email: "praesidentin@fc-ufer.ch" },
  profile: {
    userId: "user-1",
    email: "praesidentin@fc-ufer.ch",
    username: "praesidentin",
    fullName: "Rita Ufer",
    address: "",
    city: "",
    phone: "",
    profileImageUrl: null,
    role: "verein_trainer",
    accountType: "club",
    newsletterOptIn: false,
  },
  club: clubs[0] ?? null,
  clubs,
  profileCreated: false,
  leagueOffice: false,
});

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on("GET /api/favorites", json({ favorites: [] }));
});

function open() {
  const router = createMemoryRouter([{ path: "/profile", Component: ProfilePage }], {
    initialEntries: ["/profile"],
  });
  return renderInApp(<RouterProvider router={router} />);
}

it("opens each club of a person in two from the profile", async () => {
  server.on("GET /api/me", json(me([OWN, FRIEND])));
  open();
  const list = await screen.findByRole("list", { name: "Deine Vereine" });
  expect(
    within(list)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual([
    ["FC Ufer verwalten", `/manage-club?verein=${OWN.id}`],
    ["FC Seeblick verwalten", `/manage-club?verein=${FRIEND.id}`],
  ]);
});

it("keeps the one link for a person in one club", async () => {
  server.on("GET /api/me", json(me([OWN])));
  open();
  expect(await screen.findByRole("link", { name: "Zur Vereinsverwaltung" })).toHaveAttribute(
    "href",
    "/manage-club/club",
  );
  expect(screen.getByText("FC Ufer")).toBeInTheDocument();
  expect(screen.queryByRole("list", { name: "Deine Vereine" })).not.toBeInTheDocument();
});
