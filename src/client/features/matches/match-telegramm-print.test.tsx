// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { MatchTelegramm } from "./match-telegramm.tsx";

// A printed match page keeps the Matchtelegramm's text for the notice board; its copy button and
// its download link do nothing on paper (the button is left off as every button is).

const MATCH = testMatch("m1", { status: "completed", period: "finished", homeScore: 1, awayScore: 0 });

it("leaves the download link off paper and prints the text", async () => {
  fakeServer().on(`GET /api/matches/${MATCH.id}/telegramm`, json("FC Heim – FC Gast 1:0 (0:0)"));
  renderInApp(<MatchTelegramm match={MATCH} />);
  const download = await screen.findByRole("link", { name: "Als Textdatei herunterladen" });
  expect(download.closest("[data-print-hidden]")).not.toBeNull();
  expect(screen.getByTestId("match-telegramm").closest("[data-print-hidden]")).toBeNull();
});
