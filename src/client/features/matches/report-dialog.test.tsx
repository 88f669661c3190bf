// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { REPORT_MESSAGES } from "#shared/matches/report-schema.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testGoal, testMatch } from "../../test/match-rows.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { ReportDialog } from "./report-dialog.tsx";

const MATCH = testMatch("m1", { status: "completed", homeScore: 2, awayScore: 1 });
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on(`GET /api/manage/matches/${MATCH.id}/report`, json({ report: null }));
  server.on(`GET /api/matches/${MATCH.id}/events`, json({ events: [] }));
  server.on(`GET /api/matches/${MATCH.id}`, json({ match: MATCH }));
});

async function typeReport(user: ReturnType<typeof renderInApp>["user"]) {
  const dialog = await screen.findByRole("dialog", { name: "Spielbericht" });
  await user.type(await within(dialog).findByLabelText(/Titel/), "Derbysieg am See");
  await user.type(within(dialog).getByLabelText(/Inhalt/), "Zwei Tore nach der Pause.");
  return dialog;
}

/** Opens «Spielereignisse» and half types an event there: a yellow card in the 67th minute. */
async function typeEvent(user: ReturnType<typeof renderInApp>["user"]) {
  const dialog = await screen.findByRole("dialog", { name: "Spielbericht" });
  await within(dialog).findByLabelText(/Titel/);
  await user.click(within(dialog).getByRole("tab", { name: "Spielereignisse" }));
  await user.selectOptions(await within(dialog).findByRole("combobox", { name: /^Ereignis/ }), "Gelbe Karte");
  const minute = within(dialog).getByRole("spinbutton", { name: /Minute/ });
  await user.clear(minute);
  await user.type(minute, "67");
  await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), "Freistoss an die Latte");
  return dialog;
}

describe("the match report dialog", () => {
  it("keeps the typed title and text across a visit to «Spielereignisse»", async () => {
    const { user } = renderInApp(<ReportDialog match={MATCH} open onOpenChange={() => {}} />);
    const dialog = await typeReport(user);

    await user.click(within(dialog).getByRole("tab", { name: "Spielereignisse" }));
    await user.click(within(dialog).getByRole("tab", { name: "Spielbericht" }));

    expect(await within(dialog).findByLabelText(/Titel/)).toHaveValue("Derbysieg am See");
    expect(within(dialog).getByLabelText(/Inhalt/)).toHaveValue("Zwei Tore nach der Pause.");
  });

  it("asks before Escape throws the typed report away", async () => {
    const closes: boolean[] = [];
    const { user } = renderInApp(
      <ReportDialog match={MATCH} open onOpenChange={(open) => closes.push(open)} />,
    );
    const dialog = await typeReport(user);
    const content = within(dialog).getByLabelText(/Inhalt/);
    await user.keyboard("{Escape}");

    const question = await findQuestion("Änderungen verwerfen?");
    expect(question).toHaveAccessibleDescription("Was du in diesem Formular eingegeben hast, geht verloren.");
    await user.click(within(question).getByRole("button", { name: "Weiter bearbeiten" }));
    await waitFor(() => expect(content).toHaveFocus());
    expect(closes).toEqual([]);

    await user.keyboard("{Escape}");
    const again = await findQuestion("Änderungen verwerfen?");
    await user.click(within(again).getByRole("button", { name: "Verwerfen" }));
    await waitFor(() => expect(closes).toEqual([false]));
  });

  it("asks before Escape throws away an event typed in «Spielereignisse»", async () => {
    const closes: boolean[] = [];
    const { user } = renderInApp(
      <ReportDialog match={MATCH} open onOpenChange={(open) => closes.push(open)} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Spielbericht" });
    await within(dialog).findByLabelText(/Titel/);
    await user.click(within(dialog).getByRole("tab", { name: "Spielereignisse" }));
    const description = await within(dialog).findByLabelText(/Beschreibung/);
    await user.type(description, "Freistoss an die Latte");
    await user.keyboard("{Escape}");

    const question = await findQuestion("Änderungen verwerfen?");
    await user.click(within(question).getByRole("button", { name: "Weiter bearbeiten" }));
    await waitFor(() => expect(description).toHaveFocus());
    expect(description).toHaveValue("Freistoss an die Latte");
    expect(closes).toEqual([]);

    await user.keyboard("{Escape}");
    const again = await findQuestion("Änderungen verwerfen?");
    await user.click(within(again).getByRole("button", { name: "Verwerfen" }));
    await waitFor(() => expect(closes).toEqual([false]));
  });

  it("keeps an event half typed in «Spielereignisse» across a visit to «Spielbericht»", async () => {
    const { user } = renderInApp(<ReportDialog match={MATCH} open onOpenChange={() => {}} />);
    const dialog = await typeEvent(user);

    await user.click(within(dialog).getByRole("tab", { name: "Spielbericht" }));
    await within(dialog).findByLabelText(/Titel/);
    // Kept, but out of sight: no screen reader or Tab reaches the other tab's form.
    expect(within(dialog).queryByRole("textbox", { name: /Beschreibung/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("tab", { name: "Spielereignisse" }));

    expect(within(dialog).getByRole("combobox", { name: /^Ereignis/ })).toHaveValue("yellowCard");
    expect(within(dialog).getByRole("spinbutton", { name: /Minute/ })).toHaveValue(67);
    expect(within(dialog).getByRole("textbox", { name: /Beschreibung/ })).toHaveValue(
      "Freistoss an die Latte",
    );
  });

  it("lets Tab pass over the hidden «Spielereignisse» while «Spielbericht» is open", async () => {
    const { user } = renderInApp(<ReportDialog match={MATCH} open onOpenChange={() => {}} />);
    const dialog = await typeEvent(user);
    const eventPanel = within(dialog).getByRole("tabpanel", { name: "Spielereignisse" });
    await user.click(within(dialog).getByRole("tab", { name: "Spielbericht" }));
    await user.click(await within(dialog).findByLabelText(/Titel/));

    // More presses than the dialog has stops: the focus goes round it at least once.
    const reached: Element[] = [];
    for (let press = 0; press < 30; press++) {
      await user.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    expect(reached).toContain(within(dialog).getByRole("button", { name: "Spielbericht speichern" }));
    expect(reached.filter((element) => eventPanel.contains(element))).toEqual([]);
  });

  it("asks before Escape throws away an event half typed in «Spielereignisse» from «Spielbericht»", async () => {
    const closes: boolean[] = [];
    const { user } = renderInApp(
      <ReportDialog match={MATCH} open onOpenChange={(open) => closes.push(open)} />,
    );
    const dialog = await typeEvent(user);
    const reportTab = within(dialog).getByRole("tab", { name: "Spielbericht" });
    await user.click(reportTab);
    await within(dialog).findByLabelText(/Titel/);
    await user.keyboard("{Escape}");

    const question = await findQuestion("Änderungen verwerfen?");
    // The form in sight is untouched: the question names the tab whose input is lost.
    expect(question).toHaveAccessibleDescription(
      "Was du unter «Spielereignisse» eingegeben hast, geht verloren.",
    );
    await user.click(within(question).getByRole("button", { name: "Weiter bearbeiten" }));
    await waitFor(() => expect(reportTab).toHaveFocus());
    expect(closes).toEqual([]);
    await user.click(within(dialog).getByRole("tab", { name: "Spielereignisse" }));
    expect(within(dialog).getByRole("textbox", { name: /Beschreibung/ })).toHaveValue(
      "Freistoss an die Latte",
    );

    await user.click(within(dialog).getByRole("tab", { name: "Spielbericht" }));
    await user.keyboard("{Escape}");
    const again = await findQuestion("Änderungen verwerfen?");
    await user.click(within(again).getByRole("button", { name: "Verwerfen" }));
    await waitFor(() => expect(closes).toEqual([false]));
  });

  it("names «Spielbericht» when a close from «Spielereignisse» throws the typed report away", async () => {
    const { user } = renderInApp(<ReportDialog match={MATCH} open onOpenChange={() => {}} />);
    const dialog = await typeReport(user);
    await user.click(within(dialog).getByRole("tab", { name: "Spielereignisse" }));
    await within(dialog).findByLabelText(/Beschreibung/);
    await user.keyboard("{Escape}");
    const question = await findQuestion("Änderungen verwerfen?");
    expect(question).toHaveAccessibleDescription(
      "Was du unter «Spielbericht» eingegeben hast, geht verloren.",
    );
    await user.click(within(question).getByRole("button", { name: "Weiter bearbeiten" }));

    // Both forms typed in: the one in sight and the other tab.
    await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), "Freistoss an die Latte");
    await user.keyboard("{Escape}");
    const again = await findQuestion("Änderungen verwerfen?");
    expect(again).toHaveAccessibleDescription(
      "Was du in diesem Formular und unter «Spielbericht» eingegeben hast, geht verloren.",
    );
  });

  it("closes an untouched «Spielereignisse» form at once", async () => {
    const closes: boolean[] = [];
    const { user } = renderInApp(
      <ReportDialog match={MATCH} open onOpenChange={(open) => closes.push(open)} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Spielbericht" });
    await within(dialog).findByLabelText(/Titel/);
    await user.click(within(dialog).getByRole("tab", { name: "Spielereignisse" }));
    await within(dialog).findByLabelText(/Beschreibung/);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(closes).toEqual([false]));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("closes an untouched report at once", async () => {
    const closes: boolean[] = [];
    const { user } = renderInApp(
      <ReportDialog match={MATCH} open onOpenChange={(open) => closes.push(open)} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Spielbericht" });
    await within(dialog).findByLabelText(/Titel/);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(closes).toEqual([false]));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

// A club member half types an event under «Spielereignisse» (or changes one) and presses «…
// bearbeiten» on another event of the list below: the form took the other event and what was
// typed was gone without a question. It is asked first, as in the live control.
describe("«… bearbeiten» in the report dialog's «Spielereignisse»", () => {
  const GOAL = testGoal(MATCH.id);
  const CARD = testGoal(MATCH.id, {
    id: "e2",
    type: "yellowCard",
    minute: 30,
    description: "Gelbe Karte",
    score: { home: 1, away: 0 },
    teamSide: "away",
    createdAt: "2030-09-07T13:30:00.000Z",
  });
  beforeEach(() => server.on(`GET /api/matches/${MATCH.id}/events`, json({ events: [GOAL, CARD] })));

  function expectTypedEvent(dialog: HTMLElement) {
    expect(within(dialog).getByRole("heading", { name: "Neues Ereignis" })).toBeInTheDocument();
    expect(within(dialog).getByRole("combobox", { name: /^Ereignis/ })).toHaveValue("yellowCard");
    expect(within(dialog).getByRole("spinbutton", { name: /Minute/ })).toHaveValue(67);
    expect(within(dialog).getByRole("textbox", { name: /Beschreibung/ })).toHaveValue(
      "Freistoss an die Latte",
    );
  }

  it("asks before it replaces a half-typed new event; «Weiter bearbeiten» keeps it and goes back to it", async () => {
    const { user } = renderInApp(<ReportDialog match={MATCH} open onOpenChange={() => {}} />);
    const dialog = await typeEvent(user);

    await user.click(await within(dialog).findByRole("button", { name: "Tor 12' bearbeiten" }));
    const question = await findQuestion("Änderungen verwerfen?");
    expect(question).toHaveAccessibleDescription("Was du in diesem Formular eingegeben hast, geht verloren.");
    await user.click(within(question).getByRole("button", { name: "Weiter bearbeiten" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expectTypedEvent(dialog);
    // The keyboard goes on in the form it kept, not on the pencil far below it.
    await waitFor(() => expect(within(dialog).getAllByRole("combobox")[0]).toHaveFocus());

    await user.click(within(dialog).getByRole("button", { name: "Tor 12' bearbeiten" }));
    const again = await findQuestion("Änderungen verwerfen?");
    await user.click(within(again).getByRole("button", { name: "Verwerfen" }));
    expect(await within(dialog).findByRole("heading", { name: "Ereignis bearbeiten" })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: /^Ereignis/ })).toHaveValue("goal"),
    );
    expect(within(dialog).getByRole("spinbutton", { name: /Minute/ })).toHaveValue(12);
    await waitFor(() => expect(within(dialog).getAllByRole("combobox")[0]).toHaveFocus());
  });

  it("asks before another event replaces a changed one, not when the same event is pressed again", async () => {
    const { user } = renderInApp(<ReportDialog match={MATCH} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Spielbericht" });
    await within(dialog).findByLabelText(/Titel/);
    await user.click(within(dialog).getByRole("tab", { name: "Spielereignisse" }));
    await user.click(await within(dialog).findByRole("button", { name: "Tor 12' bearbeiten" }));
    const minute = await within(dialog).findByRole("spinbutton", { name: /Minute/ });
    await waitFor(() => expect(minute).toHaveValue(12));
    await user.clear(minute);
    await user.type(minute, "14");

    // The same event, still being changed: only shown again, with what was typed.
    await user.click(within(dialog).getByRole("button", { name: "Tor 12' bearbeiten" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(minute).toHaveValue(14);
    await waitFor(() => expect(within(dialog).getAllByRole("combobox")[0]).toHaveFocus());

    await user.click(within(dialog).getByRole("button", { name: "Gelbe Karte 30' bearbeiten" }));
    const question = await findQuestion("Änderungen verwerfen?");
    await user.click(within(question).getByRole("button", { name: "Weiter bearbeiten" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(within(dialog).getByRole("combobox", { name: /^Ereignis/ })).toHaveValue("goal");
    expect(minute).toHaveValue(14);

    await user.click(within(dialog).getByRole("button", { name: "Gelbe Karte 30' bearbeiten" }));
    const again = await findQuestion("Änderungen verwerfen?");
    await user.click(within(again).getByRole("button", { name: "Verwerfen" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: /^Ereignis/ })).toHaveValue("yellowCard"),
    );
    expect(minute).toHaveValue(30);
  });

  it("asks nothing when the form is untouched", async () => {
    const { user } = renderInApp(<ReportDialog match={MATCH} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Spielbericht" });
    await within(dialog).findByLabelText(/Titel/);
    await user.click(within(dialog).getByRole("tab", { name: "Spielereignisse" }));
    await user.click(await within(dialog).findByRole("button", { name: "Tor 12' bearbeiten" }));
    await user.click(within(dialog).getByRole("button", { name: "Gelbe Karte 30' bearbeiten" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole("spinbutton", { name: /Minute/ })).toHaveValue(30));
  });
});

describe("the match report dialog of a postponed match", () => {
  it("says why it takes no report, where the form was, and offers no «Speichern»", async () => {
    const postponed = testMatch("m2", { status: "postponed" });
    server.on(`GET /api/manage/matches/${postponed.id}/report`, json({ report: null }));
    server.on(`GET /api/matches/${postponed.id}/events`, json({ events: [] }));
    renderInApp(<ReportDialog match={postponed} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Spielbericht" });
    expect(await within(dialog).findByText(REPORT_MESSAGES.postponed)).toBeVisible();
    expect(within(dialog).queryByLabelText(/Titel/)).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Speichern" })).toBeNull();
  });
});
