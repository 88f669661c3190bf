import { describe, expect, it } from "vitest";
import { nameSkeleton } from "./name-skeleton.ts";

describe("nameSkeleton (TR39 confusables)", () => {
  const seeblick = nameSkeleton("FC Seeblick");

  it("maps look-alike digits, Cyrillic letters and the dotless i to the same name", () => {
    expect(nameSkeleton("FC Seeb1ick")).toBe(seeblick);
    expect(nameSkeleton("FC S\u0435eblick")).toBe(seeblick); // Cyrillic е
    expect(nameSkeleton("FC Seebl\u0131ck")).toBe(seeblick); // dotless ı
    expect(nameSkeleton("FC SEEBLICK")).toBe(seeblick);
    expect(nameSkeleton("F.C. Séeblick")).toBe(seeblick);
    expect(nameSkeleton("FC Z0rich")).toBe(nameSkeleton("FC Zorich"));
  });

  it("keeps different names apart", () => {
    expect(nameSkeleton("FC Seeblick 2")).not.toBe(seeblick);
    expect(nameSkeleton("FC Seefeld")).not.toBe(seeblick);
    expect(nameSkeleton("FC Zürich-Affoltern")).not.toBe(nameSkeleton("FC Zürich-Altstetten"));
  });

  it("folds umlauts and ß as the old name key did", () => {
    expect(nameSkeleton("FC Zürich")).toBe(nameSkeleton("fc zurich"));
    expect(nameSkeleton("FC Großdorf")).toBe(nameSkeleton("FC Grossdorf"));
  });
});
