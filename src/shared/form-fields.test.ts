import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blankToMissing, blankToNull, CONTROL_CHARACTERS_MESSAGE, visibleName } from "./form-fields.ts";
import { firstMessage } from "./schema-test-kit.ts";
import { INVISIBLE_NAME_MESSAGE } from "./text/visible-text.ts";

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

  it("reads only plain digits as a number: hex, binary and exponents stay text for the check", () => {
    for (const text of ["0x10", "0b11", "1e1", "12.0", "Infinity"]) expect(blankToNull(text)).toBe(text);
    expect(blankToNull("+3")).toBe(3);
  });
});

describe("blankToMissing", () => {
  it("makes a blank required number missing, so its required message answers", () => {
    for (const blank of ["", " ", null, undefined]) expect(blankToMissing(blank)).toBeUndefined();
    expect(blankToMissing("0")).toBe(0);
    expect(blankToMissing("0x10")).toBe("0x10");
  });
});

describe("visibleName", () => {
  it("names the field it checks", () => {
    const username = visibleName(z.string().trim(), "Der Nutzername");
    expect(firstMessage(username, "x\u0007")).toBe(
      "Der Nutzername darf keine Steuerzeichen (z. B. Zeilenumbrüche) enthalten.",
    );
    expect(firstMessage(username, "\u202eevil")).toMatch(/^Der Nutzername enthält unsichtbare Zeichen/);
    expect(firstMessage(visibleName(z.string()), "\u200b")).toBe(INVISIBLE_NAME_MESSAGE);
    expect(CONTROL_CHARACTERS_MESSAGE).toBe(
      "Der Name darf keine Steuerzeichen (z. B. Zeilenumbrüche) enthalten.",
    );
  });
});
