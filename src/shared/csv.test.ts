import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv.ts";

describe("parseCsv", () => {
  it("reads Excel's semicolons with a BOM and CRLF", () => {
    const table = parseCsv("\uFEFFVorname;Nachname\r\nLuca;Müller\r\n\r\nMia;Keller\r\n");
    expect(table.header).toEqual(["Vorname", "Nachname"]);
    expect(table.rows).toEqual([
      { line: 2, cells: ["Luca", "Müller"] },
      { line: 4, cells: ["Mia", "Keller"] },
    ]);
  });

  it("reads commas, quotes and quoted delimiters", () => {
    const table = parseCsv('Vorname,Nachname\n"Anna, Lena","O""Brien"\n');
    expect(table.rows[0]?.cells).toEqual(["Anna, Lena", 'O"Brien']);
  });

  it("writes what it reads", () => {
    const csv = toCsv(
      ["A", "B"],
      [
        ["x;y", 'sag "hallo"'],
        [1, null],
      ],
    );
    const table = parseCsv(csv);
    expect(table.header).toEqual(["A", "B"]);
    expect(table.rows.map((r) => r.cells)).toEqual([
      ["x;y", 'sag "hallo"'],
      ["1", ""],
    ]);
  });
});
