// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { SIGNED_OUT_ME } from "#shared/account/types.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch, testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as SchedulePage } from "./schedule-page.tsx";

/** The spec's browser key of a visitor's favourites. */
const LOCAL_FAVORITES_KEY = "favoriteTeams";
const TEAM = "22222222-2222-4222-8222-222222222222";

let server: ReturnType<typeof fakeServer>;
let byScope: Record<string, MatchSummary[]>;

beforeEach(() => {
  server = fakeServer();
  byScope = { upcoming: [], past: [], live: [] };
  server.on("GET /api/me", json(SIGNED_OUT_ME));
  server.on("GET /api/matches", (request) => {
    const scope = new URL(request.path, "http://localhost").searchParams.get("scope") ?? "all";
    return json({ matches: byScope[scope] ?? [], nextCursor: null });
  });
});

function renderSchedule(address = "/spielplan") {
  const router = createMemoryRouter([{ path: "/spielplan", Component: SchedulePage }], {
    initialEntries: [address],
  });
  return { ...renderInApp(<RouterProvider router={router} />), router };
}

describe("/spielplan", () => {
  it("shows a match being played in «Live» on top, beside the upcoming ones", async () => {
    byScope.live = [
      testLiveMatch("m-live", { homeTeam: { ...testMatch("x").homeTeam, clubName: "FC Läuft" } }),
    ];
    byScope.upcoming = [testMatch("m-next")];
    renderSchedule();
    const live = await screen.findByRole("region", { name: "Live" });
    expect(within(live).getByText("FC Läuft")).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Kommende Spiele" })).toBeInTheDocument();
  });

  it("asks with the filters and the tab of the address, and «Filter zurücksetzen» keeps the tab", async () => {
    byScope.past = [testMatch("m-past", { status: "completed", homeScore: 2, awayScore: 1 })];
    const { user, router } = renderSchedule(
      "/spielplan?tab=vergangene&kanton=Bern&liga=3.+Liga&von=2025-08-01",
    );
    expect(await screen.findByRole("list", { name: "Vergangene Spiele" })).toBeInTheDocument();
    const reads = server.requests.map((r) => r.path).filter((path) => path.startsWith("/api/matches"));
    expect(reads).toContain("/api/matches?scope=past&limit=24&canton=Bern&league=3.+Liga&from=2025-08-01");
    expect(reads).toContain("/api/matches?scope=live&limit=50&canton=Bern&league=3.+Liga&from=2025-08-01");

    await user.click(screen.getByRole("link", { name: "Filter zurücksetzen" }));
    expect(router.state.location.search).toBe("?tab=vergangene");
    expect(screen.queryByRole("link", { name: "Filter zurücksetzen" })).toBeNull();
  });

  it("«Meine Favoriten» of a visitor asks for the teams in the browser's favourites", async () => {
    localStorage.setItem(
      LOCAL_FAVORITES_KEY,
      JSON.stringify([{ id: TEAM, clubId: null, name: "FC Fan – 1. Mannschaft", logo: null }]),
    );
    renderSchedule("/spielplan?meine=1");
    await screen.findByText("Keine kommenden Spiele gefunden.");
    const reads = server.requests.map((r) => r.path);
    expect(reads).toContain(`/api/matches?scope=upcoming&limit=24&teamIds=${TEAM}`);
    localStorage.clear();
  });

  it("«Meine Favoriten» without a favourite says so and where to find a team, not just «Keine Spiele»", async () => {
    renderSchedule("/spielplan?meine=1");
    expect(await screen.findByText("Du folgst noch keinem Team.")).toBeInTheDocument();
    expect(
      screen.getByText("Markiere Teams mit dem Herz, um hier ihre Spiele zu sehen."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vereine entdecken" })).toHaveAttribute("href", "/vereine");
    expect(screen.queryByText("Keine kommenden Spiele gefunden.")).toBeNull();
  });

  it("«Meine Favoriten» chosen without a favourite is said as the screen shows it", async () => {
    byScope.upcoming = [testMatch("m-next")];
    const { user } = renderSchedule();
    await screen.findByRole("list", { name: "Kommende Spiele" });
    const said = () => [...document.querySelectorAll('[aria-live="polite"]')].map((r) => r.textContent);
    await user.click(screen.getByRole("button", { name: /Filter/ }));
    await user.click(screen.getByRole("checkbox", { name: "Meine Favoriten" }));
    expect(await screen.findByText("Du folgst noch keinem Team.")).toBeInTheDocument();
    await waitFor(() => expect(said()).toContain("Du folgst noch keinem Team."));
  });
});

describe("a filter's result", () => {
  it("is said after each change in one polite region that stays, not on the first load", async () => {
    server.on("GET /api/matches", (request) => {
      const params = new URL(request.path, "http://localhost").searchParams;
      if (params.get("scope") !== "upcoming") return json({ matches: [], nextCursor: null });
      const canton = params.get("canton");
      const matches =
        canton === "Uri" ? [] : canton === "Bern" ? [testMatch("m-1")] : [testMatch("m-1"), testMatch("m-2")];
      return json({ matches, nextCursor: canton === null ? "next" : null });
    });
    const { user } = renderSchedule();
    expect(await screen.findByRole("list", { name: "Kommende Spiele" })).toBeInTheDocument();
    // «Weitere Spiele laden» says what a further page brought in a region of its own.
    const regions = () => [...document.querySelectorAll('[aria-live="polite"]')];
    const [region] = regions();
    expect(regions().map((r) => r.textContent)).toEqual(["", ""]);

    await user.click(screen.getByRole("button", { name: /Filter/ }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Kanton" }), "Uri");
    expect(await screen.findByText("Keine kommenden Spiele gefunden.")).toBeInTheDocument();
    expect(region).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveTextContent("Keine kommenden Spiele gefunden."));

    await user.selectOptions(screen.getByRole("combobox", { name: "Kanton" }), "Bern");
    await waitFor(() => expect(region).toHaveTextContent("1 kommendes Spiel gefunden."));

    await user.selectOptions(screen.getByRole("combobox", { name: "Kanton" }), "");
    await waitFor(() =>
      expect(region).toHaveTextContent("2 kommende Spiele gefunden, weitere mit «Weitere Spiele laden»."),
    );
  });
});
