import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";
import type { PushNetwork } from "../modules/push/push-endpoint.ts";

// A push service on this machine for the push tests: it records every request; a path under
// /gone answers 410 Gone. The push module only ever connects to public addresses, so it
// reaches this service through a network whose DNS names public addresses and whose wire
// leads here; the network records every address the module asked to connect to.

export const PUBLIC_PUSH_ADDRESS = "93.184.215.14";
const dnsNames: Record<string, string[]> = {
  "push.example.ch": [PUBLIC_PUSH_ADDRESS],
  "intranet.example.ch": ["10.1.2.3"],
  "mixed.example.ch": [PUBLIC_PUSH_ADDRESS, "127.0.0.1"],
  "v6local.example.ch": ["fd12:3456::1"],
};

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

export async function startPushService() {
  const received: ReceivedPush[] = [];
  const connectedTo: string[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith("/gone") ? 410 : 201).end();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const network: PushNetwork = {
    async resolve(hostname) {
      const addresses = dnsNames[hostname];
      if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
      return addresses;
    },
    async post(target, post) {
      connectedTo.push(target.address);
      const res = await fetch(`${serviceUrl}${target.url.pathname}`, {
        method: "POST",
        headers: post.headers,
        body: Buffer.from(post.body),
        redirect: "manual",
      });
      return res.status;
    },
  };
  return {
    network,
    received,
    connectedTo,
    /** Resolves once the service has received `count` requests in all. */
    async receivedCount(count: number): Promise<void> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: an ECDH P-256 key pair and the auth secret. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
  renotify?: boolean;
}

/** What the browser with `keys` reads from a request the service received. */
export function readPush(request: ReceivedPush, keys: ReturnType<typeof browserKeys>): PushPayload {
  const text = decrypt(request.body, {
    version: "aes128gcm",
    privateKey: keys.ecdh,
    authSecret: keys.auth,
  }).toString("utf8");
  return JSON.parse(text) as PushPayload;
}
