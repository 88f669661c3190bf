import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "../form-fields.ts";
import { firstMessage, midYear, newYearInZurich } from "../schema-test-kit.ts";
import { INVISIBLE_NAME_MESSAGE } from "../text/visible-text.ts";
import { playerEditSchema, playerSchema } from "./schema.ts";

const team = "3f0f6c1e-7f55-4c1a-9d59-2f6f7a0c8e11";

describe("player", () => {
  const valid = { firstName: "A", lastName: "B", teamId: team };
  it("has the spec's messages and bounds", () => {
    const schema = playerSchema(midYear);
    expect(firstMessage(schema, { ...valid, firstName: "" })).toBe("Vor- und Nachname sind erforderlich");
    expect(firstMessage(schema, { ...valid, teamId: "" })).toBe("Bitte wähle ein Team aus");
    expect(firstMessage(schema, { ...valid, playerNumber: 100 })).toBe(
      "Die Rückennummer muss zwischen 1 und 99 liegen",
    );
    expect(firstMessage(schema, { ...valid, birthYear: 1949 })).toBe("Geburtsjahr muss mindestens 1950 sein");
    expect(firstMessage(schema, { ...valid, birthYear: 2027 })).toBe(
      "Geburtsjahr kann nicht in der Zukunft liegen",
    );
    expect(firstMessage(schema, { ...valid, atClubSince: 2027 })).toBe(
      "Jahr kann nicht in der Zukunft liegen",
    );
    expect(firstMessage(playerSchema(newYearInZurich), { ...valid, atClubSince: 2027 })).toBeNull();
    // At the club before he was born: a typo, not a fact.
    expect(firstMessage(schema, { ...valid, birthYear: 2000, atClubSince: 1990 })).toBe(
      "«Im Verein seit» kann nicht vor dem Geburtsjahr liegen",
    );
    expect(firstMessage(schema, { ...valid, birthYear: 2000, atClubSince: 2000 })).toBeNull();
    expect(firstMessage(schema, { ...valid, atClubSince: 1990 })).toBeNull();
  });
  it("treats shirt number 0 and empty as none", () => {
    expect(playerSchema(midYear).parse({ ...valid, playerNumber: 0 }).playerNumber).toBeNull();
    expect(playerSchema(midYear).parse({ ...valid, playerNumber: "" }).playerNumber).toBeNull();
    expect(playerSchema(midYear).parse({ ...valid, playerNumber: "12" }).playerNumber).toBe(12);
  });
});

describe("a player's name", () => {
  const valid = { firstName: "Ueli", lastName: "Zwei", teamId: team };
  it("is one line of visible characters, as a team's or a club's name is", () => {
    const schema = playerSchema(midYear);
    // A zero-width space alone gave a card without a title.
    expect(firstMessage(schema, { ...valid, firstName: "\u200b" })).toBe(INVISIBLE_NAME_MESSAGE);
    expect(firstMessage(schema, { ...valid, lastName: "Zw\u202eei" })).toBe(INVISIBLE_NAME_MESSAGE);
    expect(firstMessage(schema, { ...valid, firstName: "\u0007Bell" })).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(schema, { ...valid, lastName: "Zwei\nDrei" })).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(playerEditSchema(midYear), { lastName: "Zwei\u2028Drei" })).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(
      firstMessage(schema, { ...valid, firstName: "Zoë-Chantal", lastName: "N'Diaye Çelik" }),
    ).toBeNull();
  });
});
