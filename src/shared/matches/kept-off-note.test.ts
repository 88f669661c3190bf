import { describe, expect, it } from "vitest";
import { keptOffNote } from "./kept-off-note.ts";

const team = (id: string, name: string, clubName: string | null) => ({
  id,
  name,
  clubName,
  teamImageUrl: null,
  clubId: clubName ? `${id}-club` : null,
  league: "3. Liga" as const,
  canton: "Zürich" as const,
  clubLogoUrl: null,
  archived: false,
  awaitingOffice: false,
});

const match = {
  // 20 August 2026 in Zurich: season 2026/27.
  matchDate: "2026-08-20T17:30:00.000Z",
  homeTeam: team("home", "1. Mannschaft", "FC Seeblick"),
  awayTeam: team("away", "Import Gamma", null),
  keptOffByTeamId: "away",
};

describe("keptOffNote", () => {
  it("tells a club that the league office sets the match again", () => {
    expect(keptOffNote(match, "club")).toBe(
      "Import Gamma hat sich aus der Saison 2026/27 zurückgezogen: Wieder ansetzen erst, wenn die Spielleitung den Rückzug aufhebt.",
    );
  });

  it("tells the league office itself that its own undo of the withdrawal does", () => {
    // The office reads it in its «Spiele ohne Verein», a few lines below its «Rückzug aufheben».
    expect(keptOffNote({ ...match, keptOffByTeamId: "home" }, "office")).toBe(
      "FC Seeblick 1. Mannschaft hat sich aus der Saison 2026/27 zurückgezogen: Wieder ansetzen erst, wenn du den Rückzug aufhebst.",
    );
  });

  it("says nothing of a match no withdrawal keeps off", () => {
    expect(keptOffNote({ ...match, keptOffByTeamId: null }, "club")).toBeNull();
    expect(keptOffNote({ ...match, keptOffByTeamId: null }, "office")).toBeNull();
  });
});
