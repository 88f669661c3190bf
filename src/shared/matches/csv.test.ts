import { expect, it } from "vitest";
import { parseCsv } from "../csv.ts";
import { CONTROL_CHARACTERS_MESSAGE } from "../form-fields.ts";
import { INVISIBLE_NAME_MESSAGE } from "../text/name-skeleton.ts";
import { readFixtureCsv } from "./csv.ts";

it("reads a new opponent's name with the team dialog's rule: no control or invisible characters", () => {
  const table = parseCsv(
    "Datum;Zeit;H/A;Gegner\n01.09.2030;14:30;H;\u0007FC Glocke\n08.09.2030;14:30;H;FC\u200bSeeblick\n15.09.2030;14:30;A;FC Üetliberg\n",
  );
  const { rows, errors } = readFixtureCsv(table);
  expect(rows.map((r) => r.opponent)).toEqual(["FC Üetliberg"]);
  expect(errors).toEqual([
    { line: 2, column: "Gegner", message: CONTROL_CHARACTERS_MESSAGE },
    { line: 3, column: "Gegner", message: INVISIBLE_NAME_MESSAGE },
  ]);
});
