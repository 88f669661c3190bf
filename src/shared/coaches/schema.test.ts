import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "../form-fields.ts";
import { firstMessage, midYear, newYearInZurich } from "../schema-test-kit.ts";
import { INVISIBLE_NAME_MESSAGE } from "../text/name-skeleton.ts";
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

describe("a coach's name", () => {
  it("is one line of visible characters, as a team's or a club's name is", () => {
    const schema = coachSchema(midYear);
    expect(firstMessage(schema, { firstName: "Ueli\nZwei", lastName: "B" })).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(schema, { firstName: "A", lastName: "\u200b" })).toBe(INVISIBLE_NAME_MESSAGE);
    expect(firstMessage(schema.partial(), { lastName: "\u0007Bell" })).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(schema, { firstName: "Zoë", lastName: "N'Diaye" })).toBeNull();
  });
});
