// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
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

  it("keeps the keyboard's focus on the card's sentence when the browser refuses: the button is gone", async () => {
    vi.stubGlobal("Notification", {
      get permission() {
        return permission;
      },
      requestPermission: async () => {
        permission = "denied";
        return "denied";
      },
    });
    await switchOn();
    const sentence = await screen.findByText(
      /Benachrichtigungen sind für Tschutti in deinem Browser blockiert/,
    );
    expect(screen.queryByRole("button", { name: "Auf diesem Gerät einschalten" })).not.toBeInTheDocument();
    await waitFor(() => expect(sentence).toHaveFocus());
  });

  it("says so when the browser's question was closed without a choice", async () => {
    vi.stubGlobal("Notification", {
      get permission() {
        return permission;
      },
      requestPermission: async () => "default",
    });
    await switchOn();
    expect(await screen.findByText("Benachrichtigungen sind noch aus")).toBeInTheDocument();
    expect(screen.getByText(/Frage deines Browsers geschlossen, ohne zu wählen/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Auf diesem Gerät einschalten" })).toBeEnabled();
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
    await user.click(await screen.findByText("Einzeln wählen"));
    const goals = screen.getByRole("switch", { name: "Tore" });
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
    await user.click(await screen.findByText("Einzeln wählen"));
    const changes = screen.getByRole("switch", { name: "Spieländerungen" });
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

describe("a team's topics at a glance", () => {
  // A fan with ten favourites had sixty switches in a row: per team one switch for everything,
  // a line saying what is on, and the six single topics folded away.
  const none = {
    kickoff: false,
    goals: false,
    cards: false,
    halfTime: false,
    fullTime: false,
    changes: false,
  };
  const all = { kickoff: true, goals: true, cards: true, halfTime: true, fullTime: true, changes: true };
  const seeblick = {
    teamId: "33333333-3333-4333-8333-333333333333",
    teamName: "1. Mannschaft",
    clubName: "FC Seeblick",
    ...none,
    goals: true,
    fullTime: true,
  };
  const limmatau = {
    teamId: "44444444-4444-4444-8444-444444444444",
    teamName: "SV Limmatau 1. Mannschaft",
    clubName: "SV Limmatau",
    ...all,
  };
  const rebhuegel = {
    teamId: "55555555-5555-4555-8555-555555555555",
    teamName: "Junioren B",
    clubName: "SV Rebhügel",
    ...none,
  };

  async function teamGroup(name: string) {
    return screen.findByRole("group", { name });
  }

  it("says per team what is on, with «Alle Meldungen» on only when all six are", async () => {
    server.on("GET /api/push/preferences", json({ teams: [seeblick, limmatau, rebhuegel] }));
    renderInApp(<NotificationsCard />);
    const some = await teamGroup("FC Seeblick 1. Mannschaft");
    expect(within(some).getByRole("switch", { name: "Alle Meldungen" })).not.toBeChecked();
    expect(within(some).getByRole("switch", { name: "Alle Meldungen" })).toHaveAccessibleDescription(
      "Tore, Schlusspfiff",
    );
    const every = await teamGroup("SV Limmatau 1. Mannschaft");
    expect(within(every).getByRole("switch", { name: "Alle Meldungen" })).toBeChecked();
    expect(within(every).getByRole("switch", { name: "Alle Meldungen" })).toHaveAccessibleDescription("Alle");
    const nothing = await teamGroup("SV Rebhügel Junioren B");
    expect(within(nothing).getByRole("switch", { name: "Alle Meldungen" })).not.toBeChecked();
    expect(within(nothing).getByRole("switch", { name: "Alle Meldungen" })).toHaveAccessibleDescription(
      "Keine",
    );
  });

  it("turns all six topics on with one save", async () => {
    server.on("GET /api/push/preferences", json({ teams: [seeblick, rebhuegel] }));
    server.on(
      `PUT /api/push/preferences/${seeblick.teamId}`,
      json({ teams: [{ ...seeblick, ...all }, rebhuegel] }),
    );
    const { user } = renderInApp(<NotificationsCard />);
    const group = await teamGroup("FC Seeblick 1. Mannschaft");
    const everything = within(group).getByRole("switch", { name: "Alle Meldungen" });
    await user.click(everything);
    await waitFor(() => expect(everything).toBeChecked());
    expect(everything).toHaveAccessibleDescription("Alle");
    expect(server.writes()).toEqual([
      expect.objectContaining({ path: `/api/push/preferences/${seeblick.teamId}`, body: all }),
    ]);
  });

  it("turns all six topics off with one save", async () => {
    server.on("GET /api/push/preferences", json({ teams: [limmatau] }));
    server.on(`PUT /api/push/preferences/${limmatau.teamId}`, json({ teams: [{ ...limmatau, ...none }] }));
    const { user } = renderInApp(<NotificationsCard />);
    const everything = within(await teamGroup("SV Limmatau 1. Mannschaft")).getByRole("switch", {
      name: "Alle Meldungen",
    });
    await user.click(everything);
    await waitFor(() => expect(everything).not.toBeChecked());
    expect(everything).toHaveAccessibleDescription("Keine");
    expect(server.writes()).toEqual([expect.objectContaining({ body: none })]);
  });

  it("says so when «Alle Meldungen» could not be saved", async () => {
    server.on("GET /api/push/preferences", json({ teams: [rebhuegel] }));
    server.on(`PUT /api/push/preferences/${rebhuegel.teamId}`, apiError(500, "Serverfehler.", "internal"));
    const { user } = renderInApp(<NotificationsCard />);
    const everything = within(await teamGroup("SV Rebhügel Junioren B")).getByRole("switch", {
      name: "Alle Meldungen",
    });
    await user.click(everything);
    expect(await screen.findByText("Die Auswahl konnte nicht gespeichert werden")).toBeInTheDocument();
    expect(everything).not.toBeChecked();
  });

  it("folds the single topics away per team, and a single one still saves once opened", async () => {
    server.on("GET /api/push/preferences", json({ teams: [seeblick, rebhuegel] }));
    server.on(
      `PUT /api/push/preferences/${seeblick.teamId}`,
      json({ teams: [{ ...seeblick, kickoff: true }, rebhuegel] }),
    );
    const { user } = renderInApp(<NotificationsCard />);
    const group = await teamGroup("FC Seeblick 1. Mannschaft");
    const kickoff = within(group).getByRole("switch", { name: "Anpfiff", hidden: true });
    expect(kickoff).not.toBeVisible();
    // The fold's summary is the keyboard's next stop after «Alle Meldungen» (a native <summary>,
    // which the browser opens with Enter or Space; jsdom opens it only by a click).
    within(group).getByRole("switch", { name: "Alle Meldungen" }).focus();
    await user.tab();
    const fold = within(group).getByText("Einzeln wählen");
    expect(fold).toHaveFocus();
    await user.click(fold);
    expect(kickoff).toBeVisible();
    // Only this team's fold opened.
    expect(
      within(await teamGroup("SV Rebhügel Junioren B")).getByRole("switch", {
        name: "Anpfiff",
        hidden: true,
      }),
    ).not.toBeVisible();
    await user.click(kickoff);
    await waitFor(() => expect(kickoff).toBeChecked());
    expect(server.writes()).toEqual([
      expect.objectContaining({ body: { ...none, kickoff: true, goals: true, fullTime: true } }),
    ]);
    expect(within(group).getByRole("switch", { name: "Alle Meldungen" })).toHaveAccessibleDescription(
      "Anpfiff, Tore, Schlusspfiff",
    );
    // The fold stays open after the save.
    expect(kickoff).toBeVisible();
  });
  it("keeps each team's saved choice when two saves answer out of order", async () => {
    // Two teams switched one after the other: the server stores both, but the first answer (read
    // before the second write) arrives last. It must not take the second team's choice back.
    let answerSeeblick: (answer: ReturnType<typeof json>) => void = () => {};
    server.on("GET /api/push/preferences", json({ teams: [seeblick, rebhuegel] }));
    server.on(
      `PUT /api/push/preferences/${seeblick.teamId}`,
      () => new Promise((resolve) => (answerSeeblick = resolve)),
    );
    server.on(
      `PUT /api/push/preferences/${rebhuegel.teamId}`,
      json({
        teams: [
          { ...seeblick, ...all },
          { ...rebhuegel, ...all },
        ],
      }),
    );
    const { user } = renderInApp(<NotificationsCard />);
    const firstGroup = await teamGroup("FC Seeblick 1. Mannschaft");
    const first = within(firstGroup).getByRole("switch", {
      name: "Alle Meldungen",
    });
    const second = within(await teamGroup("SV Rebhügel Junioren B")).getByRole("switch", {
      name: "Alle Meldungen",
    });
    await user.click(first);
    await user.click(second);
    await waitFor(() => expect(second).toBeChecked());
    answerSeeblick(json({ teams: [{ ...seeblick, ...all }, rebhuegel] }));
    // The first save is done when its team no longer says it is busy.
    await waitFor(() => expect(firstGroup).not.toHaveAttribute("aria-busy"));
    expect(first).toBeChecked();
    expect(second).toBeChecked();
    expect(second).toHaveAccessibleDescription("Alle");
  });
});
