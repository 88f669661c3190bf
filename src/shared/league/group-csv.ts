import type { CsvTable } from "../csv.ts";
import { parseMatchDateInput } from "../format.ts";
import { toIsoDate, toTime } from "../matches/csv.ts";
import { MATCH_MESSAGES } from "../matches/schema.ts";
import type { ImportRowError } from "../players/csv.ts";

// The league office's CSV of a group: one fixture per row, both teams by name. The
// teams of the file are placed in the group; a name no team has yet becomes a team without a
// club. Each column lists the headers it accepts.

export const GROUP_CSV_COLUMNS = [
  { key: "date", headers: ["Datum"], isRequired: true },
  { key: "time", headers: ["Zeit", "Uhrzeit", "Anpfiff"], isRequired: true },
  { key: "home", headers: ["Heim", "Heimteam"], isRequired: true },
  { key: "away", headers: ["Gast", "Auswärts", "Gastteam"], isRequired: true },
  { key: "stadium", headers: ["Ort", "Stadion"], isRequired: false },
] as const;

export const GROUP_IMPORT_MESSAGES = {
  empty: "Die Datei enthält keine Spiele.",
  tooMany: "Höchstens 400 Spiele pro Datei.",
  missingColumn: (header: string) => `Die Spalte «${header}» fehlt.`,
  hasErrors: "Die Datei enthält Fehler; es wurde nichts importiert.",
  date: "Datum fehlt oder ist ungültig (TT.MM.JJJJ)",
  time: "Zeit fehlt oder ist ungültig (HH:MM)",
  team: "Mannschaft fehlt",
  teamTooLong: "Der Name darf höchstens 100 Zeichen lang sein",
  sameTeams: "Heim- und Gastteam müssen verschieden sein",
  stadiumTooLong: "Der Ort darf höchstens 200 Zeichen lang sein",
  outsideSeason: (label: string) => `Das Datum liegt nicht in der Saison ${label}`,
  ambiguous: (name: string) => `«${name}» passt auf mehrere Mannschaften; schreibe Verein und Team aus`,
  duplicateRow: (line: number) => `Dasselbe Spiel steht schon in Zeile ${line}`,
  /** A fixture that stands in the schedule already: the clubs' rule and words (refuseScheduledTwice). */
  alreadyScheduled: MATCH_MESSAGES.alreadyScheduled,
  notCsv: "Bitte lade eine CSV-Datei hoch (Text, UTF-8).",
} as const;

export const GROUP_IMPORT_MAX_ROWS = 400;

export interface GroupCsvRow {
  line: number;
  date: string;
  time: string;
  home: string;
  away: string;
  stadium: string | null;
}

export function readGroupCsv(table: CsvTable): { rows: GroupCsvRow[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const index = new Map(table.header.map((h, i) => [h.trim().toLowerCase(), i]));
  const columnIndex = new Map<string, number>();
  for (const column of GROUP_CSV_COLUMNS) {
    const found = column.headers.map((h) => index.get(h.toLowerCase())).find((i) => i !== undefined);
    if (found !== undefined) columnIndex.set(column.key, found);
    else if (column.isRequired) {
      errors.push({
        line: 1,
        column: column.headers[0],
        message: GROUP_IMPORT_MESSAGES.missingColumn(column.headers[0]),
      });
    }
  }
  if (errors.length > 0) return { rows: [], errors };
  if (table.rows.length === 0)
    return { rows: [], errors: [{ line: 1, message: GROUP_IMPORT_MESSAGES.empty }] };
  if (table.rows.length > GROUP_IMPORT_MAX_ROWS)
    return { rows: [], errors: [{ line: 1, message: GROUP_IMPORT_MESSAGES.tooMany }] };

  const rows: GroupCsvRow[] = [];
  for (const { line, cells } of table.rows) {
    const cell = (key: string) => {
      const i = columnIndex.get(key);
      return i === undefined ? "" : (cells[i] ?? "").trim().replace(/\s+/g, " ");
    };
    const rowErrors: ImportRowError[] = [];
    const date = toIsoDate(cell("date"));
    const time = toTime(cell("time"));
    const isDateValid = date !== null && parseMatchDateInput(date, "12:00") !== null;
    if (!isDateValid) rowErrors.push({ line, column: "Datum", message: GROUP_IMPORT_MESSAGES.date });
    if (!time || (isDateValid && date && !parseMatchDateInput(date, time))) {
      rowErrors.push({ line, column: "Zeit", message: GROUP_IMPORT_MESSAGES.time });
    }
    const home = cell("home");
    const away = cell("away");
    for (const [column, name] of [
      ["Heim", home],
      ["Gast", away],
    ] as const) {
      if (!name) rowErrors.push({ line, column, message: GROUP_IMPORT_MESSAGES.team });
      else if (name.length > 100)
        rowErrors.push({ line, column, message: GROUP_IMPORT_MESSAGES.teamTooLong });
    }
    if (home && home.toLocaleLowerCase("de-CH") === away.toLocaleLowerCase("de-CH")) {
      rowErrors.push({ line, column: "Gast", message: GROUP_IMPORT_MESSAGES.sameTeams });
    }
    const stadium = cell("stadium");
    if (stadium.length > 200)
      rowErrors.push({ line, column: "Ort", message: GROUP_IMPORT_MESSAGES.stadiumTooLong });
    if (rowErrors.length > 0 || !date || !time) {
      errors.push(...rowErrors);
      continue;
    }
    rows.push({ line, date, time, home, away, stadium: stadium || null });
  }
  return { rows, errors };
}

/** A team of the file: found (with where it plays now) or new. */
export interface GroupImportTeam {
  name: string;
  teamId: string | null;
  isNew: boolean;
  /** Where it plays in the season now ('Zürich, 3. Liga, Gruppe 2'), null when nowhere. */
  current: string | null;
  /** It has counted league matches elsewhere this season: the import moves it, they stay there. */
  isMove: boolean;
}

export interface GroupImportFixture {
  line: number;
  /** ISO instant. */
  matchDate: string;
  home: string;
  away: string;
  stadium: string | null;
}

/** The dry run's answer (?dryRun=1). */
export interface GroupImportPreview {
  teams: GroupImportTeam[];
  rows: GroupImportFixture[];
  errors: ImportRowError[];
}

/** The import's answer. */
export interface GroupImportResponse {
  imported: number;
  placedTeams: number;
  createdTeams: number;
}
