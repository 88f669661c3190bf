// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDate } from "#shared/format.ts";
import type { OfficeCorrection, OfficeLeagueResponse } from "#shared/league/types.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { DecisionsSection } from "./decisions-section.tsx";

// «Abzüge & Fairplay» lists every correction of the season with the red card it raises, and
// marks the ones the table no longer counts (the server's `counts`): a raised red card whose
// card stopped counting, or an older one (naming no card) with no counting red card behind it.

const SEASON = seasonOf(new Date());

const CARD = {
  matchDate: new Date(Date.UTC(SEASON, 8, 6, 13)).toISOString(),
  opponent: "FC Aare",
  minute: 45,
  addedMinute: 2,
  player: "Lena Frei",
};

function correction(
  id: string,
  reason: string,
  counts: boolean,
  card: OfficeCorrection["card"] = null,
): OfficeCorrection {
  return {
    id,
    teamId: "team-rot",
    name: "FC Rot 1. Mannschaft",
    kind: "red_card",
    points: 9,
    reason,
    createdAt: new Date(Date.UTC(SEASON, 9, 1)).toISOString(),
    counts,
    card,
  };
}

const answer: OfficeLeagueResponse = {
  season: SEASON,
  runningSeason: SEASON,
  canton: "Zürich",
  league: "4. Liga",
  groups: [],
  deductions: [],
  corrections: [
    correction("c1", "Tätlichkeit", true, CARD),
    correction("c2", "Schiedsrichter beleidigt", false),
    correction("c3", "Spucken", false, CARD),
  ],
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
    expect(counting).toHaveTextContent(`${formatDate(CARD.matchDate)} gegen FC Aare, 45+2' – Lena Frei`);
    expect(screen.getByText(/Spucken/).closest("li")).toHaveTextContent(
      "Zählt nicht mehr: die Rote Karte zählt in keiner Tabelle",
    );
  });
});
