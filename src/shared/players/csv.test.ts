import { expect, it } from "vitest";
import { parseCsv } from "../csv.ts";
import { CONTROL_CHARACTERS_MESSAGE } from "../form-fields.ts";
import { INVISIBLE_NAME_MESSAGE } from "../text/visible-text.ts";
import { IMPORT_MESSAGES, readPlayerCsv } from "./csv.ts";
import { PLAYER_MESSAGES, playerSchema } from "./schema.ts";

const TEAM = "11111111-1111-4111-8111-111111111111";

it("names every fault of a row at once, each message once with its column", () => {
  const table = parseCsv(
    "Vorname;Nachname;Position;Rückennummer;Geburtsjahr;Im Verein seit;Einverständnis\nBad;;Libero;150;1800;2020;vielleicht\n",
  );
  const { rows, errors } = readPlayerCsv(table, TEAM, playerSchema(), {
    teamName: "1. Mannschaft",
    existing: [],
  });
  expect(rows).toEqual([]);
  const columns = errors.map((e) => e.column);
  expect(columns).toEqual(
    expect.arrayContaining(["Einverständnis", "Nachname", "Rückennummer", "Geburtsjahr"]),
  );
  const consent = errors.find((e) => e.column === "Einverständnis");
  // The column is named beside the message: the message does not name it again.
  expect(consent?.message.startsWith("Einverständnis")).toBe(false);
});

it("reads the birth year under «Geburtsjahr», and under «Jahrgang» as files written before say", () => {
  const read = (header: string) =>
    readPlayerCsv(
      parseCsv(`Vorname;Nachname;${header}\nLuca;Meier;2001\nLea;Frei;1800\n`),
      TEAM,
      playerSchema(),
      {
        teamName: "1. Mannschaft",
        existing: [],
      },
    );
  for (const header of ["Geburtsjahr", "Jahrgang", "jahrgang"]) {
    const { rows, errors } = read(header);
    expect(rows.map((r) => [r.lastName, r.birthYear])).toEqual([["Meier", 2001]]);
    // The fault is named under the column's name of today.
    expect(errors.map((e) => [e.line, e.column])).toEqual([[3, "Geburtsjahr"]]);
  }
});

const HEADER = "Mannschaft;Vorname;Nachname;Position;Rückennummer;Geburtsjahr;Im Verein seit;Einverständnis";

it("takes back the club's own export only for the team it goes into, and names the other rows", () => {
  const table = parseCsv(
    `${HEADER}\nSenioren 30+;Pascal;Ammann;Verteidiger;77;1991;2016;nein\n1. Mannschaft;Luca;Meier;Stürmer;9;2001;2020;ja\n`,
  );
  const { rows, errors } = readPlayerCsv(table, TEAM, playerSchema(), {
    teamName: "1. Mannschaft",
    existing: [],
  });
  expect(rows.map((r) => r.lastName)).toEqual(["Meier"]);
  expect(errors).toEqual([
    { line: 2, column: "Mannschaft", message: IMPORT_MESSAGES.otherTeam("Senioren 30+", "1. Mannschaft") },
  ]);
});

it("refuses a player the team already has, or one the file names twice", () => {
  const table = parseCsv(
    "Vorname;Nachname;Jahrgang\nLuca;Meier;2001\nlea;frei;\nLea;Frei;\nNoah;Meier;1999\n",
  );
  const { rows, errors } = readPlayerCsv(table, TEAM, playerSchema(), {
    teamName: "1. Mannschaft",
    existing: [{ firstName: "Luca", lastName: "Meier", birthYear: 2001, playerNumber: null }],
  });
  // Noah Meier is another player; Luca Meier of 2001 is there already; Lea Frei twice in the file.
  expect(rows.map((r) => `${r.firstName} ${r.lastName}`)).toEqual(["lea frei", "Noah Meier"]);
  expect(errors).toEqual([
    { line: 2, column: "Nachname", message: IMPORT_MESSAGES.alreadyInTeam("Luca Meier") },
    { line: 4, column: "Nachname", message: IMPORT_MESSAGES.twiceInFile("Lea Frei", 3) },
  ]);
});

it("refuses a shirt number the team already gives, or one the file gives twice", () => {
  const table = parseCsv(
    "Vorname;Nachname;Rückennummer\nLuca;Meier;9\nLea;Frei;7\nNoah;Keller;7\nMia;Bär;\nSara;Graf;\n",
  );
  const { rows, errors } = readPlayerCsv(table, TEAM, playerSchema(), {
    teamName: "1. Mannschaft",
    existing: [{ firstName: "Tim", lastName: "Vogel", birthYear: 1998, playerNumber: 9 }],
  });
  // Without a number any number of players fit; 9 is Tim Vogel's, 7 goes to the first who has it.
  expect(rows.map((r) => r.lastName)).toEqual(["Frei", "Bär", "Graf"]);
  expect(errors).toEqual([
    { line: 2, column: "Rückennummer", message: PLAYER_MESSAGES.numberTaken },
    { line: 4, column: "Rückennummer", message: IMPORT_MESSAGES.numberTwiceInFile(7, 3) },
  ]);
});

it("names only the player, not his number, when the team has him already", () => {
  const table = parseCsv("Vorname;Nachname;Jahrgang;Rückennummer\nTim;Vogel;1998;9\n");
  const { errors } = readPlayerCsv(table, TEAM, playerSchema(), {
    teamName: "1. Mannschaft",
    existing: [{ firstName: "Tim", lastName: "Vogel", birthYear: 1998, playerNumber: 9 }],
  });
  expect(errors).toEqual([
    { line: 2, column: "Nachname", message: IMPORT_MESSAGES.alreadyInTeam("Tim Vogel") },
  ]);
});

it("reads names with the dialog's rule: no invisible or control characters", () => {
  const table = parseCsv('Vorname;Nachname\n\u200b;Frei\nBell;\u0007Ton\n"Ueli\nZwei";Graf\nLea;Bär\n');
  const { rows, errors } = readPlayerCsv(table, TEAM, playerSchema(), {
    teamName: "1. Mannschaft",
    existing: [],
  });
  expect(rows.map((r) => r.lastName)).toEqual(["Bär"]);
  expect(errors).toEqual([
    { line: 2, column: "Vorname", message: INVISIBLE_NAME_MESSAGE },
    { line: 3, column: "Nachname", message: CONTROL_CHARACTERS_MESSAGE },
    { line: 4, column: "Vorname", message: CONTROL_CHARACTERS_MESSAGE },
  ]);
});

it("reads a position in any case and names the positions it takes, which a file cannot offer as a list", () => {
  const table = parseCsv(
    "Vorname;Nachname;Position\nLuca;Meier;stürmer\nLea;Frei;TORWART\nMia;Kälin;Mittelfeld\nNoah;Keller;\n",
  );
  const { rows, errors } = readPlayerCsv(table, TEAM, playerSchema(), {
    teamName: "1. Mannschaft",
    existing: [],
  });
  expect(rows.map((r) => [r.line, r.position])).toEqual([
    [2, "Stürmer"],
    [3, "Torwart"],
    [5, null],
  ]);
  expect(errors).toEqual([
    {
      line: 4,
      column: "Position",
      message: "Bitte «Torwart», «Verteidiger», «Mittelfeldspieler» oder «Stürmer», oder leer lassen.",
    },
  ]);
});
