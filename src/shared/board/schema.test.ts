import { describe, expect, it } from "vitest";
import { firstMessage, midYear } from "../schema-test-kit.ts";
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
