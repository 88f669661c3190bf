import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer, SERVER_TIMEOUTS } from "./node-server.ts";

// Connections that never finish their request are closed by the server itself: a client that
// sends half a header (or half a body) and then waits holds nothing for long.

// Like the app, it answers once the whole body has arrived.
const server = createHttpServer(
  (req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
    });
  },
  { headersTimeoutMs: 300, requestTimeoutMs: 600, checkEveryMs: 100, keepAliveMs: 65_000 },
);
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends `text` and resolves with everything the server wrote back once it closed the socket. */
function sendAndWaitForClose(text: string): { socket: Socket; answer: Promise<string> } {
  const socket = connect(port, "127.0.0.1");
  socket.write(text);
  const answer = new Promise<string>((resolve) => {
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    socket.on("close", () => resolve(received));
  });
  return { socket, answer };
}

describe("the server's time limits", () => {
  it("closes a connection whose headers never end with 408", async () => {
    const { answer } = sendAndWaitForClose("GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    expect(await answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("closes a connection whose body never ends with 408", async () => {
    const { answer } = sendAndWaitForClose(
      "POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    expect(await answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("answers a whole request as usual", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe("ok");
  });
});

describe("idle keep-alive connections", () => {
  it("stay open longer than clients keep them (a reuse never meets a closing socket)", () => {
    const real = createHttpServer(() => undefined);
    expect(real.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
    expect(real.keepAliveTimeout).toBeGreaterThan(60_000);
  });
});
