// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { matchDateRangeMessage } from "#shared/matches/match-date-range.ts";
import type { MatchTeamOption, MatchTeamOptions } from "#shared/matches/types.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { Button } from "../../ui/button.tsx";
import { MatchDialog } from "./match-dialog.tsx";

const CLUB_ID = "club-1";
const HOME_ID = "11111111-1111-4111-8111-111111111111";
const AWAY_ID = "22222222-2222-4222-8222-222222222222";

function team(id: string, name: string, clubName: string | null): MatchTeamOption {
  return {
    id,
    name,
    league: "3. Liga",
    canton: "Zürich",
    teamImageUrl: null,
    clubId: clubName ? `${id}-club` : null,
    clubName,
    stadiumName: null,
  };
}

const OPTIONS: MatchTeamOptions = {
  club: { id: CLUB_ID, clubName: "FC Seeblick", stadiumName: null },
  myTeams: [{ ...team(HOME_ID, "1. Mannschaft", "FC Seeblick"), stadiumName: "Sportplatz Seeblick" }],
  otherTeams: [team(AWAY_ID, "1. Mannschaft", "SV Rebhügel")],
};

/** The schedule tab's «Spiel hinzufügen» and its dialog. */
function ScheduleTab() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Spiel hinzufügen</Button>
      <MatchDialog clubId={CLUB_ID} open={open} onOpenChange={setOpen} match={null} />
    </>
  );
}

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on(`GET /api/manage/clubs/${CLUB_ID}/match-teams`, json(OPTIONS));
});

describe("the new match dialog of the club's schedule", () => {
  it("names the missing fields and takes the keyboard to the first of them, the home team", async () => {
    const { user } = renderInApp(<ScheduleTab />);
    await user.click(screen.getByRole("button", { name: "Spiel hinzufügen" }));
    const dialog = await screen.findByRole("dialog", { name: "Neues Spiel" });
    const home = await within(dialog).findByRole("combobox", { name: /Heimmannschaft/ });

    await user.click(within(dialog).getByRole("button", { name: "Spiel erstellen" }));

    await waitFor(() => expect(home).toHaveAttribute("aria-invalid", "true"));
    expect(within(dialog).getByRole("combobox", { name: /Auswärtsmannschaft/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(home).toHaveFocus();
    expect(server.requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("announces «Bitte fülle alle Felder aus» once, and ties it to each empty field", async () => {
    const { user } = renderInApp(<ScheduleTab />);
    await user.click(screen.getByRole("button", { name: "Spiel hinzufügen" }));
    const dialog = await screen.findByRole("dialog", { name: "Neues Spiel" });
    const home = await within(dialog).findByRole("combobox", { name: /Heimmannschaft/ });

    await user.click(within(dialog).getByRole("button", { name: "Spiel erstellen" }));

    await waitFor(() => expect(home).toHaveAttribute("aria-invalid", "true"));
    // Five alerts with the same words were read one after the other.
    const alerts = within(dialog).getAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual(["Bitte fülle alle Felder aus"]);
    const fields = [
      home,
      within(dialog).getByRole("combobox", { name: /Auswärtsmannschaft/ }),
      within(dialog).getByLabelText(/Datum/),
      within(dialog).getByLabelText(/Zeit/),
      within(dialog).getByRole("textbox", { name: /Stadion/ }),
    ];
    for (const field of fields) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription("Bitte fülle alle Felder aus");
    }
    expect(within(dialog).getAllByText("Bitte fülle alle Felder aus")).toHaveLength(5);

    // The home team chosen, its error goes; the away team's does not turn into a new alert
    // (it would read the same words again), and still describes its field.
    await user.selectOptions(home, HOME_ID);
    await waitFor(() => expect(home).not.toHaveAttribute("aria-invalid"));
    expect(within(dialog).queryAllByRole("alert")).toEqual([]);
    expect(fields[1]).toHaveAccessibleDescription("Bitte fülle alle Felder aus");
  });

  it("keeps a chosen home team, suggests its ground and moves on to the next missing field", async () => {
    const { user } = renderInApp(<ScheduleTab />);
    await user.click(screen.getByRole("button", { name: "Spiel hinzufügen" }));
    const dialog = await screen.findByRole("dialog", { name: "Neues Spiel" });
    const home = await within(dialog).findByRole("combobox", { name: /Heimmannschaft/ });
    await user.selectOptions(home, HOME_ID);

    await user.click(within(dialog).getByRole("button", { name: "Spiel erstellen" }));

    const away = within(dialog).getByRole("combobox", { name: /Auswärtsmannschaft/ });
    await waitFor(() => expect(away).toHaveFocus());
    expect(home).toHaveValue(HOME_ID);
    expect(within(dialog).getByRole("textbox", { name: /Stadion/ })).toHaveValue("Sportplatz Seeblick");
    expect(home).not.toHaveAttribute("aria-invalid");
  });
});

describe("closing the new match dialog", () => {
  it("asks «Änderungen verwerfen?» once a team is chosen, and closes on «Verwerfen»", async () => {
    const { user } = renderInApp(<ScheduleTab />);
    await user.click(screen.getByRole("button", { name: "Spiel hinzufügen" }));
    const dialog = await screen.findByRole("dialog", { name: "Neues Spiel" });
    await user.selectOptions(
      await within(dialog).findByRole("combobox", { name: /Heimmannschaft/ }),
      HOME_ID,
    );
    await user.keyboard("{Escape}");
    const question = await findQuestion("Änderungen verwerfen?");
    expect(dialog).toBeInTheDocument();
    await user.click(within(question).getByRole("button", { name: "Verwerfen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes an untouched one at once", async () => {
    const { user } = renderInApp(<ScheduleTab />);
    await user.click(screen.getByRole("button", { name: "Spiel hinzufügen" }));
    const dialog = await screen.findByRole("dialog", { name: "Neues Spiel" });
    await within(dialog).findByRole("combobox", { name: /Heimmannschaft/ });
    await user.click(within(dialog).getByRole("button", { name: "Schliessen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

/** «Spiel hinzufügen» with the two teams, sent at `day` and `time`: the date field. */
async function createMatchAt(day: string, time: string): Promise<HTMLElement> {
  const { user } = renderInApp(<ScheduleTab />);
  await user.click(screen.getByRole("button", { name: "Spiel hinzufügen" }));
  const dialog = await screen.findByRole("dialog", { name: "Neues Spiel" });
  await user.selectOptions(await within(dialog).findByRole("combobox", { name: /Heimmannschaft/ }), HOME_ID);
  await user.selectOptions(within(dialog).getByRole("combobox", { name: /Auswärtsmannschaft/ }), AWAY_ID);
  const date = within(dialog).getByLabelText(/Datum/);
  await user.type(date, day);
  await user.type(within(dialog).getByLabelText(/Zeit/), time);
  await user.click(within(dialog).getByRole("button", { name: "Spiel erstellen" }));
  return date;
}

describe("a match date in the year 9999", () => {
  it("is named at the date field and not sent", async () => {
    const date = await createMatchAt("9999-12-31", "15:00");

    await waitFor(() => expect(date).toHaveAccessibleDescription(matchDateRangeMessage()));
    expect(date).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });
});

describe("a match the schedule has already (same teams, same kick-off)", () => {
  it("is named at the date field, which takes the focus, and the dialog stays open", async () => {
    const message = "Dieses Spiel steht schon im Spielplan.";
    server.on(`POST /api/manage/clubs/${CLUB_ID}/matches`, () =>
      apiError(409, message, "conflict", { date: message }),
    );
    const date = await createMatchAt("2026-12-20", "14:00");

    await waitFor(() => expect(date).toHaveAccessibleDescription(message));
    expect(date).toHaveAttribute("aria-invalid", "true");
    expect(date).toHaveFocus();
    expect(screen.getByRole("dialog", { name: "Neues Spiel" })).toBeInTheDocument();
  });
});

describe("a new opponent from the match dialog", () => {
  it("becomes the away team once it is created", async () => {
    const NEW_ID = "33333333-3333-4333-8333-333333333333";
    let options = OPTIONS;
    server.on(`GET /api/manage/clubs/${CLUB_ID}/match-teams`, () => json(options));
    server.on(`POST /api/manage/clubs/${CLUB_ID}/opponent-teams`, () => {
      options = { ...OPTIONS, otherTeams: [...OPTIONS.otherTeams, team(NEW_ID, "SC Neu", null)] };
      return json({ team: team(NEW_ID, "SC Neu", null) }, 201);
    });
    const { user } = renderInApp(<ScheduleTab />);
    await user.click(screen.getByRole("button", { name: "Spiel hinzufügen" }));
    const dialog = await screen.findByRole("dialog", { name: "Neues Spiel" });
    await user.selectOptions(
      await within(dialog).findByRole("combobox", { name: /Heimmannschaft/ }),
      HOME_ID,
    );

    await user.click(within(dialog).getByRole("button", { name: "Neues Team" }));
    const teamDialog = await screen.findByRole("dialog", { name: "Neues Team" });
    await user.type(within(teamDialog).getByRole("textbox", { name: /Name/ }), "SC Neu");
    await user.click(within(teamDialog).getByRole("button", { name: "Team erstellen" }));

    const away = within(dialog).getByRole("combobox", { name: /Auswärtsmannschaft/ });
    await waitFor(() => expect(away).toHaveValue(NEW_ID));
  });
  // The defaults came from the club's first team whichever team was chosen: a «Senioren 30+»
  // opponent was offered «3. Liga», and the match became a friendly, not a league match.
  it("starts in the chosen own team's canton and league", async () => {
    const SENIORS_ID = "44444444-4444-4444-8444-444444444444";
    const seniors = { ...team(SENIORS_ID, "Senioren 30+", "FC Seeblick"), league: "5. Liga", canton: "Bern" };
    server.on(
      `GET /api/manage/clubs/${CLUB_ID}/match-teams`,
      json({ ...OPTIONS, myTeams: [...OPTIONS.myTeams, seniors] }),
    );
    const { user } = renderInApp(<ScheduleTab />);
    await user.click(screen.getByRole("button", { name: "Spiel hinzufügen" }));
    const dialog = await screen.findByRole("dialog", { name: "Neues Spiel" });
    await user.selectOptions(
      await within(dialog).findByRole("combobox", { name: /Heimmannschaft/ }),
      SENIORS_ID,
    );

    await user.click(within(dialog).getByRole("button", { name: "Neues Team" }));
    const teamDialog = await screen.findByRole("dialog", { name: "Neues Team" });
    expect(within(teamDialog).getByRole("combobox", { name: /Liga/ })).toHaveValue("5. Liga");
    expect(within(teamDialog).getByRole("combobox", { name: /Kanton/ })).toHaveValue("Bern");
  });
});
