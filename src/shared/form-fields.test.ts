import { describe, expect, it } from "vitest";
import { blankToNull } from "./form-fields.ts";

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
