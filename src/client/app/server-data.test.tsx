// @vitest-environment jsdom
import { dehydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ClubListResponse } from "#shared/clubs/types.ts";
import { clubListQueryOptions } from "../features/clubs/api.ts";
import { Component as ClubListPage } from "../features/clubs/club-list-page.tsx";
import { fakeServer, json } from "../test/fake-server.ts";
import { hydrateInDocument } from "../test/hydrate.tsx";
import { hydrateServerQueries } from "./server-data.ts";

// The queries a page arrives with count as current from its arrival: a page the read cache kept
// for minutes, or a visitor's clock running ahead, must not make them all fetch again at once.

const clubs: ClubListResponse = {
  clubs: [
    { id: "8f0c6b1e-2d6a-4c1e-9a53-0b1f2e3d4c5b", clubName: "FC Seeblick", clubLogoUrl: null, teamCount: 3 },
  ],
  total: 1,
  page: 1,
  pageSize: 24,
};

/** The dehydrated cache of a club list the server rendered `ageMs` ago. */
function renderedAgo(ageMs: number) {
  const server = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  server.setQueryData(
    clubListQueryOptions("", 1).queryKey,
    { ...clubs, search: "" },
    { updatedAt: Date.now() - ageMs },
  );
  return { server, state: dehydrate(server) };
}

function page(client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/vereine"]}>
        <ClubListPage />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe("hydrateServerQueries", () => {
  it("stamps each answer with its arrival, keeping its data", () => {
    const { state } = renderedAgo(5 * 60_000);
    const client = new QueryClient();
    const arrivedAt = Date.now();
    hydrateServerQueries(client, state, arrivedAt);
    const query = client.getQueryCache().find({ queryKey: clubListQueryOptions("", 1).queryKey });
    expect(query?.state.dataUpdatedAt).toBe(arrivedAt);
    expect(query?.state.data).toEqual({ ...clubs, search: "" });
    expect(query?.isStale()).toBe(false);
  });

  it("keeps a stamp later than the arrival (a server clock ahead of the visitor's)", () => {
    const { state } = renderedAgo(-60_000);
    const client = new QueryClient();
    hydrateServerQueries(client, state, Date.now());
    const query = client.getQueryCache().find({ queryKey: clubListQueryOptions("", 1).queryKey });
    expect(query?.state.dataUpdatedAt).toBe(state.queries[0]?.state.dataUpdatedAt);
  });

  it("lets a page kept for five minutes hydrate without asking for its list again", async () => {
    const server = fakeServer();
    server.on("GET /api/clubs", json(clubs));
    const { server: rendered, state } = renderedAgo(5 * 60_000);
    const html = renderToString(page(rendered));

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    hydrateServerQueries(browser, state);
    const { root, mismatches } = await hydrateInDocument(html, page(browser));
    expect(mismatches).toEqual([]);
    expect(root.textContent).toContain("FC Seeblick");
    expect(server.requests.map((r) => r.path)).toEqual([]);
  });
});
