import { z } from "zod";

// Every schema of the product names its own German message for what a person can get wrong in a
// form. What only a hand-made request can get wrong (a body that is a list, a field left out, a
// query value off the list) falls to zod's defaults, which are English. zod's German locale says
// those; its wording of a wrong type ("erwartet object, erhalten array") names the JSON types in
// English, so that case says what is expected in plain German here and leaves the rest to the
// locale. zod keeps its configuration on `globalThis`, so better-auth's own checks speak German too.

const EXPECTED: Record<string, string> = {
  object: "ein Objekt mit den Feldern der Anfrage",
  string: "ein Text",
  number: "eine Zahl",
  int: "eine ganze Zahl",
  boolean: "true oder false",
  array: "eine Liste",
};

z.config(z.locales.de());
/** A bound in plain German; the locale's says "erwartet, dass number >=1 ist". */
function boundMessage(origin: string, bound: unknown, isMinimum: boolean): string | undefined {
  const limit = isMinimum ? "mindestens" : "höchstens";
  const value = String(bound);
  if (origin === "number" || origin === "int") return `Die Zahl muss ${limit} ${value} sein`;
  if (origin === "string")
    return `Der Text ${isMinimum ? "muss" : "darf"} ${limit} ${value} Zeichen lang sein`;
  if (origin === "array" || origin === "set") return `Die Liste muss ${limit} ${value} Einträge haben`;
  return undefined;
}

z.config({
  customError: (issue) => {
    if (issue.code === "too_small") return boundMessage(issue.origin, issue.minimum, true);
    if (issue.code === "too_big") return boundMessage(issue.origin, issue.maximum, false);
    if (issue.code !== "invalid_type") return undefined;
    if (issue.input === undefined) return "Pflichtangabe fehlt";
    const expected = EXPECTED[issue.expected];
    return expected ? `Ungültige Eingabe: erwartet ${expected}` : undefined;
  },
});
