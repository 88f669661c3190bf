// CSV as Excel writes it in Switzerland (semicolons) or as other tools do (commas): UTF-8 with
// or without BOM, quoted fields with "" inside, CRLF or LF line ends.

export interface CsvTable {
  header: string[];
  /** Data rows; each with its line number in the file (the header is line 1). */
  rows: Array<{ line: number; cells: string[] }>;
}

/** The delimiter of the header line: the more frequent of ';' and ','. */
function detectDelimiter(firstLine: string): ";" | "," {
  const count = (ch: string) => firstLine.split(ch).length - 1;
  return count(";") >= count(",") ? ";" : ",";
}

export function parseCsv(input: string): CsvTable {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const firstLineEnd = text.search(/\r?\n/);
  const delimiter = detectDelimiter(firstLineEnd === -1 ? text : text.slice(0, firstLineEnd));
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = "";
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') inQuotes = false;
      else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === "") inQuotes = true;
    else if (ch === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = "";
      line++;
      recordLine = line;
    } else cell += ch;
  }
  if (cell !== "" || cells.length > 0) {
    cells.push(cell);
    records.push({ line: recordLine, cells });
  }
  const nonEmpty = records.filter((r) => r.cells.some((c) => c.trim() !== ""));
  const [head, ...rows] = nonEmpty;
  return { header: (head?.cells ?? []).map((h) => h.trim()), rows };
}

function quote(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Semicolon-separated with a BOM, so Excel opens umlauts and columns right. */
export function toCsv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  const lines = [header, ...rows].map((r) =>
    r.map((v) => quote(v === null || v === undefined ? "" : String(v))).join(";"),
  );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
