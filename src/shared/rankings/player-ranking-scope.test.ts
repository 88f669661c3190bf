import { describe, expect, it } from "vitest";
import {
  countsGroupMatches,
  playerRankingEmptyHint,
  playerRankingScopeText,
} from "./player-ranking-scope.ts";

describe("what a player ranking counts", () => {
  it("counts a group's league matches only for one canton's league", () => {
    expect(countsGroupMatches({ canton: "Bern", league: "2. Liga" })).toBe(true);
    expect(countsGroupMatches({ canton: "Bern", league: null })).toBe(false);
    expect(countsGroupMatches({ league: "2. Liga" })).toBe(false);
    expect(countsGroupMatches({})).toBe(false);
  });

  it("says so under the list", () => {
    expect(playerRankingScopeText({ canton: "Bern", league: "2. Liga", group: "Gruppe 1" })).toContain(
      "beendeten Meisterschaftsspiele der Gruppe",
    );
    expect(playerRankingScopeText({ canton: "Bern" })).toContain("Cup und Freundschaftsspiele");
    expect(playerRankingScopeText({ canton: "Bern" })).toContain("im Liveticker zählen sofort");
  });

  it("names the groups, not one group, when all groups of a league are listed", () => {
    // «Alle Gruppen» of Zürich's 3. Liga read «die beendeten Meisterschaftsspiele der Gruppe».
    const all = { canton: "Zürich", league: "3. Liga", group: null } as const;
    expect(playerRankingScopeText(all)).toBe(
      "Gezählt werden die beendeten Meisterschaftsspiele innerhalb jeder Gruppe, wie in ihrer Tabelle.",
    );
    expect(playerRankingEmptyHint("scorers", all)).toBe(
      "Sobald ein Meisterschaftsspiel einer Gruppe mit Toren beendet ist, erscheinen die Torschützen hier.",
    );
    const one = { ...all, group: "Gruppe 2" };
    expect(playerRankingScopeText(one)).toBe(
      "Gezählt werden die beendeten Meisterschaftsspiele der Gruppe, wie in der Tabelle.",
    );
  });

  it("says when an empty list fills: a group's at the final whistle, the wider ones at the ticker's entry", () => {
    const group = { canton: "Bern", league: "2. Liga", group: "Gruppe 1" } as const;
    expect(playerRankingEmptyHint("scorers", group)).toBe(
      "Sobald ein Meisterschaftsspiel der Gruppe mit Toren beendet ist, erscheinen die Torschützen hier.",
    );
    expect(playerRankingEmptyHint("cards", group)).toBe(
      "Sobald ein Meisterschaftsspiel der Gruppe mit Karten beendet ist, erscheinen die Spieler hier.",
    );
    expect(playerRankingEmptyHint("scorers", { canton: "Bern" })).toBe(
      "Sobald ein Verein im Live-Ticker ein Tor einträgt, erscheint der Torschütze hier.",
    );
    expect(playerRankingEmptyHint("cards", {})).toBe(
      "Sobald ein Verein im Live-Ticker eine Karte einträgt, erscheint der Spieler hier.",
    );
  });
});
