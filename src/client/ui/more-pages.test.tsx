// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useInfiniteQuery } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { expect, it, vi } from "vitest";
import { MorePages } from "./more-pages.tsx";

// Two pages of a list: the button loads the second where scripts run; the link beside it (shown
// only without them, by the style sheet) is the second page's own address.

interface Page {
  rows: string[];
  next: string | null;
}
const PAGES: Record<string, Page> = {
  start: { rows: ["a", "b"], next: "c1" },
  c1: { rows: ["c"], next: null },
};

function List() {
  const query = useInfiniteQuery({
    queryKey: ["rows"],
    queryFn: ({ pageParam }) => Promise.resolve(PAGES[pageParam] ?? { rows: [], next: null }),
    initialPageParam: "start",
    getNextPageParam: (page) => page.next,
  });
  const next = query.data?.pages.at(-1)?.next ?? null;
  return (
    <>
      <ul>{query.data?.pages.flatMap((page) => page.rows.map((row) => <li key={row}>{row}</li>))}</ul>
      <MorePages
        query={query}
        sizeOf={(page) => page.rows.length}
        href={next ? { search: `?weiter=${next}` } : null}
        texts={{ more: "Weitere laden", loading: "Lade weitere...", failed: "Fehler", noun: "Zeilen" }}
      />
    </>
  );
}

function renderList() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <List />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it("offers the next page as a button and as its own address, until the last page", async () => {
  renderList();
  expect(await screen.findAllByRole("listitem")).toHaveLength(2);
  expect(screen.getByRole("link", { name: "Weitere laden" })).toHaveAttribute("href", "/?weiter=c1");
  await userEvent.click(screen.getByRole("button", { name: "Weitere laden" }));
  expect(await screen.findByText("c")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Weitere laden" })).toBeNull();
  expect(screen.queryByRole("link", { name: "Weitere laden" })).toBeNull();
});

it("puts the focus on «Alle … geladen» when the button that had it goes with the last page, without scrolling past the rows that just came", async () => {
  // A browser scrolls a focused element into view: the last line is below the new rows, so the
  // page jumped past them and the fan read on from the footer.
  const focus = vi.spyOn(HTMLElement.prototype, "focus");
  renderList();
  const user = userEvent.setup({ delay: null });
  const more = await screen.findByRole("button", { name: "Weitere laden" });
  more.focus();
  await user.keyboard("{Enter}");
  const done = await screen.findByText("Alle Zeilen geladen.");
  await waitFor(() => expect(done).toHaveFocus());
  const onDone = focus.mock.calls.filter((_, i) => focus.mock.contexts[i] === done);
  expect(onDone).toEqual([[{ preventScroll: true }]]);
  focus.mockRestore();
});
