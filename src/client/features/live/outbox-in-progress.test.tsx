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
  Touchline,
} from "../../test/outbox-touchline.tsx";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { listOutbox, removeFromOutbox } from "./offline-queue.ts";
import { flushOutbox, MAX_SERVER_ATTEMPTS, outboxSettled } from "./outbox-sender.ts";
import { OUTBOX_MESSAGES } from "./use-live-outbox.ts";

// A proxy's 504 may come while the server still works on the tap; the retry then meets the
// server's «in progress» (409 in_progress) for that key. Neither says the tap was refused: the
// first request may store it a moment later, so the outbox must neither drop it nor call it
// unsaved.

let server: ReturnType<typeof fakeServer>;
/** The ticker as the server keeps it: event id → minute. */
let ticker: Map<string, number>;
/** What the next attempts at a tap meet, one per attempt; then the stored answer. */
let answers: ("gateway" | "running")[];

beforeEach(() => {
  followConnection();
  server = fakeServer();
  ticker = new Map();
  answers = [];
  const byKey = new Map<string, string>();
  server.on(`POST ${EVENTS_PATH}`, (request) => {
    const key = request.headers["idempotency-key"] ?? "";
    let id = byKey.get(key);
    if (id === undefined) {
      id = `event-${byKey.size + 1}`;
      byKey.set(key, id);
      ticker.set(id, minuteOf(request));
    }
    const answer = answers.shift();
    if (answer === "gateway") return { status: 504, body: "Gateway Timeout" };
    if (answer === "running") {
      return apiError(409, "Diese Anfrage wird gerade schon verarbeitet.", "in_progress");
    }
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

const writes = () => server.writes().map((r) => `${r.method} ${r.path}`);
const posts = (count: number) => Array.from({ length: count }, () => `POST ${EVENTS_PATH}`);

/** Taps the goal and waits until the sender rests (a tap's first run may make two attempts). */
async function tap(user: ReturnType<typeof renderInApp>["user"]) {
  await user.click(screen.getByRole("button", { name: "Tor in der 12. Minute" }));
  await waitFor(() => expect(server.requests).toHaveLength(1));
  await outboxSettled();
}

describe("a tap whose key the server is still working on", () => {
  it("waits and is sent again, however often the server says «in progress», and is never set aside", async () => {
    answers = ["gateway", ...Array.from({ length: MAX_SERVER_ATTEMPTS + 1 }, () => "running" as const)];
    const { user } = renderInApp(<Touchline />);
    await tap(user);
    for (let left = answers.length; left > 0 && answers.length > 0; left -= 1) await flushOutbox();

    expect(server.requests).toHaveLength(MAX_SERVER_ATTEMPTS + 2);
    expect((await listOutbox()).map((a) => [a.label, a.mayBeStored, a.failure])).toEqual([
      ["Tor (12')", true, undefined],
    ]);
    expect(screen.queryByRole("region", { name: "Nicht gesendet" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Nicht gespeichert/)).not.toBeInTheDocument();

    await flushOutbox();
    await waitFor(async () => expect(await listOutbox()).toEqual([]));
    expect(ticker).toEqual(new Map([["event-1", 12]]));
    expect(screen.queryByText(/Nicht gespeichert/)).not.toBeInTheDocument();
  });

  it("is taken back by sending it again and deleting its goal, not told «nicht gespeichert»", async () => {
    answers = ["gateway", "running"];
    const { user } = renderInApp(<Touchline />);
    await tap(user);
    for (let left = answers.length; left > 0 && answers.length > 0; left -= 1) await flushOutbox();
    expect(server.requests).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Tor (12') rückgängig" }));

    expect(await screen.findByText(OUTBOX_MESSAGES.undone)).toBeInTheDocument();
    await waitFor(async () => expect(await listOutbox()).toEqual([]));
    await outboxSettled();
    expect(ticker).toEqual(new Map());
    expect(screen.queryByText(OUTBOX_MESSAGES.undoneUnsaved)).not.toBeInTheDocument();
    expect(writes()).toEqual([...posts(3), "DELETE /api/manage/events/event-1"]);
  });
});

describe("«Verwerfen» on a tap set aside after gateway errors", () => {
  it("says it may be on the ticker, then sends it again under its key and deletes its goal", async () => {
    answers = Array.from({ length: MAX_SERVER_ATTEMPTS }, () => "gateway" as const);
    const { user } = renderInApp(<Touchline />);
    await tap(user);
    for (let attempt = 1; attempt < MAX_SERVER_ATTEMPTS; attempt += 1) await flushOutbox();
    const setAside = await screen.findByRole("region", { name: "Nicht gesendet" });
    expect(ticker).toEqual(new Map([["event-1", 12]]));

    await user.click(within(setAside).getByRole("button", { name: "Verwerfen: Tor (12')" }));
    const dialog = await findQuestion();
    expect(dialog).toHaveTextContent("vielleicht schon gespeichert");
    await user.click(within(dialog).getByRole("button", { name: "Verwerfen" }));

    await waitFor(async () => expect(await listOutbox()).toEqual([]));
    await outboxSettled();
    expect(ticker).toEqual(new Map());
    expect(writes()).toEqual([...posts(MAX_SERVER_ATTEMPTS + 1), "DELETE /api/manage/events/event-1"]);
  });
});
