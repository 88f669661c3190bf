import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "../form-fields.ts";
import { firstMessage, midYear } from "../schema-test-kit.ts";
import { INVISIBLE_NAME_MESSAGE } from "../text/name-skeleton.ts";
import { boardDefaults, boardMemberSchema } from "./schema.ts";

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
