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
          // A component test renders real React into jsdom: little CPU, but up to 4 s of wall
          // time measured on a 2-core machine shared by eight (load average 30-35).
          testTimeout: 10_000,
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
