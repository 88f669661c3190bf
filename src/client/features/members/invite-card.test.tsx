// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import { type ClubInvite, type CreatedInvite, MEMBER_MESSAGES } from "#shared/members/club-roles.ts";
import type { ManageTeam } from "#shared/teams/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { invitesQueryOptions } from "./api.ts";
import { InviteCard } from "./invite-card.tsx";

const CLUB_ID = "club-1";
const INVITE: CreatedInvite = {
  id: "11111111-1111-4111-8111-111111111111",
  token: "abc",
  url: "http://localhost/einladung/abc",
  expiresAt: "2026-12-11T20:51:00.000Z",
  mailed: false,
};

const team: ManageTeam = {
  id: "22222222-2222-4222-8222-222222222222",
  name: "Erste",
  canton: "Bern",
  league: "4. Liga",
  group: "Gruppe 1",
  teamImageUrl: null,
  clubId: CLUB_ID,
  createdByClubId: CLUB_ID,
  completedMatchCount: 0,
  agreedFixtureCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
};

let server: ReturnType<typeof fakeServer>;
let open: ClubInvite[];

beforeEach(() => {
  server = fakeServer();
  open = [];
  server.on(`GET /api/manage/clubs/${CLUB_ID}/invites`, () => json({ invites: open }));
  server.on(`POST /api/manage/clubs/${CLUB_ID}/invites`, () => {
    open = [
      {
        id: INVITE.id,
        email: null,
        role: "redaktion",
        teamIds: [],
        teams: [],
        createdAt: "",
        expiresAt: INVITE.expiresAt,
      },
    ];
    return json(INVITE, 201);
  });
});

it("shows a new invite's link while it is open, and no longer once it was withdrawn", async () => {
  const { user, queryClient } = renderInApp(<InviteCard clubId={CLUB_ID} />);
  await user.click(screen.getByRole("button", { name: "Einladungslink erstellen" }));
  const link = await screen.findByDisplayValue(INVITE.url);
  // The list of open invites, read again after it was made, holds it: the link stays.
  await queryClient.refetchQueries(invitesQueryOptions(CLUB_ID));
  expect(link).toBeInTheDocument();

  // Withdrawn (in the list beside it): the list no longer holds it.
  open = [];
  await queryClient.refetchQueries(invitesQueryOptions(CLUB_ID));
  await waitFor(() => expect(screen.queryByDisplayValue(INVITE.url)).not.toBeInTheDocument());
});

it("empties the form once the link is made: a second click does not invite the same person again", async () => {
  server.on(`GET /api/manage/clubs/${CLUB_ID}/teams`, json({ teams: [team] }));
  const { user } = renderInApp(<InviteCard clubId={CLUB_ID} />);
  const role = screen.getByRole("combobox", { name: "Rolle" });
  await user.selectOptions(role, "trainer");
  await user.click(await screen.findByRole("checkbox", { name: /Erste/ }));
  const email = screen.getByRole("textbox", { name: /E-Mail/ });
  await user.type(email, "trainer@fc-seeblick.ch");
  await user.click(screen.getByRole("button", { name: "Einladungslink erstellen" }));

  expect(await screen.findByDisplayValue(INVITE.url)).toBeInTheDocument();
  expect(server.writes().map((r) => r.body)).toEqual([
    { role: "trainer", teamIds: [team.id], email: "trainer@fc-seeblick.ch" },
  ]);
  expect(role).toHaveValue("redaktion");
  expect(email).toHaveValue("");
  expect(screen.queryByRole("checkbox", { name: /Erste/ })).not.toBeInTheDocument();
  // Back to Trainer: no team is ticked from before.
  await user.selectOptions(role, "trainer");
  expect(await screen.findByRole("checkbox", { name: /Erste/ })).not.toBeChecked();
});

it("takes the focus to the teams when a Trainer is invited without one, and sends nothing", async () => {
  server.on(`GET /api/manage/clubs/${CLUB_ID}/teams`, json({ teams: [team] }));
  const { user } = renderInApp(<InviteCard clubId={CLUB_ID} />);
  await user.selectOptions(screen.getByRole("combobox", { name: "Rolle" }), "trainer");
  const first = await screen.findByRole("checkbox", { name: /Erste/ });
  screen.getByRole("button", { name: "Einladungslink erstellen" }).focus();
  await user.keyboard("{Enter}");
  expect(await screen.findByText(MEMBER_MESSAGES.teams)).toBeInTheDocument();
  await waitFor(() => expect(first).toHaveFocus());
  expect(first).toHaveAttribute("aria-invalid", "true");
  expect(server.writes()).toEqual([]);
});

it("says at the address field when the address already has an open invitation, and keeps it", async () => {
  const message =
    "Für anna@fc-seeblick.ch gibt es schon eine offene Einladung. Zieh sie unter «Offene Einladungen» zurück, um eine neue zu schicken.";
  server.on(`POST /api/manage/clubs/${CLUB_ID}/invites`, () =>
    json({ error: { code: "conflict", message, fields: { email: message } } }, 409),
  );
  const { user } = renderInApp(<InviteCard clubId={CLUB_ID} />);
  const email = screen.getByRole("textbox", { name: /E-Mail/ });
  await user.type(email, "anna@fc-seeblick.ch");
  await user.click(screen.getByRole("button", { name: "Einladungslink erstellen" }));
  await waitFor(() => expect(email).toHaveFocus());
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(email).toHaveValue("anna@fc-seeblick.ch");
});
