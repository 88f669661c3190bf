// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { clubAccountMe, FRIEND_CLUB, OWN_CLUB } from "../../test/me-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { ACCESS_MESSAGES, Component as ManageClubPage } from "./manage-club-page.tsx";

// The areas themselves are their domains' tests: here each one only says which club it shows.
vi.mock("./manage-active-tab.tsx", () => ({
  ActiveTab: ({ tab, clubId }: { tab: string; clubId: string }) => (
    <p data-testid="area">
      {tab} von {clubId}
    </p>
  ),
}));

const OWN = OWN_CLUB;
const FRIEND = FRIEND_CLUB;
const me = clubAccountMe;

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on("GET /api/me", json(me([OWN, FRIEND])));
});

function openAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/manage-club", Component: ManageClubPage },
      { path: "/manage-club/:tab", Component: ManageClubPage },
    ],
    { initialEntries: [path] },
  );
  const rendered = renderInApp(<RouterProvider router={router} />);
  const address = () => router.state.location.pathname + router.state.location.search;
  return { ...rendered, router, address };
}

const heading = () => screen.findByRole("heading", { level: 1 });
const menu = () =>
  within(screen.getByRole("navigation", { name: "Vereinsverwaltung" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("a person in two clubs", () => {
  it("opens the club joined first, and the switcher takes them to the other with that role's areas", async () => {
    const { user, address } = openAt("/manage-club/club");
    expect(await heading()).toHaveTextContent("FC Ufer");
    const switcher = screen.getByRole("combobox", { name: "Verein wechseln" });
    expect(switcher).toHaveValue(OWN.id);
    expect(
      within(switcher)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["FC Ufer (Administrator)", "FC Seeblick (Ticker)"]);
    expect(menu()).toContain("Mitglieder & Rollen");

    // By keyboard, as a person without a mouse does it.
    switcher.focus();
    await user.selectOptions(switcher, FRIEND.id);
    expect(await heading()).toHaveTextContent("FC Seeblick");
    // A Ticker has no «Mein Verein»: the page opens the Ticker's first area, in FC Seeblick.
    expect(address()).toBe(`/manage-club/schedule?verein=${FRIEND.id}`);
    expect(screen.getByTestId("area")).toHaveTextContent(`schedule von ${FRIEND.id}`);
    expect(menu()).toEqual(["Spielplan", "Live-Ticker"]);
    // The menu's links stay in the club.
    expect(
      within(screen.getByRole("navigation", { name: "Vereinsverwaltung" })).getByRole("link", {
        name: "Live-Ticker",
      }),
    ).toHaveAttribute("href", `/manage-club/live-ticker?verein=${FRIEND.id}`);
    expect(screen.getByRole("combobox", { name: "Verein wechseln" })).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });

  it("keeps the choice: the management opened again without an address shows the club chosen", async () => {
    const first = openAt(`/manage-club?verein=${FRIEND.id}`);
    expect(await heading()).toHaveTextContent("FC Seeblick");
    first.unmount();

    const again = openAt("/manage-club");
    expect(await heading()).toHaveTextContent("FC Seeblick");
    expect(screen.getByTestId("area")).toHaveTextContent(`schedule von ${FRIEND.id}`);
    expect(again.address()).toBe("/manage-club");
  });

  it("a link naming a club the person is not in says so and shows their own", async () => {
    const { address } = openAt("/manage-club/teams?verein=club-fremd");
    expect(await screen.findByText(ACCESS_MESSAGES.unknownClub)).toBeInTheDocument();
    expect(await heading()).toHaveTextContent("FC Ufer");
    expect(address()).toBe(`/manage-club/teams?verein=${OWN.id}`);
  });
});

describe("a person in one club", () => {
  it("sees no switcher and addresses without ?verein", async () => {
    server.on("GET /api/me", json(me([OWN])));
    openAt("/manage-club/club");
    expect(await heading()).toHaveTextContent("FC Ufer");
    expect(screen.queryByRole("combobox", { name: "Verein wechseln" })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("navigation", { name: "Vereinsverwaltung" })).getByRole("link", {
        name: "Mannschaften",
      }),
    ).toHaveAttribute("href", "/manage-club/teams");
  });
});

describe("the browser tab's title", () => {
  it("names the area shown, and follows a switch to another", async () => {
    server.on("GET /api/me", json(me([OWN])));
    const { user } = openAt("/manage-club/players");
    await heading();
    await waitFor(() => expect(document.title).toBe("Spieler – Vereinsverwaltung – Tschutti"));
    await user.click(
      within(screen.getByRole("navigation", { name: "Vereinsverwaltung" })).getByRole("link", {
        name: "Live-Ticker",
      }),
    );
    await waitFor(() => expect(document.title).toBe("Live-Ticker – Vereinsverwaltung – Tschutti"));
  });

  it("names the role's first area when the address names none", async () => {
    openAt(`/manage-club?verein=${FRIEND.id}`);
    await waitFor(() => expect(document.title).toBe("Spielplan – Vereinsverwaltung – Tschutti"));
  });
});
