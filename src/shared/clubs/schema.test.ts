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

describe("the club's free texts", () => {
  it("keep a description's lines but refuse controls and direction controls", () => {
    const schema = clubInfoSchema(midYear);
    // «\u202e» turned the rest of the description around on the club's page.
    expect(firstMessage(schema, { clubName: "FC A", description: "Wir sind \u202eFC B" })).toBe(
      "Die Beschreibung darf keine Steuerzeichen der Schreibrichtung enthalten.",
    );
    expect(firstMessage(schema, { clubName: "FC A", description: "Klingel\u0007" })).toBe(
      "Die Beschreibung darf keine Steuerzeichen enthalten (nur Zeilenumbrüche und Tabulatoren).",
    );
    expect(firstMessage(schema, { clubName: "FC A", stadiumName: "Arena\nNord" })).toBe(
      "Der Stadionname darf keine Steuerzeichen (z. B. Zeilenumbrüche) enthalten.",
    );
    expect(schema.parse({ clubName: "FC A", description: "Zeile 1\nZeile 2\tmit Tab" }).description).toBe(
      "Zeile 1\nZeile 2\tmit Tab",
    );
  });
});
