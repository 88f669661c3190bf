import { flushSync } from "react-dom";
import {
  RouterProvider as BaseRouterProvider,
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  Navigate,
  type RouteObject,
  type RouterProviderProps,
  useLocation,
  useParams,
} from "react-router";
import { matchPath } from "#shared/matches/page-path.ts";
import { PAGE_ALIASES } from "#shared/page-aliases.ts";

import { loadPartsShownAt } from "../lib/code-part.ts";
import { LoadingState } from "../ui/skeleton.tsx";
import { Layout } from "./layout.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { RouteError } from "./route-error.tsx";

/**
 * A public page: its loader (a small module that starts the data request) and its screen (a
 * chunk exporting `Component`) load side by side, so the data is on its way while the code
 * downloads, and the page renders with its data.
 */
function page(
  path: string | undefined,
  loader: () => Promise<NonNullable<RouteObject["loader"]>>,
  Component: () => Promise<{ Component: NonNullable<RouteObject["Component"]> }>,
): RouteObject {
  return {
    ...(path === undefined ? { index: true as const } : { path }),
    lazy: { loader, Component: async () => (await Component()).Component },
  };
}

/**
 * The app's router provider, with ReactDOM's flushSync as react-router/dom's has it: the one from
 * "react-router" has none, so a navigation's `flushSync: true` (leaving a page for signed-in
 * people before the session ends) was quietly a transition like any other.
 */
export function RouterProvider(props: RouterProviderProps) {
  return (
    <BaseRouterProvider
      {...props}
      flushSync={(update) => {
        flushSync(update);
      }}
    />
  );
}

function TickerRedirect() {
  const { matchId = "" } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${matchPath(matchId)}${search}`} replace />;
}

// Screens without a loader are still one chunk each: `lazy` loads a module exporting `Component`.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Errors of the layout itself; a page's errors show inside the layout (below).
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      {
        // Every page fails in one place, under the top bar: not found, load errors, render errors.
        errorElement: <RouteError />,
        // While the first page's loader runs: the same placeholder as a loading chunk.
        hydrateFallbackElement: <LoadingState label="Laden..." />,
        children: [
          page(
            undefined,
            async () => (await import("../features/home/loaders.ts")).homeLoader,
            () => import("../features/home/home-page.tsx"),
          ),
          page(
            "vereine",
            async () => (await import("../features/clubs/club-list-loader.ts")).clubListLoader,
            () => import("../features/clubs/club-list-page.tsx"),
          ),
          page(
            "vereine/:clubId",
            async () => (await import("../features/clubs/loaders.ts")).clubLoader,
            () => import("../features/clubs/club-page.tsx"),
          ),
          page(
            "vereine/:clubId/teams/:teamId",
            async () => (await import("../features/teams/loaders.ts")).teamLoader,
            () => import("../features/teams/team-page.tsx"),
          ),
          page(
            "players/:playerId",
            async () => (await import("../features/players/loaders.ts")).playerLoader,
            () => import("../features/players/player-page.tsx"),
          ),
          page(
            "live-ticker",
            async () => (await import("../features/live/loaders.ts")).liveListLoader,
            () => import("../features/live/live-list-page.tsx"),
          ),
          // The ticker is the match's page now (the server answers the old address with 308).
          { path: "live-ticker/:matchId", element: <TickerRedirect /> },
          page(
            "spiele/:matchId",
            async () => (await import("../features/matches/loaders.ts")).matchLoader,
            () => import("../features/matches/match-page.tsx"),
          ),
          page(
            "spielplan",
            async () => (await import("../features/matches/schedule-loader.ts")).scheduleLoader,
            () => import("../features/matches/schedule-page.tsx"),
          ),
          { path: "fuer-vereine-fans", lazy: () => import("../features/info/info-page.tsx") },
          { path: "entwickler", lazy: () => import("../features/developers/developers-page.tsx") },
          page(
            "impressum",
            async () => (await import("../features/legal/loaders.ts")).legalLoader,
            () => import("../features/legal/impressum-page.tsx"),
          ),
          page(
            "datenschutz",
            async () => (await import("../features/legal/loaders.ts")).legalLoader,
            () => import("../features/legal/privacy-page.tsx"),
          ),
          page(
            "news",
            async () => (await import("../features/news/loaders.ts")).newsListLoader,
            () => import("../features/news/news-list-page.tsx"),
          ),
          page(
            "news/:newsId",
            async () => (await import("../features/news/loaders.ts")).newsLoader,
            () => import("../features/news/news-detail-page.tsx"),
          ),
          page(
            "ranking",
            async () => (await import("../features/rankings/loaders.ts")).rankingLoader,
            () => import("../features/rankings/ranking-page.tsx"),
          ),
          { path: "auth", lazy: () => import("../features/auth/auth-page.tsx") },
          { path: "auth/logout", lazy: () => import("../features/auth/logout-page.tsx") },
          {
            path: "passwort-vergessen",
            lazy: () =>
              import("../features/auth/password-reset-pages.tsx").then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: "passwort-zuruecksetzen",
            lazy: () =>
              import("../features/auth/password-reset-pages.tsx").then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          { path: "einladung/:token", lazy: () => import("../features/members/invite-accept-page.tsx") },
          { path: "profile", lazy: () => import("../features/profile/profile-page.tsx") },
          { path: "favorites", lazy: () => import("../features/profile/profile-page.tsx") },
          { path: "dashboard", lazy: () => import("../features/dashboard/dashboard-page.tsx") },
          { path: "manage-club", lazy: () => import("../features/manage/manage-club-page.tsx") },
          { path: "manage-club/:tab", lazy: () => import("../features/manage/manage-club-page.tsx") },
          { path: "spielleitung", lazy: () => import("../features/league-office/league-office-page.tsx") },
          {
            path: "spielleitung/:section",
            lazy: () => import("../features/league-office/league-office-page.tsx"),
          },
          // The server redirects a request for an alias; this is for a link followed within the app.
          ...Object.entries(PAGE_ALIASES).map(([alias, target]) => ({
            path: alias.slice(1),
            element: <Navigate to={target} replace />,
          })),
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The app's router. On a page the server rendered, React Router starts from the loaders' results
 * in the page (main.tsx puts them where it looks) once the matched routes' code is there: with a
 * route still lazy it would run a first navigation of its own instead, which ran the page's
 * loader once more and ended by scrolling to the top, under a visitor who had scrolled the
 * server's HTML while the code loaded. React Router's guide to lazy routes with server rendering
 * loads them the same way.
 */
export async function createRouter(hydrationData?: HydrationState) {
  if (hydrationData) {
    await loadMatchedRoutes(window.location.pathname);
    // A tab the address opens, whose code is apart (lib/code-part.ts): its chunk is preloaded in
    // the head, and the page hydrates with it.
    await loadPartsShownAt(new URLSearchParams(window.location.search));
  }
  return createBrowserRouter(routes, { hydrationData });
}

async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => resolveLazy(route)));
}

/** Puts a lazy route's loaded parts on the route itself, as the router would. */
async function resolveLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return;
  if (typeof lazy === "function") Object.assign(route, await lazy());
  else {
    const parts = await Promise.all(
      Object.entries(lazy).map(async ([name, load]) => [name, await load?.()] as const),
    );
    Object.assign(route, Object.fromEntries(parts));
  }
  delete route.lazy;
}
