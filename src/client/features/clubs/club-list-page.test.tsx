// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { ClubListItem } from "#shared/clubs/types.ts";
import { SEARCH_TERM_MAX } from "#shared/search/search-term.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { CLUBS_PAGE_SIZE } from "./api.ts";
import { Component as ClubListPage } from "./club-list-page.tsx";

// The club list's pages are links, so a crawler and a browser without JavaScript reach every
// club; a step that leads nowhere is a disabled button.

const TOTAL = CLUBS_PAGE_SIZE * 2 + 3;

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on("GET /api/clubs", (request) => {
    const page = Number(new URL(request.path, "http://localhost").searchParams.get("page") ?? "1");
    const clubs: ClubListItem[] = Array.from({ length: CLUBS_PAGE_SIZE }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(page * 100 + i).padStart(12, "0")}`,
      clubName: `FC Seite ${page} Nr. ${i + 1}`,
      clubLogoUrl: null,
      teamCount: 1,
    }));
    return json({ clubs, total: TOTAL, page, pageSize: CLUBS_PAGE_SIZE });
  });
});

function renderList(address: string) {
  const router = createMemoryRouter([{ path: "/vereine", Component: ClubListPage }], {
    initialEntries: [address],
  });
  return { ...renderInApp(<RouterProvider router={router} />), router };
}

it("links the next page, keeping the search, and has no step back on the first", async () => {
  renderList("/vereine?suche=FC");
  expect(await screen.findByText("FC Seite 1 Nr. 1")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Weiter/ })).toHaveAttribute("href", "/vereine?suche=FC&seite=2");
  expect(screen.getByRole("button", { name: /Zurück/ })).toBeDisabled();
  expect(screen.getByText("Seite 1 von 3")).toBeInTheDocument();
});

it("on the last page links back and has no step further", async () => {
  const { user, router } = renderList("/vereine?seite=3");
  expect(await screen.findByText("FC Seite 3 Nr. 1")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: /Weiter/ })).toBeDisabled();
  await user.click(screen.getByRole("link", { name: /Zurück/ }));
  expect(router.state.location.search).toBe("?seite=2");
  expect(await screen.findByText("FC Seite 2 Nr. 1")).toBeInTheDocument();
});

it("links the first page by the list's own address, without a page number", async () => {
  renderList("/vereine?seite=2");
  expect(await screen.findByText("FC Seite 2 Nr. 1")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Zurück/ })).toHaveAttribute("href", "/vereine");
});

describe("a search's result", () => {
  /** The page's polite live regions: one, which stays, says what a search found. */
  const politeRegions = () => [...document.querySelectorAll('[aria-live="polite"]')];

  it("is said in one polite region that stays, not on the first load", async () => {
    server.on("GET /api/clubs", (request) => {
      const search = new URL(request.path, "http://localhost").searchParams.get("search") ?? "";
      const names = ["FC Seeblick", "FC Seefeld", "SC Bergblick"].filter((name) =>
        name.toLowerCase().includes(search.toLowerCase()),
      );
      const clubs: ClubListItem[] = names.map((clubName, i) => ({
        id: `00000000-0000-4000-8000-00000000000${i}`,
        clubName,
        clubLogoUrl: null,
        teamCount: 1,
      }));
      return json({ clubs, total: clubs.length, page: 1, pageSize: CLUBS_PAGE_SIZE });
    });
    const { user } = renderList("/vereine");
    expect(await screen.findByText("SC Bergblick")).toBeInTheDocument();
    const [region, ...others] = politeRegions();
    expect(others).toEqual([]);
    expect(region).toHaveTextContent(/^$/);

    const box = screen.getByRole("searchbox", { name: "Vereine durchsuchen" });
    await user.type(box, "xyz");
    expect(await screen.findByText("Keine Vereine gefunden.")).toBeInTheDocument();
    expect(region).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveTextContent("Keine Vereine für «xyz» gefunden."));

    await user.clear(box);
    await user.type(box, "see");
    expect(await screen.findByText("FC Seefeld")).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveTextContent("2 Vereine für «see»"));
    expect(politeRegions()).toEqual([region]);
  });
});

describe("a search longer than the server takes (SEARCH_TERM_MAX, else 400)", () => {
  beforeEach(() => {
    server.on("GET /api/clubs", (request) => {
      const search = new URL(request.path, "http://localhost").searchParams.get("search") ?? "";
      if (search.length > SEARCH_TERM_MAX)
        return apiError(400, "Der Suchbegriff darf höchstens 100 Zeichen lang sein", "validation");
      const clubs: ClubListItem[] = [
        {
          id: "00000000-0000-4000-8000-000000000001",
          clubName: "FC Seeblick",
          clubLogoUrl: null,
          teamCount: 1,
        },
      ];
      return json({ clubs, total: 1, page: 1, pageSize: CLUBS_PAGE_SIZE });
    });
  });

  it("from a link is searched by its start, not answered with «konnten nicht geladen werden»", async () => {
    renderList(`/vereine?suche=${"Seeblick ".repeat(20)}`);
    expect(await screen.findByText("FC Seeblick")).toBeInTheDocument();
  });

  it("cannot be typed", async () => {
    const { user } = renderList("/vereine");
    const box = await screen.findByRole("searchbox", { name: "Vereine durchsuchen" });
    await user.type(box, "x".repeat(SEARCH_TERM_MAX + 20));
    expect(box).toHaveValue("x".repeat(SEARCH_TERM_MAX));
  });
});
