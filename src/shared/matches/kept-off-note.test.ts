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

/** A day of the season 2026/27, while its withdrawals can still be taken back. */
const IN_SEASON = new Date("2026-12-06T12:00:00.000Z");

describe("keptOffNote", () => {
  it("tells a club that the league office sets the match again", () => {
    expect(keptOffNote(match, "club", IN_SEASON)).toBe(
      "Import Gamma hat sich aus der Saison 2026/27 zurückgezogen: Wieder ansetzen erst, wenn die Spielleitung den Rückzug aufhebt.",
    );
  });

  it("tells the league office itself that its own undo of the withdrawal does", () => {
    // The office reads it in its «Spiele ohne Verein», a few lines below its «Rückzug aufheben».
    expect(keptOffNote({ ...match, keptOffByTeamId: "home" }, "office", IN_SEASON)).toBe(
      "FC Seeblick 1. Mannschaft hat sich aus der Saison 2026/27 zurückgezogen: Wieder ansetzen erst, wenn du den Rückzug aufhebst.",
    );
  });

  it("tells both, once the season is over, that the match is not set again", () => {
    // From 1 July 2027 the season 2026/27 is closed: no withdrawal of it is taken back any more.
    const later = new Date("2027-07-01T08:00:00.000Z");
    for (const reader of ["club", "office"] as const) {
      expect(keptOffNote(match, reader, later)).toBe(
        "Import Gamma hat sich aus der Saison 2026/27 zurückgezogen; die Saison ist abgeschlossen, das Spiel wird nicht mehr angesetzt.",
      );
    }
    // The day before, the withdrawal can still be taken back.
    expect(keptOffNote(match, "club", new Date("2027-06-30T08:00:00.000Z"))).toContain(
      "wenn die Spielleitung den Rückzug aufhebt",
    );
  });

  it("says nothing of a match no withdrawal keeps off", () => {
    expect(keptOffNote({ ...match, keptOffByTeamId: null }, "club", IN_SEASON)).toBeNull();
    expect(keptOffNote({ ...match, keptOffByTeamId: null }, "office", IN_SEASON)).toBeNull();
  });
});
