// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { FinalScoreDialog, ScheduleDateDialog } from "./schedule-state-dialogs.tsx";

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
