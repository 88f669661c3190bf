import { describe, expect, it } from "vitest";
import { matchReportInputSchema, REPORT_MESSAGES } from "./report-schema.ts";

function firstMessage(input: unknown) {
  return matchReportInputSchema.safeParse(input).error?.issues[0]?.message;
}

describe("match report schema", () => {
  it("requires title and content", () => {
    expect(firstMessage({ content: "x" })).toBe("Titel und Inhalt sind Pflichtfelder");
    expect(firstMessage({ title: "x", content: " " })).toBe("Titel und Inhalt sind Pflichtfelder");
  });

  it("turns empty optional fields into null and attendance text into a number", () => {
    expect(
      matchReportInputSchema.parse({
        title: " Sieg ",
        content: "Text",
        highlights: "",
        manOfMatchPlayerId: "",
        attendance: " 320 ",
        weatherConditions: "  ",
      }),
    ).toEqual({
      title: "Sieg",
      content: "Text",
      highlights: null,
      manOfMatchPlayerId: null,
      attendance: 320,
      weatherConditions: null,
      refereeNotes: null,
      referee: null,
    });
  });

  it("takes attendance as a whole number from 0", () => {
    expect(matchReportInputSchema.parse({ title: "t", content: "c", attendance: 0 }).attendance).toBe(0);
    for (const attendance of [-1, 2.5, "viele"]) {
      expect(firstMessage({ title: "t", content: "c", attendance })).toBe(REPORT_MESSAGES.attendance);
    }
  });

  it("reads attendance text only as plain digits, and a blank one as none", () => {
    for (const attendance of ["0x10", "1e3", "0b11", "12.0", "Infinity"]) {
      expect(firstMessage({ title: "t", content: "c", attendance }), attendance).toBe(
        REPORT_MESSAGES.attendance,
      );
    }
    for (const attendance of [" ", "\t", ""]) {
      expect(matchReportInputSchema.parse({ title: "t", content: "c", attendance }).attendance).toBeNull();
    }
  });
});

describe("the match report's title and content", () => {
  it("count as empty when they show nothing", () => {
    expect(firstMessage({ title: "\u200b", content: "x" })).toBe(REPORT_MESSAGES.required);
    expect(firstMessage({ title: "x", content: " \u200b\n\u200b " })).toBe(REPORT_MESSAGES.required);
  });

  it("refuse controls and direction controls", () => {
    expect(firstMessage({ title: "Sieg\u001b", content: "x" })).toMatch(
      /^Der Titel darf keine Steuerzeichen/,
    );
    expect(firstMessage({ title: "\u202eevil", content: "x" })).toMatch(/Schreibrichtung/);
    expect(firstMessage({ title: "x", content: "Tor\u0007" })).toMatch(
      /^Der Inhalt darf keine Steuerzeichen/,
    );
    expect(firstMessage({ title: "x", content: "Erste Halbzeit\n\tzweite" })).toBeUndefined();
  });
});

describe("the report's optional texts", () => {
  it("refuse controls and direction controls, and keep the notes' lines", () => {
    const base = { title: "Sieg", content: "Text" };
    expect(firstMessage({ ...base, highlights: "Tor\u001b[31m" })).toBe(
      "Das Feld «Highlights» darf keine Steuerzeichen enthalten (nur Zeilenumbrüche und Tabulatoren).",
    );
    expect(firstMessage({ ...base, referee: "\u202eMeier" })).toBe(
      "Der Name des Schiedsrichters darf keine Steuerzeichen der Schreibrichtung enthalten.",
    );
    expect(firstMessage({ ...base, weatherConditions: "Regen\nWind" })).toBe(
      "Das Wetter darf keine Steuerzeichen (z. B. Zeilenumbrüche) enthalten.",
    );
    expect(matchReportInputSchema.parse({ ...base, refereeNotes: "Eins\nZwei" }).refereeNotes).toBe(
      "Eins\nZwei",
    );
  });
});
