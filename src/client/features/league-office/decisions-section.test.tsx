// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { OfficeCorrection, OfficeLeagueResponse } from "#shared/league/types.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { DecisionsSection } from "./decisions-section.tsx";

// «Abzüge & Fairplay» lists every correction of the season, and marks the ones the table no
// longer counts (the server's `counts`): a raised red card with no counting red card behind it.

const SEASON = seasonOf(new Date());

function correction(id: string, reason: string, counts: boolean): OfficeCorrection {
  return {
    id,
    teamId: "team-rot",
    name: "FC Rot 1. Mannschaft",
    kind: "red_card",
    points: 9,
    reason,
    createdAt: new Date(Date.UTC(SEASON, 9, 1)).toISOString(),
    counts,
  };
}

const answer: OfficeLeagueResponse = {
  season: SEASON,
  runningSeason: SEASON,
  canton: "Zürich",
  league: "4. Liga",
  groups: [],
  deductions: [],
  corrections: [correction("c1", "Tätlichkeit", true), correction("c2", "Schiedsrichter beleidigt", false)],
};

beforeEach(() => {
  fakeServer().on("GET /api/league-office/league", json(answer));
});

describe("«Abzüge & Fairplay»", () => {
  it("marks a correction that no longer adds points, and only that one", async () => {
    const router = createMemoryRouter([{ path: "/spielleitung/entscheide", Component: DecisionsSection }], {
      initialEntries: [`/spielleitung/entscheide?saison=${SEASON}&kanton=Z%C3%BCrich&liga=4.+Liga`],
    });
    renderInApp(<RouterProvider router={router} />);
    const counting = (await screen.findByText(/Tätlichkeit/)).closest("li");
    const stopped = screen.getByText(/Schiedsrichter beleidigt/).closest("li");
    expect(stopped).toHaveTextContent("Zählt nicht mehr: keine gewertete Rote Karte");
    expect(counting).not.toHaveTextContent("Zählt nicht mehr");
  });
});
