import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_INPUTS, sourcesHash, writeStamp } from "../../scripts/build-stamp.ts";
import { findFreePort } from "./db/embedded.ts";
import { isAlive } from "./db/embedded-owner.ts";
import { listensOn, processTree, status, waitFor } from "./test/server-process.ts";

// A signal to the `npm start` process (npm itself, as a service manager or a
// terminal sends it) stops the server and its embedded PostgreSQL; nothing is left running.
// npm hands the signal to the shell it runs the script in, and a shell that does not pass it on
// (dash) used to leave scripts/start.ts, the server and PostgreSQL behind.

const ROOT = path.resolve(import.meta.dirname, "../..");
const outRel = path.join("dist", `signals-test-${process.pid}`, "client");
const outDir = path.join(ROOT, outRel);
const dataDirs: string[] = [];
const leftovers: number[] = [];

beforeAll(() => {
  // A client build that counts as current: npm start goes straight to the server.
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, "index.html"), "<!doctype html><title>Tschutti</title>");
  writeStamp(`${outDir}.build-hash`, sourcesHash(CLIENT_INPUTS));
});

afterAll(() => {
  for (const pid of leftovers) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  rmSync(path.dirname(outDir), { recursive: true, force: true });
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface NpmStart {
  npm: ChildProcess;
  port: number;
  output: () => string;
  /** Whether npm has ended. */
  done: () => boolean;
}

/**
 * `npm start` on a free port, once it answers from its own socket, or once it has ended (when
 * another process took the port before its server could listen).
 */
async function npmStart(dataDir: string): Promise<NpmStart> {
  const port = await findFreePort();
  let output = "";
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "0" };
  env.VITE_OUT_DIR = outRel;
  env.CLIENT_DIR = outRel;
  env.LOG_LEVEL = "warn";
  delete env.NODE_ENV;
  const npm = spawn("npm", ["start"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  npm.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  npm.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  let npmDone = false;
  npm.once("exit", () => {
    npmDone = true;
  });
  const started: NpmStart = { npm, port, output: () => output, done: () => npmDone };
  await waitFor(
    "npm start to answer",
    180_000,
    async () =>
      npmDone ||
      ((await status(`http://127.0.0.1:${port}/api/health`)) === 200 &&
        listensOn(processTree(npm.pid), port)),
    started,
  );
  return started;
}

/**
 * `npm start`, then `signal`: to npm alone (a service manager, `kill`) or, as Ctrl-C in a
 * terminal does, to its whole process group.
 */
async function npmStartThenSignal(signal: "SIGTERM" | "SIGINT", to: "npm" | "group"): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-signals-"));
  dataDirs.push(dataDir);
  // Tried again on another port when another test's process took the picked one first.
  let started: NpmStart | null = null;
  for (let attempt = 1; !started; attempt++) {
    const tried = await npmStart(dataDir);
    if (!tried.done()) started = tried;
    else if (attempt >= 3 || !tried.output().includes("schon belegt"))
      throw new Error(`npm start ended before it answered\n${tried.output()}`);
  }
  const { npm, port, output, done: npmDone } = started;
  const postmaster = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
  const tree = processTree(npm.pid).slice(1);
  leftovers.push(...tree, postmaster);
  // npm, its shell, scripts/start.ts, the server and PostgreSQL with its backends.
  expect(tree).toContain(postmaster);
  expect(tree.length).toBeGreaterThanOrEqual(4);

  if (to === "npm") npm.kill(signal);
  else process.kill(-(npm.pid as number), signal);
  await waitFor(
    `every process of npm start to end after ${signal}`,
    15_000,
    () => npmDone() && tree.every((pid) => !isAlive(pid)),
    {
      output: () =>
        `${output()}\nstill running: ${tree
          .filter(isAlive)
          .map((pid) => {
            try {
              return `${pid} ${readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ")}`;
            } catch {
              return String(pid);
            }
          })
          .join("\n")}`,
    },
  );
  expect(await status(`http://127.0.0.1:${port}/api/health`)).toBeNull();
}

describe("signals to npm start", () => {
  it("SIGTERM to npm stops the server and its PostgreSQL, leaving nothing behind", async () => {
    await npmStartThenSignal("SIGTERM", "npm");
  }, 240_000);

  it("SIGINT from a terminal (Ctrl-C, to the whole group) does the same", async () => {
    await npmStartThenSignal("SIGINT", "group");
  }, 240_000);
});
