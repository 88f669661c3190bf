// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch } from "../../test/match-rows.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { LiveControlDialog } from "./live-control-dialog.tsx";

// During a match the ticker's operator half types an event, then looks at «Ereignisse» (who
// scored the first goal?): the form closed with its tab and took the typed event along without
// asking. Leaving the tab now asks, as closing the dialog does.

const MATCH = testLiveMatch("m-live");

beforeEach(() => {
  const server = fakeServer();
  server.on(`GET /api/matches/${MATCH.id}`, json({ match: MATCH }));
  server.on(`GET /api/matches/${MATCH.id}/events`, json({ events: [] }));
  server.on(`GET /api/matches/${MATCH.id}/lineups`, json({ home: [], away: [] }));
});

async function typeEvent(user: ReturnType<typeof renderInApp>["user"]) {
  const dialog = await screen.findByRole("dialog");
  await user.click(await within(dialog).findByRole("tab", { name: "Neues Ereignis" }));
  await user.selectOptions(await within(dialog).findByRole("combobox", { name: /^Ereignis/ }), "Gelbe Karte");
  await user.type(within(dialog).getByRole("textbox", { name: /Beschreibung/ }), "Foul an der Mittellinie");
  return dialog;
}

describe("the live ticker's control", () => {
  it("asks before a visit to «Ereignisse» throws a half-typed event away", async () => {
    const { user } = renderInApp(
      <LiveControlDialog matchId={MATCH.id} clubId={null} open onOpenChange={() => {}} />,
    );
    const dialog = await typeEvent(user);
    const newTab = within(dialog).getByRole("tab", { name: "Neues Ereignis" });
    const eventsTab = within(dialog).getByRole("tab", { name: "Ereignisse" });
    const description = within(dialog).getByRole("textbox", { name: /Beschreibung/ });

    await user.click(eventsTab);
    const question = await findQuestion("Änderungen verwerfen?");
    await user.click(within(question).getByRole("button", { name: "Weiter bearbeiten" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(newTab).toHaveAttribute("aria-selected", "true");
    expect(description).toBeInTheDocument();
    expect(description).toHaveValue("Foul an der Mittellinie");

    await user.click(eventsTab);
    const again = await findQuestion("Änderungen verwerfen?");
    await user.click(within(again).getByRole("button", { name: "Verwerfen" }));
    await waitFor(() => expect(eventsTab).toHaveAttribute("aria-selected", "true"));
    expect(description).not.toBeInTheDocument();
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
});
