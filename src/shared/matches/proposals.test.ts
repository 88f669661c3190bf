import { expect, it } from "vitest";
import { scheduleProposalText } from "./proposals.ts";

it("says a postponement without a new date has none, and names a new one", () => {
  const postpone = { kind: "postpone", stadium: null, reason: "Platz gesperrt" } as const;
  expect(scheduleProposalText({ ...postpone, matchDate: null })).toBe(
    "Spiel verschieben ohne neues Datum (Platz gesperrt)",
  );
  expect(scheduleProposalText({ ...postpone, matchDate: "2026-12-12T18:30:00.000Z" })).toBe(
    "Spiel verschieben: Samstag, 12. Dezember 2026, 19:30 Uhr (Platz gesperrt)",
  );
  expect(scheduleProposalText({ kind: "restore", matchDate: null, stadium: null, reason: null })).toBe(
    "Spiel wieder ansetzen",
  );
});
