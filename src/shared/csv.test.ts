import { describe, expect, it } from "vitest";
import { CSV_MESSAGES, parseCsv, toCsv } from "./csv.ts";

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

describe("CSV read and write rules", () => {
  it("numbers lines after a quoted cell over two lines and blank lines", () => {
    const table = parseCsv('Vorname;Notiz\r\nLuca;"zwei\r\nZeilen"\r\n\r\n  \r\nMia;x\r\n');
    expect(table.rows.map((r) => [r.line, r.cells])).toEqual([
      [2, ["Luca", "zwei\r\nZeilen"]],
      [6, ["Mia", "x"]],
    ]);
  });

  it("numbers the rows after an empty row of semicolons, as Excel saves rows it once formatted", () => {
    const table = parseCsv("Vorname;Nachname\r\n;\r\nLuca;Meier\r\n;;\r\n;;\r\nMia;Kälin\r\n");
    expect(table.rows.map((r) => [r.line, r.cells])).toEqual([
      [3, ["Luca", "Meier"]],
      [6, ["Mia", "Kälin"]],
    ]);
  });

  it("refuses an unclosed quote naming the line where it opens", () => {
    expect(() => parseCsv('A;B\n1;2\n3;"offen\n4;5\n')).toThrow(CSV_MESSAGES.unclosedQuote(3));
  });

  it("refuses NUL naming its line", () => {
    expect(() => parseCsv("A;B\n1;2\n3;\u0000\n")).toThrow(CSV_MESSAGES.nul(3));
  });

  it("writes formula-like text cells as quoted text with a leading apostrophe, numbers as they are", () => {
    const csv = toCsv(["A"], [["=1+1"], ["+41 79"], ["-x"], ["@a"], ["\tb"], ["\rc"], [-3], ["ok"]]);
    expect(csv).toBe(
      '\uFEFFA\r\n"\'=1+1"\r\n"\'+41 79"\r\n"\'-x"\r\n"\'@a"\r\n"\'\tb"\r\n"\'\rc"\r\n-3\r\nok\r\n',
    );
  });

  it("reads back what it wrote, formula-like cells and leading apostrophes included", () => {
    const cells = ["=1+1", "+Plus", "-x", "@a", "'=x", "''+y", "'Apo", "it's", "-"];
    const table = parseCsv(
      toCsv(
        ["A"],
        cells.map((c) => [c]),
      ),
    );
    expect(table.rows.map((r) => r.cells[0])).toEqual(cells);
  });

  it("keeps an apostrophe the export did not write", () => {
    expect(parseCsv("A\n'Apo\n'x'\n").rows.map((r) => r.cells[0])).toEqual(["'Apo", "'x'"]);
  });
});
