// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { createMemoryRouter, Link, Navigate, Outlet, RouterProvider, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../test/render.tsx";
import { useFocusOnNavigation } from "./focus-on-navigation.ts";

// After an in-app link the focus was left where the page changed under it: on the top bar's
// link, or on the page's body when the pressed link left with its page. A screen reader heard
// nothing of the new page. It goes to the new page's h1 now, as after a page load the reader
// starts at the top; tabs and filters that only write the address keep it.

function Frame() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <>
      <nav aria-label="Hauptnavigation">
        <Link to="/vereine">Vereine</Link>
      </nav>
      <main ref={main}>
        <Outlet />
      </main>
    </>
  );
}

function Home() {
  return (
    <>
      <h1>Tschutti</h1>
      <Link to="/spielplan">Zum Spielplan</Link>
    </>
  );
}

function Clubs() {
  return <h1>Vereine</h1>;
}

/** A page whose tabs write the address (?tab=…) and whose sections are links (/spielleitung/:section). */
function Schedule() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Spielplan</h1>
      <button type="button" onClick={() => setParams({ tab: "vergangene" }, { replace: true })}>
        Vergangene Spiele {params.get("tab") ? "(offen)" : ""}
      </button>
    </>
  );
}

function Office() {
  return (
    <>
      <h1>Spielleitung</h1>
      <nav aria-label="Bereiche">
        <Link to="/spielleitung/einteilung">Einteilung</Link>
        <Link to="/spielleitung/verlauf">Verlauf</Link>
      </nav>
    </>
  );
}

function renderAt(address: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: "/", element: <Home /> },
          { path: "/vereine", element: <Clubs /> },
          { path: "/spielplan", element: <Schedule /> },
          { path: "/spielleitung", element: <Navigate to="/spielleitung/einteilung" replace /> },
          { path: "/spielleitung/:section", element: <Office /> },
        ],
      },
    ],
    { initialEntries: [address] },
  );
  return { ...renderInApp(<RouterProvider router={router} />), router };
}

describe("focus after an in-app navigation", () => {
  it("goes to the new page's h1 after a link in the page or in the top bar", async () => {
    const { user, router } = renderAt("/");
    expect(await screen.findByRole("heading", { name: "Tschutti" })).toBeInTheDocument();
    // Not on the first page: the reader starts at its top anyway.
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole("link", { name: "Zum Spielplan" }));
    const schedule = await screen.findByRole("heading", { level: 1, name: "Spielplan" });
    expect(schedule).toHaveFocus();
    expect(schedule).toHaveAttribute("tabindex", "-1");

    await user.click(screen.getByRole("link", { name: "Vereine" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Vereine" })).toHaveFocus();

    // Back: the same.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Spielplan" })).toHaveFocus());
  });

  it("stays on a tab or filter that only writes the address", async () => {
    const { user } = renderAt("/spielplan");
    const tab = await screen.findByRole("button", { name: /Vergangene Spiele/ });
    await user.click(tab);
    expect(await screen.findByRole("button", { name: "Vergangene Spiele (offen)" })).toHaveFocus();
  });

  it("stays on a section link of the page that stays, and leaves a redirect on the first load alone", async () => {
    const { user } = renderAt("/spielleitung");
    expect(await screen.findByRole("heading", { name: "Spielleitung" })).toBeInTheDocument();
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole("link", { name: "Verlauf" }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Verlauf" })).toHaveFocus());
  });
});
