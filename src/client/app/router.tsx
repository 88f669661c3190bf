import { createBrowserRouter, Navigate } from "react-router";
import { Layout } from "./layout.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { RouteError } from "./route-error.tsx";

// Each screen is its own chunk: `lazy` loads a module exporting `Component`.
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      { index: true, lazy: () => import("../features/home/home-page.tsx") },
      { path: "vereine", lazy: () => import("../features/clubs/club-list-page.tsx") },
      { path: "vereine/:clubId", lazy: () => import("../features/clubs/club-page.tsx") },
      { path: "vereine/:clubId/teams/:teamId", lazy: () => import("../features/teams/team-page.tsx") },
      { path: "players/:playerId", lazy: () => import("../features/players/player-page.tsx") },
      { path: "live-ticker", lazy: () => import("../features/live/live-list-page.tsx") },
      { path: "live-ticker/:matchId", lazy: () => import("../features/live/match-ticker-page.tsx") },
      { path: "spielplan", lazy: () => import("../features/matches/schedule-page.tsx") },
      { path: "fuer-vereine-fans", lazy: () => import("../features/info/info-page.tsx") },
      { path: "entwickler", lazy: () => import("../features/developers/developers-page.tsx") },
      { path: "news", lazy: () => import("../features/news/news-list-page.tsx") },
      { path: "news/:newsId", lazy: () => import("../features/news/news-detail-page.tsx") },
      { path: "ranking", lazy: () => import("../features/rankings/ranking-page.tsx") },
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
      // The spec links here from the club live-ticker tab without showing a screen: the club's schedule.
      { path: "verein/spielplaene", element: <Navigate to="/manage-club/schedule" replace /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
