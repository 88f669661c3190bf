import { describe, expect, it } from "vitest";
import { cursorAddress, cursorOf } from "./address-cursor.ts";

const CURSOR = "1764331200000000_8f0c6b1e-2d6a-4c1e-9a53-0b1f2e3d4c5b";

describe("a paged list's cursor in the address", () => {
  it("reads a cursor the lists can use, and leaves out one they cannot", () => {
    expect(cursorOf(new URLSearchParams({ weiter: CURSOR }))).toBe(CURSOR);
    expect(cursorOf(new URLSearchParams({ weiter: "kaputt" }))).toBeNull();
    expect(cursorOf(new URLSearchParams())).toBeNull();
  });

  it("keeps the address's other choices, and drops the cursor to go back to the top", () => {
    const params = new URLSearchParams({ suche: "Derby" });
    expect(cursorAddress(params, CURSOR)).toEqual({ search: `?suche=Derby&weiter=${CURSOR}` });
    const later = new URLSearchParams({ suche: "Derby", weiter: CURSOR });
    expect(cursorAddress(later, null)).toEqual({ search: "?suche=Derby" });
    expect(cursorAddress(new URLSearchParams({ weiter: CURSOR }), null)).toEqual({ search: "" });
  });
});
