import type { z } from "zod";
import { POSITIONS } from "../constants.ts";
import type { CsvTable } from "../csv.ts";
import { PLAYER_MESSAGES, type playerSchema } from "./schema.ts";

// The player CSV: one file per team, German headers, one player per row.

export const PLAYER_CSV_COLUMNS = [
  { key: "firstName", header: "Vorname", isRequired: true },
  { key: "lastName", header: "Nachname", isRequired: true },
  { key: "position", header: "Position", isRequired: false },
  { key: "playerNumber", header: "Rückennummer", isRequired: false },
  // Files written before the column was renamed (the export said «Jahrgang») still go back in.
  { key: "birthYear", header: "Geburtsjahr", isRequired: false, formerHeaders: ["Jahrgang"] },
  { key: "atClubSince", header: "Im Verein seit", isRequired: false },
  { key: "mediaConsent", header: "Einverständnis", isRequired: false },
] as const;

export const IMPORT_MESSAGES = {
  empty: "Die Datei enthält keine Spieler.",
  tooMany: "Höchstens 200 Spieler pro Datei.",
  missingColumn: (header: string) => `Die Spalte «${header}» fehlt.`,
  hasErrors: "Die Datei enthält Fehler; es wurde nichts importiert.",
  consent: "Bitte «ja» oder «nein».",
  /** The dialog offers a list; a file names the positions it takes. */
  position: `Bitte ${POSITIONS.slice(0, -1)
    .map((p) => `«${p}»`)
    .join(", ")} oder «${POSITIONS.at(-1)}», oder leer lassen.`,
  notCsv: "Bitte lade eine CSV-Datei hoch.",
  otherTeam: (rowTeam: string, team: string) =>
    `Gehört zu «${rowTeam}», nicht zu «${team}». Lade für jede Mannschaft eine eigene Datei hoch.`,
  alreadyInTeam: (name: string) => `«${name}» ist schon in dieser Mannschaft.`,
  twiceInFile: (name: string, line: number) => `«${name}» steht schon in Zeile ${line}.`,
  numberTaken: PLAYER_MESSAGES.numberTaken,
  numberTwiceInFile: (playerNumber: number, line: number) =>
    `Die Rückennummer ${playerNumber} steht schon in Zeile ${line}.`,
} as const;

/** What the import checks the file against: the team it goes into and its players. */
export interface PlayerImportTarget {
  teamName: string;
  existing: ReadonlyArray<{
    firstName: string;
    lastName: string;
    birthYear: number | null;
    playerNumber: number | null;
  }>;
}

/** The same player: names in any case, the same birth year (or none both times). */
const playerKey = (p: { firstName: string; lastName: string; birthYear: number | null }) =>
  `${p.firstName.trim().toLocaleLowerCase("de-CH")}|${p.lastName.trim().toLocaleLowerCase("de-CH")}|${p.birthYear ?? ""}`;

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

/**
 * Validates every row with the player dialog's schema; errors carry the line and column. The
 * club's own export (`player-export.ts`) can go back in: its «Mannschaft» column must name the
 * team the file goes into, and a player the team already has, or the file names twice, is
 * refused rather than added again. A shirt number is one player's in a team (as in the player
 * dialog): a number the team already gives, or the file gives twice, is named in the preview,
 * not left to the database to refuse the whole file without a line.
 */
export function readPlayerCsv(
  table: CsvTable,
  teamId: string,
  schema: ReturnType<typeof playerSchema>,
  target: PlayerImportTarget,
): PlayerImportPreview {
  const errors: ImportRowError[] = [];
  const index = new Map(table.header.map((h, i) => [h.toLowerCase(), i]));
  for (const column of PLAYER_CSV_COLUMNS) {
    const header = column.header.toLowerCase();
    const former = "formerHeaders" in column ? column.formerHeaders : [];
    const at = former.map((h) => index.get(h.toLowerCase())).find((i) => i !== undefined);
    if (!index.has(header) && at !== undefined) index.set(header, at);
  }
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
  const existing = new Set(target.existing.map(playerKey));
  const seen = new Map<string, number>();
  const takenNumbers = new Set(target.existing.map((p) => p.playerNumber));
  const numberLines = new Map<number, number>();
  /** The number's fault, or null when it is free (and from now on this row's). */
  const shirtNumberError = (playerNumber: number | null, line: number): ImportRowError | null => {
    if (playerNumber === null) return null;
    if (takenNumbers.has(playerNumber)) {
      return { line, column: "Rückennummer", message: IMPORT_MESSAGES.numberTaken };
    }
    const firstLine = numberLines.get(playerNumber);
    if (firstLine !== undefined) {
      return {
        line,
        column: "Rückennummer",
        message: IMPORT_MESSAGES.numberTwiceInFile(playerNumber, firstLine),
      };
    }
    numberLines.set(playerNumber, line);
    return null;
  };
  const hasTeamColumn = index.has("mannschaft");
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
    // «stürmer» as Excel's autocorrect or a hand leaves it is the dialog's «Stürmer».
    const position = cell("Position");
    const listedPosition = POSITIONS.find(
      (p) => p.toLocaleLowerCase("de-CH") === position.toLocaleLowerCase("de-CH"),
    );
    const parsed = schema.safeParse({
      firstName: cell("Vorname"),
      lastName: cell("Nachname"),
      teamId,
      position: listedPosition ?? position,
      playerNumber: cell("Rückennummer"),
      birthYear: cell("Geburtsjahr"),
      atClubSince: cell("Im Verein seit"),
      mediaConsent: YES.has(consent),
    });
    const rowTeam = hasTeamColumn ? cell("Mannschaft") : "";
    const isOtherTeam =
      rowTeam !== "" &&
      rowTeam.toLocaleLowerCase("de-CH") !== target.teamName.trim().toLocaleLowerCase("de-CH");
    if (isOtherTeam) {
      errors.push({
        line,
        column: "Mannschaft",
        message: IMPORT_MESSAGES.otherTeam(rowTeam, target.teamName),
      });
    }
    if (parsed.success) {
      const key = playerKey(parsed.data);
      const name = `${parsed.data.firstName} ${parsed.data.lastName}`;
      const firstLine = seen.get(key);
      if (existing.has(key)) {
        errors.push({ line, column: "Nachname", message: IMPORT_MESSAGES.alreadyInTeam(name) });
      } else if (firstLine !== undefined) {
        errors.push({ line, column: "Nachname", message: IMPORT_MESSAGES.twiceInFile(name, firstLine) });
      } else {
        // Only a new player of this team is given his number: a player the team has, or the
        // file names again, is refused for himself (not once more for his number), and a row of
        // another team from the club's export does not take this team's number.
        const numberError = isOtherTeam ? null : shirtNumberError(parsed.data.playerNumber, line);
        if (numberError) errors.push(numberError);
        else if (isConsentValid && !isOtherTeam) rows.push({ ...parsed.data, line });
      }
      if (firstLine === undefined) seen.set(key, line);
    } else {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "");
        const column = PLAYER_CSV_COLUMNS.find((c) => c.key === key)?.header;
        const message = key === "position" ? IMPORT_MESSAGES.position : issue.message;
        errors.push({ line, ...(column ? { column } : {}), message });
      }
    }
  }
  return { rows, errors };
}
