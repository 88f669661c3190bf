// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { Me } from "#shared/account/types.ts";
import type { ManagePlayer } from "#shared/players/types.ts";
import { testManagePlayer, testManageTeam } from "../../test/club-rows.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { ManagePlayersTab } from "./manage-players-tab.tsx";

const CLUB_ID = "club-1";
const ME: Me = {
  user: { id: "user-1", email: "admin@fc-seeblick.ch" },
  profile: null,
  club: { id: CLUB_ID, clubName: "FC Seeblick", clubLogoUrl: null, role: "admin", teamIds: [] },
  clubs: [{ id: CLUB_ID, clubName: "FC Seeblick", clubLogoUrl: null, role: "admin", teamIds: [] }],
  profileCreated: true,
  leagueOffice: false,
};

const team = (id: string, name: string) => testManageTeam({ id, name });

const player = (id: string, firstName: string, lastName: string, position: ManagePlayer["position"]) =>
  testManagePlayer({ id, firstName, lastName, position });

beforeEach(() => {
  const server = fakeServer();
  server.on("GET /api/me", json(ME));
  server.on(`GET /api/manage/clubs/${CLUB_ID}/teams`, json({ teams: [team("team-1", "Erste")] }));
  server.on(
    `GET /api/manage/clubs/${CLUB_ID}/players`,
    json({
      players: [
        player("p-1", "Lena", "Frei", "Stürmer"),
        player("p-2", "Noah", "Weg", "Torwart"),
        player("p-3", "Mia", "Berg", "Stürmer"),
      ],
    }),
  );
});

function renderTab() {
  const router = createMemoryRouter([{ path: "*", element: <ManagePlayersTab clubId={CLUB_ID} /> }]);
  return renderInApp(<RouterProvider router={router} />);
}

describe("a search's result in «Spieler»", () => {
  /** The tab's polite live regions: one, which stays, says what a search found. */
  const politeRegions = () => [...document.querySelectorAll('[aria-live="polite"]')];

  it("is said in one polite region that stays, also when nothing is found, and not on the first load", async () => {
    const { user } = renderTab();
    expect(await screen.findByRole("link", { name: "Mia Berg" })).toBeInTheDocument();
    const [region, ...others] = politeRegions();
    expect(others).toEqual([]);
    expect(region).toHaveTextContent(/^$/);

    const box = screen.getByRole("searchbox", { name: "Spieler suchen" });
    await user.type(box, "stürmer");
    await waitFor(() => expect(region).toHaveTextContent("2 Spieler gefunden."));

    await user.clear(box);
    await user.type(box, "xyz");
    expect(await screen.findByText("Keine Spieler gefunden")).toBeInTheDocument();
    expect(region).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveTextContent("Keine Spieler gefunden."));

    await user.clear(box);
    await user.type(box, "torwart");
    expect(await screen.findByRole("link", { name: "Noah Weg" })).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveTextContent("1 Spieler gefunden."));
    expect(politeRegions()).toEqual([region]);
  });
});

describe("a player card", () => {
  it("calls the birth year «Geburtsjahr», as the player form and the spec do", async () => {
    renderTab();
    const link = await screen.findByRole("link", { name: "Mia Berg" });
    const card = link.closest("li, article");
    if (!(card instanceof HTMLElement)) throw new Error("no card for Mia Berg");
    expect(within(card).getByText("Geburtsjahr")).toBeInTheDocument();
    expect(within(card).queryByText("Jahrgang")).not.toBeInTheDocument();
  });
});

describe("a player just added", () => {
  it("is scrolled into view in the sorted list and marked, the focus back on «Spieler hinzufügen»", async () => {
    const server = fakeServer();
    // The form checks the team's id as the server does.
    const teamId = "3f0f6c1e-7f55-4c1a-9d59-2f6f7a0c8e11";
    const inTeam = (p: ReturnType<typeof player>) => ({ ...p, teamId });
    const added = { ...inTeam(player("p-new", "Gian", "Caduff", "Verteidiger")), birthYear: 2004 };
    const others = [player("p-3", "Mia", "Berg", "Stürmer"), player("p-1", "Lena", "Frei", "Stürmer")].map(
      inTeam,
    );
    let listed: ManagePlayer[] = others;
    server.on("GET /api/me", json(ME));
    server.on(`GET /api/manage/clubs/${CLUB_ID}/teams`, json({ teams: [team(teamId, "Erste")] }));
    server.on(`GET /api/manage/clubs/${CLUB_ID}/players`, () => json({ players: listed }));
    server.on(`POST /api/manage/clubs/${CLUB_ID}/players`, () => {
      listed = [others[0], added, others[1]].filter((p) => p !== undefined);
      return json({ player: added }, 201);
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };

    const { user } = renderTab();
    await screen.findByRole("link", { name: "Mia Berg" });
    const open = screen.getByRole("button", { name: "Spieler hinzufügen" });
    await user.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Spieler hinzufügen" });
    await user.type(within(dialog).getByLabelText(/Vorname/), "Gian");
    await user.type(within(dialog).getByLabelText(/Nachname/), "Caduff");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Team/ }), teamId);
    await user.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));

    const link = await screen.findByRole("link", { name: "Gian Caduff" });
    const card = link.closest("li");
    await waitFor(() => expect(scrolled).toEqual([card]));
    expect(card).toHaveClass("ring-2");
    await waitFor(() => expect(open).toHaveFocus());
  });
});

describe("«Spieler hinzufügen» before the club's teams have loaded", () => {
  it("waits, disabled and busy, then opens the form with the team chosen", async () => {
    const server = fakeServer();
    const teamId = "3f0f6c1e-7f55-4c1a-9d59-2f6f7a0c8e11";
    let sendTeams: () => void = () => {};
    server.on("GET /api/me", json(ME));
    server.on(
      `GET /api/manage/clubs/${CLUB_ID}/teams`,
      () =>
        new Promise((resolve) => {
          sendTeams = () => resolve(json({ teams: [team(teamId, "Erste")] }));
        }),
    );
    server.on(`GET /api/manage/clubs/${CLUB_ID}/players`, json({ players: [] }));

    const { user } = renderTab();
    const open = await screen.findByRole("button", { name: "Spieler hinzufügen" });
    expect(open).toBeDisabled();
    expect(open).toHaveAttribute("aria-busy", "true");
    await user.click(open);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    sendTeams();
    await waitFor(() => expect(open).toBeEnabled());
    expect(open).not.toHaveAttribute("aria-busy");
    await user.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Spieler hinzufügen" });
    expect(within(dialog).getByRole("combobox", { name: /Team/ })).toHaveValue(teamId);
  });
});

it("names the player a deletion asks about: on a phone the question's sheet covers the card", async () => {
  const { user } = renderTab();
  await user.click(await screen.findByRole("button", { name: "Noah Weg löschen" }));
  const question = await findQuestion("Spieler «Noah Weg» löschen");
  expect(question).toHaveTextContent("Möchtest du diesen Spieler wirklich löschen?");
});

describe("a club's many players", () => {
  const FIRST_TEAM = "3f0f6c1e-7f55-4c1a-9d59-2f6f7a0c8e11";
  const SECOND_TEAM = "7b1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
  /** «Spieler 01» … «Spieler 30», in the server's order; the last `inSecond` play in the second team. */
  const many = (count: number, inSecond = 0): ManagePlayer[] =>
    Array.from({ length: count }, (_, i) => {
      const number = String(i + 1).padStart(2, "0");
      const isSecond = i >= count - inSecond;
      return {
        ...player(`p-${number}`, "Spieler", number, "Stürmer"),
        teamId: isSecond ? SECOND_TEAM : FIRST_TEAM,
        teamName: isSecond ? "Zweite" : "Erste",
      };
    });
  const cards = () => within(screen.getByRole("list", { name: "Spieler" })).getAllByRole("listitem");

  function serve(players: () => ManagePlayer[]) {
    const server = fakeServer();
    server.on("GET /api/me", json(ME));
    server.on(
      `GET /api/manage/clubs/${CLUB_ID}/teams`,
      json({ teams: [team(FIRST_TEAM, "Erste"), team(SECOND_TEAM, "Zweite")] }),
    );
    server.on(`GET /api/manage/clubs/${CLUB_ID}/players`, () => json({ players: players() }));
    return server;
  }

  it("come 24 at a time; «Weitere Spieler anzeigen» adds the rest and takes the focus to the first new card", async () => {
    serve(() => many(30));
    const { user } = renderTab();
    await screen.findByRole("link", { name: "Spieler 24" });
    expect(cards()).toHaveLength(24);
    expect(screen.queryByRole("link", { name: "Spieler 25" })).not.toBeInTheDocument();
    expect(screen.getByText("24 von 30 Spielern")).toBeInTheDocument();

    const more = screen.getByRole("button", { name: "Weitere Spieler anzeigen (6)" });
    expect(more.tagName).toBe("BUTTON");
    await user.click(more);

    expect(cards()).toHaveLength(30);
    await waitFor(() => expect(screen.getByRole("link", { name: "Spieler 25" })).toHaveFocus());
    expect(screen.queryByRole("button", { name: /Weitere Spieler anzeigen/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/von 30 Spielern/)).not.toBeInTheDocument();
  });

  it("start again at 24 when the team filter or the search changes", async () => {
    serve(() => many(30, 2));
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Weitere Spieler anzeigen (6)" }));
    expect(cards()).toHaveLength(30);

    const filter = screen.getByRole("combobox", { name: "Team filtern" });
    await user.selectOptions(filter, FIRST_TEAM);
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByText("24 von 28 Spielern")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weitere Spieler anzeigen (4)" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Weitere Spieler anzeigen (4)" }));
    expect(cards()).toHaveLength(28);
    await user.selectOptions(filter, "");
    await waitFor(() => expect(cards()).toHaveLength(24));

    await user.click(screen.getByRole("button", { name: "Weitere Spieler anzeigen (6)" }));
    await user.type(screen.getByRole("searchbox", { name: "Spieler suchen" }), "spieler");
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByText("24 von 30 Spielern")).toBeInTheDocument();
  });

  it("show a player just added even where the list sorts it beyond the first 24", async () => {
    const added = { ...player("p-new", "Gian", "Caduff", "Verteidiger"), teamId: FIRST_TEAM };
    const others = many(30);
    let listed = others;
    const server = serve(() => listed);
    server.on(`POST /api/manage/clubs/${CLUB_ID}/players`, () => {
      listed = [...others.slice(0, 27), added, ...others.slice(27)];
      return json({ player: added }, 201);
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };

    const { user } = renderTab();
    await screen.findByRole("link", { name: "Spieler 24" });
    await user.click(screen.getByRole("button", { name: "Spieler hinzufügen" }));
    const dialog = await screen.findByRole("dialog", { name: "Spieler hinzufügen" });
    await user.type(within(dialog).getByLabelText(/Vorname/), "Gian");
    await user.type(within(dialog).getByLabelText(/Nachname/), "Caduff");
    await user.click(within(dialog).getByRole("button", { name: "Hinzufügen" }));

    const card = (await screen.findByRole("link", { name: "Gian Caduff" })).closest("li");
    await waitFor(() => expect(scrolled).toEqual([card]));
    expect(card).toHaveClass("ring-2");
    // The list stays a beginning of the sorted list: the three before the new one show too.
    expect(cards()).toHaveLength(28);
    expect(screen.getByText("28 von 31 Spielern")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weitere Spieler anzeigen (3)" })).toBeInTheDocument();
  });
});
