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
z.config({
  customError: (issue) => {
    if (issue.code !== "invalid_type") return undefined;
    if (issue.input === undefined) return "Pflichtangabe fehlt";
    const expected = EXPECTED[issue.expected];
    return expected ? `Ungültige Eingabe: erwartet ${expected}` : undefined;
  },
});
