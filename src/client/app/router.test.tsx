// @vitest-environment jsdom
import { createStaticHandler, matchRoutes } from "react-router";
import { afterEach, expect, it } from "vitest";
import { createRouter, routes } from "./router.tsx";

// A page the server rendered: the router starts from the server's loader results. Had it run a
// first navigation of its own, it would call the page's loader again and then scroll to the top,
// under a visitor who had scrolled the server's HTML while the code loaded.

afterEach(() => window.history.replaceState(null, "", "/"));

it("a server-rendered page's router starts from the server's results, leaving the scroll alone", async () => {
  window.history.replaceState(null, "", "/vereine");
  // The ids the server's handler gives the matched routes, with what their loaders returned.
  const matched = matchRoutes(createStaticHandler(routes).dataRoutes, "/vereine") ?? [];
  const loaderData = Object.fromEntries(matched.map(({ route }) => [route.id, null]));
  expect(Object.keys(loaderData)).toHaveLength(3);

  const router = await createRouter({ loaderData });
  expect(router.state.initialized).toBe(true);
  expect(router.state.navigation.state).toBe("idle");
  // `false` tells React Router's <ScrollRestoration> not to scroll on its first render.
  expect(router.state.restoreScrollPosition).toBe(false);
  router.dispose();
});
