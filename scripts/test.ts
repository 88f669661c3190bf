import { spawn } from "node:child_process";

// `npm test`: every check that must pass, one after the other, each with its time; the first
// that fails ends the run. Lint first (seconds, and the commonest slip), the browser tests last,
// on the build just made.
//
// One after the other on purpose: the type check and the build beside Vitest made Vitest 49 s
// slower (257 s against 208 s alone) to save their 26 s; Vitest keeps both cores busy.

const STEPS = [
  ["lint", "lint"],
  ["typecheck", "typecheck"],
  ["Vitest", "test:vitest"],
  ["build", "build"],
  ["browser tests", "test:e2e"],
] as const;

/** Runs `npm run <script>` (through npm, so each step is exactly its script); true when it passed. */
function run(name: string, script: string): Promise<boolean> {
  const started = performance.now();
  // npm sets npm_execpath for `npm test`; without it (the script run by hand) npm is looked up.
  const npmCli = process.env.npm_execpath;
  const child = npmCli
    ? spawn(process.execPath, [npmCli, "run", "--silent", script], { stdio: "inherit" })
    : spawn("npm", ["run", "--silent", script], { stdio: "inherit", shell: process.platform === "win32" });
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      console.log(`== ${name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

async function main(): Promise<number> {
  for (const [name, script] of STEPS) if (!(await run(name, script))) return 1;
  return 0;
}

process.exitCode = await main();
