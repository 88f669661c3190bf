import { spawn } from "node:child_process";
import http from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";

// HTTP load and its floor. The load generator (autocannon) runs in the bench process; the
// server under test and the floor server each run in a process of their own, so both share the
// machine with the generator the same way.

export interface HttpResult {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, errors and timeouts: a result with any is not a measurement. */
  failures: number;
}

// What every browser sends: big lists go compressed, as fans receive them.
const BROWSER_HEADERS = { "accept-encoding": "br, gzip" };

/** `connections` clients for `seconds`, each request the next of `paths` in turn. */
export async function load(
  baseUrl: string,
  paths: string[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<HttpResult> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 10,
    headers: BROWSER_HEADERS,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? "/" }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: BROWSER_HEADERS }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

/**
 * One connection, one request after the other, timed to the microsecond (autocannon rounds
 * latencies to whole milliseconds, too coarse beside pgbench's fractions of one).
 */
export async function sequential(baseUrl: string, paths: string[], seconds: number): Promise<HttpResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  try {
    for (let i = 0; performance.now() < end; i++) {
      const t0 = performance.now();
      const status = await get(agent, `${baseUrl}${paths[i % paths.length] ?? "/"}`);
      times.push(performance.now() - t0);
      if (status < 200 || status > 299) failures++;
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return { rps: times.length / seconds, p50: at(0.5), p99: at(0.99), failures };
}

// A plain node:http server answering a small JSON document: what node itself costs per
// request on this machine, without routing, middleware or a database. It also answers, for a
// path it was given with PUT, exactly the bytes given (with their Content-Encoding): the
// same-bytes floor, what sending an endpoint's own answer costs (a 54 KB league table is not a
// 300-byte document).
const FLOOR_SERVER = `
const http = require("node:http");
const body = JSON.stringify({ club: { id: "00000000-0000-4000-8000-000000000000", clubName: "FC Floor",
  clubLogoUrl: null, stadiumName: "Sportplatz", foundingYear: 1920, activeMembers: 300, teamCount: 10,
  contactEmail: "info@floor.ch", description: "Der Boden: node:http ohne alles." } });
const kept = new Map();
http.createServer((req, res) => {
  if (req.method === "PUT") {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      kept.set(req.url, { bytes: Buffer.concat(chunks), encoding: req.headers["x-content-encoding"] });
      res.end();
    });
    return;
  }
  const answer = kept.get(req.url);
  if (answer) {
    const headers = { "content-type": "application/json", "content-length": answer.bytes.length };
    if (answer.encoding) headers["content-encoding"] = answer.encoding;
    res.writeHead(200, headers);
    res.end(answer.bytes);
    return;
  }
  res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.argv[1]), "127.0.0.1", () => process.stdout.write("ready\\n"));
`;

/** Gives the floor server each path's answer as the server sends it to a browser (compressed). */
export async function copyAnswers(serverUrl: string, floorUrl: string, paths: string[]): Promise<number> {
  let bytes = 0;
  for (const path of new Set(paths)) {
    const answer = await new Promise<{ body: Buffer; encoding: string | undefined }>((resolve, reject) => {
      http
        .get(`${serverUrl}${path}`, { headers: BROWSER_HEADERS }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const encoding = res.headers["content-encoding"];
            resolve({
              body: Buffer.concat(chunks),
              encoding: typeof encoding === "string" ? encoding : undefined,
            });
          });
        })
        .on("error", reject);
    });
    bytes += answer.body.byteLength;
    const put = await fetch(`${floorUrl}${path}`, {
      method: "PUT",
      body: new Uint8Array(answer.body),
      headers: answer.encoding ? { "x-content-encoding": answer.encoding } : {},
    });
    if (!put.ok) throw new Error(`the floor server refused ${path}`);
  }
  return bytes / new Set(paths).size;
}

export async function startFloorServer(port: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ["-e", FLOOR_SERVER, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`floor server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

/** The 1-minute load average, sampled every second while `run` runs. */
export async function withLoad<T>(
  run: () => Promise<T>,
): Promise<{ value: T; load: { mean: number; max: number } }> {
  const samples: number[] = [os.loadavg()[0] ?? 0];
  const timer = setInterval(() => samples.push(os.loadavg()[0] ?? 0), 1000);
  try {
    const value = await run();
    samples.push(os.loadavg()[0] ?? 0);
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    return { value, load: { mean, max: Math.max(...samples) } };
  } finally {
    clearInterval(timer);
  }
}
