// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { clubAccountMe, OWN_CLUB } from "../../test/me-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as LeagueOfficePage } from "./league-office-page.tsx";

// The sections are their own tests: here the first one only says which league it was given.
vi.mock("./placements-section.tsx", async () => {
  const { useSearchParams } = await import("react-router");
  return {
    PlacementsSection: () => {
      const [params] = useSearchParams();
      return <p data-testid="section">{params.toString()}</p>;
    },
  };
});

beforeEach(() => {
  const server = fakeServer();
  server.on("GET /api/me", json({ ...clubAccountMe([OWN_CLUB]), leagueOffice: true }));
});

function openAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/spielleitung", Component: LeagueOfficePage },
      { path: "/spielleitung/:section", Component: LeagueOfficePage },
    ],
    { initialEntries: [path] },
  );
  renderInApp(<RouterProvider router={router} />);
  return () => router.state.location.pathname + router.state.location.search;
}

describe("the league office's console opened without a section", () => {
  it("opens the first section with the season, canton and league of a shared link", async () => {
    const address = openAt("/spielleitung?saison=2026&kanton=Bern&liga=2.+Liga");
    expect(await screen.findByTestId("section")).toHaveTextContent("saison=2026&kanton=Bern&liga=2.+Liga");
    expect(address()).toBe("/spielleitung/einteilung?saison=2026&kanton=Bern&liga=2.+Liga");
  });
});
