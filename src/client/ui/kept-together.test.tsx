// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { KeptTogether } from "./kept-together.tsx";

function keptParts(text: string): string[] {
  const { container } = render(
    <p>
      <KeptTogether text={text} />
    </p>,
  );
  expect(container.textContent).toBe(text);
  return [...container.querySelectorAll(".whitespace-nowrap")].map((e) => e.textContent ?? "");
}

it("keeps an ordinal with its word and a score with its half-time mark", () => {
  expect(keptParts("80. Wechsel bei FC Seeblick 1. Mannschaft")).toEqual(["80. Wechsel", "1. Mannschaft"]);
  expect(keptParts("Endstand 2:1 (1:0)")).toEqual(["2:1 (1:0)"]);
});

it("does not take a score's last digit for an ordinal", () => {
  expect(keptParts("1:0. 56. FC")).toEqual(["56. FC"]);
});

it("keeps a time of day with «Uhr»", () => {
  // At 390 px the club's live-ticker list broke «Donnerstag, 10. Dezember 2026, 19:30» above «Uhr».
  expect(keptParts("Donnerstag, 10. Dezember 2026, 19:30 Uhr")).toEqual(["10. Dezember", "19:30 Uhr"]);
  expect(keptParts("Rückgängig bis 9:05 Uhr möglich")).toEqual(["9:05 Uhr"]);
  expect(keptParts("Anpfiff um 15:00 Uhr.")).toEqual(["15:00 Uhr"]);
});

it("keeps a date with its time of day", () => {
  // At 390 px (and beside a button at 768 px) «gültig bis 14.12.2026,» stood above a lone «00:03».
  expect(keptParts("Trainer (1. Mannschaft) · gültig bis 14.12.2026, 00:03")).toEqual([
    "1. Mannschaft)",
    "14.12.2026, 00:03",
  ]);
  expect(keptParts("Anpfiff 5.5.2026, 9:30 Uhr")).toEqual(["5.5.2026, 9:30 Uhr"]);
  // A date alone stays free, as a time without «Uhr».
  expect(keptParts("21.11.2026 gegen FC Aare, 14:30")).toEqual([]);
});

it("keeps an age class with its word", () => {
  // At 390 px the club's and the team's match cards broke «FC Seeblick Senioren» above «30+».
  expect(keptParts("FC Seeblick Senioren 30+")).toEqual(["Senioren 30+"]);
  expect(keptParts("Veteranen 40+ gegen FC Seeblick Senioren 30+")).toEqual([
    "Veteranen 40+",
    "Senioren 30+",
  ]);
  // A minute in stoppage time is not an age class.
  expect(keptParts("90+2. Tor")).toEqual(["90+2. Tor"]);
  // Before a bracket or a comma too: a Trainer invited «(1. Mannschaft, Senioren 30+)».
  expect(keptParts("Trainer (1. Mannschaft, Senioren 30+)")).toEqual(["1. Mannschaft,", "Senioren 30+"]);
  expect(keptParts("Senioren 30+, Junioren B")).toEqual(["Senioren 30+"]);
});
