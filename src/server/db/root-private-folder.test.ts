import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, status, stopProcess } from "../test/server-process.ts";
import { blockedAncestor, relocatedClusterDir } from "./cluster-dir.ts";

// A checkout under /root (0700) started as root: PostgreSQL runs as the `postgres` user, which
// cannot enter the folder. Only meaningful when the tests run as root.
const asRoot = process.getuid?.() === 0;

describe.runIf(asRoot)("start as root under a 0700 parent folder", () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), "tschutti-private-"));
  const dataDir = path.join(parent, "checkout", "data");

  afterAll(() => {
    rmSync(path.dirname(relocatedClusterDir(dataDir)), { recursive: true, force: true });
    rmSync(parent, { recursive: true, force: true });
  });

  it("starts, with the cluster moved where the postgres user can reach it", async () => {
    chmodSync(parent, 0o700);
    mkdirSync(dataDir, { recursive: true });
    expect(blockedAncestor(dataDir)).toBe(parent);
    const server = await startServer(dataDir);
    try {
      expect(await status(server.url("/api/clubs"))).toBe(200);
      expect(server.output()).toContain(relocatedClusterDir(dataDir));
      expect(server.output()).not.toMatch(/\n\s+at /);
    } finally {
      await stopProcess(server);
    }
  }, 180_000);
});
