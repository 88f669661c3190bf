// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { DecisionDialog, PlaceDialog } from "./office-dialogs.tsx";

// The console's dialogs check their fields before sending, as every form does, and then take
// the keyboard to the first field that needs a change: its label and error are read there.

const TEAM = { teamId: "11111111-1111-4111-8111-111111111111", name: "FC Biber", countedMatches: 0 };

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
});

describe("a decision sent with a field missing or wrong", () => {
  it("«Punkte abziehen» focuses «Punkte», then «Begründung»", async () => {
    const { user } = renderInApp(
      <DecisionDialog kind="deduction" team={TEAM} season={2026} onClose={() => {}} />,
    );
    await user.click(await screen.findByRole("button", { name: "Speichern" }));
    const points = screen.getByRole("spinbutton", { name: /Punkte/ });
    expect(points).toHaveAttribute("aria-invalid", "true");
    expect(points).toHaveFocus();

    await user.type(points, "3");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    const reason = screen.getByRole("textbox", { name: /Begründung/ });
    expect(reason).toHaveAccessibleDescription(/Bitte gib eine Begründung an/);
    expect(reason).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });

  it("«Strafpunkte korrigieren» focuses the points a red card cannot have", async () => {
    const { user } = renderInApp(
      <DecisionDialog kind="fairPlay" team={TEAM} season={2026} onClose={() => {}} />,
    );
    await user.type(await screen.findByRole("spinbutton", { name: /Zusätzliche Strafpunkte/ }), "40");
    await user.type(screen.getByRole("textbox", { name: /Begründung/ }), "Tätlichkeit");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(screen.getByRole("spinbutton", { name: /Zusätzliche Strafpunkte/ })).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });

  it("«Mannschaft einteilen» focuses a group name that is too long", async () => {
    const { user } = renderInApp(
      <PlaceDialog
        team={TEAM}
        seasons={[2026, 2027]}
        initial={{ season: 2026, canton: "Zürich", league: "3. Liga", group: "Gruppe 1" }}
        onClose={() => {}}
      />,
    );
    const group = await screen.findByRole("textbox", { name: /Gruppe/ });
    await user.type(group, "x".repeat(80));
    await user.click(screen.getByRole("button", { name: "Einteilen" }));
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });
});

describe("a decision sent", () => {
  it("sends its points and season as numbers, as the API takes them", async () => {
    server.on("POST /api/league-office/fair-play-corrections", json({ id: "c1" }, 201));
    const { user } = renderInApp(
      <DecisionDialog kind="fairPlay" team={TEAM} season={2026} onClose={() => {}} />,
    );
    await user.type(await screen.findByRole("spinbutton", { name: /Zusätzliche Strafpunkte/ }), "4");
    await user.type(screen.getByRole("textbox", { name: /Begründung/ }), "Tätlichkeit");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toEqual({
      teamId: TEAM.teamId,
      season: 2026,
      kind: "red_card",
      points: 4,
      reason: "Tätlichkeit",
    });
  });
});
