import { describe, expect, it } from "vitest";
import { PLAYER_EXPORT_HEADER, playerExportRows } from "./player-export.ts";
import type { ManagePlayer } from "./types.ts";

const player = (lastName: string, cards: Partial<ManagePlayer> = {}): ManagePlayer => ({
  id: lastName,
  firstName: "Kim",
  lastName,
  position: "Verteidiger",
  playerNumber: 4,
  birthYear: 2001,
  atClubSince: 2019,
  teamId: "t",
  teamName: "1. Mannschaft",
  teamLeague: "3. Liga",
  playerImageUrl: null,
  mediaConsent: true,
  goals: 2,
  assists: 1,
  yellowCards: 3,
  yellowRedCards: 0,
  redCards: 0,
  ...cards,
});

describe("player export columns", () => {
  it("has the import's columns, then goals, assists and each card in its own column", () => {
    expect(PLAYER_EXPORT_HEADER).toEqual([
      "Mannschaft",
      "Vorname",
      "Nachname",
      "Position",
      "Rückennummer",
      "Geburtsjahr",
      "Im Verein seit",
      "Einverständnis",
      "Tore",
      "Assists",
      "Gelb",
      "Gelb-Rot",
      "Rot",
    ]);
  });

  it("writes a yellow-red card in 'Gelb-Rot', not as yellow or red; rows in German name order", () => {
    const rows = playerExportRows([
      player("Zürcher", { yellowRedCards: 1 }),
      player("Çelik", { redCards: 1 }),
    ]);
    expect(rows).toEqual([
      ["1. Mannschaft", "Kim", "Çelik", "Verteidiger", 4, 2001, 2019, "ja", 2, 1, 3, 0, 1],
      ["1. Mannschaft", "Kim", "Zürcher", "Verteidiger", 4, 2001, 2019, "ja", 2, 1, 3, 1, 0],
    ]);
    for (const row of rows) expect(row).toHaveLength(PLAYER_EXPORT_HEADER.length);
  });
});
