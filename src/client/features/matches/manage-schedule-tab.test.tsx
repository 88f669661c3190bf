// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { MatchProposal } from "#shared/matches/proposals.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch, testMatch, testTeam } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { ManageScheduleTab } from "./manage-schedule-tab.tsx";

// A match against an opponent the club created counts nowhere (no table, no player's statistics)
// until the league office places that opponent: the club's schedule says so on the match, so
// goals tapped in meanwhile do not seem lost.

const CLUB = "club-home";
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const unplaced = {
  ...testTeam("dorfbach", ""),
  name: "FC Dorfbach",
  clubId: null,
  clubName: null,
  awaitingOffice: true,
};
const WAITING = testMatch("m-waiting", {
  matchDate: daysFromNow(-2),
  status: "completed",
  homeScore: 3,
  awayScore: 0,
  homeTeam: testTeam("home", "FC Heim"),
  awayTeam: unplaced,
});
const PLACED = testMatch("m-placed", {
  matchDate: daysFromNow(-9),
  status: "completed",
  homeScore: 1,
  awayScore: 1,
  homeTeam: testTeam("home", "FC Heim"),
  awayTeam: testTeam("gast", "FC Gast"),
});

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on(`GET /api/manage/clubs/${CLUB}/matches`, json({ matches: [PLACED, WAITING] }));
  server.on(
    `GET /api/manage/clubs/${CLUB}/match-teams`,
    json({ club: { id: CLUB, clubName: "FC Heim", stadiumName: null }, myTeams: [], otherTeams: [] }),
  );
});

describe("the club's schedule", () => {
  it("says on a match against an unplaced opponent that it counts only once the office placed it", async () => {
    renderInApp(<ManageScheduleTab clubId={CLUB} />);
    const past = await screen.findByRole("region", { name: /Vergangene Spiele/ });
    const [waiting, placed] = within(past).getAllByRole("listitem");
    expect(waiting).toHaveTextContent("FC Dorfbach");
    expect(waiting).toHaveTextContent("Zählt erst, wenn die Spielleitung «FC Dorfbach» eingeteilt hat");
    expect(placed).toHaveTextContent("FC Gast");
    expect(placed).not.toHaveTextContent("Zählt erst");
  });
});

describe("a match being played, in the club's schedule", () => {
  it("leads to the live-ticker tab of the club shown, opened at its control", async () => {
    const live = testLiveMatch("m-live", {
      homeTeam: testTeam("home", "FC Heim"),
      awayTeam: testTeam("gast", "FC Gast"),
    });
    server.on(`GET /api/manage/clubs/${CLUB}/matches`, json({ matches: [live, PLACED] }));
    renderInApp(
      <MemoryRouter>
        <ManageScheduleTab clubId={CLUB} liveTickerPath={`/manage-club/live-ticker?verein=${CLUB}`} />
      </MemoryRouter>,
    );
    const past = await screen.findByRole("region", { name: /Vergangene Spiele/ });
    const [row] = within(past).getAllByRole("listitem");
    expect(
      within(row as HTMLElement).getByRole("link", {
        name: "Live-Ticker fortsetzen: FC Heim 1. Mannschaft gegen FC Gast 1. Mannschaft",
      }),
    ).toHaveAttribute("href", `/manage-club/live-ticker?verein=${CLUB}&spiel=m-live`);
  });
});

describe("the schedule's header", () => {
  // On a phone the description stood below «Spielplan und Resultate als CSV», apart from its
  // heading, and the export apart from the other two actions.
  it("says what it lists under its heading, and holds its three actions together", async () => {
    renderInApp(<ManageScheduleTab clubId={CLUB} />);
    await screen.findByRole("button", { name: "Spiel hinzufügen" });
    const heading = screen.getByRole("heading", { name: "Spielplan" });
    const header = heading.parentElement?.parentElement as HTMLElement;
    expect(header).toHaveTextContent("Spiele deiner Mannschaften, aufsteigend nach Datum.");
    const exportLink = within(header).getByRole("link", { name: "Spielplan und Resultate als CSV" });
    expect(exportLink).toHaveAttribute("href", `/api/manage/clubs/${CLUB}/matches.csv`);
    const actions = exportLink.parentElement as HTMLElement;
    expect([...actions.children].map((e) => e.textContent)).toEqual([
      "Spielplan und Resultate als CSV",
      "Importieren (CSV)",
      "Spiel hinzufügen",
    ]);
  });
});

/** The schedule with one coming match (FC Heim against FC Gast), its «Spiel absagen» question open. */
async function askToCancel() {
  const coming = testMatch("m-coming", {
    matchDate: "2030-12-20T13:00:00.000Z",
    homeTeam: testTeam("home", "FC Heim"),
    awayTeam: testTeam("gast", "FC Gast"),
  });
  server.on(`GET /api/manage/clubs/${CLUB}/matches`, json({ matches: [coming] }));
  const { user } = renderInApp(<ManageScheduleTab clubId={CLUB} />);
  const upcoming = await screen.findByRole("region", { name: /Kommende Spiele/ });
  await user.click(within(upcoming).getByRole("button", { name: /absagen$/ }));
  const prompt = await screen.findByRole("dialog", { name: "Spiel absagen" });
  return { user, upcoming, prompt };
}

// On a 390 px phone «Spiel absagen» said «…, Sonntag, 20.» above «Dezember 2026», and the
// questions before deleting could break «FC Seeblick 1.» above «Mannschaft».
describe("the schedule's questions about a match", () => {
  const keptIn = (element: Element) =>
    [...element.querySelectorAll(".whitespace-nowrap")].map((e) => e.textContent);

  it("keep a day with its month and a team's ordinal with its word", async () => {
    const { user, upcoming, prompt } = await askToCancel();
    expect(keptIn(within(prompt).getByText(/gegen/))).toEqual([
      "1. Mannschaft",
      "1. Mannschaft,",
      "20. Dezember",
    ]);
    await user.keyboard("{Escape}");

    await user.click(await within(upcoming).findByRole("button", { name: /löschen$/ }));
    const question = await screen.findByRole("alertdialog", { name: "Spiel löschen" });
    expect(keptIn(within(question).getByText(/gegen/))).toEqual(["1. Mannschaft", "1. Mannschaft"]);
  });
});

// «Spiel absagen» without a reason closed the question and did nothing: on a phone the secretary
// took the vanished dialog for the cancellation, and the match stayed on for its fans.
describe("cancelling a match", () => {
  it("asks for the reason while it is empty, and sends nothing", async () => {
    const { user, prompt } = await askToCancel();
    await user.type(within(prompt).getByLabelText(/^Grund der Absage/), "   ");
    // Both test clubs agreed on the match, so the cancellation is proposed to the other club.
    await user.click(within(prompt).getByRole("button", { name: /^(Spiel absagen|Absage vorschlagen)$/ }));
    expect(screen.getByRole("dialog", { name: "Spiel absagen" })).toBeInTheDocument();
    expect(within(prompt).getByText("Bitte gib einen Grund für die Absage an")).toBeInTheDocument();
    expect(within(prompt).getByLabelText(/^Grund der Absage/)).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });
});

// A change to a match both clubs agreed on is a proposal to the other club, and the server takes
// no second one while it waits: the row said nothing of it, so the secretary filled in
// «Verschieben» (or «Absagen») again and only the refusal told that one was waiting.
describe("a match with a proposal waiting", () => {
  function proposal(values: Partial<MatchProposal>): MatchProposal {
    return {
      id: "p1",
      matchId: COMING.id,
      matchLabel: "FC Heim 1. Mannschaft – FC Gast 1. Mannschaft",
      homeTeamName: "FC Heim 1. Mannschaft",
      awayTeamName: "FC Gast 1. Mannschaft",
      kind: "postpone",
      status: "open",
      homeScore: null,
      awayScore: null,
      forfeit: null,
      previousScore: null,
      matchDate: null,
      stadium: null,
      competition: null,
      reason: "Platz gesperrt",
      proposedByClubId: CLUB,
      proposedByClubName: "FC Heim",
      proposedByUserName: "Vera Verein",
      createdAt: daysFromNow(-1),
      disputedAt: null,
      answeredAt: null,
      answeredByUserName: null,
      decidedByOffice: false,
      officeNote: null,
      ...values,
    };
  }
  const COMING = testMatch("m-coming", {
    matchDate: daysFromNow(5),
    homeTeam: { ...testTeam("home", "FC Heim"), clubId: CLUB },
    awayTeam: testTeam("gast", "FC Gast"),
  });

  it("says on its row what the club proposed and that it waits for the other club", async () => {
    server.on(`GET /api/manage/clubs/${CLUB}/matches`, json({ matches: [COMING] }));
    server.on(
      `GET /api/manage/clubs/${CLUB}/match-proposals`,
      json({ proposals: [proposal({}), proposal({ id: "p0", status: "declined", kind: "cancel" })] }),
    );
    renderInApp(<ManageScheduleTab clubId={CLUB} />);
    const coming = await screen.findByRole("region", { name: /Kommende Spiele/ });
    const [row] = within(coming).getAllByRole("listitem");
    expect(
      await within(row as HTMLElement).findByText(
        "Dein Vorschlag «Spiel verschieben ohne neues Datum (Platz gesperrt)» wartet auf die Antwort von FC Gast. Bis dahin nimmt das Spiel keine weitere Änderung an.",
      ),
    ).toBeInTheDocument();
  });

  it("says on its row what the other club proposed, and where to answer", async () => {
    server.on(`GET /api/manage/clubs/${CLUB}/matches`, json({ matches: [COMING] }));
    server.on(
      `GET /api/manage/clubs/${CLUB}/match-proposals`,
      json({
        proposals: [
          proposal({ kind: "cancel", proposedByClubId: "club-gast", proposedByClubName: "FC Gast" }),
        ],
      }),
    );
    renderInApp(
      <MemoryRouter>
        <ManageScheduleTab clubId={CLUB} />
      </MemoryRouter>,
    );
    const coming = await screen.findByRole("region", { name: /Kommende Spiele/ });
    const [row] = within(coming).getAllByRole("listitem");
    expect(
      await within(row as HTMLElement).findByText(
        "FC Gast schlägt vor: «Spiel absagen (Platz gesperrt)». Bis du antwortest, nimmt das Spiel keine weitere Änderung an.",
      ),
    ).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByRole("link", { name: "Im Dashboard beantworten" }),
    ).toHaveAttribute("href", "/dashboard");
  });
});

// «Verschieben» is gone from a postponed match's row, and the focus went to the button in its
// place: «Löschen».
describe("after «Verschieben»", () => {
  it("the focus is on the row's «Wieder ansetzen», not on «Löschen»", async () => {
    const coming = testMatch("m-coming", {
      matchDate: "2030-12-20T13:00:00.000Z",
      homeTeam: { ...testTeam("home", "FC Heim"), clubId: CLUB },
      awayTeam: { ...testTeam("gast", "FC Gast"), clubId: null, clubName: null },
    });
    const postponed = { ...coming, status: "postponed" as const };
    let current = coming;
    server.on(`GET /api/manage/clubs/${CLUB}/matches`, () => json({ matches: [current] }));
    server.on(`POST /api/manage/matches/${coming.id}/postpone`, () => {
      current = postponed;
      return json({ match: postponed });
    });
    const { user } = renderInApp(<ManageScheduleTab clubId={CLUB} />);
    const upcoming = await screen.findByRole("region", { name: /Kommende Spiele/ });
    await user.click(within(upcoming).getByRole("button", { name: /verschieben$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Spiel verschieben" });
    await user.click(within(dialog).getByRole("button", { name: "Verschieben" }));

    const restore = await within(upcoming).findByRole("button", { name: /wieder ansetzen$/ });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(restore).toHaveFocus());
  });
});
