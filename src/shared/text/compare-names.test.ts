import { describe, expect, it } from "vitest";
import { compareCodeUnits, compareNames } from "./compare-names.ts";

const sorted = (names: string[]) => [...names].sort(compareNames);

describe("compareNames", () => {
  it("orders digit runs by value", () => {
    expect(sorted(["10. Mannschaft", "2. Mannschaft", "1. Mannschaft", "Junioren B"])).toEqual([
      "1. Mannschaft",
      "2. Mannschaft",
      "10. Mannschaft",
      "Junioren B",
    ]);
  });

  it("puts letters with accents or strokes next to their base letter", () => {
    expect(sorted(["Zürich", "Łukasz", "Zürcher", "Đorđević", "Çelik", "Ärni", "Abt", "Öztürk"])).toEqual([
      "Abt",
      "Ärni",
      "Çelik",
      "Đorđević",
      "Łukasz",
      "Öztürk",
      "Zürcher",
      "Zürich",
    ]);
  });

  it("ignores case and accents before it looks at them", () => {
    expect(sorted(["Zürcher", "müller", "Muster", "Meier", "Müller", "Muller"])).toEqual([
      "Meier",
      "Muller",
      "müller",
      "Müller",
      "Muster",
      "Zürcher",
    ]);
    expect(sorted(["Straßer", "Strasse", "Strassburg"])).toEqual(["Strassburg", "Strasse", "Straßer"]);
  });

  it("is equal only for equal names", () => {
    expect(compareNames("Muller", "Müller")).not.toBe(0);
    expect(Math.sign(compareNames("Muller", "Müller"))).toBe(-Math.sign(compareNames("Müller", "Muller")));
    expect(compareNames("Meier", "Meier")).toBe(0);
  });
});

describe("compareCodeUnits", () => {
  it("orders ISO timestamps in time order", () => {
    expect(compareCodeUnits("2025-05-05T12:30:00.000Z", "2025-05-05T12:31:00.000Z")).toBeLessThan(0);
    expect(compareCodeUnits("b", "a")).toBeGreaterThan(0);
    expect(compareCodeUnits("a", "a")).toBe(0);
  });
});
