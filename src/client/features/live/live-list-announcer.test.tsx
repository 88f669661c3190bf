// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { MatchSummary } from "#shared/matches/types.ts";
import { FakeEventSource } from "../../test/fake-event-source.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch, testTeam } from "../../test/match-rows.ts";
import { renderLiveList } from "./live-list-test-kit.tsx";

// «Live-Ticker» changed in place (a card's score, its minute pill at half time, a card that came
// or went) and a screen reader said nothing: a blind fan had to walk every card again to learn
// of a goal. The page now says each change once, in a polite live region.

const erst = testLiveMatch("m1", {
  homeTeam: testTeam("m1-h", "FC Erst"),
  awayTeam: testTeam("m1-a", "FC Gast"),
});

let listed: MatchSummary[];

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  listed = [erst];
  const server = fakeServer();
  server.on("GET /api/matches", () => json({ matches: listed, nextCursor: null }));
  for (const id of ["m1", "m2"]) {
    for (const part of ["events", "lineups", "starting-lineups"]) {
      server.on(`GET /api/matches/${id}/${part}`, json(part === "events" ? { events: [] } : {}));
    }
  }
});
afterEach(() => vi.unstubAllGlobals());

function renderList() {
  renderLiveList(listed);
}

async function stream(): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const source = FakeEventSource.opened[0] as FakeEventSource;
  act(() => source.ready(10));
  return source;
}

const said = () => document.querySelector('[aria-live="polite"]')?.textContent ?? "";

it("says nothing of what the page opened with", async () => {
  renderList();
  await stream();
  await screen.findByRole("img", { name: /FC Erst/ });
  expect(said()).toBe("");
});

it("says a goal, half time, the second half and the final whistle with the score", async () => {
  renderList();
  const source = await stream();
  const score = (home: number, away: number) =>
    `FC Erst 1. Mannschaft ${home} zu ${away} FC Gast 1. Mannschaft`;

  act(() => source.send("match", 11, { ...erst, awayScore: 1 }));
  await waitFor(() => expect(said()).toBe(`Tor für FC Gast 1. Mannschaft: ${score(1, 1)}`));

  act(() => source.send("match", 12, { ...erst, awayScore: 1, period: "halftime" }));
  await waitFor(() => expect(said()).toBe(`Halbzeit: ${score(1, 1)}`));

  act(() => source.send("match", 13, { ...erst, awayScore: 1, period: "second_half" }));
  await waitFor(() =>
    expect(said()).toBe("Zweite Halbzeit angepfiffen: FC Erst 1. Mannschaft gegen FC Gast 1. Mannschaft"),
  );

  // The ended match leaves the list (read again); its leaving is not said a second time.
  listed = [];
  act(() =>
    source.send("match", 14, {
      ...erst,
      homeScore: 2,
      awayScore: 1,
      status: "completed",
      period: "finished",
    }),
  );
  await waitFor(() =>
    expect(said()).toBe(`Tor für FC Erst 1. Mannschaft: ${score(2, 1)}. Schlusspfiff: ${score(2, 1)}`),
  );
  await screen.findByText("Aktuell gibt es keine Live-Spiele");
  expect(said()).toBe(`Tor für FC Erst 1. Mannschaft: ${score(2, 1)}. Schlusspfiff: ${score(2, 1)}`);
});

it("says a match that kicked off while the page was open", async () => {
  renderList();
  const source = await stream();
  const zweit = testLiveMatch("m2", {
    homeTeam: testTeam("m2-h", "FC Zweit"),
    awayTeam: testTeam("m2-a", "FC Dritt"),
    homeScore: 0,
    // It kicks off after the page read its list (a list read later would hold it already).
    startedAt: new Date(Date.now() + 1000).toISOString(),
  });
  listed = [erst, zweit];
  act(() => source.send("match", 11, zweit));
  await waitFor(() =>
    expect(said()).toBe("Angepfiffen: FC Zweit 1. Mannschaft gegen FC Dritt 1. Mannschaft"),
  );
});

// The club's «Rückgängig» after the final whistle brought the match back to the list, and the
// page said «Angepfiffen»: a fan heard of a kick-off at the 90th minute.
it("says a match the club took back from its end runs again, not that it kicked off", async () => {
  renderList();
  const source = await stream();
  const ended = { ...erst, homeScore: 2, awayScore: 1, status: "completed", period: "finished" } as const;
  listed = [];
  act(() => source.send("match", 11, ended));
  await screen.findByText("Aktuell gibt es keine Live-Spiele");
  const again = { ...erst, homeScore: 2, awayScore: 1, period: "second_half" } as const;
  listed = [again];
  act(() => source.send("match", 12, again));
  await waitFor(() => expect(said()).toBe("Läuft wieder: FC Erst 1. Mannschaft gegen FC Gast 1. Mannschaft"));
});

// Opened after the final whistle, the page had never seen the match: taken back, it came to the
// list (read again for it) as if it kicked off at the 90th minute.
it("says a match runs again that the page never saw end, by its kick-off long ago", async () => {
  listed = [];
  renderList();
  const source = await stream();
  await screen.findByText("Aktuell gibt es keine Live-Spiele");
  const startedAt = new Date(Date.now() - 95 * 60_000).toISOString();
  const again = testLiveMatch("m3", {
    homeTeam: testTeam("m3-h", "FC Viert"),
    awayTeam: testTeam("m3-a", "FC Fünft"),
    startedAt,
    homeScore: 2,
  });
  listed = [again];
  act(() => source.send("match", 11, again));
  await waitFor(() =>
    expect(said()).toBe("Läuft wieder: FC Viert 1. Mannschaft gegen FC Fünft 1. Mannschaft"),
  );
});
