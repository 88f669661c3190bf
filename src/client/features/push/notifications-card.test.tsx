// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { NotificationsCard } from "./notifications-card.tsx";
import { PUSH_TIMING } from "./push-device.ts";

// Turning push on can fail in the browser (permission refused, no push service, no network);
// the browser's own English messages never reach the fan, a German sentence does.

let subscribeError: unknown;
let server: ReturnType<typeof fakeServer>;
/** A push service that never answers (the subscription promise does not settle). */
let isServiceSilent = false;
let permission: NotificationPermission;
/** The browser's subscription, perhaps made while another account was signed in. */
let existing: { endpoint: string } | null = null;

function installPushBrowser() {
  const registration = {
    pushManager: {
      getSubscription: async () => existing,
      subscribe: () => (isServiceSilent ? new Promise<never>(() => {}) : Promise.reject(subscribeError)),
    },
  };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", {
    get permission() {
      return permission;
    },
    requestPermission: async () => "granted",
  });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      register: async () => registration,
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
}

beforeEach(() => {
  permission = "default";
  isServiceSilent = false;
  existing = null;
  installPushBrowser();
  server = fakeServer();
  server.on("GET /api/push/preferences", json({ teams: [] }));
  server.on("GET /api/push/notifications", json({ notifications: [] }));
  server.on("GET /api/push/public-key", json({ publicKey: "BEl62iUYgUivxIkv69yViEuiBIa" }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

async function switchOn() {
  const { user } = renderInApp(<NotificationsCard />);
  await user.click(await screen.findByRole("button", { name: "Auf diesem Gerät einschalten" }));
}

describe("turning push on", () => {
  it("explains a refused permission in German", async () => {
    subscribeError = new DOMException("Registration failed - permission denied", "NotAllowedError");
    await switchOn();
    expect(
      await screen.findByText(/Dein Browser hat Benachrichtigungen für Tschutti nicht erlaubt/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Registration failed/)).not.toBeInTheDocument();
  });

  it("says when the browser has no push service", async () => {
    subscribeError = new DOMException("Registration failed - push service not available", "AbortError");
    await switchOn();
    expect(
      await screen.findByText(/Der Push-Dienst deines Browsers ist nicht erreichbar/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Registration failed/)).not.toBeInTheDocument();
  });

  it("stops waiting for a push service that never answers, and says so", async () => {
    isServiceSilent = true;
    const usual = PUSH_TIMING.subscribeTimeoutMs;
    PUSH_TIMING.subscribeTimeoutMs = 50;
    try {
      await switchOn();
      expect(
        await screen.findByText(/Der Push-Dienst deines Browsers ist nicht erreichbar/),
      ).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Auf diesem Gerät einschalten" })).toBeEnabled();
    } finally {
      PUSH_TIMING.subscribeTimeoutMs = usual;
    }
  });

  it("says when push is not supported here", async () => {
    subscribeError = new DOMException("Push is not supported", "NotSupportedError");
    await switchOn();
    expect(
      await screen.findByText(/Dieser Browser kann keine Benachrichtigungen empfangen/, {
        selector: "[data-sonner-toast] *",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not supported/)).not.toBeInTheDocument();
  });

  it("says when the network is down", async () => {
    subscribeError = new TypeError("Failed to fetch");
    await switchOn();
    expect(await screen.findByText(/Keine Verbindung/)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });
});

describe("this device's state", () => {
  it("says off when the browser's subscription is not this account's (a shared device)", async () => {
    existing = { endpoint: "https://push.example.ch/device-1" };
    permission = "granted";
    server.on("POST /api/push/subscriptions/status", json({ isSubscribed: false }));
    renderInApp(<NotificationsCard />);
    expect(await screen.findByText("Auf diesem Gerät sind Benachrichtigungen aus.")).toBeVisible();
    expect(server.writes()).toEqual([
      expect.objectContaining({
        path: "/api/push/subscriptions/status",
        body: { endpoint: existing.endpoint },
      }),
    ]);
  });

  it("says on when the server sends this account's notifications here", async () => {
    existing = { endpoint: "https://push.example.ch/device-1" };
    permission = "granted";
    server.on("POST /api/push/subscriptions/status", json({ isSubscribed: true }));
    renderInApp(<NotificationsCard />);
    expect(await screen.findByText("Auf diesem Gerät sind Benachrichtigungen an.")).toBeVisible();
  });
});

describe("choosing topics by keyboard", () => {
  it("keeps the focus on a switch while its choice is saved, and ignores keys meanwhile", async () => {
    const team = {
      teamId: "11111111-1111-4111-8111-111111111111",
      teamName: "FC Test",
      clubName: null,
      kickoff: false,
      goals: false,
      cards: false,
      halfTime: false,
      fullTime: false,
      changes: false,
    };
    server.on("GET /api/push/preferences", json({ teams: [team] }));
    let release = () => {};
    server.on(
      "PUT /api/push/preferences/11111111-1111-4111-8111-111111111111",
      () =>
        new Promise((resolve) => {
          release = () => resolve(json({ teams: [{ ...team, goals: true }] }));
        }),
    );
    const { user } = renderInApp(<NotificationsCard />);
    const goals = await screen.findByRole("switch", { name: "Tore" });
    goals.focus();
    await user.keyboard(" ");
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(goals).toHaveFocus();
    expect(goals).toBeEnabled();
    await user.keyboard(" ");
    expect(server.writes()).toHaveLength(1);
    release();
    await waitFor(() => expect(goals).toBeChecked());
    expect(goals).toHaveFocus();
  });
});

describe("match changes", () => {
  it("offers «Spieländerungen» per team and saves it with the other topics", async () => {
    const team = {
      teamId: "22222222-2222-4222-8222-222222222222",
      teamName: "FC Test",
      clubName: null,
      kickoff: false,
      goals: true,
      cards: false,
      halfTime: false,
      fullTime: true,
      changes: false,
    };
    server.on("GET /api/push/preferences", json({ teams: [team] }));
    server.on(
      "PUT /api/push/preferences/22222222-2222-4222-8222-222222222222",
      json({ teams: [{ ...team, changes: true }] }),
    );
    const { user } = renderInApp(<NotificationsCard />);
    const changes = await screen.findByRole("switch", { name: "Spieländerungen" });
    expect(changes).not.toBeChecked();
    await user.click(changes);
    await waitFor(() => expect(changes).toBeChecked());
    expect(server.writes()).toEqual([
      expect.objectContaining({
        path: "/api/push/preferences/22222222-2222-4222-8222-222222222222",
        body: { kickoff: false, goals: true, cards: false, halfTime: false, fullTime: true, changes: true },
      }),
    ]);
  });
});
