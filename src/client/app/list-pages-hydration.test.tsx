// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ClubListResponse } from "#shared/clubs/types.ts";
import type { NewsPageResponse } from "#shared/news/types.ts";
import { clubListQueryOptions } from "../features/clubs/api.ts";
import { Component as ClubListPage } from "../features/clubs/club-list-page.tsx";
import { newsListQueryOptions } from "../features/news/api.ts";
import { Component as NewsListPage } from "../features/news/news-list-page.tsx";
import { fakeServer, json } from "../test/fake-server.ts";
import { hydrateInDocument } from "../test/hydrate.tsx";

// A kept page can be older than the queries' stale time when a browser hydrates it. Its queries
// then fetched again on mount (main.tsx now stamps them with their arrival, server-data.ts; this
// test keeps the pages safe should one be stale all the same), and TanStack Query reports them
// as fetching in the very first render: a list page that showed its search field's spinner for that rendered other HTML than
// the server had, and React threw the server's HTML away (error #418, in about one load of four
// in the journeys). A search is on its way only while the last term's results stand in.

const clubs: ClubListResponse = { clubs: [], total: 0, page: 1, pageSize: 24 };
const news: NewsPageResponse = { news: [], nextCursor: null };

interface Case {
  name: string;
  path: string;
  Page: ComponentType;
  seed: (client: QueryClient, updatedAt: number) => void;
  route: string;
  answer: unknown;
}

const cases: Case[] = [
  {
    name: "the club list",
    path: "/vereine",
    Page: ClubListPage,
    seed: (client, updatedAt) =>
      client.setQueryData(clubListQueryOptions("", 1).queryKey, { ...clubs, search: "" }, { updatedAt }),
    route: "GET /api/clubs",
    answer: clubs,
  },
  {
    name: "the news list",
    path: "/news",
    Page: NewsListPage,
    seed: (client, updatedAt) =>
      client.setQueryData(
        newsListQueryOptions("").queryKey,
        { pages: [news], pageParams: [null] },
        { updatedAt },
      ),
    route: "GET /api/news",
    answer: news,
  },
];

function page(client: QueryClient, { Page, path }: Case) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe("a list page kept longer than the stale time", () => {
  for (const c of cases) {
    it(`${c.name} hydrates without a mismatch`, async () => {
      const server = fakeServer();
      server.on(c.route, json(c.answer));
      const rendered = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
      c.seed(rendered, Date.now());
      const html = renderToString(page(rendered, c));

      // The browser's cache holds the same answer, rendered a minute ago.
      const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
      c.seed(browser, Date.now() - 60_000);
      const { mismatches } = await hydrateInDocument(html, page(browser, c));
      // The refetch went out (the page is stale), and hydration kept the server's HTML.
      expect(server.requests.some((r) => r.path.startsWith(c.route.slice(4)))).toBe(true);
      expect(mismatches.map(String)).toEqual([]);
    });
  }
});
