// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REPORT_MESSAGES } from "#shared/matches/report-schema.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { testLiveMatch, testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { MatchSection } from "./schedule-match-row.tsx";

// A test that sets the day gives the real clock back.
afterEach(() => {
  vi.useRealTimers();
});

const noop = () => {};

/**
 * The club's list of coming or past matches, with every action a no-op; `liveTickerOf` for a
 * person who may run the live ticker.
 */
function renderSection(
  matches: MatchSummary[],
  isPast: boolean,
  liveTickerOf?: (match: MatchSummary) => string,
) {
  renderInApp(
    <MemoryRouter>
      <MatchSection
        title={isPast ? "Vergangene Spiele" : "Kommende Spiele"}
        empty="Keine Spiele"
        matches={matches}
        isPast={isPast}
        clubId="club-a"
        onAnswer={noop}
        onEdit={noop}
        onCancel={noop}
        onDelete={noop}
        onReport={noop}
        onState={noop}
        busyId={null}
        {...(liveTickerOf ? { liveTickerOf } : {})}
      />
    </MemoryRouter>,
  );
}

/** Each button of the row: the words it shows and the name a screen reader says. */
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("button")
    .map((button) => [button.textContent?.trim(), button.getAttribute("aria-label")]);

const MATCH = "FC Heim 1. Mannschaft gegen FC Gast 1. Mannschaft";

it("names every button of a past match with the match, keeping the words it shows", () => {
  renderSection(
    [
      testMatch("m1", {
        matchDate: "2020-09-05T13:00:00.000Z",
        status: "completed",
        homeScore: 2,
        awayScore: 1,
      }),
      testMatch("m2", { matchDate: "2020-09-12T13:00:00.000Z", status: "postponed" }),
    ],
    true,
  );
  const [played, postponed] = screen.getAllByRole("listitem");
  if (!played || !postponed) throw new Error("two rows expected");
  expect(buttonsOf(played)).toEqual([
    ["Spielbericht", `Spielbericht: ${MATCH}`],
    ["Endstand ändern", `Endstand ändern: ${MATCH}`],
    ["Bearbeiten", `${MATCH} bearbeiten`],
    ["Löschen", `${MATCH} löschen`],
  ]);
  // A past match has «Spielbericht» (the specification); a postponed one takes no report yet (the
  // server refuses it), which its row says, and so does the dialog in place of the form.
  expect(buttonsOf(postponed)).toEqual([
    ["Spielbericht", `Spielbericht: ${MATCH}`],
    ["Wieder ansetzen", `${MATCH} wieder ansetzen`],
    ["Bearbeiten", `${MATCH} bearbeiten`],
    ["Löschen", `${MATCH} löschen`],
  ]);
  expect(within(postponed).getByText(REPORT_MESSAGES.postponed)).toBeVisible();
  expect(within(played).queryByText(REPORT_MESSAGES.postponed)).toBeNull();
});

it("offers no «Wieder ansetzen» nor «Löschen» for a match the league office called off by a withdrawal, and says why", () => {
  const reason = "Rückzug von FC Gast 1. Mannschaft aus der Gruppe";
  renderSection(
    [
      testMatch("m1", { status: "cancelled", cancellationReason: reason, heldByWithdrawal: true }),
      testMatch("m2", { status: "cancelled", cancellationReason: "Platz gesperrt" }),
    ],
    false,
  );
  const [held, cancelled] = screen.getAllByRole("listitem");
  if (!held || !cancelled) throw new Error("two rows expected");
  // Deleted, it would be missing when the office takes the withdrawal back (the server refuses it).
  expect(within(held).queryAllByRole("button")).toEqual([]);
  expect(within(held).getByText(`Grund: ${reason}`)).toBeInTheDocument();
  expect(
    within(held).getByText("Nur die Spielleitung setzt es wieder an, wenn sie den Rückzug aufhebt."),
  ).toBeInTheDocument();
  // Cancelled by the club: its own to set again.
  expect(buttonsOf(cancelled).map(([text]) => text)).toEqual([
    "Wieder ansetzen",
    "Bearbeiten",
    "Verschieben",
    "Löschen",
  ]);
});

it("tells of a past postponed match a withdrawal holds or keeps off only that the league office sets it again", () => {
  // The report's note («… Setze es dazu zuerst wieder an.») stood beside the withdrawal's
  // («Nur die Spielleitung setzt es wieder an …»): it told the club to do what it cannot.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-06T12:00:00.000Z"));
  const postponed = { matchDate: "2026-11-07T13:00:00.000Z", status: "postponed" } as const;
  renderSection(
    [
      testMatch("m1", { ...postponed, heldByWithdrawal: true }),
      testMatch("m2", { ...postponed, keptOffByWithdrawal: true, keptOffByTeamId: "m2-away" }),
    ],
    true,
  );
  const [held, keptOff] = screen.getAllByRole("listitem");
  if (!held || !keptOff) throw new Error("two rows expected");
  expect(
    within(held).getByText("Nur die Spielleitung setzt es wieder an, wenn sie den Rückzug aufhebt."),
  ).toBeVisible();
  expect(
    within(keptOff).getByText(
      "FC Gast 1. Mannschaft hat sich aus der Saison 2026/27 zurückgezogen: Wieder ansetzen erst, wenn die Spielleitung den Rückzug aufhebt.",
    ),
  ).toBeVisible();
  for (const row of [held, keptOff]) {
    expect(within(row).queryByText(REPORT_MESSAGES.postponed)).toBeNull();
  }
});

it("offers only «Ablehnen» for a request the withdrawal called off", () => {
  const reason = "Rückzug von FC Gast 1. Mannschaft aus der Gruppe";
  const request = { status: "cancelled", acceptance: "requested", createdByClubId: "club-b" } as const;
  renderSection(
    [
      testMatch("m1", { ...request, cancellationReason: reason, heldByWithdrawal: true }),
      testMatch("m2", { ...request, status: "scheduled" }),
    ],
    false,
  );
  const [held, open] = screen.getAllByRole("listitem");
  if (!held || !open) throw new Error("two rows expected");
  expect(buttonsOf(held)).toEqual([["Ablehnen", `${MATCH} ablehnen`]]);
  expect(buttonsOf(open).map(([text]) => text)).toEqual(["Annehmen", "Ablehnen"]);
});

it.each([
  ["coming", false],
  ["past", true],
])(
  "offers no «Wieder ansetzen» nor «Verschieben» for a %s match called off for rain that a withdrawal keeps off, and says why",
  (_, isPast) => {
    // Before both seasons are over: from then on the note says the match stays off.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-06T12:00:00.000Z"));
    renderSection(
      [
        testMatch("m1", {
          status: "cancelled",
          cancellationReason: "Platz unbespielbar",
          keptOffByWithdrawal: true,
          keptOffByTeamId: "m1-away",
        }),
        testMatch("m2", {
          matchDate: "2027-09-07T13:00:00.000Z",
          status: "postponed",
          keptOffByWithdrawal: true,
          keptOffByTeamId: "m2-home",
        }),
      ],
      isPast,
    );
    const rows = screen.getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const notes = [
      // Named by club and team, in the season of the match's date.
      "FC Gast 1. Mannschaft hat sich aus der Saison 2030/31 zurückgezogen: Wieder ansetzen erst, wenn die Spielleitung den Rückzug aufhebt.",
      "FC Heim 1. Mannschaft hat sich aus der Saison 2027/28 zurückgezogen: Wieder ansetzen erst, wenn die Spielleitung den Rückzug aufhebt.",
    ];
    for (const [index, row] of rows.entries()) {
      // The server refuses both while the team is withdrawn, the date ahead or past (a match from
      // the withdrawal on was never played); the match stays the club's to edit or delete.
      expect(buttonsOf(row).map(([text]) => text)).toEqual(
        isPast ? ["Spielbericht", "Bearbeiten", "Löschen"] : ["Bearbeiten", "Löschen"],
      );
      expect(within(row).getByText(notes[index] as string)).toBeInTheDocument();
    }
  },
);

describe("a finished match's final score", () => {
  it("is «Endstand erfassen» while none is recorded and «Endstand ändern» once it is", () => {
    renderSection(
      [
        testMatch("m1", { matchDate: "2020-09-05T13:00:00.000Z" }),
        testMatch("m2", {
          matchDate: "2020-09-04T13:00:00.000Z",
          status: "completed",
          homeScore: 0,
          awayScore: 3,
          forfeit: "home",
        }),
      ],
      true,
    );
    const [unscored, forfeited] = screen.getAllByRole("listitem");
    if (!unscored || !forfeited) throw new Error("two rows expected");
    expect(within(unscored).getByRole("button", { name: `Endstand erfassen: ${MATCH}` })).toHaveTextContent(
      "Endstand erfassen",
    );
    expect(within(unscored).queryByRole("button", { name: /Endstand ändern/ })).not.toBeInTheDocument();
    expect(within(forfeited).getByRole("button", { name: `Endstand ändern: ${MATCH}` })).toHaveTextContent(
      "Endstand ändern",
    );
    expect(within(forfeited).queryByRole("button", { name: /Endstand erfassen/ })).not.toBeInTheDocument();
  });
});

describe("a match being played, in «Vergangene Spiele»", () => {
  it("leads to its live ticker's control, named with the match", () => {
    renderSection(
      [testLiveMatch("m1"), testMatch("m2", { matchDate: "2020-09-05T13:00:00.000Z" })],
      true,
      (m) => `/manage-club/live-ticker?spiel=${m.id}`,
    );
    const [live, past] = screen.getAllByRole("listitem");
    if (!live || !past) throw new Error("two rows expected");
    const resume = within(live).getByRole("link", { name: `Live-Ticker fortsetzen: ${MATCH}` });
    expect(resume).toHaveTextContent("Live-Ticker fortsetzen");
    expect(resume).toHaveAttribute("href", "/manage-club/live-ticker?spiel=m1");
    // Only a match on now has a ticker to continue.
    expect(within(past).queryByRole("link", { name: /Live-Ticker/ })).not.toBeInTheDocument();
  });

  it("offers no live ticker to a person who may not run it", () => {
    renderSection([testLiveMatch("m1")], true);
    expect(screen.queryByRole("link", { name: /Live-Ticker/ })).not.toBeInTheDocument();
    expect(buttonsOf(screen.getByRole("listitem")).map(([text]) => text)).toEqual([
      "Spielbericht",
      "Bearbeiten",
      "Löschen",
    ]);
  });
});

describe("a match just ended, while «Rückgängig» can still take the end back", () => {
  const ended = (id: string, undoUntil: string) =>
    testMatch(id, {
      matchDate: "2020-09-05T13:00:00.000Z",
      status: "completed",
      period: "finished",
      homeScore: 2,
      awayScore: 1,
      undoUntil,
    });

  it("leads to its live ticker's control until the undo's time is up", () => {
    const inTwoMinutes = new Date(Date.now() + 120_000).toISOString();
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
    renderSection(
      [ended("m1", inTwoMinutes), ended("m2", aMinuteAgo)],
      true,
      (m) => `/manage-club/live-ticker?spiel=${m.id}`,
    );
    const [undoable, settled] = screen.getAllByRole("listitem");
    if (!undoable || !settled) throw new Error("two rows expected");
    const open = within(undoable).getByRole("link", { name: `Live-Ticker öffnen: ${MATCH}` });
    expect(open).toHaveTextContent("Live-Ticker öffnen");
    expect(open).toHaveAttribute("href", "/manage-club/live-ticker?spiel=m1");
    expect(within(settled).queryByRole("link", { name: /Live-Ticker/ })).not.toBeInTheDocument();
  });
});

// The club's «Spielplan» read «Samstag, 5. September 2020, 15:00» where the match page, the live
// control and the public schedule say the time with «Uhr».
it("says a match's day and time as the other pages do, with «Uhr»", () => {
  renderSection([testMatch("m1", { matchDate: "2030-09-07T13:00:00.000Z" })], false);
  expect(screen.getByText("Samstag, 7. September 2030, 15:00 Uhr")).toBeInTheDocument();
});
