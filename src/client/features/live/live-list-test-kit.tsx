import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import type { MatchSummary } from "#shared/matches/types.ts";
import { liveMatchesQueryOptions } from "../matches/api.ts";
import { Component as LiveListPage } from "./live-list-page.tsx";

/**
 * «Live-Ticker» as it opens with `matches`, which the server rendered: the cards mount with the
 * page. With `withMatchPage`, a card's link leads to a page that says «Spielseite».
 */
export function renderLiveList(matches: MatchSummary[], withMatchPage = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(liveMatchesQueryOptions.queryKey, matches);
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/live-ticker"]}>
        <Routes>
          <Route path="/live-ticker" element={<LiveListPage />} />
          {withMatchPage ? <Route path="/spiele/:id" element={<h1>Spielseite</h1>} /> : null}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, user };
}
