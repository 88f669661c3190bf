// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it } from "vitest";
import type { NewsPageResponse } from "#shared/news/types.ts";
import { SEARCH_TERM_MAX } from "#shared/search/search-term.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as NewsListPage } from "./news-list-page.tsx";

// The server refuses a search term longer than SEARCH_TERM_MAX with 400; a fan who pastes a long
// sentence (or opens a link with one) must get results, not «konnten nicht geladen werden».

let searched: string[];

beforeEach(() => {
  searched = [];
  const server = fakeServer();
  server.on("GET /api/news", (request) => {
    const search = new URL(request.path, "http://localhost").searchParams.get("search") ?? "";
    searched.push(search);
    if (search.length > SEARCH_TERM_MAX)
      return apiError(400, "Der Suchbegriff darf höchstens 100 Zeichen lang sein", "validation");
    const page: NewsPageResponse = {
      news: [
        {
          id: "00000000-0000-4000-8000-000000000001",
          clubId: "00000000-0000-4000-8000-000000000002",
          clubName: "FC Seeblick",
          clubLogoUrl: null,
          title: "Grümpelturnier",
          content: "Anmeldung offen",
          publishedAt: "2026-12-03T07:15:00.000Z",
          imageUrl: null,
          imageCaption: null,
        },
      ],
      nextCursor: null,
    };
    return json(page);
  });
});

function renderList(address: string) {
  const router = createMemoryRouter([{ path: "/news", Component: NewsListPage }], {
    initialEntries: [address],
  });
  return renderInApp(<RouterProvider router={router} />);
}

it("asks with at most the longest term the server takes, from a link with a longer one", async () => {
  renderList(`/news?suche=${"Turnier ".repeat(20)}`);
  expect(await screen.findByText("Grümpelturnier")).toBeInTheDocument();
  expect(screen.queryByText("Die News konnten nicht geladen werden.")).not.toBeInTheDocument();
  expect(searched.every((s) => s.length <= SEARCH_TERM_MAX)).toBe(true);
});

it("takes no more typed characters than the server searches for", async () => {
  const { user } = renderList("/news");
  const box = await screen.findByRole("searchbox", { name: "News durchsuchen" });
  await user.type(box, "x".repeat(SEARCH_TERM_MAX + 20));
  expect(box).toHaveValue("x".repeat(SEARCH_TERM_MAX));
});
