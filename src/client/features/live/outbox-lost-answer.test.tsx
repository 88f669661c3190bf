// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import {
  EVENTS_PATH,
  followConnection,
  MATCH_ID,
  minuteOf,
  setConnection,
  Touchline,
} from "../../test/outbox-touchline.tsx";
import { renderInApp } from "../../test/render.tsx";
import { listOutbox, removeFromOutbox } from "./offline-queue.ts";
import { flushOutbox, MAX_SERVER_ATTEMPTS, outboxSettled } from "./outbox-sender.ts";
import { OUTBOX_MESSAGES } from "./use-live-outbox.ts";

// A gateway's 502/503/504 or a connection lost after sending says nothing of whether the server
// stored the tap: the proxy may have lost only the answer. Taking such a tap back must not leave
// its goal on the ticker while the user believes it gone.

let server: ReturnType<typeof fakeServer>;
/** The ticker as the server keeps it: event id → minute. */
let ticker: Map<string, number>;
/** How the next answers to a tap get lost on the way back, one per attempt. */
let losses: ("gateway" | "connection")[];
/** Whether the server refuses the taps (and stores none of them). */
let isRefusing: boolean;
/** What a tap's answer waits for after the server stored it (to tap «rückgängig» meanwhile). */
let gate: Promise<void>;

beforeEach(() => {
  followConnection();
  server = fakeServer();
  ticker = new Map();
  losses = [];
  gate = Promise.resolve();
  isRefusing = false;
  // Stores each tap once per Idempotency-Key and answers a repeat with the stored event, as the
  // server's idempotency middleware does.
  const byKey = new Map<string, string>();
  server.on(`POST ${EVENTS_PATH}`, async (request) => {
    if (isRefusing) {
      return losses.shift() === "gateway"
        ? { status: 502, body: "Bad Gateway" }
        : apiError(409, "Das Spiel ist schon beendet.", "conflict");
    }
    const key = request.headers["idempotency-key"] ?? "";
    let id = byKey.get(key);
    if (id === undefined) {
      id = `event-${byKey.size + 1}`;
      byKey.set(key, id);
      ticker.set(id, minuteOf(request));
    }
    await gate;
    const loss = losses.shift();
    if (loss === "connection") {
      setConnection(server, false);
      return "offline";
    }
    // A proxy's own page, not the server's JSON.
    if (loss === "gateway") return { status: 502, body: "Bad Gateway" };
    return json({ event: { id, matchId: MATCH_ID, minute: minuteOf(request) } }, 201);
  });
  server.on("DELETE /api/manage/events/event-1", () => {
    ticker.delete("event-1");
    return json({ ok: true });
  });
});

afterEach(async () => {
  await outboxSettled();
  for (const action of await listOutbox()) if (action.seq !== undefined) await removeFromOutbox(action.seq);
});

/** Holds the tap's answers back until the returned function is called. */
function holdAnswers(): () => void {
  let open = () => {};
  gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return open;
}

const writes = () => server.writes().map((r) => `${r.method} ${r.path}`);
const tapKeys = () =>
  new Set(
    server.requests
      .filter((r) => r.method === "POST" && r.path === EVENTS_PATH)
      .map((r) => r.headers["idempotency-key"]),
  );

/** The goal is gone from the server's ticker and the user was told so, the usual way. */
async function expectGoalTakenBack() {
  expect(await screen.findByText(OUTBOX_MESSAGES.undone)).toBeInTheDocument();
  await waitFor(async () => expect(await listOutbox()).toEqual([]));
  await outboxSettled();
  expect(ticker).toEqual(new Map());
  expect(screen.queryByText(OUTBOX_MESSAGES.undoneUnsaved)).not.toBeInTheDocument();
  expect(screen.queryByText(OUTBOX_MESSAGES.undoTooLate)).not.toBeInTheDocument();
  // One tap, one key: the server applied it once.
  expect(tapKeys().size).toBe(1);
}

const TAP_AGAIN_THEN_DELETE = [
  `POST ${EVENTS_PATH}`,
  `POST ${EVENTS_PATH}`,
  "DELETE /api/manage/events/event-1",
];

describe("taking back a tap whose answer was lost", () => {
  it("sends the tap again under its key and deletes the stored goal, when the gateway's 502 came after «rückgängig»", async () => {
    losses = ["gateway"];
    const answer = holdAnswers();
    const { user } = renderInApp(<Touchline />);
    await user.click(screen.getByRole("button", { name: "Tor in der 12. Minute" }));
    await waitFor(() => expect(ticker.size).toBe(1));
    await user.click(screen.getByRole("button", { name: "Tor (12') rückgängig" }));
    answer();

    await expectGoalTakenBack();
    expect(writes()).toEqual(TAP_AGAIN_THEN_DELETE);
  });

  it("does the same when the 502 came before «rückgängig»", async () => {
    // Below the attempts that set a tap aside: it waits for the next flush.
    losses = Array.from({ length: MAX_SERVER_ATTEMPTS - 1 }, () => "gateway" as const);
    const { user } = renderInApp(<Touchline />);
    await user.click(screen.getByRole("button", { name: "Tor in der 12. Minute" }));
    await waitFor(() => expect(server.requests).toHaveLength(MAX_SERVER_ATTEMPTS - 1));
    await outboxSettled();
    expect((await listOutbox()).map((a) => a.failure)).toEqual([undefined]);
    await user.click(screen.getByRole("button", { name: "Tor (12') rückgängig" }));

    await expectGoalTakenBack();
    expect(writes()).toEqual([
      ...Array.from({ length: MAX_SERVER_ATTEMPTS }, () => `POST ${EVENTS_PATH}`),
      "DELETE /api/manage/events/event-1",
    ]);
  });

  it("does the same for a tap set aside after the gateway failed again and again", async () => {
    losses = Array.from({ length: MAX_SERVER_ATTEMPTS }, () => "gateway" as const);
    const { user } = renderInApp(<Touchline />);
    await user.click(screen.getByRole("button", { name: "Tor in der 12. Minute" }));
    // Each flush is one attempt.
    await waitFor(() => expect(server.requests).toHaveLength(1));
    for (let attempt = 1; attempt < MAX_SERVER_ATTEMPTS; attempt += 1) await flushOutbox();
    await screen.findByRole("region", { name: "Nicht gesendet" });
    await user.click(screen.getByRole("button", { name: "Tor (12') rückgängig" }));

    await expectGoalTakenBack();
    expect(writes()).toEqual([
      ...Array.from({ length: MAX_SERVER_ATTEMPTS + 1 }, () => `POST ${EVENTS_PATH}`),
      "DELETE /api/manage/events/event-1",
    ]);
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Nicht gesendet" })).not.toBeInTheDocument(),
    );
  });

  it("waits offline with the tap and then its deletion, before the taps made later, after a connection lost once sent", async () => {
    losses = ["connection"];
    const { user } = renderInApp(<Touchline />);
    await user.click(screen.getByRole("button", { name: "Tor in der 12. Minute" }));
    await screen.findByText("Offline – wird gesendet, sobald die Verbindung zurück ist.");
    await user.click(screen.getByRole("button", { name: "Tor (12') rückgängig" }));
    expect(await screen.findByText(OUTBOX_MESSAGES.undone)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Tor in der 30. Minute" }));

    // Nothing claims the goal gone while it may still stand: its deletion waits in the queue.
    const queue = await screen.findByRole("region", { name: "Warteschlange" });
    await within(queue).findByText("2 Ereignisse warten auf Verbindung");
    expect(
      within(queue)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Rückgängig: Tor (12')", "Tor (30')"]);
    expect(ticker).toEqual(new Map([["event-1", 12]]));

    setConnection(server, true);
    await waitFor(async () => expect(await listOutbox()).toEqual([]));
    await outboxSettled();
    expect(ticker).toEqual(new Map([["event-2", 30]]));
    expect(screen.queryByText(OUTBOX_MESSAGES.undoneUnsaved)).not.toBeInTheDocument();
    expect(
      server
        .writes()
        .filter((r) => r.reached)
        .map((r) => `${r.method} ${r.path} ${r.method === "POST" ? minuteOf(r) : ""}`.trim()),
    ).toEqual([
      `POST ${EVENTS_PATH} 12`,
      `POST ${EVENTS_PATH} 12`,
      "DELETE /api/manage/events/event-1",
      `POST ${EVENTS_PATH} 30`,
    ]);
  });

  it("drops it as not saved when the attempt after the gateway's 502 is refused", async () => {
    isRefusing = true;
    losses = ["gateway"];
    const { user } = renderInApp(<Touchline />);
    await user.click(screen.getByRole("button", { name: "Tor in der 12. Minute" }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await outboxSettled();
    await flushOutbox();
    await screen.findByRole("region", { name: "Nicht gesendet" });
    await user.click(screen.getByRole("button", { name: "Tor (12') rückgängig" }));

    expect(await screen.findByText(OUTBOX_MESSAGES.undoneUnsaved)).toBeInTheDocument();
    await waitFor(async () => expect(await listOutbox()).toEqual([]));
    await flushOutbox();
    expect(writes()).toEqual([`POST ${EVENTS_PATH}`, `POST ${EVENTS_PATH}`]);
  });
});
