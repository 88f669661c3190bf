import type { z } from "zod";
import type { CsvTable } from "../csv.ts";
import type { playerSchema } from "./schema.ts";

// The player CSV: one file per team, German headers, one player per row.

export const PLAYER_CSV_COLUMNS = [
  { key: "firstName", header: "Vorname", isRequired: true },
  { key: "lastName", header: "Nachname", isRequired: true },
  { key: "position", header: "Position", isRequired: false },
  { key: "playerNumber", header: "Rückennummer", isRequired: false },
  { key: "birthYear", header: "Jahrgang", isRequired: false },
  { key: "atClubSince", header: "Im Verein seit", isRequired: false },
  { key: "mediaConsent", header: "Einverständnis", isRequired: false },
] as const;

export const IMPORT_MESSAGES = {
  empty: "Die Datei enthält keine Spieler.",
  tooMany: "Höchstens 200 Spieler pro Datei.",
  missingColumn: (header: string) => `Die Spalte «${header}» fehlt.`,
  hasErrors: "Die Datei enthält Fehler; es wurde nichts importiert.",
  consent: "Bitte «ja» oder «nein».",
  notCsv: "Bitte lade eine CSV-Datei hoch.",
} as const;

export const IMPORT_MAX_ROWS = 200;

export interface ImportRowError {
  /** Line in the file (the header is line 1). */
  line: number;
  column?: string;
  message: string;
}

export type ImportedPlayer = z.output<ReturnType<typeof playerSchema>> & { line: number };

export interface PlayerImportPreview {
  rows: ImportedPlayer[];
  errors: ImportRowError[];
}

const YES = new Set(["ja", "j", "yes", "x", "1", "true"]);
const NO = new Set(["", "nein", "n", "no", "0", "false"]);

/** Validates every row with the player dialog's schema; errors carry the line and column. */
export function readPlayerCsv(
  table: CsvTable,
  teamId: string,
  schema: ReturnType<typeof playerSchema>,
): PlayerImportPreview {
  const errors: ImportRowError[] = [];
  const index = new Map(table.header.map((h, i) => [h.toLowerCase(), i]));
  for (const column of PLAYER_CSV_COLUMNS) {
    if (column.isRequired && !index.has(column.header.toLowerCase())) {
      errors.push({ line: 1, column: column.header, message: IMPORT_MESSAGES.missingColumn(column.header) });
    }
  }
  if (errors.length > 0) return { rows: [], errors };
  if (table.rows.length === 0) return { rows: [], errors: [{ line: 1, message: IMPORT_MESSAGES.empty }] };
  if (table.rows.length > IMPORT_MAX_ROWS)
    return { rows: [], errors: [{ line: 1, message: IMPORT_MESSAGES.tooMany }] };

  const rows: ImportedPlayer[] = [];
  for (const { line, cells } of table.rows) {
    const cell = (header: string) => {
      const i = index.get(header.toLowerCase());
      return i === undefined ? "" : (cells[i] ?? "").trim();
    };
    // A consent that is neither yes nor no is named, and the rest of the row is still checked:
    // the person sees every fault of the row at once.
    const consent = cell("Einverständnis").toLowerCase();
    const isConsentValid = YES.has(consent) || NO.has(consent);
    if (!isConsentValid) errors.push({ line, column: "Einverständnis", message: IMPORT_MESSAGES.consent });
    const parsed = schema.safeParse({
      firstName: cell("Vorname"),
      lastName: cell("Nachname"),
      teamId,
      position: cell("Position"),
      playerNumber: cell("Rückennummer"),
      birthYear: cell("Jahrgang"),
      atClubSince: cell("Im Verein seit"),
      mediaConsent: YES.has(consent),
    });
    if (parsed.success) {
      if (isConsentValid) rows.push({ ...parsed.data, line });
    } else {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "");
        const column = PLAYER_CSV_COLUMNS.find((c) => c.key === key)?.header;
        errors.push({ line, ...(column ? { column } : {}), message: issue.message });
      }
    }
  }
  return { rows, errors };
}
