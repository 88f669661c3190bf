import Papa from "papaparse";

// CSV as Excel writes it in Switzerland (semicolons) or as other tools do (commas): quoted fields
// with "" inside, CRLF or LF line ends. Reading and writing go through papaparse; this module
// adds what the imports need on top: the line of each row (for German errors) and refusals that
// name the line. Bytes become text on the server (`http/csv-import.ts`), never in the page.

export const CSV_MESSAGES = {
  unclosedQuote: (line: number) =>
    `Zeile ${line}: Ein Anführungszeichen wird nicht geschlossen. Bitte korrigiere die Datei und lade sie erneut hoch.`,
  nul: (line: number) =>
    `Zeile ${line}: Die Datei enthält ein Nullzeichen. Bitte speichere sie erneut als CSV und lade sie hoch.`,
  emptyFile: "Die Datei ist leer. Bitte wähle die CSV-Datei mit der Kopfzeile und den Zeilen darunter.",
  workbook:
    "Das ist eine Excel-Arbeitsmappe, keine CSV-Datei. Speichere sie in Excel unter «Speichern unter» als «CSV UTF-8 (durch Trennzeichen getrennt)» und wähle sie erneut.",
} as const;

export interface CsvTable {
  header: string[];
  /** Data rows; each with its line number in the file (the header is line 1). */
  rows: Array<{ line: number; cells: string[] }>;
}

/** A file that cannot be read as CSV at all; `message` is German and names the line. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** The delimiter of the header line: the more frequent of ';' and ','. */
function detectDelimiter(firstLine: string): ";" | "," {
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return count(";") >= count(",") ? ";" : ",";
}

const LINE_BREAK = /\r\n|\r|\n/g;

/** Line numbers of text offsets, counted once through the text as the offsets grow. */
function lineCounter(text: string) {
  let offset = 0;
  let line = 1;
  return (to: number): number => {
    for (const _ of text.slice(offset, to).matchAll(LINE_BREAK)) line++;
    offset = to;
    return line;
  };
}

/**
 * The text cells `toCsv` protects with a leading apostrophe. Apostrophes already in front count
 * in (`'=x` is written `''=x`), so reading takes off exactly the one the export added and a
 * name that began with an apostrophe keeps it.
 */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;

/** A cell as it was before `toCsv` protected it; any other cell as it is. */
function unprotected(cell: string): string {
  return cell.startsWith("'") && FORMULA_LIKE.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export function parseCsv(input: string): CsvTable {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const nul = text.indexOf("\0");
  if (nul !== -1) {
    const line = lineCounter(text)(nul);
    throw new CsvSyntaxError(line, CSV_MESSAGES.nul(line));
  }
  const firstLineEnd = text.search(/\r?\n/);
  const delimiter = detectDelimiter(firstLineEnd === -1 ? text : text.slice(0, firstLineEnd));
  const lineAt = lineCounter(text);
  const records: Array<{ line: number; cells: string[] }> = [];
  let rowStart = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    // Empty rows are skipped here, not by papaparse: a row it skips never reaches `step`, so the
    // next row was numbered from the end of the row before the skipped one (Excel saves a row it
    // once formatted as ';;;;', and the rows after it were named one line too early).
    skipEmptyLines: false,
    step: (result) => {
      // The row begins at its first character after the blank lines before it.
      let start = rowStart;
      while (start < text.length && /\s/.test(text[start] ?? "")) start++;
      const line = lineAt(start);
      rowStart = result.meta.cursor;
      const unclosed = result.errors.find((e) => e.code === "MissingQuotes");
      if (unclosed) throw new CsvSyntaxError(line, CSV_MESSAGES.unclosedQuote(line));
      if (result.data.join("").trim() === "") return;
      records.push({ line, cells: result.data.map(unprotected) });
    },
  });
  const [head, ...rows] = records;
  return { header: (head?.cells ?? []).map((h) => h.trim()), rows };
}

/**
 * Semicolon-separated with a BOM, so Excel opens umlauts and columns right. A text cell that
 * starts with = + - @, a tab or a carriage return is written as '… in quotes (OWASP CSV
 * injection): a spreadsheet shows it as text instead of running it. Numbers stay numbers.
 * `parseCsv` takes that apostrophe off again, so the club's own export goes back in unchanged.
 */
export function toCsv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  const body = Papa.unparse([header, ...rows.map((r) => r.map((v) => v ?? ""))], {
    delimiter: ";",
    newline: "\r\n",
    escapeFormulae: FORMULA_LIKE,
  });
  return `\uFEFF${body}\r\n`;
}
