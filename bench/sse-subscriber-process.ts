// One system's subscribers in a process of their own, forked by bench/sse-fanout.ts. Each
// system under test (the floor, Tschutti on one process, on two) gets its own subscriber
// process, so all of them can stay connected at once (19,000 sockets each, under a 20,000 file
// limit per process) and their rounds can be interleaved; an idle system's subscribers then
// cost the machine nothing while another system's round runs.

import { Subscribers, type Target } from "./sse-subscribers.ts";

/** The request that publishes one frame; the round's clock starts when it is sent. */
export interface TriggerRequest {
  url: string;
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  expectStatus: number;
}

export type SubscriberCommand =
  | {
      type: "connect";
      size: number;
      readyMarker: string;
      countedMarker: string;
      targets: Target[];
      from: number;
      to: number;
    }
  | { type: "round"; trigger: TriggerRequest }
  | { type: "faults"; rounds: number }
  | { type: "close" };

export type SubscriberReply =
  | { type: "connected"; connected: number }
  | { type: "round"; latencies: number[]; triggerMs: number }
  | { type: "faults"; faults: number }
  | { type: "closed" };

let subscribers: Subscribers | null = null;
const reply = (message: SubscriberReply) => process.send?.(message);

async function fire(trigger: TriggerRequest): Promise<void> {
  const res = await fetch(trigger.url, {
    method: trigger.method,
    headers: trigger.headers,
    body: trigger.body,
  });
  const text = await res.text();
  if (res.status !== trigger.expectStatus) throw new Error(`trigger failed: ${res.status} ${text}`);
}

async function handle(command: SubscriberCommand): Promise<void> {
  if (command.type === "connect") {
    subscribers ??= new Subscribers(command.size, command.readyMarker, command.countedMarker);
    await subscribers.connect(command.targets, command.from, command.to);
    reply({ type: "connected", connected: subscribers.connected });
  } else if (command.type === "round") {
    if (!subscribers) throw new Error("round before connect");
    const round = await subscribers.runRound(() => fire(command.trigger));
    reply({ type: "round", latencies: round.latencies, triggerMs: round.triggerMs });
  } else if (command.type === "faults") {
    const faults = subscribers
      ? subscribers.missingOrExtra(command.rounds) + subscribers.disorderly.size
      : -1;
    reply({ type: "faults", faults });
  } else {
    await subscribers?.closeAll();
    reply({ type: "closed" });
    process.disconnect();
  }
}

// Commands come one at a time (the coordinator waits for each reply).
process.on("message", (command: SubscriberCommand) => {
  handle(command).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
