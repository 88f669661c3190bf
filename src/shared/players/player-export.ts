import { PLAYER_CSV_COLUMNS } from "./csv.ts";
import { sortPlayersByName } from "./player-order.ts";
import type { ManagePlayer } from "./types.ts";

// The club's players as a CSV export (Excel): the import's columns, so a file can go back in,
// then the statistics counted from the events, each card in a column of its own (a yellow-red
// card is neither a yellow nor a red one). In German name order.

export const PLAYER_EXPORT_HEADER = [
  "Mannschaft",
  ...PLAYER_CSV_COLUMNS.map((column) => column.header),
  "Tore",
  "Assists",
  "Gelb",
  "Gelb-Rot",
  "Rot",
];

export function playerExportRows(list: readonly ManagePlayer[]): (string | number | null)[][] {
  return sortPlayersByName(list).map((p) => [
    p.teamName,
    p.firstName,
    p.lastName,
    p.position,
    p.playerNumber,
    p.birthYear,
    p.atClubSince,
    p.mediaConsent ? "ja" : "nein",
    p.goals,
    p.assists,
    p.yellowCards,
    p.yellowRedCards,
    p.redCards,
  ]);
}
