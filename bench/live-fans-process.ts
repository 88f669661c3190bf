// The fans of bench/live-fans.ts in a process of their own (forked by it; same IPC protocol as
// bench/sse-subscriber-process.ts, plus the requests the fans sent). A fan is what a match
// page does with the stream: a raw socket reading the SSE frames, a TanStack Query cache of its
// own holding what the ticker page shows (the match, its events, its line-ups with their
// statistics, the starting line-ups), and the client's own code applying each frame
// (`parseLiveFrame`, `applyLiveFrame`). Whatever the client's code leaves invalidated, the page
// would load again: the fan sends that GET to the server and counts it. A round's latency is
// from the tap's POST to the moment the fan's cache holds the new event (and any reload done).

import net from "node:net";
import { performance } from "node:perf_hooks";
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { applyLiveFrame } from "#client/features/live/apply-live-frame.ts";
import { startingLineupsQueryOptions } from "#client/features/live/lineup-queries.ts";
import {
  matchEventsQueryOptions,
  matchLineupsQueryOptions,
  matchQueryOptions,
} from "#client/features/matches/api.ts";
import { lineupPaths } from "#shared/lineups/paths.ts";
import { parseLiveFrame } from "#shared/live/stream-frames.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { SubscriberReply, TriggerRequest } from "./sse-subscriber-process.ts";
import type { Target } from "./sse-subscribers.ts";

export type FansCommand =
  | { type: "connect"; size: number; matchId: string; targets: Target[]; from: number; to: number }
  | { type: "round"; trigger: TriggerRequest }
  | { type: "faults"; rounds: number }
  | { type: "close" };

export type FansReply =
  | SubscriberReply
  | { type: "round"; latencies: number[]; triggerMs: number; requests: number };

interface PageQuery {
  key: QueryKey;
  path: string;
  /** The part of the answer the page's query keeps. */
  pick: (body: Record<string, unknown>) => unknown;
}

/** The queries of the public match ticker page (features/live/match-ticker-page.tsx). */
function pageQueries(matchId: string): PageQuery[] {
  return [
    { key: matchQueryOptions(matchId).queryKey, path: matchPaths.detail(matchId), pick: (b) => b.match },
    {
      key: matchEventsQueryOptions(matchId).queryKey,
      path: matchPaths.events(matchId),
      pick: (b) => b.events,
    },
    { key: matchLineupsQueryOptions(matchId).queryKey, path: matchPaths.lineups(matchId), pick: (b) => b },
    {
      key: startingLineupsQueryOptions(matchId).queryKey,
      path: lineupPaths.starting(matchId),
      pick: (b) => b,
    },
  ];
}

class Fans {
  private readonly sockets: net.Socket[] = [];
  private readonly clients: QueryClient[] = [];
  private readonly applied: Uint32Array;
  private readonly lastIds: Float64Array;
  private latencies: number[] | null = null;
  /** When the event's frame was read, before the client's code applied it. */
  private arrivals: number[] | null = null;
  private roundStart = 0;
  requests = 0;
  readonly disorderly = new Set<number>();
  connected = 0;
  private queries: PageQuery[] = [];
  private seed: unknown[] = [];
  private target: Target | null = null;

  constructor(readonly size: number) {
    this.applied = new Uint32Array(size);
    this.lastIds = new Float64Array(size);
  }

  private async get(target: Target, path: string): Promise<Record<string, unknown>> {
    const res = await fetch(`http://127.0.0.1:${target.port}${path}`);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  }

  async connect(matchId: string, targets: readonly Target[], from: number, to: number): Promise<void> {
    if (this.queries.length === 0) {
      // The page's first load, once: every fan starts from the same answers.
      this.target = targets[0] ?? null;
      this.queries = pageQueries(matchId);
      const first = targets[0] as Target;
      this.seed = await Promise.all(this.queries.map(async (q) => q.pick(await this.get(first, q.path))));
    }
    for (let i = from; i < to; i += 500) {
      const batch = Array.from({ length: Math.min(500, to - i) }, (_, k) => i + k);
      await Promise.all(
        batch.map((index) => this.connectOne(index, targets[index % targets.length] as Target)),
      );
    }
  }

  private connectOne(index: number, target: Target): Promise<void> {
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } });
    this.queries.forEach((q, i) => {
      client.setQueryData(q.key, this.seed[i]);
    });
    this.clients[index] = client;
    return new Promise<void>((resolve, reject) => {
      const socket = net.connect(target.port, "127.0.0.1", () => {
        socket.write(`GET ${target.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
      });
      socket.setEncoding("utf8");
      let buffer = "";
      let isReady = false;
      socket.on("data", (chunk: string) => {
        if (!isReady && /^HTTP\/1\.1 [^2]/.test(chunk))
          reject(new Error(`stream refused: ${chunk.split("\r\n")[0]}`));
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!isReady && frame.includes("event: ready")) {
            isReady = true;
            this.connected++;
            resolve();
          } else if (isReady) {
            this.apply(index, frame);
          }
          end = buffer.indexOf("\n\n");
        }
      });
      socket.on("error", reject);
      this.sockets.push(socket);
    });
  }

  /** What the client does with one frame, its reloads included. */
  private apply(index: number, text: string): void {
    const lines = text.split("\n");
    const field = (name: string) => {
      const line = lines.find((l) => l.startsWith(`${name}: `));
      return line ? line.slice(name.length + 2) : null;
    };
    const arrived = performance.now() - this.roundStart;
    const kind = field("event");
    const data = field("data");
    // HTTP chunk sizes and heartbeats are not frames.
    if (kind === null || data === null) return;
    const frame = parseLiveFrame(kind, data);
    const client = this.clients[index];
    if (!frame || !client) return;
    applyLiveFrame(client, frame, () => {});
    const reloads = this.queries.filter((q) => client.getQueryState(q.key)?.isInvalidated);
    if (frame.kind === "event.created") {
      const id = Number(field("id"));
      if (!(id > (this.lastIds[index] ?? 0))) this.disorderly.add(index);
      this.lastIds[index] = id;
      this.applied[index] = (this.applied[index] ?? 0) + 1;
      this.arrivals?.push(arrived);
    }
    const done = () => {
      if (frame.kind === "event.created") this.latencies?.push(performance.now() - this.roundStart);
    };
    if (reloads.length === 0) {
      done();
      return;
    }
    this.requests += reloads.length;
    const target = this.target as Target;
    void Promise.all(
      reloads.map(async (q) => {
        client.setQueryData(q.key, q.pick(await this.get(target, q.path)));
      }),
    ).then(done);
  }

  async runRound(trigger: () => Promise<void>, expected: number) {
    const latencies: number[] = [];
    const arrivals: number[] = [];
    const requestsBefore = this.requests;
    this.latencies = latencies;
    this.arrivals = arrivals;
    this.roundStart = performance.now();
    await trigger();
    const triggerMs = performance.now() - this.roundStart;
    const deadline = performance.now() + 15_000;
    while (latencies.length < expected && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    this.latencies = null;
    this.arrivals = null;
    latencies.sort((a, b) => a - b);
    arrivals.sort((a, b) => a - b);
    return { latencies, arrivals, triggerMs, requests: this.requests - requestsBefore };
  }

  faults(rounds: number): number {
    return Array.from(this.applied).filter((c) => c !== rounds).length + this.disorderly.size;
  }

  async closeAll(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    for (const client of this.clients) client?.clear();
  }
}

let fans: Fans | null = null;
const reply = (message: FansReply) => process.send?.(message);

async function fire(trigger: TriggerRequest): Promise<void> {
  const res = await fetch(trigger.url, {
    method: trigger.method,
    headers: trigger.headers,
    body: trigger.body,
  });
  const text = await res.text();
  if (res.status !== trigger.expectStatus) throw new Error(`trigger failed: ${res.status} ${text}`);
}

async function handle(command: FansCommand): Promise<void> {
  if (command.type === "connect") {
    fans ??= new Fans(command.size);
    await fans.connect(command.matchId, command.targets, command.from, command.to);
    reply({ type: "connected", connected: fans.connected });
  } else if (command.type === "round") {
    if (!fans) throw new Error("round before connect");
    const round = await fans.runRound(() => fire(command.trigger), fans.size);
    reply({ type: "round", ...round });
  } else if (command.type === "faults") {
    reply({ type: "faults", faults: fans ? fans.faults(command.rounds) : -1 });
  } else {
    await fans?.closeAll();
    reply({ type: "closed" });
    process.disconnect();
  }
}

process.on("message", (command: FansCommand) => {
  handle(command).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
