import { describe, expect, it } from "vitest";
import { z } from "zod";
import { addressNumber } from "./address-number.ts";

const page = z.object({
  page: addressNumber(
    "Ungültige Seitenzahl",
    z.number().int().min(1, "Ungültige Seitenzahl").max(99, "Ungültige Seitenzahl"),
  ).default(1),
});

describe("a number in an address", () => {
  it("takes decimal digits, and the default when absent", () => {
    expect(page.parse({ page: "7" })).toEqual({ page: 7 });
    expect(page.parse({ page: "007" })).toEqual({ page: 7 });
    expect(page.parse({})).toEqual({ page: 1 });
  });

  it("refuses every other spelling with the field's message", () => {
    for (const text of ["0x7", "1e1", " 5", "5 ", "", "+5", "-1", "5.0", "Infinity", "0", "100"]) {
      const result = page.safeParse({ page: text });
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message, text).toBe("Ungültige Seitenzahl");
    }
  });
});
