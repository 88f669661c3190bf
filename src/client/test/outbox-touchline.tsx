import { act } from "@testing-library/react";
import { useState } from "react";
import { matchPaths } from "#shared/matches/paths.ts";
import { OutboxStatus } from "../features/live/outbox-status.tsx";
import { type UndoHandle, useLiveOutbox } from "../features/live/use-live-outbox.ts";
import { useOnline } from "../features/live/use-online.ts";
import { Button } from "../ui/button.tsx";
import type { fakeServer, RecordedRequest } from "./fake-server.ts";

// The match-day outbox's tests share one touchline and one connection switch: the outbox and its
// sender live on between tests (module state and IndexedDB), as they do between pages.

export const MATCH_ID = "match-1";
export const EVENTS_PATH = `/api/manage/matches/${MATCH_ID}/events`;

/** The touchline: a goal button per minute, the queue as the live control shows it, and undo. */
export function Touchline() {
  const outbox = useLiveOutbox(MATCH_ID);
  const isOnline = useOnline();
  const [taps, setTaps] = useState<{ minute: number; handle: UndoHandle }[]>([]);
  const goal = async (minute: number) => {
    const handle = await outbox.enqueue({
      matchId: MATCH_ID,
      method: "POST",
      path: matchPaths.addEvent(MATCH_ID),
      body: { type: "goal", minute },
      label: `Tor (${minute}')`,
      kind: "event",
    });
    setTaps((list) => [...list, { minute, handle }]);
  };
  return (
    <>
      <Button onClick={() => goal(12)}>Tor in der 12. Minute</Button>
      <Button onClick={() => goal(30)}>Tor in der 30. Minute</Button>
      {taps.map(({ minute, handle }) => (
        <Button key={handle.seq} onClick={() => void outbox.undo(handle)}>
          Tor ({minute}') rückgängig
        </Button>
      ))}
      <OutboxStatus pending={outbox.pending} isOnline={isOnline} />
    </>
  );
}

let online = true;

/** Makes navigator.onLine follow `setConnection` (call in beforeEach). */
export function followConnection(): void {
  online = true;
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
}

/** The browser and the fake server lose or regain the connection, and the page hears of it. */
export function setConnection(server: ReturnType<typeof fakeServer>, isOnline: boolean): void {
  online = isOnline;
  server.setOffline(!isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? "online" : "offline"));
  });
}

export const minuteOf = (request: RecordedRequest) => (request.body as { minute: number }).minute;
