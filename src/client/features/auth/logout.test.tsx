// @vitest-environment jsdom
import { useSuspenseQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { Suspense, useState } from "react";
import { createMemoryRouter, Outlet } from "react-router";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Me } from "#shared/account/types.ts";
import { SIGNED_OUT_ME } from "#shared/account/types.ts";
import { apiPath } from "#shared/http.ts";
import { RouterProvider } from "../../app/router.tsx";
import { AvatarMenu, MobileDrawer } from "../../app/top-bar-account.tsx";
import { api } from "../../lib/api.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { useMe } from "./api.ts";
import { Component as LogoutPage } from "./logout-page.tsx";
import { SignInFirst } from "./sign-in-first.tsx";

// «Abmelden» in the avatar menu on a page for signed-in people: the start page, then the toast.
// The start page's data is held back, as a slow network does: the old page must not be on
// screen when the session ends, or it sends the visitor to the sign-in page instead.

const SIGNED_IN: Me = {
  user: { id: "user-1", email: "fan@example.ch" },
  profile: {
    userId: "user-1",
    email: "fan@example.ch",
    username: "fan",
    fullName: "Fan",
    address: "",
    city: "",
    phone: "",
    profileImageUrl: null,
    role: "verein_trainer",
    accountType: "fan",
    newsletterOptIn: false,
  },
  club: null,
  clubs: [],
  profileCreated: false,
  leagueOffice: false,
};

const startPath = apiPath<{ title: string }>`/api/start`;

function StartPage() {
  const { data } = useSuspenseQuery({ queryKey: ["start"], queryFn: () => api(startPath) });
  return <h1>{data.title}</h1>;
}

/** A page for signed-in people, as /profile and /dashboard are. */
function ProfilePage() {
  const { isLoading, isSignedIn } = useMe();
  if (isLoading) return <p>Profil wird geladen...</p>;
  if (!isSignedIn) return <SignInFirst />;
  return <h1>Mein Profil</h1>;
}

/** The app's layout as far as it matters here: the account menus and the pages' Suspense. */
function Shell() {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <AvatarMenu />
      <button type="button" onClick={() => setDrawerOpen(true)}>
        Menü öffnen
      </button>
      <MobileDrawer open={isDrawerOpen} onOpenChange={setDrawerOpen} />
      <Suspense fallback={<p>Laden...</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

function renderProfile() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: "/", element: <StartPage /> },
          { path: "/profile", element: <ProfilePage /> },
          { path: "/auth", element: <h1>Anmelden</h1> },
          { path: "/auth/logout", element: <LogoutPage /> },
        ],
      },
    ],
    { initialEntries: ["/profile"] },
  );
  return { router, ...renderInApp(<RouterProvider router={router} />) };
}

let signedIn = true;
/** Answers the requests held back so far. */
const held: Array<() => void> = [];
const releaseAll = () => {
  for (const release of held.splice(0)) release();
};
/** An answer that comes only once the test lets it (a slow network). */
const heldBack = (answer: ReturnType<typeof json>) =>
  new Promise<ReturnType<typeof json>>((resolve) => held.push(() => resolve(answer)));

beforeEach(() => {
  signedIn = true;
  const server = fakeServer();
  // Signed out, the account's own reload is slow too.
  server.on("GET /api/me", () => (signedIn ? json(SIGNED_IN) : heldBack(json(SIGNED_OUT_ME))));
  server.on("POST /api/auth/sign-out", () => {
    signedIn = false;
    return json({ success: true });
  });
  server.on("GET /api/start", () => heldBack(json({ title: "Startseite" })));
});
afterEach(() => {
  releaseAll();
});

async function signOut(user: ReturnType<typeof renderProfile>["user"]) {
  await screen.findByRole("heading", { name: "Mein Profil" });
  await user.click(screen.getByRole("button", { name: "Kontomenü öffnen" }));
  await user.click(await screen.findByRole("menuitem", { name: "Abmelden" }));
}

it("ends on the start page, however long its data takes", async () => {
  const { router, user, queryClient } = renderProfile();
  await signOut(user);
  // Signed out while the start page still waits for its data.
  await waitFor(() => expect(queryClient.getQueryData<Me>(["me"])?.user).toBeNull());
  expect(screen.queryByRole("heading", { name: "Mein Profil" })).toBeNull();
  releaseAll();
  await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Startseite"));
  expect(router.state.location.pathname).toBe("/");
  await waitFor(() => expect(screen.getByText("Erfolgreich abgemeldet")).toBeVisible());
});

it("says «Erfolgreich abgemeldet» at once, not after every open list has reloaded", async () => {
  const { user } = renderProfile();
  await screen.findByRole("heading", { name: "Mein Profil" });
  expect(screen.queryByText("Erfolgreich abgemeldet")).toBeNull();
  await signOut(user);
  // The start page's data and the account's reload are still on their way.
  await waitFor(() => expect(screen.getByText("Erfolgreich abgemeldet")).toBeVisible());
  expect(held.length).toBeGreaterThan(0);
});

it("the phone's menu signs out to the sign-in page, not to the sign-in page for /profile", async () => {
  const { router, user } = renderProfile();
  await screen.findByRole("heading", { name: "Mein Profil" });
  await user.click(screen.getByRole("button", { name: "Menü öffnen" }));
  await user.click(await screen.findByRole("button", { name: "Abmelden" }));
  await waitFor(() => expect(screen.getByText("Erfolgreich abgemeldet")).toBeVisible());
  await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Anmelden"));
  expect(router.state.location).toMatchObject({ pathname: "/auth", search: "" });
});
