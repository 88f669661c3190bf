import { expect, it } from "vitest";
import { parseCsv } from "../csv.ts";
import { readPlayerCsv } from "./csv.ts";
import { playerSchema } from "./schema.ts";

const TEAM = "11111111-1111-4111-8111-111111111111";

it("names every fault of a row at once, each message once with its column", () => {
  const table = parseCsv(
    "Vorname;Nachname;Position;Rückennummer;Jahrgang;Im Verein seit;Einverständnis\nBad;;Libero;150;1800;2020;vielleicht\n",
  );
  const { rows, errors } = readPlayerCsv(table, TEAM, playerSchema());
  expect(rows).toEqual([]);
  const columns = errors.map((e) => e.column);
  expect(columns).toEqual(expect.arrayContaining(["Einverständnis", "Nachname", "Rückennummer", "Jahrgang"]));
  const consent = errors.find((e) => e.column === "Einverständnis");
  // The column is named beside the message: the message does not name it again.
  expect(consent?.message.startsWith("Einverständnis")).toBe(false);
});
