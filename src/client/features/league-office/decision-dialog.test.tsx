// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { DecisionDialog, PlaceDialog } from "./office-dialogs.tsx";

// The console's dialogs check their fields before sending, as every form does, and then take
// the keyboard to the first field that needs a change: its label and error are read there.

const TEAM = { teamId: "11111111-1111-4111-8111-111111111111", name: "FC Biber", countedMatches: 0 };
const CARD = {
  eventId: "22222222-2222-4222-8222-222222222222",
  matchId: "33333333-3333-4333-8333-333333333333",
  matchDate: "2026-09-06T13:00:00.000Z",
  opponent: "FC Aare",
  minute: 63,
  addedMinute: null,
  player: "Lena Frei",
  raised: false,
};
const RAISED = {
  ...CARD,
  eventId: "44444444-4444-4444-8444-444444444444",
  minute: 80,
  player: null,
  raised: true,
};
const CARD_LABEL = "06.09.2026 gegen FC Aare, 63' – Lena Frei";

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
    server.on("GET /api/league-office/red-cards", json({ cards: [CARD] }));
    const { user } = renderInApp(
      <DecisionDialog kind="fairPlay" team={TEAM} season={2026} onClose={() => {}} />,
    );
    await user.selectOptions(await screen.findByRole("combobox", { name: /Rote Karte/ }), CARD_LABEL);
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
    server.on("GET /api/league-office/red-cards", json({ cards: [CARD] }));
    const { user } = renderInApp(
      <DecisionDialog kind="fairPlay" team={TEAM} season={2026} onClose={() => {}} />,
    );
    await user.selectOptions(await screen.findByRole("combobox", { name: /Rote Karte/ }), CARD_LABEL);
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
      matchId: CARD.matchId,
      eventId: CARD.eventId,
    });
  });
});

describe("the red card a «Rote Karte» correction raises", () => {
  it("is picked from the team's red cards in a native select; one raised already is not offered", async () => {
    server.on("GET /api/league-office/red-cards", json({ cards: [CARD, RAISED] }));
    const { user } = renderInApp(
      <DecisionDialog kind="fairPlay" team={TEAM} season={2026} onClose={() => {}} />,
    );
    const picker = await screen.findByRole("combobox", { name: /Rote Karte/ });
    expect(server.requests.map((r) => r.path)).toContain(
      `/api/league-office/red-cards?teamId=${TEAM.teamId}&season=2026`,
    );
    expect(screen.getByRole("option", { name: CARD_LABEL })).toBeEnabled();
    expect(screen.getByRole("option", { name: /80' \(schon höher bewertet\)/ })).toBeDisabled();

    // Sent without a card: the picker says so and takes the focus.
    await user.type(screen.getByRole("spinbutton", { name: /Zusätzliche Strafpunkte/ }), "4");
    await user.type(screen.getByRole("textbox", { name: /Begründung/ }), "Tätlichkeit");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(picker).toHaveAccessibleDescription(/Bitte wähle die Rote Karte/);
    expect(picker).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });

  it("says on the first send that the card is missing, beside the other fields", async () => {
    server.on("GET /api/league-office/red-cards", json({ cards: [CARD] }));
    const { user } = renderInApp(
      <DecisionDialog kind="fairPlay" team={TEAM} season={2026} onClose={() => {}} />,
    );
    const picker = await screen.findByRole("combobox", { name: /Rote Karte/ });
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(picker).toHaveAccessibleDescription(/Bitte wähle die Rote Karte/);
    expect(picker).toHaveFocus();
    expect(screen.getByRole("textbox", { name: /Begründung/ })).toHaveAccessibleDescription(
      /Bitte gib eine Begründung an/,
    );
    expect(server.writes()).toEqual([]);
  });

  it("names the same bound for a red card's points in its hint and in its error", async () => {
    server.on("GET /api/league-office/red-cards", json({ cards: [CARD] }));
    const { user } = renderInApp(
      <DecisionDialog kind="fairPlay" team={TEAM} season={2026} onClose={() => {}} />,
    );
    await user.selectOptions(await screen.findByRole("combobox", { name: /Rote Karte/ }), CARD_LABEL);
    const points = screen.getByRole("spinbutton", { name: /Zusätzliche Strafpunkte/ });
    expect(points).toHaveAccessibleDescription(/also 1 bis 9 zusätzliche/);
    for (const typed of ["", "60"]) {
      await user.clear(points);
      if (typed) await user.type(points, typed);
      await user.click(screen.getByRole("button", { name: "Speichern" }));
      expect(points).toHaveAccessibleDescription(/bitte gib 1 bis 9 zusätzliche an/);
      expect(points).not.toHaveAccessibleDescription(/50/);
    }
    // Officials' misconduct has its own bound, and its hint says it.
    await user.selectOptions(screen.getByRole("combobox", { name: "Art" }), "Fehlverhalten von Offiziellen");
    const officials = screen.getByRole("spinbutton", { name: /Zusätzliche Strafpunkte/ });
    expect(officials).toHaveAccessibleDescription(/1 bis 50 Strafpunkte/);
    expect(server.writes()).toEqual([]);
  });

  // It opened on «Rote Karte höher bewertet» for a team without one, which could only be refused:
  // the clerk had to find the other kind by hand. The kind without a card says so and stays shut.
  it("opens on the officials' misconduct for a team without a red card this season", async () => {
    server.on("GET /api/league-office/red-cards", json({ cards: [] }));
    server.on("POST /api/league-office/fair-play-corrections", json({}, 201));
    const { user } = renderInApp(
      <DecisionDialog kind="fairPlay" team={TEAM} season={2026} onClose={() => {}} />,
    );
    const kind = screen.getByRole("combobox", { name: "Art" });
    await waitFor(() => expect(kind).toHaveValue("officials"));
    const redCard = screen.getByRole("option", { name: /Rote Karte/ });
    expect(redCard).toBeDisabled();
    expect(redCard).toHaveTextContent("keine in dieser Saison");
    expect(screen.queryByRole("combobox", { name: /Rote Karte/ })).toBeNull();
    await user.type(screen.getByRole("spinbutton", { name: /Zusätzliche Strafpunkte/ }), "4");
    await user.type(screen.getByRole("textbox", { name: /Begründung/ }), "Schiedsrichter beleidigt");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toMatchObject({ kind: "officials", points: 4 });
  });
});

describe("the red card chosen, on a phone's width", () => {
  it("is written out whole below the field, which cuts its text at the width of a phone", async () => {
    server.on("GET /api/league-office/red-cards", json({ cards: [CARD] }));
    const { user } = renderInApp(
      <DecisionDialog kind="fairPlay" team={TEAM} season={2026} onClose={() => {}} />,
    );
    const picker = await screen.findByRole("combobox", { name: /Rote Karte/ });
    // The line whole, though its minute is kept with its word in a span of its own.
    const chosenLine = () =>
      screen.queryByText(
        (_, element) => element?.tagName === "P" && element.textContent === `Gewählt: ${CARD_LABEL}`,
      );
    expect(chosenLine()).not.toBeInTheDocument();
    await user.selectOptions(picker, CARD_LABEL);
    expect(chosenLine()).toBeInTheDocument();
  });
});

// A clerk saved the same 3-point deduction for the same team five times in a minute, without a
// word: each counted, and the table lost 15 points.
describe("a deduction the team already has", () => {
  const EARLIER = {
    id: "55555555-5555-4555-8555-555555555555",
    teamId: TEAM.teamId,
    name: TEAM.name,
    points: 3,
    reason: "Nicht angetreten",
    createdAt: "2026-12-07T08:00:00.000Z",
  };

  it("asks before deducting the same points for the same reason again", async () => {
    server.on(
      "POST /api/league-office/deductions",
      json({ id: "66666666-6666-4666-8666-666666666666" }, 201),
    );
    const { user } = renderInApp(
      <DecisionDialog kind="deduction" team={TEAM} season={2026} earlier={[EARLIER]} onClose={() => {}} />,
    );
    await user.type(screen.getByRole("spinbutton", { name: /Punkte/ }), "3");
    await user.type(screen.getByRole("textbox", { name: /Begründung/ }), "nicht angetreten ");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    const question = await findQuestion("Gleicher Abzug schon erfasst");
    expect(question).toHaveTextContent(
      "FC Biber hat schon 3 Punkte Abzug mit der Begründung «Nicht angetreten» vom 7. Dezember 2026.",
    );
    await user.click(within(question).getByRole("button", { name: "Abbrechen" }));
    expect(server.writes()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Speichern" }));
    await user.click(
      within(await findQuestion("Gleicher Abzug schon erfasst")).getByRole("button", {
        name: "Nochmals abziehen",
      }),
    );
    await waitFor(() => expect(server.writes()).toHaveLength(1));
  });

  it("does not ask for another reason or other points", async () => {
    server.on(
      "POST /api/league-office/deductions",
      json({ id: "66666666-6666-4666-8666-666666666666" }, 201),
    );
    const { user } = renderInApp(
      <DecisionDialog kind="deduction" team={TEAM} season={2026} earlier={[EARLIER]} onClose={() => {}} />,
    );
    await user.type(screen.getByRole("spinbutton", { name: /Punkte/ }), "3");
    await user.type(screen.getByRole("textbox", { name: /Begründung/ }), "Lizenz fehlt");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
