import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { expect } from "vitest";
import type { TestContext } from "./test-app.ts";

// A minimal EventSource for API tests over real sockets, and the helpers around it.

export interface SseEvent {
  id: number | null;
  event: string;
  data: string;
}

/** A minimal EventSource over fetch: parses frames and remembers what came. */
export class TestSubscriber {
  readonly events: SseEvent[] = [];
  private controller = new AbortController();
  private done: Promise<void> = Promise.resolve();

  async connect(baseUrl: string, query: string, lastEventId?: number): Promise<void> {
    this.controller = new AbortController();
    const headers: Record<string, string> = { accept: "text/event-stream" };
    if (lastEventId !== undefined) headers["last-event-id"] = String(lastEventId);
    const res = await fetch(`${baseUrl}/api/live/stream?${query}`, {
      headers,
      signal: this.controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const body = res.body;
    if (!body) throw new Error("no body");
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const readyBefore = this.events.filter((e) => e.event === "ready").length;
    this.done = (async () => {
      let buffer = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            this.parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
          }
        }
      } catch {
        // Aborted by disconnect().
      }
    })();
    await waitFor(() => this.events.filter((e) => e.event === "ready").length > readyBefore);
  }

  private parse(frame: string) {
    let id: number | null = null;
    let event = "message";
    let data = "";
    let hasField = false;
    for (const line of frame.split("\n")) {
      if (line.startsWith(":") || line.startsWith("retry:")) continue;
      const [field, ...rest] = line.split(": ");
      const value = rest.join(": ");
      hasField = true;
      if (field === "id") id = Number(value);
      else if (field === "event") event = value;
      else if (field === "data") data = value;
    }
    if (hasField) this.events.push({ id, event, data });
  }

  get changes(): SseEvent[] {
    return this.events.filter((e) => e.event !== "ready");
  }

  /** The id of the first `ready`: a fresh subscriber gets the changes after it. */
  get firstReadyId(): number {
    return this.events.find((e) => e.event === "ready")?.id ?? 0;
  }

  get lastEventId(): number {
    const last = [...this.events].reverse().find((e) => e.id !== null);
    return last?.id ?? 0;
  }

  async disconnect(): Promise<void> {
    this.controller.abort();
    await this.done;
  }
}

// The bound only limits a failing run; a busy machine (load ~10) may need many seconds.
export async function waitFor(predicate: () => boolean, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function listen(ctx: TestContext): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({ server, url: `http://127.0.0.1:${info.port}` });
    });
  });
}
