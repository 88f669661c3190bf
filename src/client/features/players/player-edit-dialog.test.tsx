// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { expect, it, vi } from "vitest";
import { PLAYER_MESSAGES } from "#shared/players/schema.ts";
import { testManagePlayer, testManageTeam } from "../../test/club-rows.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { toast } from "../../ui/toast.tsx";
import { PlayerEditDialog } from "./player-edit-dialog.tsx";

const CLUB_ID = "club-1";
const TEAM_ID = "3f0f6c1e-7f55-4c1a-9d59-2f6f7a0c8e11";

const team = testManageTeam({ id: TEAM_ID });

/** The club's player dialog, for `player` (null: a new one) among `teams`. */
function renderDialog(player: ComponentProps<typeof PlayerEditDialog>["player"], teams = [team]) {
  return renderInApp(
    <PlayerEditDialog
      clubId={CLUB_ID}
      teams={teams}
      mayAddTeam={false}
      player={player}
      defaultTeamId={TEAM_ID}
      open
      onOpenChange={() => {}}
    />,
  );
}

it("marks the shirt number when the server says another player of the team wears it", async () => {
  const server = fakeServer();
  server.on(
    `POST /api/manage/clubs/${CLUB_ID}/players`,
    json(
      {
        error: {
          code: "validation",
          message: PLAYER_MESSAGES.numberTaken,
          fields: { playerNumber: PLAYER_MESSAGES.numberTaken },
        },
      },
      400,
    ),
  );
  const { user } = renderDialog(null, [team]);
  const dialog = await screen.findByRole("dialog", { name: "Spieler hinzufügen" });
  await user.type(within(dialog).getByLabelText(/Vorname/), "Luca");
  await user.type(within(dialog).getByLabelText(/Nachname/), "Müller");
  const number = within(dialog).getByLabelText(/Rückennummer/);
  await user.type(number, "9");
  await user.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));

  await within(dialog).findByText(PLAYER_MESSAGES.numberTaken);
  expect(number).toHaveAttribute("aria-invalid", "true");
  expect(number).toHaveAccessibleDescription(expect.stringContaining(PLAYER_MESSAGES.numberTaken));
  // The dialog stays open with what was typed, so the number can be changed.
  expect(within(dialog).getByLabelText(/Vorname/)).toHaveValue("Luca");
});

it("with required fields empty, marks them and sends nothing, with no toast saying saving failed", async () => {
  const server = fakeServer();
  const { user } = renderDialog(null, [team]);
  const dialog = await screen.findByRole("dialog", { name: "Spieler hinzufügen" });
  await user.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));

  const firstName = within(dialog).getByLabelText(/Vorname/);
  await expect.poll(() => firstName.getAttribute("aria-invalid")).toBe("true");
  expect(firstName).toHaveFocus();
  // Nothing was sent, so nothing failed to save: a toast would cover the field with the focus.
  expect(server.writes()).toEqual([]);
  expect(screen.queryByText(PLAYER_MESSAGES.saveFailed)).not.toBeInTheDocument();
});

it("asks before Escape throws away a typed name, and keeps it on «Weiter bearbeiten»", async () => {
  fakeServer();
  const closed: boolean[] = [];
  const { user } = renderInApp(
    <PlayerEditDialog
      clubId={CLUB_ID}
      teams={[team]}
      mayAddTeam={false}
      player={null}
      defaultTeamId={TEAM_ID}
      open
      onOpenChange={(open) => closed.push(!open)}
    />,
  );
  const dialog = await screen.findByRole("dialog", { name: "Spieler hinzufügen" });
  const first = within(dialog).getByLabelText(/Vorname/);
  await user.type(first, "Luca");
  await user.keyboard("{Escape}");
  const question = await findQuestion("Änderungen verwerfen?");
  await user.click(within(question).getByRole("button", { name: "Weiter bearbeiten" }));
  await waitFor(() => expect(first).toHaveFocus());
  expect(first).toHaveValue("Luca");
  expect(closed).toEqual([]);
});

it("names the shirt numbers the chosen team already wears, before the server refuses one", async () => {
  const server = fakeServer();
  const OTHER_TEAM_ID = "5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
  const other = testManageTeam({ id: OTHER_TEAM_ID, name: "Senioren" });
  const wearing = (id: string, teamId: string, playerNumber: number | null) =>
    testManagePlayer({
      id,
      lastName: id,
      playerNumber,
      birthYear: 2000,
      atClubSince: 2020,
      teamId,
      teamName: teamId === TEAM_ID ? "Erste" : "Senioren",
    });
  const edited = wearing("p-4", TEAM_ID, 4);
  server.on(
    `GET /api/manage/clubs/${CLUB_ID}/players`,
    json({
      players: [
        wearing("p-10", TEAM_ID, 10),
        wearing("p-7", TEAM_ID, 7),
        edited,
        wearing("p-none", TEAM_ID, null),
        wearing("p-5", OTHER_TEAM_ID, 5),
      ],
    }),
  );
  const { user } = renderDialog(edited, [team, other]);
  const dialog = await screen.findByRole("dialog", { name: "Spieler bearbeiten" });
  const number = within(dialog).getByRole("spinbutton", { name: /Rückennummer/ });
  // His own number is no obstacle to him; the other team's numbers are no obstacle here.
  await waitFor(() => expect(number).toHaveAccessibleDescription("1 bis 99. In «Erste» vergeben: 7, 10"));
  await user.selectOptions(within(dialog).getByRole("combobox", { name: /Team/ }), OTHER_TEAM_ID);
  await waitFor(() => expect(number).toHaveAccessibleDescription("1 bis 99. In «Senioren» vergeben: 5"));
});

// With the list filtered by team, a player moved to another one left the list, and the toast said
// only «Spieler wurde erfolgreich aktualisiert»: not where he went.
it("says which team a moved player is in now", async () => {
  const server = fakeServer();
  vi.spyOn(toast, "success");
  const OTHER_TEAM_ID = "5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
  const other = testManageTeam({ id: OTHER_TEAM_ID, name: "Senioren" });
  const moved = testManagePlayer({ id: "p-1", teamId: TEAM_ID });
  server.on(`GET /api/manage/clubs/${CLUB_ID}/players`, json({ players: [moved] }));
  server.on(
    "PATCH /api/manage/players/p-1",
    json({ player: { ...moved, teamId: OTHER_TEAM_ID, teamName: "Senioren" } }),
  );
  server.on(
    "PUT /api/manage/players/p-1",
    json({ player: { ...moved, teamId: OTHER_TEAM_ID, teamName: "Senioren" } }),
  );
  const { user } = renderDialog(moved, [team, other]);
  const dialog = await screen.findByRole("dialog", { name: "Spieler bearbeiten" });
  await user.selectOptions(within(dialog).getByRole("combobox", { name: /Team/ }), OTHER_TEAM_ID);
  await user.click(within(dialog).getByRole("button", { name: "Speichern" }));
  await waitFor(() =>
    expect(toast.success).toHaveBeenCalledWith(PLAYER_MESSAGES.updated, "Jetzt in «Senioren»."),
  );
});

it.each([
  ["Vorname", "Nachname"],
  ["Nachname", "Vorname"],
])(
  "with only «%s» filled, says «Vor- und Nachname sind erforderlich» at «%s» alone",
  async (filled, missing) => {
    const server = fakeServer();
    const { user } = renderDialog(null, [team]);
    const dialog = await screen.findByRole("dialog", { name: "Spieler hinzufügen" });
    const filledInput = within(dialog).getByLabelText(new RegExp(filled));
    const missingInput = within(dialog).getByLabelText(new RegExp(missing));
    await user.type(filledInput, "Luca");
    await user.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));

    await expect.poll(() => missingInput.getAttribute("aria-invalid")).toBe("true");
    expect(missingInput).toHaveAccessibleDescription(expect.stringContaining(PLAYER_MESSAGES.name));
    expect(missingInput).toHaveFocus();
    expect(filledInput).not.toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getAllByText(PLAYER_MESSAGES.name)).toHaveLength(1);
    expect(server.writes()).toEqual([]);
  },
);
