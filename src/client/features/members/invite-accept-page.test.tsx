// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it, vi } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
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

let server: ReturnType<typeof fakeServer>;
let joined: boolean;

beforeEach(() => {
  server = fakeServer();
  joined = false;
  // The person has a club of their own; after accepting, the account names the friend club too.
  server.on("GET /api/me", () => json(me(joined ? [OWN, FRIEND] : [OWN])));
  server.on(
    `GET /api/invites/${TOKEN}`,
    json({
      invite: {
        clubId: FRIEND.id,
        clubName: FRIEND.clubName,
        clubLogoUrl: null,
        role: "ticker",
        expiresAt: "2099-01-01T12:00:00.000Z",
        isExpired: false,
      },
    }),
  );
  server.on(`POST /api/invites/${TOKEN}/accept`, () => {
    joined = true;
    return json({ clubId: FRIEND.id, role: "ticker" });
  });
});

it("opens the club just joined, not the person's own", async () => {
  const router = createMemoryRouter(
    [
      { path: "/einladung/:token", Component: InviteAcceptPage },
      { path: "/manage-club", Component: ManageClubPage },
      { path: "/manage-club/:tab", Component: ManageClubPage },
    ],
    { initialEntries: [`/einladung/${TOKEN}`] },
  );
  const { user } = renderInApp(<RouterProvider router={router} />);
  await user.click(await screen.findByRole("button", { name: "Einladung annehmen" }));

  expect(await screen.findByText("Willkommen bei FC Seeblick")).toBeInTheDocument();
  expect(await screen.findByRole("heading", { level: 1, name: "FC Seeblick" })).toBeInTheDocument();
  expect(screen.getByTestId("area")).toHaveTextContent(`schedule von ${FRIEND.id}`);
  expect(router.state.location.search).toBe(`?verein=${FRIEND.id}`);
  expect(screen.getByRole("combobox", { name: "Verein wechseln" })).toHaveValue(FRIEND.id);
  // No «Diesen Verein verwaltest du nicht»: the account was read anew before the page opened.
  expect(screen.queryByText(/verwaltest du nicht/)).not.toBeInTheDocument();
});
