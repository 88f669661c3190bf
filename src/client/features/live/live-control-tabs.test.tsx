// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testGoal, testLiveMatch } from "../../test/match-rows.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { LiveControlDialog } from "./live-control-dialog.tsx";

// During a match the ticker's operator half types an event, then looks at «Ereignisse» (who
// scored the first goal?): the form closed with its tab, and leaving it asked «Änderungen
// verwerfen?». The form now stays (hidden) while another tab shows: the visit asks nothing and
// the input is there on the way back; a close still asks, naming the hidden tab.

const MATCH = testLiveMatch("m-live");
const GOAL = testGoal(MATCH.id, { minute: 3, createdAt: "2030-09-07T13:03:00.000Z" });

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on(`GET /api/matches/${MATCH.id}`, json({ match: MATCH }));
  server.on(`GET /api/matches/${MATCH.id}/events`, json({ events: [GOAL] }));
  server.on(`GET /api/matches/${MATCH.id}/lineups`, json({ home: [], away: [] }));
});

/** Opens «Neues Ereignis» and half types a yellow card in the 7th minute, without a player. */
async function typeEvent(user: ReturnType<typeof renderInApp>["user"]) {
  const dialog = await screen.findByRole("dialog");
  await user.click(await within(dialog).findByRole("tab", { name: "Neues Ereignis" }));
  await user.selectOptions(await within(dialog).findByRole("combobox", { name: /^Ereignis/ }), "Gelbe Karte");
  const minute = within(dialog).getByRole("spinbutton", { name: /^Minute/ });
  await user.clear(minute);
  await user.type(minute, "7");
  await user.selectOptions(within(dialog).getByRole("combobox", { name: /^Spieler/ }), "Ohne Spieler");
  await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), "Foul an der Mittellinie");
  return dialog;
}

function expectTypedEvent(dialog: HTMLElement) {
  expect(within(dialog).getByRole("combobox", { name: /^Ereignis/ })).toHaveValue("yellowCard");
  expect(within(dialog).getByRole("spinbutton", { name: /^Minute/ })).toHaveValue(7);
  expect(within(dialog).getByRole("combobox", { name: /^Spieler/ })).toHaveValue("none");
  expect(within(dialog).getByRole("textbox", { name: /Beschreibung/ })).toHaveValue(
    "Foul an der Mittellinie",
  );
}

describe("the live ticker's control", () => {
  it("keeps a half-typed event across a visit to «Ereignisse», asking nothing", async () => {
    const { user } = renderInApp(
      <LiveControlDialog matchId={MATCH.id} clubId={null} open onOpenChange={() => {}} />,
    );
    const dialog = await typeEvent(user);

    await user.click(within(dialog).getByRole("tab", { name: "Ereignisse" }));
    expect(await within(dialog).findByRole("button", { name: "Tor 3' bearbeiten" })).toBeVisible();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // Kept, but out of sight: one panel shows, and the hidden form is out of the reader's reach.
    expect(within(dialog).getAllByRole("tabpanel")).toHaveLength(1);
    expect(within(dialog).queryByRole("textbox", { name: /Beschreibung/ })).toBeNull();

    await user.click(within(dialog).getByRole("tab", { name: "Neues Ereignis" }));
    expectTypedEvent(dialog);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("asks before Escape throws away the event typed under the hidden «Neues Ereignis»", async () => {
    const closes: boolean[] = [];
    const { user } = renderInApp(
      <LiveControlDialog matchId={MATCH.id} clubId={null} open onOpenChange={(open) => closes.push(open)} />,
    );
    const dialog = await typeEvent(user);
    const eventsTab = within(dialog).getByRole("tab", { name: "Ereignisse" });
    await user.click(eventsTab);
    await within(dialog).findByRole("button", { name: "Tor 3' bearbeiten" });
    await user.keyboard("{Escape}");

    const question = await findQuestion("Änderungen verwerfen?");
    expect(question).toHaveAccessibleDescription(
      "Was du unter «Neues Ereignis» eingegeben hast, geht verloren.",
    );
    await user.click(within(question).getByRole("button", { name: "Weiter bearbeiten" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(closes).toEqual([]);

    await user.keyboard("{Escape}");
    const again = await findQuestion("Änderungen verwerfen?");
    await user.click(within(again).getByRole("button", { name: "Verwerfen" }));
    await waitFor(() => expect(closes).toEqual([false]));
  });

  it("asks about «this form» when the half-typed event is in sight", async () => {
    const { user } = renderInApp(
      <LiveControlDialog matchId={MATCH.id} clubId={null} open onOpenChange={() => {}} />,
    );
    await typeEvent(user);
    await user.keyboard("{Escape}");
    const question = await findQuestion("Änderungen verwerfen?");
    expect(question).toHaveAccessibleDescription("Was du in diesem Formular eingegeben hast, geht verloren.");
  });

  it("asks before «bearbeiten» replaces a half-typed new event", async () => {
    const { user } = renderInApp(
      <LiveControlDialog matchId={MATCH.id} clubId={null} open onOpenChange={() => {}} />,
    );
    const dialog = await typeEvent(user);
    const eventsTab = within(dialog).getByRole("tab", { name: "Ereignisse" });
    await user.click(eventsTab);
    const pencil = await within(dialog).findByRole("button", { name: "Tor 3' bearbeiten" });

    await user.click(pencil);
    const question = await findQuestion("Änderungen verwerfen?");
    expect(question).toHaveAccessibleDescription(
      "Was du unter «Neues Ereignis» eingegeben hast, geht verloren.",
    );
    await user.click(within(question).getByRole("button", { name: "Weiter bearbeiten" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(eventsTab).toHaveAttribute("aria-selected", "true");
    await user.click(within(dialog).getByRole("tab", { name: "Neues Ereignis" }));
    expectTypedEvent(dialog);

    await user.click(eventsTab);
    await user.click(await within(dialog).findByRole("button", { name: "Tor 3' bearbeiten" }));
    const again = await findQuestion("Änderungen verwerfen?");
    await user.click(within(again).getByRole("button", { name: "Verwerfen" }));
    const editTab = await within(dialog).findByRole("tab", { name: "Ereignis bearbeiten" });
    expect(editTab).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByRole("combobox", { name: /^Ereignis/ })).toHaveValue("goal");
    expect(within(dialog).getByRole("spinbutton", { name: /^Minute/ })).toHaveValue(3);
    // The form replaced the pencil pressed: the keyboard goes on in its first field.
    await waitFor(() => expect(within(dialog).getAllByRole("combobox")[0]).toHaveFocus());
  });

  it("names «Ereignis bearbeiten» when a changed event waits hidden", async () => {
    const { user } = renderInApp(
      <LiveControlDialog matchId={MATCH.id} clubId={null} open onOpenChange={() => {}} />,
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(await within(dialog).findByRole("button", { name: "Tor 3' bearbeiten" }));
    // The form's tab opens for the first time: its first field takes the keyboard as it arrives.
    await waitFor(() => expect(within(dialog).getAllByRole("combobox")[0]).toHaveFocus());
    const minute = await within(dialog).findByRole("spinbutton", { name: /^Minute/ });
    await user.clear(minute);
    await user.type(minute, "4");
    await user.click(within(dialog).getByRole("tab", { name: "Ereignisse" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await user.keyboard("{Escape}");
    const question = await findQuestion("Änderungen verwerfen?");
    expect(question).toHaveAccessibleDescription(
      "Was du unter «Ereignis bearbeiten» eingegeben hast, geht verloren.",
    );
  });

  it("moves to another tab without a question when nothing was typed", async () => {
    const { user } = renderInApp(
      <LiveControlDialog matchId={MATCH.id} clubId={null} open onOpenChange={() => {}} />,
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(await within(dialog).findByRole("tab", { name: "Neues Ereignis" }));
    await within(dialog).findByRole("combobox", { name: /^Ereignis/ });
    await user.click(within(dialog).getByRole("tab", { name: "Aufstellung" }));
    expect(within(dialog).getByRole("tab", { name: "Aufstellung" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  // On a phone the list is far below the control's buttons: after «Änderungen speichern» (or
  // «Abbrechen») the focus fell to the dialog, which scrolled to its top, and the corrected event
  // was out of sight; a keyboard started over at the dialog's top.
  it("takes the focus back to the event's pencil after its change is saved or given up", async () => {
    server.on(`PATCH /api/manage/events/${GOAL.id}`, json({ event: GOAL }));
    const { user } = renderInApp(
      <LiveControlDialog matchId={MATCH.id} clubId={null} open onOpenChange={() => {}} />,
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(await within(dialog).findByRole("button", { name: "Tor 3' bearbeiten" }));
    await user.click(await within(dialog).findByRole("button", { name: "Abbrechen" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Tor 3' bearbeiten" })).toHaveFocus(),
    );

    await user.click(within(dialog).getByRole("button", { name: "Tor 3' bearbeiten" }));
    await user.click(await within(dialog).findByRole("button", { name: "Änderungen speichern" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Tor 3' bearbeiten" })).toHaveFocus(),
    );
  });
});
