import { expect, it } from "vitest";
import { parseCsv } from "../csv.ts";
import { controlCharactersMessage, invisibleCharactersMessage } from "../text/visible-text.ts";
import { readFixtureCsv } from "./csv.ts";

it("reads a new opponent's name with the team dialog's rule, naming the opponent, not «Der Name»", () => {
  const table = parseCsv(
    "Datum;Zeit;H/A;Gegner\n01.09.2030;14:30;H;\u0007FC Glocke\n08.09.2030;14:30;H;FC\u200bSeeblick\n15.09.2030;14:30;A;FC Üetliberg\n",
  );
  const { rows, errors } = readFixtureCsv(table);
  expect(rows.map((r) => r.opponent)).toEqual(["FC Üetliberg"]);
  expect(errors).toEqual([
    // The dialog reads «Zeile 2: …»: «Der Name» did not say which of the row's names.
    { line: 2, column: "Gegner", message: controlCharactersMessage("Der Gegner") },
    { line: 3, column: "Gegner", message: invisibleCharactersMessage("Der Gegner") },
  ]);
});

it("names a date outside the years a match may lie in, with its line and column", () => {
  const table = parseCsv(
    "Datum;Zeit;H/A;Gegner\n01.01.1900;14:30;H;FC Früher\n31.12.2036;14:30;H;FC Spät\n01.01.2037;14:30;H;FC Zu spät\n",
  );
  const { rows, errors } = readFixtureCsv(table, () => new Date("2026-06-15T10:00:00Z"));
  expect(rows.map((r) => r.opponent)).toEqual(["FC Spät"]);
  const range = "Bitte wähle ein Datum zwischen dem 01.01.2000 und dem 31.12.2036";
  expect(errors).toEqual([
    { line: 2, column: "Datum", message: range },
    { line: 4, column: "Datum", message: range },
  ]);
});

it("reads a kick-off as Excel saves a time cell with seconds, and a venue typed over two lines", () => {
  // Excel writes what the cell shows: «14:30:00» when the cell's format has seconds, and a line
  // break (Alt+Enter) in a quoted cell.
  const table = parseCsv(
    'Datum;Zeit;H/A;Gegner;Ort\n01.09.2030;14:30:00;H;FC Früh;"Sportplatz Allmend\nFeld 2"\n08.09.2030;14:30:15;A;FC Spät;\n',
  );
  const { rows, errors } = readFixtureCsv(table, () => new Date("2026-06-15T10:00:00Z"));
  expect(rows.map((r) => [r.line, r.time, r.stadium])).toEqual([[2, "14:30", "Sportplatz Allmend Feld 2"]]);
  expect(errors).toEqual([{ line: 4, column: "Zeit", message: "Zeit fehlt oder ist ungültig (HH:MM)" }]);
});
