// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it, vi } from "vitest";
import type { Me } from "#shared/account/types.ts";
import { SIGNED_OUT_ME } from "#shared/account/types.ts";
import type { FavoriteTeam } from "#shared/favorites/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as HomePage } from "./home-page.tsx";

beforeEach(() => {
  // The hero asks for the screen's width; jsdom has no media queries.
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  const server = fakeServer();
  server.on("GET /api/me", json(SIGNED_OUT_ME));
  server.on("GET /api/matches", json({ matches: [], nextCursor: null }));
  server.on("GET /api/news", json({ news: [], nextCursor: null }));
});

it("has one heading «Live-Ticker» over the live teaser, which names its region", async () => {
  const router = createMemoryRouter([{ path: "/", Component: HomePage }]);
  renderInApp(<RouterProvider router={router} />);
  const live = await screen.findByRole("region", { name: "Live-Ticker" });
  // A screen reader's list of headings read «Live-Ticker» twice in a row.
  expect(screen.getAllByRole("heading", { name: "Live-Ticker" })).toHaveLength(1);
  expect(within(live).getByRole("heading", { level: 2, name: "Live-Ticker" })).toBeVisible();
});

it("calls a fan's coming matches «Nächste Spiele deiner Favoriten», as the dashboard does", async () => {
  const fan: Me = { ...SIGNED_OUT_ME, user: { id: "user-1", email: "fan@example.ch" }, profileCreated: true };
  const favorite: FavoriteTeam = {
    id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
    clubId: "club-a",
    name: "1. Mannschaft",
    logo: null,
    clubName: "FC Ahorn",
    league: "3. Liga",
    canton: "Bern",
    createdAt: "2025-01-01T00:00:00.000Z",
  };
  const server = fakeServer();
  server.on("GET /api/me", json(fan));
  server.on("GET /api/favorites", json({ favorites: [favorite] }));
  server.on("GET /api/matches", json({ matches: [], nextCursor: null }));
  server.on("GET /api/news", json({ news: [], nextCursor: null }));
  const router = createMemoryRouter([{ path: "/", Component: HomePage }]);
  renderInApp(<RouterProvider router={router} />);
  expect(
    await screen.findByRole("heading", { level: 2, name: "Nächste Spiele deiner Favoriten" }),
  ).toBeVisible();
  expect(screen.queryByText("Nächste Spiele deiner Teams")).not.toBeInTheDocument();
});
