import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE, SINCE_BEFORE_BIRTH_MESSAGE } from "../form-fields.ts";
import { firstMessage, midYear } from "../schema-test-kit.ts";
import { INVISIBLE_NAME_MESSAGE } from "../text/visible-text.ts";
import { boardDefaults, boardMemberEditSchema, boardMemberSchema } from "./schema.ts";

describe("board member", () => {
  it("requires names and role, stores empty email and phone as null", () => {
    const schema = boardMemberSchema(midYear);
    expect(firstMessage(schema, { firstName: "A", lastName: "", role: "X" })).toBe(
      "Bitte fülle alle erforderlichen Felder aus.",
    );
    expect(schema.parse({ firstName: "A", lastName: "B", role: "X", email: "", phone: "" })).toMatchObject({
      email: null,
      phone: null,
    });
    // No made-up birth year: a default would be published as if it were true.
    expect(boardDefaults(midYear)).toEqual({ birthYear: "", atClubSince: 2026 });
    expect(
      boardMemberSchema(midYear).parse({
        firstName: "A",
        lastName: "B",
        role: "X",
        ...boardDefaults(midYear),
      }),
    ).toMatchObject({ birthYear: null });
  });
});

describe("a board member's name", () => {
  it("is one line of visible characters, as a team's or a club's name is", () => {
    const schema = boardMemberSchema(midYear);
    const valid = { firstName: "A", lastName: "B", role: "Präsident" };
    expect(firstMessage(schema, { ...valid, firstName: "\u0007Bell" })).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(schema, { ...valid, lastName: "\u200b" })).toBe(INVISIBLE_NAME_MESSAGE);
    expect(firstMessage(schema, { ...valid, lastName: "Frei\r\nZwei" })).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(schema, { ...valid, firstName: "Zoë", lastName: "N'Diaye" })).toBeNull();
  });
});

describe("a board member's years", () => {
  it("refuses «Im Verein seit» before the birth year, on the field, as the player dialog does", () => {
    const schema = boardMemberSchema(midYear);
    const valid = { firstName: "A", lastName: "B", role: "Präsident" };
    const before = schema.safeParse({ ...valid, birthYear: 1990, atClubSince: 1950 });
    expect(before.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["atClubSince", SINCE_BEFORE_BIRTH_MESSAGE],
    ]);
    // Without a birth year there is nothing to compare.
    expect(firstMessage(schema, { ...valid, birthYear: "", atClubSince: 1950 })).toBeNull();
    expect(firstMessage(boardMemberEditSchema(midYear), { birthYear: 2000, atClubSince: 1999 })).toBe(
      SINCE_BEFORE_BIRTH_MESSAGE,
    );
  });
});

describe("a board member's role", () => {
  it("is required when it shows nothing, and one line without direction controls", () => {
    const schema = boardMemberSchema(midYear);
    const valid = { firstName: "A", lastName: "B", role: "Präsident" };
    expect(firstMessage(schema, { ...valid, role: "\u200b" })).toBe(
      "Bitte fülle alle erforderlichen Felder aus.",
    );
    expect(firstMessage(schema, { ...valid, role: "Kassier\u001b" })).toMatch(
      /^Die Rolle darf keine Steuerzeichen/,
    );
    expect(firstMessage(boardMemberEditSchema(midYear), { role: "\u202eKassier" })).toMatch(
      /Schreibrichtung/,
    );
  });
});
