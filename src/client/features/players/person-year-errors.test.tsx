// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { expect, it } from "vitest";
import { SINCE_BEFORE_BIRTH_MESSAGE } from "#shared/form-fields.ts";
import { zurichYear } from "#shared/format.ts";
import { testManageTeam } from "../../test/club-rows.ts";
import { fakeServer } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { BoardMemberEditDialog } from "../board/board-member-edit-dialog.tsx";
import { CoachEditDialog } from "../coaches/coach-edit-dialog.tsx";
import { PlayerEditDialog } from "./player-edit-dialog.tsx";

// «Im Verein seit» before «Geburtsjahr» is marked at «Im Verein seit». A secretary who then
// corrects the birth year (the wrong one of the two) saw the red message stay, as if the
// corrected years were still refused, until the form was sent again.

const CLUB_ID = "club-1";
const TEAM_ID = "3f0f6c1e-7f55-4c1a-9d59-2f6f7a0c8e11";
const team = testManageTeam({ id: TEAM_ID });
const noop = () => {};

const dialogs: [string, string, ReactElement][] = [
  [
    "player",
    "Spieler hinzufügen",
    <PlayerEditDialog
      key="player"
      clubId={CLUB_ID}
      teams={[team]}
      mayAddTeam={false}
      player={null}
      defaultTeamId={TEAM_ID}
      open
      onOpenChange={noop}
    />,
  ],
  [
    "coach",
    "Trainer hinzufügen",
    <CoachEditDialog key="coach" teamId={TEAM_ID} teamName="Erste" coach={null} open onOpenChange={noop} />,
  ],
  [
    "board member",
    "Vorstandsmitglied hinzufügen",
    <BoardMemberEditDialog key="board" clubId={CLUB_ID} member={null} open onOpenChange={noop} />,
  ],
];

it.each(dialogs)(
  "%s: correcting the birth year takes back «Im Verein seit kann nicht vor dem Geburtsjahr liegen»",
  async (_kind, title, element) => {
    const server = fakeServer();
    const { user } = renderInApp(element);
    const dialog = await screen.findByRole("dialog", { name: title });
    await user.type(within(dialog).getByLabelText(/Vorname/), "Luca");
    await user.type(within(dialog).getByLabelText(/Nachname/), "Müller");
    const role = within(dialog).queryByLabelText(/Funktion/);
    if (role) await user.type(role, "Kassier");
    const birthYear = within(dialog).getByRole("spinbutton", { name: /^Geburtsjahr/ });
    const since = within(dialog).getByRole("spinbutton", { name: /^Im Verein seit/ });
    // Born this year, at the club since last year: the birth year is the typo.
    await user.clear(since);
    await user.type(since, String(zurichYear() - 1));
    await user.clear(birthYear);
    await user.type(birthYear, String(zurichYear()));
    await user.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));
    await within(dialog).findByText(SINCE_BEFORE_BIRTH_MESSAGE);
    expect(since).toHaveAttribute("aria-invalid", "true");

    await user.clear(birthYear);
    await user.type(birthYear, "1999");

    await expect.poll(() => within(dialog).queryByText(SINCE_BEFORE_BIRTH_MESSAGE)).toBeNull();
    expect(since).not.toHaveAttribute("aria-invalid", "true");
    expect(server.writes()).toEqual([]);
  },
);
