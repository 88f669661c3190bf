import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLIENT_INPUTS, needsBuild, sourcesHash, writeStamp } from "../../scripts/build-stamp.ts";
import { isAlive } from "./db/embedded-owner.ts";
import { postgresPids, startServer, stopProcess } from "./test/server-process.ts";

// `npm start` (scripts/start.ts): no rebuild when the client sources are unchanged, and
// production mode unless NODE_ENV is set.

const ROOT = path.resolve(import.meta.dirname, "../..");
const outRel = path.join("dist", `start-test-${process.pid}`, "client");
const outDir = path.join(ROOT, outRel);
const stamp = `${outDir}.build-hash`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-start-"));

afterAll(() => {
  // A PostgreSQL still shutting down would write into the folder while it is removed.
  for (const pid of postgresPids(path.join(dataDir, "pg"))) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  rmSync(path.dirname(outDir), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("rebuilds only when the sources differ from the last build", () => {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, "index.html"), "<!doctype html><title>Tschutti</title>");
    const hash = sourcesHash(CLIENT_INPUTS);
    const index = path.join(outDir, "index.html");
    expect(needsBuild(stamp, index, hash)).toBe(true);
    writeStamp(stamp, hash);
    expect(needsBuild(stamp, index, hash)).toBe(false);
    expect(needsBuild(stamp, index, `${hash}x`)).toBe(true);
    expect(needsBuild(stamp, `${index}.missing`, hash)).toBe(true);
  });

  it("starts without a build on unchanged sources, in production mode when NODE_ENV is unset", async () => {
    writeStamp(stamp, sourcesHash(CLIENT_INPUTS));
    const server = await startServer(
      dataDir,
      { NODE_ENV: undefined, VITE_OUT_DIR: outRel, CLIENT_DIR: outRel },
      "scripts/start.ts",
    );
    try {
      expect(server.output()).toContain("Client unverändert");
      const res = await fetch(server.url("/"));
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^<!doctype html>/i);
      // The production CSP: no ws: for a dev server's hot reload.
      expect(res.headers.get("content-security-policy")).not.toContain("ws:");
    } finally {
      await stopProcess(server);
    }
  }, 180_000);
});
