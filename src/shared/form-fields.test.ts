import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blankToNull, CONTROL_CHARACTERS_MESSAGE, visibleName } from "./form-fields.ts";
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
