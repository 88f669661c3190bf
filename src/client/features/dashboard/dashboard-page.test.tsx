// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { Me } from "#shared/account/types.ts";
import type { FavoriteTeam } from "#shared/favorites/types.ts";
import { formatLongDateTime } from "#shared/format.ts";
import type { ClubOfficeDecisionsResponse } from "#shared/league/office.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch, testMatch, testTeam } from "../../test/match-rows.ts";
import { clubAccountMe, OWN_CLUB } from "../../test/me-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as DashboardPage } from "./dashboard-page.tsx";

const FAN: Me = {
  user: { id: "user-1", email: "fan@example.ch" },
  profile: null,
  club: null,
  clubs: [],
  profileCreated: true,
  leagueOffice: false,
};

function favorite(id: string, clubName: string): FavoriteTeam {
  return {
    id,
    clubId: `club-${id}`,
    name: "1. Mannschaft",
    logo: null,
    clubName,
    league: "3. Liga",
    canton: "Bern",
    createdAt: "2025-01-01T00:00:00.000Z",
  };
}

const A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

let server: ReturnType<typeof fakeServer>;
let byScope: Record<string, MatchSummary[]>;

beforeEach(() => {
  server = fakeServer();
  byScope = { upcoming: [], live: [] };
  server.on("GET /api/me", json(FAN));
  server.on("GET /api/favorites", json({ favorites: [favorite(A, "FC Ahorn"), favorite(B, "FC Birke")] }));
  server.on("GET /api/matches", (request) => {
    const params = new URL(request.path, "http://localhost").searchParams;
    return json({ matches: byScope[params.get("scope") ?? "all"] ?? [], nextCursor: null });
  });
});

describe("the dashboard's matches of the favourites", () => {
  it("shows a live match between two favourites, once, above the next ones", async () => {
    byScope.live = [
      testLiveMatch("m-derby", { homeTeam: testTeam(A, "FC Ahorn"), awayTeam: testTeam(B, "FC Birke") }),
    ];
    byScope.upcoming = [testMatch("m-next", { homeTeam: testTeam(A, "FC Ahorn") })];
    const router = createMemoryRouter([{ path: "/dashboard", Component: DashboardPage }], {
      initialEntries: ["/dashboard"],
    });
    renderInApp(<RouterProvider router={router} />);
    const card = await screen.findByRole("region", { name: "Nächste Spiele deiner Favoriten" });
    const live = await within(card).findByRole("list", { name: "Live-Spiele deiner Favoriten" });
    expect(within(live).getAllByRole("listitem")).toHaveLength(1);
    expect(within(live).getByRole("img", { name: /FC Ahorn.* 1 zu 0 FC Birke/ })).toBeInTheDocument();
    // The next match still follows: FC Ahorn at home against FC Gast.
    expect(await within(card).findByText("FC Gast")).toBeInTheDocument();
  });

  it("names the team of each live match, so two of one club's teams playing at once differ", async () => {
    // A fan of FC Ahorn's first team and its juniors saw two cards «FC Ahorn 1:0 FC Birke» on a
    // Saturday, and could not tell which was whose.
    const juniors = { ...testTeam(B, "FC Ahorn"), name: "Junioren B" };
    const birkeJuniors = {
      ...testTeam("cccccccc-cccc-4ccc-8ccc-cccccccccccc", "FC Birke"),
      name: "Junioren B",
    };
    byScope.live = [
      testLiveMatch("m-first", { homeTeam: testTeam(A, "FC Ahorn"), awayTeam: testTeam("d", "FC Birke") }),
      testLiveMatch("m-juniors", { homeTeam: juniors, awayTeam: birkeJuniors }),
      // Two teams of one club: the teams lead, not the club twice.
      testLiveMatch("m-derby", { homeTeam: testTeam(A, "FC Ahorn"), awayTeam: juniors }),
    ];
    const router = createMemoryRouter([{ path: "/dashboard", Component: DashboardPage }], {
      initialEntries: ["/dashboard"],
    });
    renderInApp(<RouterProvider router={router} />);
    const live = await screen.findByRole("list", { name: "Live-Spiele deiner Favoriten" });
    const [first, second, derby] = within(live).getAllByRole("link");
    expect(first).toHaveTextContent(/FC Ahorn\s*1\. Mannschaft\s*1:0\s*FC Birke\s*1\. Mannschaft/);
    expect(second).toHaveTextContent(/FC Ahorn\s*Junioren B\s*1:0\s*FC Birke\s*Junioren B/);
    expect(derby).toHaveTextContent(/'\s*1\. Mannschaft\s*1:0\s*Junioren B\s*Zum Live-Ticker/);
  });
});

describe("the dashboard of a person in two clubs", () => {
  it("shows the proposals and changes of the club chosen in the management, and names it", async () => {
    const own = {
      id: "club-ufer",
      clubName: "FC Ufer",
      clubLogoUrl: null,
      role: "admin" as const,
      teamIds: [],
    };
    const friend = {
      id: "club-seeblick",
      clubName: "FC Seeblick",
      clubLogoUrl: null,
      role: "ticker" as const,
      teamIds: [],
    };
    server.on("GET /api/me", json({ ...FAN, club: own, clubs: [own, friend] } satisfies Me));
    server.on(`GET /api/manage/clubs/${friend.id}/match-proposals`, json({ proposals: [] }));
    server.on(`GET /api/manage/clubs/${friend.id}/match-notes`, json({ notes: [] }));
    server.on(`GET /api/manage/clubs/${friend.id}/office-decisions`, json({ decisions: [] }));
    // The management keeps the club last chosen in the browser (features/manage/chosen-club.ts).
    localStorage.setItem("managedClub", friend.id);
    const router = createMemoryRouter([{ path: "/dashboard", Component: DashboardPage }], {
      initialEntries: ["/dashboard"],
    });
    renderInApp(<RouterProvider router={router} />);
    const proposals = await screen.findByRole("region", { name: "Vorgeschlagene Änderungen" });
    expect(within(proposals).getByText("FC Seeblick")).toBeInTheDocument();
    expect(await within(proposals).findByText("Keine vorgeschlagenen Änderungen")).toBeInTheDocument();
    const changes = screen.getByRole("region", { name: "Änderungen an deinen Spielen" });
    expect(within(changes).getByText("FC Seeblick")).toBeInTheDocument();
    expect(server.requests.map((r) => r.path).filter((p) => p.includes("/manage/"))).not.toContain(
      `/api/manage/clubs/${own.id}/match-proposals`,
    );
  });
});

describe("the office's decisions on a club's dashboard", () => {
  const decided: ClubOfficeDecisionsResponse = {
    decisions: [
      {
        id: "d-2",
        action: "Zurückgezogen (Saison 2026/27)",
        subject: "FC Ufer 2. Mannschaft",
        note: "Zu wenig Spieler",
        createdAt: "2026-12-12T14:30:00.000Z",
      },
      {
        id: "d-1",
        action: "Punktabzug: 3 (Saison 2026/27)",
        subject: "FC Ufer 1. Mannschaft",
        note: "Nicht angetreten",
        createdAt: "2026-11-28T09:00:00.000Z",
      },
    ],
  };

  function showDashboard(answer: ClubOfficeDecisionsResponse) {
    server.on("GET /api/me", json(clubAccountMe([OWN_CLUB])));
    server.on(`GET /api/manage/clubs/${OWN_CLUB.id}/match-proposals`, json({ proposals: [] }));
    server.on(`GET /api/manage/clubs/${OWN_CLUB.id}/match-notes`, json({ notes: [] }));
    server.on(`GET /api/manage/clubs/${OWN_CLUB.id}/office-decisions`, json(answer));
    const router = createMemoryRouter([{ path: "/dashboard", Component: DashboardPage }], {
      initialEntries: ["/dashboard"],
    });
    renderInApp(<RouterProvider router={router} />);
    return screen.findByRole("region", { name: "Entscheide der Spielleitung" });
  }

  it("shows what the office decided about the club's teams, when and why, newest first", async () => {
    const card = await showDashboard(decided);
    const list = await within(card).findByRole("list", {
      name: "Entscheide der Spielleitung zu deinen Mannschaften",
    });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      `FC Ufer 2. Mannschaft: Zurückgezogen (Saison 2026/27)${formatLongDateTime("2026-12-12T14:30:00.000Z")}Begründung: «Zu wenig Spieler»`,
      `FC Ufer 1. Mannschaft: Punktabzug: 3 (Saison 2026/27)${formatLongDateTime("2026-11-28T09:00:00.000Z")}Begründung: «Nicht angetreten»`,
    ]);
    // The date and time whole in their <time>, though its day and its «Uhr» are kept in spans.
    const times = within(card).getAllByText((_, element) => element?.tagName === "TIME");
    expect(times.map((time) => time.textContent)).toContain("Samstag, 12. Dezember 2026, 15:30 Uhr");
  });

  it("says so when the office has decided nothing about them lately", async () => {
    const card = await showDashboard({ decisions: [] });
    expect(await within(card).findByText("Keine Entscheide der Spielleitung")).toBeInTheDocument();
  });
});

describe("removing a favourite on the dashboard", () => {
  const none = {
    kickoff: false,
    goals: false,
    cards: false,
    halfTime: false,
    fullTime: false,
    changes: false,
  };
  let favorites: FavoriteTeam[];

  beforeEach(() => {
    favorites = [favorite(A, "FC Ahorn"), favorite(B, "FC Birke")];
    server.on("GET /api/favorites", () => json({ favorites }));
    // As the server does: the push choices are one per favourite team.
    server.on("GET /api/push/preferences", () =>
      json({
        teams: favorites.map((f) => ({ teamId: f.id, teamName: f.name, clubName: f.clubName, ...none })),
      }),
    );
    server.on("GET /api/push/notifications", json({ notifications: [] }));
    for (const id of [A, B]) {
      server.on(`DELETE /api/favorites/${id}`, () => {
        favorites = favorites.filter((f) => f.id !== id);
        return json(null);
      });
    }
  });

  function renderDashboard() {
    const router = createMemoryRouter([{ path: "/dashboard", Component: DashboardPage }], {
      initialEntries: ["/dashboard"],
    });
    return renderInApp(<RouterProvider router={router} />);
  }

  it("takes the team's notification switches away too", async () => {
    const { user } = renderDashboard();
    const notifications = await screen.findByRole("region", { name: "Benachrichtigungen" });
    expect(await within(notifications).findByText(/FC Ahorn/)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: /FC Ahorn.*aus den Favoriten entfernen/ }));
    await waitFor(() => expect(within(notifications).queryByText(/FC Ahorn/)).not.toBeInTheDocument());
    expect(within(notifications).getByText(/FC Birke/)).toBeInTheDocument();
  });

  it("keeps the keyboard's focus in the card when the last favourite goes", async () => {
    favorites = [favorite(A, "FC Ahorn")];
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("button", { name: /FC Ahorn.*aus den Favoriten entfernen/ }));
    const card = screen.getByRole("region", { name: "Meine Favoriten" });
    expect(await within(card).findByText("Noch keine Favoriten")).toBeInTheDocument();
    expect(within(card).getByRole("heading", { name: "Meine Favoriten" })).toHaveFocus();
  });
});
