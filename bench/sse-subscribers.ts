// The subscribers of bench/sse-fanout.ts: raw sockets in the bench process, one GET per socket,
// frames split on the blank line. Counts, per subscriber, the frames a round is waiting for and
// checks that their ids come in the same strictly increasing order for everyone (exactly once,
// no gaps: every subscriber must see the same sequence).

import net from "node:net";
import { performance } from "node:perf_hooks";

export interface Target {
  port: number;
  /** Request path of the stream. */
  path: string;
}

export interface FanoutRound {
  /** Arrival times (ms after the round's trigger), one per delivered frame. */
  latencies: number[];
}

export class Subscribers {
  private readonly sockets: net.Socket[] = [];
  private readonly counts: Uint32Array;
  private readonly lastIds: Float64Array;
  /** The id of the k-th counted frame, as the first subscriber to see it reported it. */
  private readonly sequence: number[] = [];
  private round: FanoutRound | null = null;
  private roundStart = 0;
  /** Subscribers that saw a frame twice, out of order or different from the others. */
  readonly disorderly = new Set<number>();
  connected = 0;

  /**
   * @param readyMarker text of the frame that says the subscription is live
   * @param countedMarker text of the frames a round waits for
   */
  constructor(
    readonly size: number,
    private readonly readyMarker: string,
    private readonly countedMarker: string,
  ) {
    this.counts = new Uint32Array(size);
    this.lastIds = new Float64Array(size);
  }

  /** Opens subscribers [from, to) in batches of 500; subscriber i goes to targets[i % targets.length]. */
  async connect(targets: readonly Target[], from: number, to: number): Promise<void> {
    for (let i = from; i < to; i += 500) {
      const batch = Array.from({ length: Math.min(500, to - i) }, (_, k) => i + k);
      await Promise.all(
        batch.map((index) => this.connectOne(index, targets[index % targets.length] as Target)),
      );
    }
  }

  private connectOne(index: number, target: Target): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const socket = net.connect(target.port, "127.0.0.1", () => {
        socket.write(`GET ${target.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
      });
      socket.setEncoding("utf8");
      let buffer = "";
      let isReady = false;
      socket.on("data", (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!isReady && frame.includes(this.readyMarker)) {
            isReady = true;
            this.connected++;
            resolve();
          } else if (frame.includes(this.countedMarker)) {
            this.count(index, frame);
          }
          end = buffer.indexOf("\n\n");
        }
      });
      socket.on("error", reject);
      this.sockets.push(socket);
    });
  }

  private count(index: number, frame: string): void {
    const idMatch = /^id: (\d+)$/m.exec(frame);
    const id = idMatch ? Number(idMatch[1]) : Number.NaN;
    const k = this.counts[index] ?? 0;
    this.counts[index] = k + 1;
    const expected = this.sequence[k];
    if (expected === undefined) this.sequence[k] = id;
    else if (expected !== id) this.disorderly.add(index);
    if (!(id > (this.lastIds[index] ?? 0))) this.disorderly.add(index);
    this.lastIds[index] = id;
    this.round?.latencies.push(performance.now() - this.roundStart);
  }

  /** Starts a round: `trigger` publishes one frame; resolves when all have it (or after 15 s). */
  async runRound(trigger: () => Promise<void>): Promise<FanoutRound & { triggerMs: number }> {
    const round: FanoutRound = { latencies: [] };
    this.round = round;
    this.roundStart = performance.now();
    await trigger();
    const triggerMs = performance.now() - this.roundStart;
    const deadline = performance.now() + 15_000;
    while (round.latencies.length < this.size && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    this.round = null;
    round.latencies.sort((a, b) => a - b);
    return { ...round, triggerMs };
  }

  /** Subscribers that did not get exactly `rounds` frames. */
  missingOrExtra(rounds: number): number {
    return Array.from(this.counts).filter((c) => c !== rounds).length;
  }

  async closeAll(): Promise<void> {
    await Promise.all(
      this.sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.destroyed) resolve();
            else {
              socket.once("close", () => resolve());
              socket.destroy();
            }
          }),
      ),
    );
  }
}
