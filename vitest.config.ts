import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
          // wall time on a 2-core machine at load 35. The bound is for a hung test, not for speed.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["src/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
