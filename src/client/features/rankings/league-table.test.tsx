// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { LeagueTableEntry, LeagueTableResponse } from "#shared/rankings/types.ts";
import { LeagueTable } from "./league-table.tsx";

const row = (name: string, position: number, extra: Partial<LeagueTableEntry> = {}): LeagueTableEntry => ({
  position,
  teamId: name,
  name: `FC ${name} 1. Mannschaft`,
  teamName: "1. Mannschaft",
  clubName: `FC ${name}`,
  imageUrl: null,
  clubId: null,
  clubLogoUrl: null,
  played: 2,
  won: 1,
  drawn: 0,
  lost: 1,
  goalsFor: 3,
  goalsAgainst: 3,
  goalDifference: 0,
  points: 3,
  penaltyPoints: 0,
  deductedPoints: 0,
  withdrawn: false,
  tieBreak: null,
  zone: null,
  movedTo: null,
  archived: false,
  ...extra,
});

const table = (rows: LeagueTableEntry[]): LeagueTableResponse => ({
  canton: "Zürich",
  league: "3. Liga",
  season: 2026,
  group: "Gruppe 1",
  groups: ["Gruppe 1", "Gruppe 2"],
  rule: "fairPlay",
  rows,
  deductions: [],
  fairPlay: [],
});

function rowOf(club: string): HTMLElement {
  const cell = screen.getByText(club);
  const tr = cell.closest("tr");
  if (!tr) throw new Error(`no row for ${club}`);
  return tr;
}

describe("LeagueTable", () => {
  it("marks a team moved out of the group beside its name, greyed", () => {
    render(
      <MemoryRouter>
        <LeagueTable
          isStale={false}
          table={table([
            row("Adler", 1),
            row("Seeblick", 2, { movedTo: { canton: "Zürich", league: "2. Liga", group: "Gruppe 1" } }),
            row("Elch", 3, { movedTo: { canton: "Zürich", league: "3. Liga", group: "Gruppe 2" } }),
          ])}
        />
      </MemoryRouter>,
    );
    const seeblick = rowOf("FC Seeblick");
    expect(within(seeblick).getByText("in die 2. Liga verschoben")).toBeTruthy();
    expect(seeblick.dataset.moved).toBe("true");
    expect(within(rowOf("FC Elch")).getByText("in Gruppe 2 verschoben")).toBeTruthy();
    const adler = rowOf("FC Adler");
    expect(adler.dataset.moved).toBeUndefined();
    expect(within(adler).queryByText(/verschoben/)).toBeNull();
  });

  it("names the table's group and season to a screen reader, as the heading does", () => {
    // Both groups of Zürich's 3. Liga were read out as «Tabelle 3. Liga, Zürich».
    render(
      <MemoryRouter>
        <LeagueTable isStale={false} table={table([row("Adler", 1)])} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole("table", { name: "Tabelle 3. Liga, Zürich, Gruppe 1, Saison 2026/27" }),
    ).toBeTruthy();
  });

  it("links a team to its page, but not a team its club deleted (its page is gone)", () => {
    render(
      <MemoryRouter>
        <LeagueTable
          isStale={false}
          table={table([
            row("Adler", 1, { clubId: "club-adler" }),
            row("Seeblick", 2, { clubId: "club-seeblick", archived: true }),
          ])}
        />
      </MemoryRouter>,
    );
    expect(within(rowOf("FC Adler")).getByRole("link").getAttribute("href")).toBe(
      "/vereine/club-adler/teams/Adler",
    );
    expect(within(rowOf("FC Seeblick")).queryByRole("link")).toBeNull();
  });

  it("names the tie-break that placed two teams level on points without claiming it of the lower one", () => {
    // Seeblick has more Strafpunkte (11) than Limmatau (8) and stands below it for that reason:
    // under its name «weniger Strafpunkte» said the opposite of its own Str. column.
    render(
      <MemoryRouter>
        <LeagueTable
          isStale={false}
          table={table([
            row("Limmatau", 1, { points: 10, penaltyPoints: 8, tieBreak: "penaltyPoints" }),
            row("Seeblick", 2, { points: 10, penaltyPoints: 11, tieBreak: "penaltyPoints" }),
            row("Elch", 3, { points: 7, goalDifference: 2, tieBreak: "goalDifference" }),
            row("Adler", 4, { points: 7, goalDifference: -1, tieBreak: "goalDifference" }),
          ])}
        />
      </MemoryRouter>,
    );
    for (const club of ["FC Limmatau", "FC Seeblick"]) {
      const team = within(rowOf(club)).getByRole("rowheader");
      expect(team.textContent).toContain("nach Strafpunkten");
      expect(team.textContent).not.toMatch(/weniger|mehr/);
    }
    for (const club of ["FC Elch", "FC Adler"]) {
      const team = within(rowOf(club)).getByRole("rowheader");
      expect(team.textContent).toContain("nach Tordifferenz");
      expect(team.textContent).not.toMatch(/bessere/);
    }
  });

  it("says what decides when everything else is level: the lot", () => {
    render(
      <MemoryRouter>
        <LeagueTable isStale={false} table={table([row("Adler", 1), row("Elch", 2)])} />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        /Bei Punktgleichheit entscheiden weniger Strafpunkte .*Direktbegegnungen, zuletzt das Los\./,
      ),
    ).toBeTruthy();
  });

  it("a group without a counted match says so and what comes next, instead of a lot between all", () => {
    const unplayed = { played: 0, won: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
    render(
      <MemoryRouter>
        <LeagueTable
          isStale={false}
          table={table([
            row("Adler", 1, { ...unplayed, tieBreak: "lot" }),
            row("Elch", 1, { ...unplayed, tieBreak: "lot" }),
          ])}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Noch kein Spiel gewertet/).closest("p")?.textContent).toMatch(
      /sobald das erste Meisterschaftsspiel der Gruppe beendet ist/,
    );
    expect(screen.getByRole("link", { name: "Spielplan" }).getAttribute("href")).toBe("/spielplan");
    expect(screen.queryByText("Gleichstand (Los)")).toBeNull();
    for (const club of ["FC Adler", "FC Elch"]) {
      expect(within(rowOf(club)).getAllByRole("cell")[0]?.textContent).toBe("–");
    }
  });

  it("writes points below zero with a minus sign, as the goal difference", () => {
    // A deduction larger than the points («-2» with a hyphen beside «−9» in «+/-»).
    render(
      <MemoryRouter>
        <LeagueTable
          isStale={false}
          table={table([
            row("Adler", 1),
            row("Elch", 2, { points: -2, deductedPoints: 2, goalDifference: -9, goalsAgainst: 12 }),
          ])}
        />
      </MemoryRouter>,
    );
    const cells = within(rowOf("FC Elch")).getAllByRole("cell");
    expect(cells[1]?.textContent).toBe("−2");
  });
});
