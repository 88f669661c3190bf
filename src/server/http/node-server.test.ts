import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer, SERVER_TIMEOUTS } from "./node-server.ts";

// Connections that never finish their request are closed by the server itself: a client that
// sends half a header (or half a body) and then waits holds nothing for long.

// Like the app, it answers once the whole body has arrived.
function answerOk(req: IncomingMessage, res: ServerResponse) {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("ok");
  });
}
// Limits a test can wait out; they are the test's, not the product's.
const server = createHttpServer(answerOk, {
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  checkEveryMs: 100,
  keepAliveMs: 65_000,
});
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

  it("answers a whole request as usual, with the product's limits", async () => {
    // The product's own limits: with the test's 300 ms a busy machine that stalls this process
    // for a moment turned a whole request into a 408.
    const real = createHttpServer(answerOk);
    await new Promise<void>((resolve) => real.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(real.address() as AddressInfo).port}/`);
      expect(await res.text()).toBe("ok");
    } finally {
      real.closeAllConnections();
      await new Promise((resolve) => real.close(resolve));
    }
  });
});

describe("idle keep-alive connections", () => {
  it("stay open longer than clients keep them (a reuse never meets a closing socket)", () => {
    const real = createHttpServer(() => undefined);
    expect(real.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
    expect(real.keepAliveTimeout).toBeGreaterThan(60_000);
  });
});
