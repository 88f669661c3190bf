import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Vitest's default is one worker less than the cores: one file at a time on a 2-core machine,
// while most of an API test's time is spent waiting for PostgreSQL. One more worker than cores
// keeps both busy (on this 2-core machine the whole run took 3.8 min instead of 6.7); the cap
// keeps the test databases' connections (a pool of 5 per app) far below PostgreSQL's 100.
const WORKERS = Math.min(availableParallelism() + 1, 6);

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/client/**/*.test.{ts,tsx}"],
          // Component tests (*.test.tsx) choose jsdom at their top. React and React DOM are the
          // real ones here: no alias, so what passes is what React renders.
          environment: "node",
          setupFiles: ["src/client/test/dom-setup.ts"],
          // A unit test takes milliseconds, a component test (real React in jsdom) up to 4 s of
          // wall time on a 2-core machine at load 35, and one with two confirmed deletions went
          // past 15 s at load 13 beside a fresh clone's `.ci/run`. The bound is for a hung test,
          // not for speed: the api project's 30 s.
          testTimeout: 30_000,
          // The setup's beforeAll loads the toast and dialog chunks for each jsdom file; at load
          // 17–29 that import outlasted the default 10 s once, and the file's one test was skipped.
          hookTimeout: 60_000,
          // As in the api project: expect.poll waits for a state, not a time.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["src/server/test/global-setup.ts"],
          // The files of a worker share one module graph. Isolated, every file imported the
          // whole server again: imports took 239 s of the api files' summed 416 s, and the
          // run 4.2 min instead of 2.1. Each file builds its own app and database
          // (createTestApp), and no file mocks a module or stubs the environment, so nothing a
          // file changes reaches the next (checked with the files in shuffled order).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll waits for a state (a push that reached the fake push service, the read
          // cache dropping a page), and its default gives up after 1 s: at load beside a fresh
          // clone's `.ci/run` a push test failed so while the push arrived a moment later. The
          // bound is for a state that never comes, as testTimeout is for a hung test.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
