// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ManageTeam } from "#shared/teams/types.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { Button } from "../../ui/button.tsx";
import { TeamEditDialog } from "./team-edit-dialog.tsx";

const CLUB_ID = "club-1";

function savedTeam(input: { name: string; canton: string; league: string }): ManageTeam {
  return {
    id: "team-1",
    name: input.name,
    canton: input.canton as ManageTeam["canton"],
    league: input.league as ManageTeam["league"],
    group: "Gruppe 1",
    teamImageUrl: null,
    clubId: CLUB_ID,
    createdByClubId: CLUB_ID,
    completedMatchCount: 0,
    agreedFixtureCount: 0,
    createdAt: "2025-05-05T12:30:00.000Z",
  };
}

/** The teams tab's '+ Neue Mannschaft' and its dialog. */
function TeamsTab() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Neue Mannschaft</Button>
      <TeamEditDialog clubId={CLUB_ID} open={open} onOpenChange={setOpen} team={null} />
    </>
  );
}

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
});

async function openDialog() {
  const app = renderInApp(<TeamsTab />);
  await app.user.click(screen.getByRole("button", { name: "Neue Mannschaft" }));
  const dialog = await screen.findByRole("dialog", { name: "Neue Mannschaft" });
  return { ...app, dialog };
}

describe("the team dialog of the club management", () => {
  it("names every missing field in German and sends nothing", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Erstellen" }));

    expect(await within(dialog).findByText("Name ist erforderlich")).toBeInTheDocument();
    expect(within(dialog).getByText("Kanton ist erforderlich")).toBeInTheDocument();
    expect(within(dialog).getByText("Liga ist erforderlich")).toBeInTheDocument();
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    expect(name).toHaveAttribute("aria-invalid", "true");
    // The kit's dialogs check with react-hook-form, which takes the keyboard to the first error.
    expect(name).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });

  it("creates the team, closes and gives focus back to '+ Neue Mannschaft'", async () => {
    server.on("POST /api/manage/clubs/club-1/teams", (request) =>
      json({ team: savedTeam(request.body as { name: string; canton: string; league: string }) }, 201),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "  Junioren B ");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Kanton/ }), "Bern");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Liga/ }), "2. Liga");
    await user.click(within(dialog).getByRole("button", { name: "Erstellen" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/manage/clubs/club-1/teams",
        body: {
          name: "Junioren B",
          canton: "Bern",
          league: "2. Liga",
          group: "Gruppe 1",
          teamImageUrl: null,
        },
      }),
    ]);
    expect(screen.getByRole("button", { name: "Neue Mannschaft" })).toHaveFocus();
    expect(await screen.findByText("Mannschaft wurde erstellt")).toBeInTheDocument();
  });

  it("stays open with what was typed and shows the server's German refusal", async () => {
    server.on(
      "POST /api/manage/clubs/club-1/teams",
      apiError(409, "Eine Mannschaft mit diesem Namen gibt es schon in deinem Verein.", "conflict", {
        name: "Eine Mannschaft mit diesem Namen gibt es schon in deinem Verein.",
      }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "1. Mannschaft");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Kanton/ }), "Zürich");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Liga/ }), "3. Liga");
    await user.click(within(dialog).getByRole("button", { name: "Erstellen" }));

    expect(await screen.findByText("Die Mannschaft konnte nicht gespeichert werden")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Neue Mannschaft" })).toBeInTheDocument();
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    expect(name).toHaveValue("1. Mannschaft");
    // The field the server named is marked, described and focused, as the form's own faults are.
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(/Eine Mannschaft mit diesem Namen gibt es schon/);
    expect(name).toHaveFocus();
  });
});
