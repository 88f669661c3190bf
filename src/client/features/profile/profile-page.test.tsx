// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { clubAccountMe, FRIEND_CLUB, OWN_CLUB } from "../../test/me-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as ProfilePage } from "./profile-page.tsx";

const OWN = OWN_CLUB;
const FRIEND = FRIEND_CLUB;
const me = clubAccountMe;

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
