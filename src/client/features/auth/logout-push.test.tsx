// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { RouterProvider } from "../../app/router.tsx";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as LogoutPage } from "./logout-page.tsx";

// A shared device: whoever signs out takes this browser out of push, or the next person on it
// keeps getting the previous account's goal alerts.

const ENDPOINT = "https://push.example.ch/device-1";
let server: ReturnType<typeof fakeServer>;
const unsubscribe = vi.fn(async () => true);

beforeEach(() => {
  unsubscribe.mockClear();
  const subscription = { endpoint: ENDPOINT, unsubscribe };
  const registration = { pushManager: { getSubscription: async () => subscription } };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission: "granted" });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  server = fakeServer();
  server.on("POST /api/auth/sign-out", json({ success: true }));
  server.on("GET /api/me", json({ user: null, profile: null, club: null, clubs: [] }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

function renderLogout() {
  const router = createMemoryRouter(
    [
      { path: "/auth/logout", element: <LogoutPage /> },
      { path: "/auth", element: <h1>Anmelden</h1> },
    ],
    { initialEntries: ["/auth/logout"] },
  );
  return renderInApp(<RouterProvider router={router} />);
}

it("removes this device's subscription on the server and in the browser before the session ends", async () => {
  server.on("DELETE /api/push/subscriptions", json({ ok: true }));
  renderLogout();
  await waitFor(() => expect(screen.getByText("Erfolgreich abgemeldet")).toBeVisible());
  const writes = server.writes().map((r) => `${r.method} ${r.path}`);
  expect(writes).toEqual(["DELETE /api/push/subscriptions", "POST /api/auth/sign-out"]);
  expect(server.writes()[0]?.body).toEqual({ endpoint: ENDPOINT });
  expect(unsubscribe).toHaveBeenCalledOnce();
});

it("signs out even when the device's subscription cannot be removed on the server", async () => {
  server.on("DELETE /api/push/subscriptions", () => "offline");
  renderLogout();
  await waitFor(() => expect(screen.getByText("Erfolgreich abgemeldet")).toBeVisible());
  await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Anmelden"));
  // The browser drops it all the same: the push service then refuses the server's next alert.
  expect(unsubscribe).toHaveBeenCalledOnce();
});

it("says push is off on this device when the sign-out itself fails and the account stays signed in", async () => {
  server.on("DELETE /api/push/subscriptions", json({ ok: true }));
  server.on("POST /api/auth/sign-out", () => "offline");
  renderLogout();
  await waitFor(() => expect(screen.getByText("Abmeldung fehlgeschlagen")).toBeVisible());
  // Left first, so that no signed-out browser gets the account's alerts: the fan is told.
  expect(unsubscribe).toHaveBeenCalledOnce();
  await waitFor(() =>
    expect(
      screen.getByText(
        "Du bist noch angemeldet, aber Benachrichtigungen sind auf diesem Gerät jetzt aus. Schalte sie unter «Mein Dashboard» wieder ein.",
      ),
    ).toBeVisible(),
  );
  expect(screen.queryByText("Erfolgreich abgemeldet")).toBeNull();
});

it("says only that the sign-out failed when this device had no push to leave", async () => {
  const registration = { pushManager: { getSubscription: async () => null } };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  server.on("POST /api/auth/sign-out", () => "offline");
  renderLogout();
  await waitFor(() => expect(screen.getByText("Abmeldung fehlgeschlagen")).toBeVisible());
  expect(screen.queryByText(/Benachrichtigungen sind auf diesem Gerät/)).toBeNull();
});

it("the sign-out page says the sign-out failed and signs out when asked again, instead of «Abmelden...» for good", async () => {
  server.on("DELETE /api/push/subscriptions", json({ ok: true }));
  server.on("POST /api/auth/sign-out", () => "offline");
  const { user } = renderLogout();
  const failed = await screen.findByRole("alert");
  expect(failed).toHaveTextContent("Abmeldung fehlgeschlagen");
  expect(screen.queryByText("Abmelden...")).toBeNull();
  server.on("POST /api/auth/sign-out", json({ success: true }));
  await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
  await waitFor(() => expect(screen.getByText("Erfolgreich abgemeldet")).toBeVisible());
  await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Anmelden"));
});
