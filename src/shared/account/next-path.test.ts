import { describe, expect, it } from "vitest";
import { safeNextPath } from "./next-path.ts";

describe("safeNextPath", () => {
  it("keeps a path of this site with its query", () => {
    expect(safeNextPath("/einladung/abc?x=1")).toBe("/einladung/abc?x=1");
    expect(safeNextPath("/")).toBe("/");
  });

  it("refuses another site's address, however it is written", () => {
    for (const next of [
      "//example.com",
      "/\\example.com",
      "https://example.com",
      "example.com",
      "/\t/x",
      "",
    ]) {
      expect(safeNextPath(next)).toBeNull();
    }
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});
