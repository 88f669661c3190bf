// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api.ts";
import { reloadPage } from "../lib/new-release.ts";
import { renderInApp } from "../test/render.tsx";
import { RouteError } from "./route-error.tsx";

vi.mock("../lib/new-release.ts", async (original) => ({
  ...(await original<typeof import("../lib/new-release.ts")>()),
  reloadPage: vi.fn(),
}));

// A page that failed to load for want of a connection (a fan's phone in the stadium's dead spot)
// stayed on «Die Seite konnte nicht geladen werden.» when the connection came back, until the fan
// found «Erneut versuchen».
it("loads the page again by itself once the connection is back", async () => {
  let calls = 0;
  const router = createMemoryRouter(
    [
      {
        // As the app's routes: a page's errors show inside the layout.
        element: <Outlet />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                loader: async () => {
                  calls++;
                  if (calls === 1) {
                    throw new ApiError(
                      0,
                      "network",
                      "Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.",
                    );
                  }
                  return null;
                },
                element: <p>Geladen</p>,
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  renderInApp(<RouterProvider router={router} />);
  expect(await screen.findByText("Die Seite konnte nicht geladen werden.")).toBeInTheDocument();
  expect(calls).toBe(1);

  // What the browser sends when the connection is back (fireEvent: inside React's act, as a user event).
  fireEvent(window, new Event("online"));
  expect(await screen.findByText("Geladen")).toBeInTheDocument();
  expect(calls).toBe(2);
});

// After a release, a page opened before it asked for its old build's code for the next page,
// and showed «Bitte lade die Seite neu.» where loading the address afresh gets the new build.
describe("a page whose code is gone after a release", () => {
  const gone = () => {
    throw new TypeError("Failed to fetch dynamically imported module: /assets/team-page-OLD.js");
  };
  const renderFailing = (lazyComponent: () => never) => {
    const router = createMemoryRouter(
      [
        {
          element: <Outlet />,
          children: [
            { errorElement: <RouteError />, children: [{ index: true, lazy: async () => lazyComponent() }] },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    renderInApp(<RouterProvider router={router} />);
  };

  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(reloadPage).mockClear();
  });

  it("loads the address afresh once, and shows the error when it fails again right after", async () => {
    renderFailing(gone);
    expect(await screen.findByText("Die Seite konnte nicht geladen werden.")).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);

    // The page as the fresh load brings it, failing again: not a release, so no second load.
    cleanup();
    renderFailing(gone);
    expect(await screen.findByText("Bitte lade die Seite neu.")).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("leaves a render error and a page without connection to the error page", async () => {
    renderFailing(() => {
      throw new Error("kaputt");
    });
    expect(await screen.findByText("Die Seite konnte nicht geladen werden.")).toBeInTheDocument();
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    cleanup();
    renderFailing(gone);
    expect(await screen.findByText("Die Seite konnte nicht geladen werden.")).toBeInTheDocument();
    online.mockRestore();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
