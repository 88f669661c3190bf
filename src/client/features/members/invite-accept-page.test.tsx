// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it, vi } from "vitest";
import { SIGNED_OUT_ME } from "#shared/account/types.ts";
import type { InvitePreviewResponse } from "#shared/members/response-schema.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { clubAccountMe, FRIEND_CLUB, OWN_CLUB } from "../../test/me-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as ManageClubPage } from "../manage/manage-club-page.tsx";
import { Component as InviteAcceptPage } from "./invite-accept-page.tsx";

// The management's areas are their domains' tests: here each one only says which club it shows.
vi.mock("../manage/manage-active-tab.tsx", () => ({
  ActiveTab: ({ tab, clubId }: { tab: string; clubId: string }) => (
    <p data-testid="area">
      {tab} von {clubId}
    </p>
  ),
}));

const TOKEN = "t".repeat(43);
const OWN = OWN_CLUB;
const FRIEND = FRIEND_CLUB;
const me = clubAccountMe;

/** The invite's preview as the server answers it: a Ticker invitation to the friend club. */
function preview(values: Partial<InvitePreviewResponse["invite"]> = {}): InvitePreviewResponse {
  return {
    invite: {
      clubId: FRIEND.id,
      clubName: FRIEND.clubName,
      clubLogoUrl: null,
      role: "ticker",
      teams: [],
      expiresAt: "2099-01-01T12:00:00.000Z",
      isExpired: false,
      ...values,
    },
  };
}

let server: ReturnType<typeof fakeServer>;
let joined: boolean;

beforeEach(() => {
  server = fakeServer();
  joined = false;
  // The person has a club of their own; after accepting, the account names the friend club too.
  server.on("GET /api/me", () => json(me(joined ? [OWN, FRIEND] : [OWN])));
  // As the server does: a used invite is gone.
  server.on(`GET /api/invites/${TOKEN}`, () =>
    joined
      ? apiError(404, "Diese Einladung gibt es nicht oder sie wurde bereits verwendet.", "not_found")
      : json(preview()),
  );
  server.on(`POST /api/invites/${TOKEN}/accept`, () => {
    joined = true;
    return json({ clubId: FRIEND.id, role: "ticker" });
  });
});

function openInvitePage() {
  const router = createMemoryRouter(
    [
      { path: "/einladung/:token", Component: InviteAcceptPage },
      { path: "/manage-club", Component: ManageClubPage },
      { path: "/manage-club/:tab", Component: ManageClubPage },
    ],
    { initialEntries: [`/einladung/${TOKEN}`] },
  );
  return { ...renderInApp(<RouterProvider router={router} />), router };
}

it("opens the club just joined, not the person's own", async () => {
  const { user, router } = openInvitePage();
  await user.click(await screen.findByRole("button", { name: "Einladung annehmen" }));

  expect(await screen.findByText("Willkommen bei FC Seeblick")).toBeInTheDocument();
  expect(await screen.findByRole("heading", { level: 1, name: "FC Seeblick" })).toBeInTheDocument();
  expect(screen.getByTestId("area")).toHaveTextContent(`schedule von ${FRIEND.id}`);
  expect(router.state.location.search).toBe(`?verein=${FRIEND.id}`);
  expect(screen.getByRole("combobox", { name: "Verein wechseln" })).toHaveValue(FRIEND.id);
  // No «Diesen Verein verwaltest du nicht»: the account was read anew before the page opened.
  expect(screen.queryByText(/verwaltest du nicht/)).not.toBeInTheDocument();
});

it("asks nothing more of the invite once it is accepted: the used link would answer 404", async () => {
  const { user } = openInvitePage();
  await user.click(await screen.findByRole("button", { name: "Einladung annehmen" }));
  expect(await screen.findByRole("heading", { level: 1, name: "FC Seeblick" })).toBeInTheDocument();
  const paths = server.requests.map((r) => `${r.method} ${r.path}`);
  const accepted = paths.indexOf(`POST /api/invites/${TOKEN}/accept`);
  expect(accepted).toBeGreaterThan(-1);
  expect(paths.slice(accepted)).not.toContain(`GET /api/invites/${TOKEN}`);
});

it("names the teams a Trainer is invited for", async () => {
  server.on(
    `GET /api/invites/${TOKEN}`,
    json(
      preview({
        role: "trainer",
        teams: [
          { id: "team-1", name: "1. Mannschaft" },
          { id: "team-2", name: "Senioren 30+" },
        ],
      }),
    ),
  );
  openInvitePage();
  expect(await screen.findByText(/^Rolle:/)).toHaveTextContent(
    "Rolle: Trainer (1. Mannschaft, Senioren 30+)",
  );
});

it("says an expired link is expired and offers nothing to accept", async () => {
  server.on(`GET /api/invites/${TOKEN}`, () =>
    json(preview({ expiresAt: "2026-01-01T12:00:00.000Z", isExpired: true })),
  );
  openInvitePage();
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Diese Einladung ist abgelaufen. Bitte lass dir eine neue schicken.",
  );
  expect(screen.queryByRole("button", { name: "Einladung annehmen" })).not.toBeInTheDocument();
  expect(server.writes()).toEqual([]);
});

it("tells a member of the club so at once, with the way to the club, instead of a button that would refuse", async () => {
  server.on("GET /api/me", () => json(me([OWN, { ...FRIEND, role: "redaktion" }])));
  const { user, router } = openInvitePage();
  expect(await screen.findByText(/^Du bist bereits Mitglied/)).toHaveTextContent(
    "Du bist bereits Mitglied von FC Seeblick (Rolle: Redaktion). Eine andere Rolle gibt dir ein Administrator des Vereins unter «Mitglieder & Rollen».",
  );
  expect(screen.queryByRole("button", { name: "Einladung annehmen" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("link", { name: "Zu FC Seeblick" }));
  expect(router.state.location.search).toBe(`?verein=${FRIEND.id}`);
  expect(server.writes()).toEqual([]);
});

it("tells an Administrator of the club where the roles are changed", async () => {
  server.on("GET /api/me", () => json(me([OWN, { ...FRIEND, role: "admin" }])));
  openInvitePage();
  expect(await screen.findByText(/^Du bist bereits Mitglied/)).toHaveTextContent(
    "Du bist bereits Mitglied von FC Seeblick (Rolle: Administrator). Die Rollen änderst du unter «Mitglieder & Rollen».",
  );
});

// A link that is used or unknown leaves the person on a page of its own: it says what to do
// next and leads on, under the page's heading like every other page.
it("says what to do with an unknown or used link, under the page's heading", async () => {
  server.on(`GET /api/invites/${TOKEN}`, () =>
    apiError(404, "Diese Einladung gibt es nicht oder sie wurde bereits verwendet.", "not_found"),
  );
  openInvitePage();
  expect(await screen.findByRole("heading", { level: 1, name: "Einladung" })).toBeInTheDocument();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Einladung nicht gefunden");
  expect(alert).toHaveTextContent("Diese Einladung gibt es nicht oder sie wurde bereits verwendet.");
  expect(
    screen.getByText(/Bitte die Person, die dich eingeladen hat, um einen neuen Link/),
  ).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  expect(screen.queryByRole("button", { name: "Erneut versuchen" })).not.toBeInTheDocument();
});

it("offers to try again when the invite could not be loaded, without calling it unknown", async () => {
  let failing = true;
  server.on(`GET /api/invites/${TOKEN}`, () =>
    failing
      ? apiError(503, "Der Dienst ist vorübergehend nicht erreichbar.", "unavailable")
      : json(preview()),
  );
  const { user } = openInvitePage();
  const alert = await screen.findByRole("alert");
  expect(alert).not.toHaveTextContent("nicht gefunden");
  failing = false;
  await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
  expect(await screen.findByRole("button", { name: "Einladung annehmen" })).toBeInTheDocument();
});

function SignInPageStandIn() {
  return <p>Anmeldeseite</p>;
}

// A link mailed to one person, opened where someone else is signed in (a shared computer, a
// second account): the page named no account, and «Einladung annehmen» made the other one a
// member. It says whose account accepts, and offers the way to accept with another one.
it("says which account accepts, and signs out for another one, back to this invite", async () => {
  server.on("POST /api/auth/sign-out", () => {
    server.on("GET /api/me", () => json(SIGNED_OUT_ME));
    return json({ success: true });
  });
  const router = createMemoryRouter(
    [
      { path: "/einladung/:token", Component: InviteAcceptPage },
      { path: "/auth", Component: SignInPageStandIn },
    ],
    { initialEntries: [`/einladung/${TOKEN}`] },
  );
  const { user } = renderInApp(<RouterProvider router={router} />);
  expect(await screen.findByText(/^Du nimmst die Einladung als/)).toHaveTextContent(
    "Du nimmst die Einladung als Rita Ufer (praesidentin@fc-ufer.ch) an.",
  );
  await user.click(screen.getByRole("button", { name: "Mit einem anderen Konto annehmen" }));
  expect(await screen.findByText("Anmeldeseite")).toBeInTheDocument();
  expect(router.state.location.pathname).toBe("/auth");
  expect(new URLSearchParams(router.state.location.search).get("weiter")).toBe(`/einladung/${TOKEN}`);
  expect(server.writes().map((r) => `${r.method} ${r.path}`)).toEqual(["POST /api/auth/sign-out"]);
});
