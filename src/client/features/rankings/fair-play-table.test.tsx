// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { FairPlayEntry, LeagueTableEntry, LeagueTableResponse } from "#shared/rankings/types.ts";
import { FairPlayTable } from "./fair-play-table.tsx";

const entry = (name: string, rank: number, penaltyPoints: number): FairPlayEntry => ({
  rank,
  teamId: name,
  name: `FC ${name}`,
  yellow: penaltyPoints,
  yellowRed: 0,
  red: 0,
  corrections: 0,
  penaltyPoints,
});

const tableRow = (name: string, movedTo: LeagueTableEntry["movedTo"]) =>
  ({ teamId: name, name: `FC ${name}`, movedTo }) as LeagueTableEntry;

const table: LeagueTableResponse = {
  canton: "Zürich",
  league: "3. Liga",
  season: 2026,
  group: "Gruppe 1",
  groups: ["Gruppe 1", "Gruppe 2"],
  rule: "fairPlay",
  rows: [
    tableRow("Adler", null),
    tableRow("Seeblick", { canton: "Zürich", league: "3. Liga", group: "Gruppe 2" }),
  ],
  deductions: [],
  fairPlay: [entry("Adler", 1, 2), entry("Seeblick", 2, 5)],
};

function rowOf(name: string): HTMLElement {
  const tr = screen.getByRole("rowheader", { name: new RegExp(name) }).closest("tr");
  if (!tr) throw new Error(`no row for ${name}`);
  return tr;
}

describe("FairPlayTable", () => {
  it("has a cell for each column and no other", () => {
    render(<FairPlayTable table={table} isStale={false} />);
    // Named in full for a screen reader; the eye gets «Str.», the cards and «Korr.».
    const columns = screen.getAllByRole("columnheader");
    const names = ["#", "Strafpunkte", "Mannschaft", "Gelbe Karten", "Gelb-Rote Karten", "Rote Karten"];
    expect(columns).toHaveLength(7);
    for (const [i, name] of [...names, "Korrekturen der Spielleitung"].entries()) {
      expect(columns[i]).toHaveAccessibleName(name);
    }
    const adler = rowOf("FC Adler");
    expect([...adler.children].map((cell) => cell.textContent)).toEqual([
      "1",
      "2",
      "FC Adler",
      "2",
      "0",
      "0",
      "0",
    ]);
  });

  it("marks a team moved out of the group beside its name, as the table does", () => {
    render(<FairPlayTable table={table} isStale={false} />);
    const seeblick = rowOf("FC Seeblick");
    expect(within(seeblick).getByText("in Gruppe 2 verschoben")).toBeTruthy();
    expect(seeblick.dataset.moved).toBe("true");
    expect(within(rowOf("FC Adler")).queryByText(/verschoben/)).toBeNull();
  });

  // On a phone the team column is narrow: «SV Limmatau 1.» stood above «Mannschaft».
  it("keeps a team's ordinal on the line of its word", () => {
    const limmatau = { ...entry("Limmatau", 3, 8), name: "SV Limmatau 1. Mannschaft" };
    render(<FairPlayTable table={{ ...table, fairPlay: [limmatau] }} isStale={false} />);
    const name = screen.getByRole("rowheader", { name: /SV Limmatau/ });
    expect(name.textContent).toBe("SV Limmatau 1. Mannschaft");
    expect([...name.querySelectorAll(".whitespace-nowrap")].map((e) => e.textContent)).toEqual([
      "1. Mannschaft",
    ]);
  });

  it("a group without a counted match says so, instead of ranking every team first with 0", () => {
    const unplayed = {
      ...table,
      rows: [
        { ...tableRow("Adler", null), played: 0 },
        { ...tableRow("Elch", null), played: 0 },
      ],
      fairPlay: [entry("Adler", 1, 0), entry("Elch", 1, 0)],
    };
    render(
      <MemoryRouter>
        <FairPlayTable table={unplayed} isStale={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Noch kein Spiel gewertet/).closest("p")?.textContent).toMatch(
      /sobald das erste Meisterschaftsspiel der Gruppe beendet ist/,
    );
    expect(within(rowOf("FC Adler")).getAllByRole("cell")[0]?.textContent).toBe("–");
  });
});
