import type { CsvTable } from "../csv.ts";
import { type Clock, nameCharacterFault, systemClock } from "../form-fields.ts";
import { parseMatchDateInput } from "../format.ts";
import type { ImportRowError } from "../players/csv.ts";
import { matchDateRangeFault } from "./match-date-range.ts";
import { MATCH_MESSAGES } from "./schema.ts";

// The fixture CSV: one file per team, one match of that team per row.
// Each column lists the headers it accepts (Excel files in the wild name them differently).
// A row says its side and opponent («Heim/Auswärts» and «Gegner»), or both teams («Heim» and
// «Gast») as the club's export «Spielplan und Resultate» writes them: then the team the file goes
// into is one of the two, and the other is the opponent.

export const FIXTURE_CSV_COLUMNS = [
  { key: "date", headers: ["Datum"], isRequired: true },
  { key: "time", headers: ["Zeit", "Uhrzeit", "Anpfiff"], isRequired: true },
  { key: "side", headers: ["Heim/Auswärts", "H/A", "Heim/Auswaerts"], isRequired: true },
  { key: "opponent", headers: ["Gegner"], isRequired: true },
  { key: "stadium", headers: ["Ort", "Stadion", "Ort/Stadion"], isRequired: false },
] as const;

/** Both teams of a row, as the export writes them (in place of «Heim/Auswärts» and «Gegner»). */
const BOTH_TEAMS_COLUMNS = [
  { key: "home", headers: ["Heim", "Heimteam"] },
  { key: "away", headers: ["Gast", "Gastteam"] },
] as const;

export const FIXTURE_IMPORT_MESSAGES = {
  empty: "Die Datei enthält keine Spiele.",
  tooMany: "Höchstens 200 Spiele pro Datei.",
  missingColumn: (header: string) => `Die Spalte «${header}» fehlt.`,
  hasErrors: "Die Datei enthält Fehler; es wurde nichts importiert.",
  date: "Datum fehlt oder ist ungültig (TT.MM.JJJJ)",
  time: "Zeit fehlt oder ist ungültig (HH:MM)",
  side: "Heim/Auswärts: bitte «H» (Heim) oder «A» (Auswärts)",
  opponent: "Gegner fehlt",
  opponentTooLong: "Der Gegner darf höchstens 100 Zeichen lang sein",
  opponentIsSelf: "Der Gegner ist die eigene Mannschaft",
  opponentAmbiguous: (name: string) =>
    `Gegner «${name}» passt auf mehrere Teams; schreibe Verein und Team aus`,
  stadiumTooLong: "Der Ort darf höchstens 200 Zeichen lang sein",
  alreadyScheduled: MATCH_MESSAGES.alreadyScheduled,
  twiceInFile: (line: number) => `Dieses Spiel steht schon in Zeile ${line}.`,
  notCsv: "Bitte lade eine CSV-Datei hoch.",
  notThisTeam: (team: string) =>
    `Weder Heim noch Gast ist «${team}». Lade für jede Mannschaft eine eigene Datei hoch.`,
} as const;

/** The team the file goes into: its names as a row may write them ('FC Seeblick 1. Mannschaft'). */
export interface FixtureImportTeam {
  fullName: string;
  names: readonly string[];
}

const foldName = (s: string) => s.trim().replace(/\s+/g, " ").toLocaleLowerCase("de-CH");

export const FIXTURE_IMPORT_MAX_ROWS = 200;

/** A row as the file states it; the server resolves the opponent and the default stadium. */
export interface FixtureCsvRow {
  line: number;
  /** 'YYYY-MM-DD' and 'HH:MM', Zurich wall-clock time (the match dialog's format). */
  date: string;
  time: string;
  isHome: boolean;
  opponent: string;
  stadium: string | null;
}

/** One row of the preview: what the import will write. */
export interface FixturePreviewRow extends FixtureCsvRow {
  matchDate: string;
  homeTeamName: string;
  awayTeamName: string;
  stadium: string;
  /** True when no team of that name exists yet: the import creates it (without a club). */
  isNewOpponent: boolean;
}

export interface FixtureImportPreview {
  rows: FixturePreviewRow[];
  errors: ImportRowError[];
}

const HOME = new Set(["h", "heim", "home", "heimspiel"]);
const AWAY = new Set(["a", "auswärts", "auswaerts", "away", "gast", "auswärtsspiel"]);

/** TT.MM.JJJJ as YYYY-MM-DD, or null. */
export function toIsoDate(value: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (!m) return null;
  return `${m[3]}-${m[2]?.padStart(2, "0")}-${m[1]?.padStart(2, "0")}`;
}

/**
 * HH:MM (or HH.MM) of a real Zurich time, or null. Excel writes «14:30:00» for a time cell whose
 * format has seconds: zero seconds are the same kick-off, any others are no kick-off.
 */
export function toTime(value: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})(?::00)?$/.exec(value);
  if (!m) return null;
  const time = `${m[1]?.padStart(2, "0")}:${m[2]}`;
  return parseMatchDateInput("2000-01-01", time) ? time : null;
}

/**
 * Reads and checks every row; errors carry the line and column. Opponents are resolved later.
 * `team` is the team the file goes into, which a file with «Heim» and «Gast» names in each row.
 */
export function readFixtureCsv(
  table: CsvTable,
  clock: Clock = systemClock,
  team?: FixtureImportTeam,
): { rows: FixtureCsvRow[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const index = new Map(table.header.map((h, i) => [h.toLowerCase(), i]));
  const columnIndex = new Map<string, number>();
  const find = (headers: readonly string[]) =>
    headers.map((h) => index.get(h.toLowerCase())).find((i) => i !== undefined);
  for (const column of BOTH_TEAMS_COLUMNS) {
    const found = find(column.headers);
    if (found !== undefined) columnIndex.set(column.key, found);
  }
  const hasBothTeams = team !== undefined && columnIndex.has("home") && columnIndex.has("away");
  for (const column of FIXTURE_CSV_COLUMNS) {
    const found = find(column.headers);
    if (found !== undefined) columnIndex.set(column.key, found);
    else if (column.isRequired && !(hasBothTeams && (column.key === "side" || column.key === "opponent"))) {
      const header = column.headers[0];
      errors.push({ line: 1, column: header, message: FIXTURE_IMPORT_MESSAGES.missingColumn(header) });
    }
  }
  if (errors.length > 0) return { rows: [], errors };
  if (table.rows.length === 0)
    return { rows: [], errors: [{ line: 1, message: FIXTURE_IMPORT_MESSAGES.empty }] };
  if (table.rows.length > FIXTURE_IMPORT_MAX_ROWS) {
    return { rows: [], errors: [{ line: 1, message: FIXTURE_IMPORT_MESSAGES.tooMany }] };
  }

  const rows: FixtureCsvRow[] = [];
  for (const { line, cells } of table.rows) {
    const cell = (key: string) => {
      const i = columnIndex.get(key);
      return i === undefined ? "" : (cells[i] ?? "").trim();
    };
    const rowErrors: ImportRowError[] = [];
    const date = toIsoDate(cell("date"));
    const time = toTime(cell("time"));
    const isDateValid = date !== null && parseMatchDateInput(date, "12:00") !== null;
    const rangeFault = isDateValid ? matchDateRangeFault(date, clock) : null;
    if (!isDateValid) rowErrors.push({ line, column: "Datum", message: FIXTURE_IMPORT_MESSAGES.date });
    else if (rangeFault) rowErrors.push({ line, column: "Datum", message: rangeFault });
    // A time inside the spring-forward gap does not exist in Zurich on that day.
    if (!time || (isDateValid && date && !parseMatchDateInput(date, time))) {
      rowErrors.push({ line, column: "Zeit", message: FIXTURE_IMPORT_MESSAGES.time });
    }
    const sideAndOpponent = hasBothTeams ? bothTeams(cell("home"), cell("away"), team) : null;
    const side = sideAndOpponent ? (sideAndOpponent.isHome ? "h" : "a") : cell("side").toLowerCase();
    if (hasBothTeams && !sideAndOpponent) {
      rowErrors.push({ line, column: "Heim", message: FIXTURE_IMPORT_MESSAGES.notThisTeam(team.fullName) });
    } else if (!HOME.has(side) && !AWAY.has(side)) {
      rowErrors.push({ line, column: "Heim/Auswärts", message: FIXTURE_IMPORT_MESSAGES.side });
    }
    const opponent = (sideAndOpponent?.opponent ?? cell("opponent")).replace(/\s+/g, " ");
    // A new opponent becomes a team: its name follows the team dialog's rule, named as the
    // opponent (the dialog shows «Zeile 2: …», and «Der Name» did not say which name).
    const opponentFault = nameCharacterFault(opponent, "Der Gegner");
    // With both teams in the row, the opponent is in «Gast» (a home match) or «Heim».
    const opponentColumn = sideAndOpponent ? (sideAndOpponent.isHome ? "Gast" : "Heim") : "Gegner";
    if (hasBothTeams && !sideAndOpponent) {
      // Not the team's match: named once, under «Heim», above.
    } else if (!opponent) {
      rowErrors.push({ line, column: opponentColumn, message: FIXTURE_IMPORT_MESSAGES.opponent });
    } else if (opponentFault) {
      rowErrors.push({ line, column: opponentColumn, message: opponentFault });
    } else if (opponent.length > 100) {
      rowErrors.push({ line, column: opponentColumn, message: FIXTURE_IMPORT_MESSAGES.opponentTooLong });
    }
    // A line break typed in the cell (Alt+Enter in Excel) is a space, as in the opponent.
    const stadium = cell("stadium").replace(/\s+/g, " ");
    if (stadium.length > 200) {
      rowErrors.push({ line, column: "Ort", message: FIXTURE_IMPORT_MESSAGES.stadiumTooLong });
    }
    if (rowErrors.length > 0 || !date || !time) {
      errors.push(...rowErrors);
      continue;
    }
    rows.push({ line, date, time, isHome: HOME.has(side), opponent, stadium: stadium || null });
  }
  return { rows, errors };
}

/** The side and opponent of a row naming both teams, or null when neither is the file's team. */
function bothTeams(
  home: string,
  away: string,
  team: FixtureImportTeam,
): { isHome: boolean; opponent: string } | null {
  const names = new Set(team.names.map(foldName));
  if (names.has(foldName(home))) return { isHome: true, opponent: away };
  if (names.has(foldName(away))) return { isHome: false, opponent: home };
  return null;
}
