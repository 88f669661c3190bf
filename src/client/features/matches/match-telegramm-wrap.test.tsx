// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { MatchTelegramm } from "./match-telegramm.tsx";

// On a 390 px phone the Matchtelegramm broke its lines after «1.» of «FC Seeblick 1. Mannschaft»
// and after a minute («…, 80.» then «Wechsel (Namen nicht erfasst).» below): a number at a line's
// end read as the next item's minute. A minute or ordinal keeps its word, a score its mark.

const MATCH = testMatch("m1", { status: "completed", period: "finished", homeScore: 2, awayScore: 1 });
const TEXT = [
  "FC Seeblick 1. Mannschaft – FC Neuling 2:1 (1:0)",
  "Tore: 12. Manuel Kunz 1:0. 56. FC Neuling 1:1. 90+2. Levin Egli 2:1.",
  "FC Seeblick 1. Mannschaft: Severin Kägi; João Sousa (63. Levin Egli).",
  "Weitere Wechsel FC Seeblick 1. Mannschaft: 70. Matteo Bernasconi (eingewechselt), 80. Wechsel (Namen nicht erfasst).",
  // A word too long for a phone's line beside its minute (a typed address) stays free to break.
  "Bemerkungen: 60. https://www.fc-seeblick.ch/spielbericht-neuling.",
  "",
].join("\n");

afterEach(() => {
  vi.unstubAllGlobals();
});

it("keeps a minute or an ordinal on the line of its word, and a score with its mark, unless the word is long", async () => {
  // The server answers plain text, as GET /api/matches/{id}/telegramm does (the fake server answers JSON).
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(TEXT, { headers: { "content-type": "text/plain; charset=utf-8" } })),
  );
  renderInApp(<MatchTelegramm match={MATCH} />);
  const text = await screen.findByTestId("match-telegramm");
  // What is copied and selected stays the server's text, byte for byte.
  expect(text.textContent).toBe(TEXT);
  const together = [...text.querySelectorAll(".whitespace-nowrap")].map((e) => e.textContent);
  expect(together).toEqual([
    "1. Mannschaft",
    "2:1 (1:0)",
    "12. Manuel",
    "56. FC",
    "90+2. Levin",
    "1. Mannschaft:",
    "63. Levin",
    "1. Mannschaft:",
    "70. Matteo",
    "80. Wechsel",
  ]);
});
