import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE, SINCE_BEFORE_BIRTH_MESSAGE } from "../form-fields.ts";
import { firstMessage, midYear, newYearInZurich } from "../schema-test-kit.ts";
import { INVISIBLE_NAME_MESSAGE } from "../text/visible-text.ts";
import { coachEditSchema, coachSchema } from "./schema.ts";

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
    expect(firstMessage(coachEditSchema(midYear), { lastName: "\u0007Bell" })).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(firstMessage(schema, { firstName: "Zoë", lastName: "N'Diaye" })).toBeNull();
  });
});

describe("a coach's years", () => {
  it("refuses «Im Verein seit» before the birth year, on the field, as the player dialog does", () => {
    const schema = coachSchema(midYear);
    const result = schema.safeParse({ firstName: "A", lastName: "B", birthYear: 1990, atClubSince: 1950 });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["atClubSince", SINCE_BEFORE_BIRTH_MESSAGE],
    ]);
    expect(
      firstMessage(schema, { firstName: "A", lastName: "B", birthYear: 1990, atClubSince: 1990 }),
    ).toBeNull();
    // An edit that sends both years is checked here; one year alone against the stored other on the server.
    expect(firstMessage(coachEditSchema(midYear), { birthYear: 2000, atClubSince: 1999 })).toBe(
      SINCE_BEFORE_BIRTH_MESSAGE,
    );
    expect(firstMessage(coachEditSchema(midYear), { atClubSince: 1950 })).toBeNull();
  });
});

describe("a coach's role", () => {
  it("is required when it shows nothing, and one line without direction controls", () => {
    const schema = coachSchema(midYear);
    const valid = { firstName: "A", lastName: "B" };
    expect(firstMessage(schema, { ...valid, role: "\u200b" })).toBe("Rolle wird benötigt");
    expect(firstMessage(schema, { ...valid, role: " \u200b " })).toBe("Rolle wird benötigt");
    expect(firstMessage(coachEditSchema(midYear), { role: "Trainer\u0007" })).toMatch(
      /^Die Rolle darf keine Steuerzeichen/,
    );
    expect(firstMessage(schema, { ...valid, role: "\u202eTrainer" })).toMatch(/Schreibrichtung/);
    expect(firstMessage(schema, { ...valid, role: "Co-Trainer" })).toBeNull();
  });
});
