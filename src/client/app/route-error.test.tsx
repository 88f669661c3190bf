// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { ApiError } from "../lib/api.ts";
import { renderInApp } from "../test/render.tsx";
import { RouteError } from "./route-error.tsx";

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
