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

  it("ignores case and accents as German readers do", () => {
    expect(sorted(["Zürcher", "Ärni", "Abt", "müller", "Muster", "Meier"])).toEqual([
      "Abt",
      "Ärni",
      "Meier",
      "müller",
      "Muster",
      "Zürcher",
    ]);
    expect(sorted(["Strasser", "Straßer", "Strasse"])).toEqual(["Strasse", "Strasser", "Straßer"]);
  });

  it("agrees with the German collator on plain names", () => {
    const names = [
      "Keller",
      "keller",
      "Égger",
      "Egger",
      "Baumann",
      "Bäumann",
      "Odermatt",
      "Öztürk",
      "Zehnder",
    ];
    const collator = new Intl.Collator("de-CH");
    const byCollator = [...names].sort(collator.compare);
    // Only the order of names equal but for case or accents may differ from the collator's.
    const fold = (n: string) => n.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
    expect(sorted(names).map(fold)).toEqual(byCollator.map(fold));
  });

  it("is a total order: equal only for equal strings", () => {
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
