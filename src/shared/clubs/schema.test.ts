import { describe, expect, it } from "vitest";
import { firstMessage, midYear, newYearInZurich } from "../schema-test-kit.ts";
import { clubInfoSchema } from "./schema.ts";

describe("club info", () => {
  const base = { clubName: "FC A" };
  it("parses numbers as integers and empty as null", () => {
    const parsed = clubInfoSchema(midYear).parse({
      ...base,
      foundingYear: "1900",
      activeMembers: "",
      teamsCount: 3,
    });
    expect(parsed).toMatchObject({
      foundingYear: 1900,
      activeMembers: null,
      teamsCount: 3,
      contactEmail: null,
    });
  });
  it("follows the Zurich year for the founding year", () => {
    expect(firstMessage(clubInfoSchema(midYear), { ...base, foundingYear: 2027 })).toBe(
      "Das Gründungsjahr kann nicht in der Zukunft liegen.",
    );
    expect(firstMessage(clubInfoSchema(newYearInZurich), { ...base, foundingYear: 2027 })).toBeNull();
  });
});
