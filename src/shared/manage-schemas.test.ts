import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { boardDefaults, boardMemberSchema } from "./board/schema.ts";
import { clubInfoSchema } from "./clubs/schema.ts";
import { coachSchema } from "./coaches/schema.ts";
import { blankToNull } from "./form-fields.ts";
import { newsPostSchema } from "./news/schema.ts";
import { playerSchema } from "./players/schema.ts";
import { opponentTeamSchema, teamSchema } from "./teams/schema.ts";

// 23:30 UTC on New Year's Eve is already 2027 in Zurich: the current-year rules follow Zurich.
const newYearInZurich = () => new Date("2026-12-31T23:30:00Z");
const midYear = () => new Date("2026-06-15T12:00:00Z");

function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? "?");
}

const team = "3f0f6c1e-7f55-4c1a-9d59-2f6f7a0c8e11";

describe("blankToNull", () => {
  it("turns empty into null and digit strings into numbers", () => {
    expect(blankToNull("")).toBeNull();
    expect(blankToNull("  ")).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull(Number.NaN)).toBeNull();
    expect(blankToNull(" 42 ")).toBe(42);
    expect(blankToNull("4.2")).toBe("4.2");
    expect(blankToNull(7)).toBe(7);
  });
});

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

describe("team", () => {
  it("has the spec's messages", () => {
    expect(firstMessage(teamSchema, { name: "", canton: "Bern", league: "2. Liga" })).toBe(
      "Name ist erforderlich",
    );
    expect(firstMessage(teamSchema, { name: "A", canton: "", league: "2. Liga" })).toBe(
      "Kanton ist erforderlich",
    );
    expect(firstMessage(teamSchema, { name: "A", canton: "Bern", league: "" })).toBe("Liga ist erforderlich");
    expect(firstMessage(opponentTeamSchema, { name: " ", canton: "Bern", league: "2. Liga" })).toBe(
      "Bitte fülle alle Felder aus",
    );
    expect(opponentTeamSchema.parse({ name: " FC B ", canton: "Bern", league: "2. Liga" }).name).toBe("FC B");
  });
});

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
  });
  it("treats shirt number 0 and empty as none", () => {
    expect(playerSchema(midYear).parse({ ...valid, playerNumber: 0 }).playerNumber).toBeNull();
    expect(playerSchema(midYear).parse({ ...valid, playerNumber: "" }).playerNumber).toBeNull();
    expect(playerSchema(midYear).parse({ ...valid, playerNumber: "12" }).playerNumber).toBe(12);
  });
});

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
    expect(boardDefaults(midYear)).toEqual({ birthYear: 1996, atClubSince: 2026 });
  });
});

describe("news post", () => {
  it("has the spec's messages and defaults to a draft without images", () => {
    expect(firstMessage(newsPostSchema, { title: " ", content: "x" })).toBe("Bitte gib einen Titel ein");
    expect(firstMessage(newsPostSchema, { title: "x", content: "" })).toBe("Bitte gib den Inhalt ein");
    expect(newsPostSchema.parse({ title: "T", content: "C" })).toEqual({
      title: "T",
      content: "C",
      isPublished: false,
      images: [],
    });
  });
});
