// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { Me } from "#shared/account/types.ts";
import { formatDateTime } from "#shared/format.ts";
import { type ClubMember, MEMBER_MESSAGES } from "#shared/members/club-roles.ts";
import type { ClubInvitesResponse } from "#shared/members/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { MembersTab } from "./members-tab.tsx";

const CLUB_ID = "club-1";
const ME: Me = {
  user: { id: "user-1", email: "admin@fc-seeblick.ch" },
  profile: null,
  club: { id: CLUB_ID, clubName: "FC Seeblick", clubLogoUrl: null, role: "admin", teamIds: [] },
  clubs: [{ id: CLUB_ID, clubName: "FC Seeblick", clubLogoUrl: null, role: "admin", teamIds: [] }],
  profileCreated: true,
  leagueOffice: false,
};
const member = (userId: string, role: ClubMember["role"], fullName: string): ClubMember => ({
  userId,
  username: userId,
  fullName,
  email: `${userId}@fc-seeblick.ch`,
  role,
  teamIds: [],
  since: "2026-01-01T00:00:00.000Z",
});

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on("GET /api/me", json(ME));
  server.on(
    `GET /api/manage/clubs/${CLUB_ID}/members`,
    json({
      members: [member("user-1", "admin", "Anna Admin"), member("user-2", "redaktion", "Rolf Redaktion")],
    }),
  );
  server.on(`GET /api/manage/clubs/${CLUB_ID}/invites`, json({ invites: [] }));
});

it("tells the only administrator at once that they cannot leave, without asking first", async () => {
  const router = createMemoryRouter([{ path: "*", element: <MembersTab clubId={CLUB_ID} /> }]);
  const { user } = renderInApp(<RouterProvider router={router} />);
  await user.click(await screen.findByRole("button", { name: "Verein verlassen" }));
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(await screen.findByText(MEMBER_MESSAGES.lastAdmin)).toBeInTheDocument();
  expect(server.writes()).toEqual([]);
  // Another member is removed after the question, as before.
  const other = screen.getByRole("button", { name: "Rolf Redaktion entfernen" });
  await user.click(other);
  expect(within(await findQuestion()).getByText("Rolf Redaktion entfernen?")).toBeInTheDocument();
});

it("says in the role dialog that the only administrator stays one, and sends no other role", async () => {
  const router = createMemoryRouter([{ path: "*", element: <MembersTab clubId={CLUB_ID} /> }]);
  const { user } = renderInApp(<RouterProvider router={router} />);
  await user.click(await screen.findByRole("button", { name: "Rolle von Anna Admin ändern" }));
  const dialog = await screen.findByRole("dialog", { name: "Rolle ändern" });
  expect(within(dialog).getByText(MEMBER_MESSAGES.lastAdmin)).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Rolle" }), "redaktion");
  await user.click(within(dialog).getByRole("button", { name: "Speichern" }));
  expect(server.writes()).toEqual([]);
  expect(screen.getAllByText(MEMBER_MESSAGES.lastAdmin).length).toBeGreaterThanOrEqual(2);
});

it("in the second of a person's clubs, «Verein löschen» names that club, and deletes it alone", async () => {
  const own = {
    id: "club-ufer",
    clubName: "FC Ufer",
    clubLogoUrl: null,
    role: "admin" as const,
    teamIds: [],
  };
  const seeblick = { ...own, id: CLUB_ID, clubName: "FC Seeblick" };
  server.on("GET /api/me", json({ ...ME, club: own, clubs: [own, seeblick] } satisfies Me));
  server.on(`DELETE /api/manage/clubs/${CLUB_ID}`, json({ deleted: true, id: CLUB_ID }));
  const router = createMemoryRouter([
    { path: "/profile", element: <p>Profil</p> },
    { path: "*", element: <MembersTab clubId={CLUB_ID} /> },
  ]);
  const { user } = renderInApp(<RouterProvider router={router} />);
  // The own row says «Verein verlassen» once the account is read.
  await screen.findByRole("button", { name: "Verein verlassen" });
  await user.click(screen.getByRole("button", { name: "Verein löschen" }));
  const dialog = await screen.findByRole("dialog", { name: "Verein endgültig löschen?" });
  expect(within(dialog).getByText(/von «FC Seeblick» werden gelöscht/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/Vereinsnamen eingeben/), "FC Seeblick");
  await user.click(within(dialog).getByRole("button", { name: "Verein löschen" }));
  expect(await screen.findByText("Deine anderen Vereine verwaltest du weiter.")).toBeInTheDocument();
  expect(server.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
    `DELETE /api/manage/clubs/${CLUB_ID}`,
  ]);
});

it("takes the keyboard to the first team's box when «Trainer» is saved without a team", async () => {
  server.on(
    `GET /api/manage/clubs/${CLUB_ID}/teams`,
    json({
      teams: [
        {
          id: "team-1",
          name: "1. Mannschaft",
          canton: "Zürich",
          league: "3. Liga",
          group: "Gruppe 1",
          teamImageUrl: null,
          clubId: CLUB_ID,
          createdByClubId: null,
          completedMatchCount: 0,
          agreedFixtureCount: 0,
          createdAt: "2026-01-01T00:00:00.000Z",
        },
      ],
    }),
  );
  const router = createMemoryRouter([{ path: "*", element: <MembersTab clubId={CLUB_ID} /> }]);
  const { user } = renderInApp(<RouterProvider router={router} />);
  await user.click(await screen.findByRole("button", { name: "Rolle von Rolf Redaktion ändern" }));
  const dialog = await screen.findByRole("dialog", { name: "Rolle ändern" });
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Rolle" }), "trainer");
  const box = await within(dialog).findByRole("checkbox", { name: /1\. Mannschaft/ });
  await user.click(within(dialog).getByRole("button", { name: "Speichern" }));
  expect(await within(dialog).findByText(MEMBER_MESSAGES.teams)).toBeInTheDocument();
  // Before, the focus stayed on «Speichern»: a keyboard user did not learn where to go.
  await waitFor(() => expect(box).toHaveFocus());
  expect(server.writes()).toEqual([]);
});

it("names a Trainer invitation's teams in «Offene Einladungen»", async () => {
  server.on(
    `GET /api/manage/clubs/${CLUB_ID}/invites`,
    json({
      invites: [
        {
          id: "invite-1",
          email: null,
          role: "trainer",
          teamIds: ["team-2", "team-1"],
          teams: [
            { id: "team-1", name: "1. Mannschaft" },
            { id: "team-2", name: "Senioren 30+" },
          ],
          createdAt: "2026-01-01T00:00:00.000Z",
          expiresAt: "2026-01-08T11:00:00.000Z",
        },
      ],
    } satisfies ClubInvitesResponse),
  );
  const router = createMemoryRouter([{ path: "*", element: <MembersTab clubId={CLUB_ID} /> }]);
  renderInApp(<RouterProvider router={router} />);
  const list = await screen.findByRole("region", { name: "Offene Einladungen" });
  const item = within(list).getByRole("listitem");
  expect(item).toHaveTextContent("Trainer (1. Mannschaft, Senioren 30+) · gültig bis 08.01.2026");
  // The date and its time, a team's ordinal and its age class each with its word, on one line:
  // at 390 px «gültig bis 14.12.2026,» stood above a lone «00:03».
  expect([...item.querySelectorAll("span.whitespace-nowrap")].map((span) => span.textContent)).toEqual([
    "1. Mannschaft,",
    "Senioren 30+",
    formatDateTime("2026-01-08T11:00:00.000Z"),
  ]);
});

const redaktionInvite = (id: string, email: string | null) => ({
  id,
  email,
  role: "redaktion" as const,
  teamIds: [],
  teams: [],
  createdAt: "2026-12-06T01:40:00.000Z",
  expiresAt: "2026-12-13T01:40:00.000Z",
});

it("names the invited address in «Offene Einladungen», so two invitations are told apart", async () => {
  server.on(
    `GET /api/manage/clubs/${CLUB_ID}/invites`,
    json({
      invites: [
        redaktionInvite("invite-1", "anna@fc-seeblick.ch"),
        redaktionInvite("invite-2", "beat@fc-seeblick.ch"),
        redaktionInvite("invite-3", null),
      ],
    } satisfies ClubInvitesResponse),
  );
  const router = createMemoryRouter([{ path: "*", element: <MembersTab clubId={CLUB_ID} /> }]);
  renderInApp(<RouterProvider router={router} />);
  const list = await screen.findByRole("region", { name: "Offene Einladungen" });
  const items = within(list).getAllByRole("listitem");
  expect(items[0]).toHaveTextContent("anna@fc-seeblick.ch");
  expect(items[0]).toHaveTextContent("Redaktion · gültig bis");
  expect(items[1]).toHaveTextContent("beat@fc-seeblick.ch");
  expect(items[2]).toHaveTextContent("Link ohne E-Mail-Adresse");
});

it("asks before «Zurückziehen», naming the address, and revokes only on «Zurückziehen»", async () => {
  server.on(
    `GET /api/manage/clubs/${CLUB_ID}/invites`,
    json({
      invites: [
        redaktionInvite("invite-1", "anna@fc-seeblick.ch"),
        redaktionInvite("invite-2", "beat@fc-seeblick.ch"),
      ],
    } satisfies ClubInvitesResponse),
  );
  server.on("DELETE /api/manage/invites/invite-1", json({ deleted: true, id: "invite-1" }));
  const router = createMemoryRouter([{ path: "*", element: <MembersTab clubId={CLUB_ID} /> }]);
  const { user } = renderInApp(<RouterProvider router={router} />);
  const button = await screen.findByRole("button", { name: "Einladung an anna@fc-seeblick.ch zurückziehen" });
  await user.click(button);
  const question = await findQuestion("Einladung an anna@fc-seeblick.ch zurückziehen?");
  expect(question).toHaveTextContent("Der Link funktioniert danach nicht mehr.");
  await user.click(within(question).getByRole("button", { name: "Abbrechen" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  expect(server.writes()).toEqual([]);

  await user.click(button);
  const again = await findQuestion();
  await user.click(within(again).getByRole("button", { name: "Zurückziehen" }));
  expect(await screen.findByText("Einladung zurückgezogen")).toBeInTheDocument();
  expect(server.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
    "DELETE /api/manage/invites/invite-1",
  ]);
});

it("when the invitation was accepted meanwhile, says so and reads the lists again", async () => {
  let invites = [redaktionInvite("invite-1", "anna@fc-seeblick.ch")];
  server.on(`GET /api/manage/clubs/${CLUB_ID}/invites`, () => json({ invites }));
  server.on("DELETE /api/manage/invites/invite-1", () => {
    invites = [];
    return json({ error: { code: "conflict", message: MEMBER_MESSAGES.inviteAccepted } }, 409);
  });
  const router = createMemoryRouter([{ path: "*", element: <MembersTab clubId={CLUB_ID} /> }]);
  const { user } = renderInApp(<RouterProvider router={router} />);
  await user.click(
    await screen.findByRole("button", { name: "Einladung an anna@fc-seeblick.ch zurückziehen" }),
  );
  await user.click(within(await findQuestion()).getByRole("button", { name: "Zurückziehen" }));
  expect(await screen.findByText(MEMBER_MESSAGES.inviteAccepted)).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole("region", { name: "Offene Einladungen" })).not.toBeInTheDocument(),
  );
});

it("names in the role dialog whose role it changes, with the address", async () => {
  const router = createMemoryRouter([{ path: "*", element: <MembersTab clubId={CLUB_ID} /> }]);
  const { user } = renderInApp(<RouterProvider router={router} />);
  await user.click(await screen.findByRole("button", { name: "Rolle von Rolf Redaktion ändern" }));
  // Before, the dialog said only «Rolle ändern»: on a phone it covers the list, and whose role
  // was being changed was nowhere to read.
  const dialog = await screen.findByRole("dialog", { name: "Rolle ändern" });
  expect(dialog).toHaveAccessibleDescription("Rolf Redaktion, user-2@fc-seeblick.ch");
});

it("says a Trainer's number of teams in German, «1 Mannschaft», «2 Mannschaften»", async () => {
  server.on(
    `GET /api/manage/clubs/${CLUB_ID}/members`,
    json({
      members: [
        member("user-1", "admin", "Anna Admin"),
        { ...member("user-2", "trainer", "Tina Trainer"), teamIds: ["team-1"] },
        { ...member("user-3", "trainer", "Tom Trainer"), teamIds: ["team-1", "team-2"] },
      ],
    }),
  );
  const router = createMemoryRouter([{ path: "*", element: <MembersTab clubId={CLUB_ID} /> }]);
  renderInApp(<RouterProvider router={router} />);
  // Before: «Trainer · 1 Mannschaft(en)».
  expect(await screen.findByText("Trainer · 1 Mannschaft")).toBeInTheDocument();
  expect(screen.getByText("Trainer · 2 Mannschaften")).toBeInTheDocument();
});

// An Administrator who is not the last one leaves: the list, read anew, no longer holds their
// row, and the row's answer went with it. The person stayed on a management they no longer had
// (the page then sent them off with «Nur Vereine haben Zugriff auf die Vereinsverwaltung.»)
// instead of hearing «Du hast den Verein verlassen» on the dashboard.
it("says an Administrator who leaves has left, and opens the dashboard", async () => {
  let left = false;
  // The account is read anew after the list (as a browser may answer them): the row is gone first.
  const heldMe: Array<() => void> = [];
  server.on("GET /api/me", () =>
    left
      ? new Promise<ReturnType<typeof json>>((resolve) =>
          heldMe.push(() => resolve(json({ ...ME, club: null, clubs: [] }))),
        )
      : json(ME),
  );
  server.on(`GET /api/manage/clubs/${CLUB_ID}/members`, () =>
    json({
      members: left
        ? [member("user-2", "admin", "Rolf Admin")]
        : [member("user-1", "admin", "Anna Admin"), member("user-2", "admin", "Rolf Admin")],
    }),
  );
  server.on(`DELETE /api/manage/clubs/${CLUB_ID}/members/user-1`, () => {
    left = true;
    return json({ removed: true });
  });
  const router = createMemoryRouter(
    [
      { path: "/dashboard", element: <p>Dashboard</p> },
      { path: "*", element: <MembersTab clubId={CLUB_ID} /> },
    ],
    { initialEntries: ["/manage-club/members"] },
  );
  const { user } = renderInApp(<RouterProvider router={router} />);
  await user.click(await screen.findByRole("button", { name: "Verein verlassen" }));
  await user.click(
    within(await findQuestion("Verein verlassen?")).getByRole("button", { name: "Verlassen" }),
  );
  await waitFor(() => {
    expect(heldMe).toHaveLength(1);
    expect(screen.queryByText("Anna Admin")).not.toBeInTheDocument();
  });
  for (const release of heldMe) release();
  expect(await screen.findByText("Dashboard")).toBeInTheDocument();
  expect(await screen.findByText("Du hast den Verein verlassen")).toBeInTheDocument();
});

describe("focus after a member is removed", () => {
  /** The club's members, read anew without `userId` once it has been removed. */
  function membersUntilRemoved(members: ClubMember[], userId: string) {
    let removed = false;
    server.on(`GET /api/manage/clubs/${CLUB_ID}/members`, () =>
      json({ members: removed ? members.filter((m) => m.userId !== userId) : members }),
    );
    server.on(`DELETE /api/manage/clubs/${CLUB_ID}/members/${userId}`, () => {
      removed = true;
      return json({ removed: true });
    });
  }

  async function removeWithKeyboard(user: ReturnType<typeof renderInApp>["user"], name: string) {
    (await screen.findByRole("button", { name: `${name} entfernen` })).focus();
    await user.keyboard("{Enter}");
    within(await findQuestion(`${name} entfernen?`))
      .getByRole("button", { name: "Entfernen" })
      .focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByText(name)).not.toBeInTheDocument());
  }

  it("goes to the next member's row, past the person's own «Verlassen»", async () => {
    membersUntilRemoved(
      [
        member("user-2", "redaktion", "Rolf Redaktion"),
        member("user-1", "admin", "Anna Admin"),
        member("user-3", "ticker", "Tina Ticker"),
      ],
      "user-2",
    );
    const router = createMemoryRouter([{ path: "*", element: <MembersTab clubId={CLUB_ID} /> }]);
    const { user } = renderInApp(<RouterProvider router={router} />);
    await screen.findByRole("button", { name: "Verein verlassen" });
    await removeWithKeyboard(user, "Rolf Redaktion");
    await waitFor(() => expect(screen.getByRole("button", { name: "Tina Ticker entfernen" })).toHaveFocus());
  });

  it("goes to the list's heading when only the person's own row is left", async () => {
    membersUntilRemoved(
      [member("user-1", "admin", "Anna Admin"), member("user-2", "redaktion", "Rolf Redaktion")],
      "user-2",
    );
    const router = createMemoryRouter([{ path: "*", element: <MembersTab clubId={CLUB_ID} /> }]);
    const { user } = renderInApp(<RouterProvider router={router} />);
    await screen.findByRole("button", { name: "Verein verlassen" });
    await removeWithKeyboard(user, "Rolf Redaktion");
    await waitFor(() => expect(screen.getByRole("heading", { name: "Mitglieder & Rollen" })).toHaveFocus());
    expect(screen.getByRole("button", { name: "Verein verlassen" })).not.toHaveFocus();
  });
});
