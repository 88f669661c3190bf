// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { MatchTicker } from "./match-ticker.tsx";

// A coming match's page said its kickoff twice: «Geplant · Anpfiff 15:00 Uhr» above the teams and
// «Samstag, 7. September 2030, 15:00 Uhr» below them. The date line says day and time; the state
// above says only that the match is planned.

it("names a coming match's kickoff time once", async () => {
  const match = testMatch("m1", { status: "scheduled", matchDate: "2030-09-07T13:00:00.000Z" });
  fakeServer().on(`GET /api/matches/${match.id}/events`, json({ events: [] }));
  const { container } = renderInApp(
    <MemoryRouter>
      <MatchTicker match={match} />
    </MemoryRouter>,
  );
  expect(await screen.findByText("Der Ticker beginnt mit dem Anpfiff.")).toBeTruthy();
  expect(screen.getByText("Geplant")).toBeTruthy();
  expect(container.querySelector("time")?.textContent).toMatch(/^Samstag, 7\. September 2030, 15:00 Uhr$/);
  expect(container.textContent?.match(/15:00/g)).toHaveLength(1);
});
