import { spawn } from "node:child_process";

// `npm test`: every check that must pass. Lint first (seconds, and the commonest slip). Then the
// type check and the client's build run beside Vitest: none of them reads what another writes
// (the build writes dist/, which only the browser tests read), and Vitest's API tests spend much
// of their time waiting on PostgreSQL, so on two cores the three together take little longer
// than Vitest alone (about half a minute less than one after another). The browser tests come
// last, on that build, and only when everything before passed.
//
// Vitest writes to the terminal as it goes; the type check and the build write into a buffer
// that is printed whole when they end, so their lines do not cut through Vitest's.

interface Outcome {
  name: string;
  ok: boolean;
}

/** Runs `npm run <script>` (through npm, so each step is exactly its script). */
function run(name: string, script: string, buffered: boolean): Promise<Outcome> {
  const started = performance.now();
  const stdio = buffered ? "pipe" : "inherit";
  // npm sets npm_execpath for `npm test`; without it (a script run by hand) npm is looked up.
  const npmCli = process.env.npm_execpath;
  const child = npmCli
    ? spawn(process.execPath, [npmCli, "run", "--silent", script], { stdio })
    : spawn("npm", ["run", "--silent", script], { stdio, shell: process.platform === "win32" });
  const chunks: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      if (buffered) {
        console.log(`\n== ${name}`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`== ${name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
      resolve({ name, ok: code === 0 });
    });
  });
}

async function main(): Promise<number> {
  if (!(await run("lint", "lint", false)).ok) return 1;
  const beside = [run("typecheck", "typecheck", true), run("build", "build", true)];
  const vitest = await run("Vitest", "test:vitest", false);
  const outcomes = [vitest, ...(await Promise.all(beside))];
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.name);
  if (failed.length > 0) {
    console.log(`== not run: the browser tests (failed: ${failed.join(", ")})`);
    return 1;
  }
  return (await run("browser tests", "test:e2e", false)).ok ? 0 : 1;
}

process.exitCode = await main();
