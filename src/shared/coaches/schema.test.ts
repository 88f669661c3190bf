import { describe, expect, it } from "vitest";
import { firstMessage, midYear, newYearInZurich } from "../schema-test-kit.ts";
import { coachSchema } from "./schema.ts";

describe("coach", () => {
  it("applies the defaults when fields are left out", () => {
    expect(coachSchema(midYear).parse({ firstName: "A", lastName: "B" })).toMatchObject({
      birthYear: 1980,
      atClubSince: 2026,
      role: "Trainer",
    });
    expect(coachSchema(newYearInZurich).parse({ firstName: "A", lastName: "B" }).atClubSince).toBe(2027);
  });
  it("has the spec's messages", () => {
    const schema = coachSchema(midYear);
    const valid = { firstName: "A", lastName: "B" };
    expect(firstMessage(schema, { ...valid, firstName: "" })).toBe("Vorname wird benötigt");
    expect(firstMessage(schema, { ...valid, lastName: "" })).toBe("Nachname wird benötigt");
    expect(firstMessage(schema, { ...valid, birthYear: 1899 })).toBe("Geburtsjahr muss mindestens 1900 sein");
    expect(firstMessage(schema, { ...valid, birthYear: 2027 })).toBe(
      "Geburtsjahr kann nicht in der Zukunft liegen",
    );
    expect(firstMessage(schema, { ...valid, atClubSince: 1899 })).toBe("Jahr muss mindestens 1900 sein");
    expect(firstMessage(schema, { ...valid, atClubSince: 2027 })).toBe(
      "Jahr kann nicht in der Zukunft liegen",
    );
    expect(firstMessage(schema, { ...valid, role: " " })).toBe("Rolle wird benötigt");
  });
});
