import { describe, expect, it } from "vitest";
import { parseListCursor } from "./list-cursor.ts";

describe("parseListCursor", () => {
  it("reads the microseconds and the id, the id in lower case", () => {
    expect(parseListCursor("1799494200000007_0266B69A-2F82-4F5B-91F0-2B0ED5D07085")).toEqual({
      micros: "1799494200000007",
      id: "0266b69a-2f82-4f5b-91f0-2b0ed5d07085",
    });
    expect(parseListCursor("-86400000000_0266b69a-2f82-4f5b-91f0-2b0ed5d07085")?.micros).toBe("-86400000000");
  });

  it.each([
    "",
    "1799494200000007",
    "_0266b69a-2f82-4f5b-91f0-2b0ed5d07085",
    "1.5_0266b69a-2f82-4f5b-91f0-2b0ed5d07085",
    "123456789012345678_0266b69a-2f82-4f5b-91f0-2b0ed5d07085",
    "1_0266b69a-2f82-4f5b-91f0-2b0ed5d0708",
    "1_0266b69a-2f82-4f5b-91f0-2b0ed5d07085 ",
  ])("refuses %j", (text) => {
    expect(parseListCursor(text)).toBeNull();
  });
});
