import { expect, it } from "vitest";
import { parseCsv } from "../csv.ts";
import { IMPORT_MESSAGES, readPlayerCsv } from "./csv.ts";
import { playerSchema } from "./schema.ts";

const TEAM = "11111111-1111-4111-8111-111111111111";

it("names every fault of a row at once, each message once with its column", () => {
  const table = parseCsv(
    "Vorname;Nachname;Position;Rückennummer;Jahrgang;Im Verein seit;Einverständnis\nBad;;Libero;150;1800;2020;vielleicht\n",
  );
  const { rows, errors } = readPlayerCsv(table, TEAM, playerSchema(), {
    teamName: "1. Mannschaft",
    existing: [],
  });
  expect(rows).toEqual([]);
  const columns = errors.map((e) => e.column);
  expect(columns).toEqual(expect.arrayContaining(["Einverständnis", "Nachname", "Rückennummer", "Jahrgang"]));
  const consent = errors.find((e) => e.column === "Einverständnis");
  // The column is named beside the message: the message does not name it again.
  expect(consent?.message.startsWith("Einverständnis")).toBe(false);
});

const HEADER = "Mannschaft;Vorname;Nachname;Position;Rückennummer;Jahrgang;Im Verein seit;Einverständnis";

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
    existing: [{ firstName: "Luca", lastName: "Meier", birthYear: 2001 }],
  });
  // Noah Meier is another player; Luca Meier of 2001 is there already; Lea Frei twice in the file.
  expect(rows.map((r) => `${r.firstName} ${r.lastName}`)).toEqual(["lea frei", "Noah Meier"]);
  expect(errors).toEqual([
    { line: 2, column: "Nachname", message: IMPORT_MESSAGES.alreadyInTeam("Luca Meier") },
    { line: 4, column: "Nachname", message: IMPORT_MESSAGES.twiceInFile("Lea Frei", 3) },
  ]);
});
