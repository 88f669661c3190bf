// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { PersonalCalendarCard } from "./personal-calendar-card.tsx";

// «Kalender abonnieren» the first time makes the secret address, then opens the dialog; closed,
// the dialog gives the focus back to the button (it was replaced by another, and the focus fell
// to the page).

const URL = "https://tschutti.ch/api/calendar/personal/abc.ics";

beforeEach(() => {
  const server = fakeServer();
  server.on("GET /api/me/calendar", json({ url: null }));
  server.on("POST /api/me/calendar", json({ url: URL }));
});

it("returns the focus to «Kalender abonnieren» after the first subscription's dialog", async () => {
  const { user } = renderInApp(<PersonalCalendarCard />);
  const button = await screen.findByRole("button", { name: "Kalender abonnieren" });
  button.focus();
  await user.keyboard("{Enter}");
  await screen.findByRole("dialog");
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(screen.getByRole("button", { name: "Kalender abonnieren" })).toHaveFocus();
});
