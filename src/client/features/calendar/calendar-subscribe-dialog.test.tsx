// @vitest-environment jsdom

import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../../test/render.tsx";
import { CalendarSubscribeButton } from "./calendar-subscribe-dialog.tsx";

const FEED = {
  url: "https://tschutti.ch/api/teams/5a0c/calendar.ics",
  fileName: "tschutti-team.ics",
  description: "Alle Spiele von FC Seeblick 1. Mannschaft",
};

describe("Kalender abonnieren", () => {
  it("opens from the keyboard with subscribe, copy, download and help, and closes back to its button", async () => {
    const { user } = renderInApp(<CalendarSubscribeButton feed={FEED} />);
    const opener = screen.getByRole("button", { name: "Kalender abonnieren" });
    opener.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Kalender abonnieren" });
    expect(dialog).toHaveAccessibleDescription(
      /Alle Spiele von FC Seeblick 1\. Mannschaft in deinem Kalender/,
    );

    expect(within(dialog).getByRole("link", { name: "Abonnieren" })).toHaveAttribute(
      "href",
      "webcal://tschutti.ch/api/teams/5a0c/calendar.ics",
    );
    const download = within(dialog).getByRole("link", { name: "Herunterladen" });
    expect(download).toHaveAttribute("href", FEED.url);
    expect(download).toHaveAttribute("download", "tschutti-team.ics");
    expect(within(dialog).getByRole("textbox", { name: "Link zum Kalender" })).toHaveValue(FEED.url);

    // The help for each app opens like any disclosure.
    for (const app of ["Google Kalender", "Apple Kalender (iPhone, iPad, Mac)", "Outlook"]) {
      expect(within(dialog).getByText(app)).toBeInTheDocument();
    }
    const google = within(dialog).getByText("Google Kalender");
    await user.click(google);
    expect(google.closest("details")).toHaveAttribute("open");
    expect(within(dialog).getByText(/«Per URL» klicken/)).toBeVisible();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("copies the https address with the toast «Link kopiert»", async () => {
    const { user } = renderInApp(<CalendarSubscribeButton feed={FEED} />);
    await user.click(screen.getByRole("button", { name: "Kalender abonnieren" }));
    const dialog = await screen.findByRole("dialog", { name: "Kalender abonnieren" });
    await user.click(within(dialog).getByRole("button", { name: "Link kopieren" }));
    expect(await screen.findByText("Link kopiert")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(FEED.url);
  });
});
