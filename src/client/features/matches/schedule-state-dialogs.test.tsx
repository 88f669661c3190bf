// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { MatchProposal } from "#shared/matches/proposals.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testGoal, testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { PROPOSAL_SENT, PROPOSAL_TO_OFFICE } from "./manage-api.ts";
import {
  FINAL_SCORE_TOASTS,
  FinalScoreDialog,
  FORFEIT_CLEARS_EVENTS,
  ScheduleDateDialog,
} from "./schedule-state-dialogs.tsx";

// «Spielplan»'s «Endstand erfassen» and «Verschieben» check their fields before sending, and a
// refusal takes the keyboard to the first field that needs a change (its label and error are
// read there), not leaving it on the submit button.

const MATCH = testMatch("m1", { matchDate: "2020-09-05T13:00:00.000Z" });

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on(`GET /api/matches/${MATCH.id}/events`, json({ events: [] }));
});

describe("«Endstand erfassen» sent with a score missing", () => {
  it("focuses the home score, then the away score", async () => {
    const { user } = renderInApp(<FinalScoreDialog match={MATCH} onClose={() => {}} />);
    const home = await screen.findByRole("spinbutton", { name: /FC Heim/ });
    await user.click(screen.getByRole("button", { name: "Endstand speichern" }));
    expect(home).toHaveAttribute("aria-invalid", "true");
    expect(home).toHaveAccessibleDescription(MATCH_MESSAGES.score);
    expect(home).toHaveFocus();

    await user.type(home, "2");
    await user.click(screen.getByRole("button", { name: "Endstand speichern" }));
    const away = screen.getByRole("spinbutton", { name: /FC Gast/ });
    expect(away).toHaveAttribute("aria-invalid", "true");
    expect(away).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });
});

describe("the final score dialog's title", () => {
  it("is «Endstand erfassen» without a score and «Endstand ändern» with one, the score filled in", async () => {
    const { unmount } = renderInApp(<FinalScoreDialog match={MATCH} onClose={() => {}} />);
    expect(await screen.findByRole("dialog", { name: "Endstand erfassen" })).toBeInTheDocument();
    unmount();

    const scored = { ...MATCH, status: "completed", homeScore: 2, awayScore: 1 } as const;
    renderInApp(<FinalScoreDialog match={scored} onClose={() => {}} />);
    expect(await screen.findByRole("dialog", { name: "Endstand ändern" })).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: /FC Heim/ })).toHaveValue(2);
    expect(screen.getByRole("spinbutton", { name: /FC Gast/ })).toHaveValue(1);
  });
});

describe("«Verschieben» sent with a field wrong", () => {
  it("focuses the date a time was given without", async () => {
    const { user } = renderInApp(<ScheduleDateDialog match={MATCH} action="postpone" onClose={() => {}} />);
    await user.type(await screen.findByLabelText("Uhrzeit"), "15:00");
    await user.click(screen.getByRole("button", { name: "Verschieben" }));
    const date = screen.getByLabelText("Neues Datum");
    expect(date).toHaveAccessibleDescription(MATCH_MESSAGES.dateIncomplete);
    expect(date).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });

  it("focuses a reason that is too long", async () => {
    const { user } = renderInApp(<ScheduleDateDialog match={MATCH} action="postpone" onClose={() => {}} />);
    const reason = await screen.findByRole("textbox", { name: "Grund" });
    await user.click(reason);
    await user.paste("x".repeat(501));
    await user.click(screen.getByRole("button", { name: "Verschieben" }));
    expect(reason).toHaveAccessibleDescription(MATCH_MESSAGES.reasonTooLong);
    expect(reason).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });

  it("focuses the field the server refused", async () => {
    server.on(
      `POST /api/manage/matches/${MATCH.id}/postpone`,
      json(
        { error: { code: "bad_request", message: "Ungültige Eingabe", fields: { time: "Zu spät" } } },
        400,
      ),
    );
    const { user } = renderInApp(<ScheduleDateDialog match={MATCH} action="postpone" onClose={() => {}} />);
    await user.type(await screen.findByLabelText("Neues Datum"), "2030-10-04");
    await user.type(screen.getByLabelText("Uhrzeit"), "15:00");
    await user.click(screen.getByRole("button", { name: "Verschieben" }));
    const time = screen.getByLabelText("Uhrzeit");
    await waitFor(() => expect(time).toHaveAccessibleDescription("Zu spät"));
    expect(time).toHaveFocus();
  });
});

describe("«Verschieben» to a kick-off already known", () => {
  it("says the match moved to it and when, and that without one it stays open", async () => {
    server.on(`POST /api/manage/matches/${MATCH.id}/postpone`, json({ match: MATCH }));
    const { user } = renderInApp(<ScheduleDateDialog match={MATCH} action="postpone" onClose={() => {}} />);
    expect(
      await screen.findByText(
        /das Spiel findet dann zu dieser Zeit statt\. Sonst bleibt es als «verschoben» offen/,
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Neues Datum"), "2030-10-04");
    await user.type(screen.getByLabelText("Uhrzeit"), "15:00");
    await user.click(screen.getByRole("button", { name: "Verschieben" }));
    expect(
      await screen.findByText("Spiel verschoben auf Freitag, 4. Oktober 2030, 15:00 Uhr."),
    ).toBeInTheDocument();
  });
});

describe("«Verschieben» onto another match of the same teams at that kick-off", () => {
  it("shows the server's refusal at the date and focuses it", async () => {
    server.on(
      `POST /api/manage/matches/${MATCH.id}/postpone`,
      json(
        {
          error: {
            code: "conflict",
            message: MATCH_MESSAGES.alreadyScheduled,
            fields: { date: MATCH_MESSAGES.alreadyScheduled },
          },
        },
        409,
      ),
    );
    const { user } = renderInApp(<ScheduleDateDialog match={MATCH} action="postpone" onClose={() => {}} />);
    const date = await screen.findByLabelText("Neues Datum");
    await user.type(date, "2030-10-04");
    await user.type(screen.getByLabelText("Uhrzeit"), "15:00");
    await user.click(screen.getByRole("button", { name: "Verschieben" }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(MATCH_MESSAGES.alreadyScheduled));
    expect(date).toHaveFocus();
  });
});

describe("«Verschieben» to the kick-off the match already has", () => {
  it("says so at the date and sends nothing", async () => {
    const match = testMatch("m2", { matchDate: "2030-10-04T13:00:00.000Z" });
    const { user } = renderInApp(<ScheduleDateDialog match={match} action="postpone" onClose={() => {}} />);
    const date = await screen.findByLabelText("Neues Datum");
    await user.type(date, "2030-10-04");
    await user.type(screen.getByLabelText("Uhrzeit"), "15:00");
    await user.click(screen.getByRole("button", { name: "Verschieben" }));
    expect(date).toHaveAccessibleDescription(MATCH_MESSAGES.sameKickoff);
    expect(date).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });

  it("shows the server's refusal at the date when the kick-off changed meanwhile", async () => {
    server.on(
      `POST /api/manage/matches/${MATCH.id}/postpone`,
      json(
        {
          error: {
            code: "bad_request",
            message: MATCH_MESSAGES.sameKickoff,
            fields: { date: MATCH_MESSAGES.sameKickoff },
          },
        },
        400,
      ),
    );
    const { user } = renderInApp(<ScheduleDateDialog match={MATCH} action="postpone" onClose={() => {}} />);
    const date = await screen.findByLabelText("Neues Datum");
    await user.type(date, "2030-10-04");
    await user.type(screen.getByLabelText("Uhrzeit"), "15:00");
    await user.click(screen.getByRole("button", { name: "Verschieben" }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(MATCH_MESSAGES.sameKickoff));
    expect(date).toHaveFocus();
  });
});

describe("«Endstand erfassen» on a result the league office ruled on after an abort", () => {
  it("says the change lies with the league office, not with the other club", async () => {
    const proposal: MatchProposal = {
      id: "22222222-2222-4222-8222-222222222222",
      matchId: MATCH.id,
      matchLabel: "FC Heim – FC Gast, Samstag, 5. September 2020 15:00",
      homeTeamName: "FC Heim",
      awayTeamName: "FC Gast",
      kind: "result",
      status: "disputed",
      homeScore: 2,
      awayScore: 0,
      forfeit: null,
      previousScore: "1:0",
      matchDate: null,
      stadium: null,
      competition: null,
      reason: null,
      proposedByClubId: "44444444-4444-4444-8444-444444444444",
      proposedByClubName: "FC Heim",
      proposedByUserName: "Vera Verein",
      createdAt: "2020-09-06T10:00:00.000Z",
      disputedAt: "2020-09-06T10:00:00.000Z",
      answeredAt: null,
      answeredByUserName: null,
      decidedByOffice: false,
      officeNote: null,
    };
    server.on(`PUT /api/manage/matches/${MATCH.id}/result`, json({ proposal }, 202));
    const { user } = renderInApp(<FinalScoreDialog match={MATCH} onClose={() => {}} />);
    await user.type(await screen.findByRole("spinbutton", { name: /FC Heim/ }), "2");
    await user.type(screen.getByRole("spinbutton", { name: /FC Gast/ }), "0");
    await user.click(screen.getByRole("button", { name: "Endstand speichern" }));
    expect(await screen.findByText(PROPOSAL_TO_OFFICE)).toBeInTheDocument();
    expect(screen.queryByText(PROPOSAL_SENT)).not.toBeInTheDocument();
  });
});

describe("the toast after «Endstand speichern»", () => {
  it("says a finished match's score was changed, not that the match has now ended", async () => {
    const finished = { ...MATCH, status: "completed", homeScore: 2, awayScore: 1 } as const;
    server.on(`PUT /api/manage/matches/${MATCH.id}/result`, json({ ...finished, homeScore: 3 }));
    const { user } = renderInApp(<FinalScoreDialog match={finished} onClose={() => {}} />);
    const home = await screen.findByRole("spinbutton", { name: /FC Heim/ });
    await user.clear(home);
    await user.type(home, "3");
    await user.click(screen.getByRole("button", { name: "Endstand speichern" }));
    expect(await screen.findByText(FINAL_SCORE_TOASTS.changed)).toBeInTheDocument();
    expect(screen.queryByText(FINAL_SCORE_TOASTS.ended)).not.toBeInTheDocument();
  });

  it("says the match has ended when its first final score is saved", async () => {
    server.on(
      `PUT /api/manage/matches/${MATCH.id}/result`,
      json({ ...MATCH, status: "completed", homeScore: 1, awayScore: 0 }),
    );
    const { user } = renderInApp(<FinalScoreDialog match={MATCH} onClose={() => {}} />);
    await user.type(await screen.findByRole("spinbutton", { name: /FC Heim/ }), "1");
    await user.type(screen.getByRole("spinbutton", { name: /FC Gast/ }), "0");
    await user.click(screen.getByRole("button", { name: "Endstand speichern" }));
    expect(await screen.findByText(FINAL_SCORE_TOASTS.ended)).toBeInTheDocument();
  });
});

// On a 390 px phone «Verschieben» said «…, Freitag, 11.» above «Dezember 2026», and «Endstand
// ändern» labelled the home score «FC Seeblick 1.» above «Mannschaft».
describe("the state dialogs' match line and score labels", () => {
  const keptIn = (element: Element) =>
    [...element.querySelectorAll(".whitespace-nowrap")].map((e) => e.textContent);

  it("keep a day with its month and a team's ordinal with its word", async () => {
    const { unmount } = renderInApp(
      <ScheduleDateDialog match={MATCH} action="postpone" onClose={() => {}} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Spiel verschieben" });
    expect(dialog).toHaveAccessibleDescription(/gegen/);
    expect(keptIn(screen.getByText(/gegen/))).toEqual(["1. Mannschaft", "1. Mannschaft,", "5. September"]);
    unmount();

    renderInApp(<FinalScoreDialog match={MATCH} onClose={() => {}} />);
    const home = await screen.findByRole("spinbutton", { name: /FC Heim/ });
    const away = screen.getByRole("spinbutton", { name: /FC Gast/ });
    for (const field of [home, away]) {
      const label = document.querySelector(`label[for="${field.id}"]`);
      if (!label) throw new Error("no label");
      expect(keptIn(label)).toEqual(["1. Mannschaft"]);
    }
  });
});

// The office's forfeit of a fixture takes the events a club entered along (it cannot delete them
// first): the dialog says so before «Endstand speichern», not after.
describe("the league office's forfeit of a match with events", () => {
  it("says the events of the match report go with it", async () => {
    const played = { ...MATCH, status: "completed", homeScore: 1, awayScore: 0 } as const;
    server.on(
      `GET /api/matches/${MATCH.id}/events`,
      json({
        events: [testGoal(MATCH.id), testGoal(MATCH.id, { id: "e2", type: "yellowCard", minute: 30 })],
      }),
    );
    const { user } = renderInApp(<FinalScoreDialog match={played} onClose={() => {}} asksReason />);
    expect(await screen.findByText(/Die Tore im Spielbericht ergeben 1:0/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Wertung" }), "home");
    expect(screen.getByText(FORFEIT_CLEARS_EVENTS(2))).toBeInTheDocument();
    expect(screen.queryByText(/Die Tore im Spielbericht ergeben/)).not.toBeInTheDocument();
  });
});

// The office corrects a result it or a club entered: its Verlauf keeps why, as for a forfeit.
describe("the league office's «Endstand ändern»", () => {
  it("asks a reason for a correction and sends it with the score", async () => {
    const played = { ...MATCH, status: "completed", homeScore: 2, awayScore: 1 } as const;
    server.on(`PUT /api/manage/matches/${MATCH.id}/result`, json({ match: { ...played, homeScore: 3 } }));
    const { user } = renderInApp(<FinalScoreDialog match={played} onClose={() => {}} asksReason />);
    const home = await screen.findByRole("spinbutton", { name: /FC Heim/ });
    await user.clear(home);
    await user.type(home, "3");
    await user.type(screen.getByRole("textbox", { name: "Grund" }), "Schiedsrichterbericht");
    await user.click(screen.getByRole("button", { name: "Endstand speichern" }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        expect.objectContaining({ body: { homeScore: 3, awayScore: 1, reason: "Schiedsrichterbericht" } }),
      ]),
    );
  });
});
