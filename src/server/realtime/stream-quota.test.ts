import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STREAM_MESSAGES } from "../modules/live/stream-routes.ts";
import { listen, TestSubscriber } from "../test/sse-subscriber.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// One address holds a bounded number of live streams per process; a stream that ends gives its
// place back, however it ended. (The bound is 600 in production; 3 here.)

let ctx: TestContext;
let server: ServerType;
let url: string;

beforeAll(async () => {
  ctx = await createTestApp({ LIVE_STREAMS_PER_ADDRESS: "3" });
  ({ server, url } = await listen(ctx));
});

afterAll(async () => {
  if ("closeAllConnections" in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

async function streamStatus(): Promise<{ status: number; body: string; abort: () => void }> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/live/stream?all=live`, { signal: controller.signal });
  const body = res.status === 200 ? "" : await res.text();
  return { status: res.status, body, abort: () => controller.abort() };
}

describe("live streams per address", () => {
  it("refuses the stream past the bound in German, and takes one again once a stream has ended", async () => {
    const fans = [new TestSubscriber(), new TestSubscriber(), new TestSubscriber()];
    for (const fan of fans) await fan.connect(url, "all=live");

    const refused = await streamStatus();
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      error: { code: "rate_limited", message: STREAM_MESSAGES.tooMany },
    });

    await fans[0]?.disconnect();
    // The server notices the closed socket on its own schedule: ask until the place is free.
    let next = await streamStatus();
    for (let tries = 0; next.status === 429 && tries < 500; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      next = await streamStatus();
    }
    expect(next.status).toBe(200);
    next.abort();
    for (const fan of fans.slice(1)) await fan.disconnect();
  });
});
