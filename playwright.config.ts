import { createServer } from "node:net";
import { defineConfig, devices } from "@playwright/test";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

// A free port unless E2E_PORT names one, so two `npm test` runs side by side (two clones, two
// engineers on one machine) do not meet on one server. Chosen once in the runner: the workers
// load this file again and inherit the variable.
process.env.E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// The browser is Debian's Chromium: a test runner's own browser download does not work here.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: "e2e",
  // Sized for a shared 2-core machine with a load around 10: tests wait for states, and these
  // bounds only decide how long a state may take to appear before the test counts as failed.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two workers on the 2-core machine (the server and the browsers share it); more only make each
  // journey slower. Override with E2E_WORKERS on a larger machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A failed journey is a defect (shared state or a missing wait), never retried: a retry would
  // let a race pass on CI and fail for the next person.
  retries: 0,
  // The second prints what a failed journey's page showed (see the file).
  reporter: [["list"], ["./e2e/page-at-failure-reporter.ts"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "de-CH",
    timezoneId: "Europe/Zurich",
    // No trace: recording one for every journey (kept only on failure) made the suite about a
    // third slower (manage and schedule: 93 s with, 63 s without), and CI keeps only the output.
    // A failure prints its page (the reporter above) and keeps a screenshot; to see a failure
    // step by step, run it again with `npx playwright test --trace on FILE`.
    trace: "off",
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    screenshot: "only-on-failure",
    launchOptions,
    // The PWA's service worker would answer requests before page.route() sees them; the specs
    // that test it (match-day) allow it again.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // A fresh embedded database with the demo data for every run.
    command: `rm -rf ${DATA_DIR} && node --import tsx src/server/main.ts`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR,
      CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? "dist/client",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // The journeys register hundreds of accounts from one address, faster as the suite grows and
      // the machine gets quicker: at 20 (100 sign-ups a minute) a full run met «Zu viele
      // Versuche» in journeys that only set up their club. The limits themselves are tested
      // against the server (auth rate-limit tests), at their production values.
      RATE_LIMIT_SCALE: "100",
      PUBLIC_URL: `http://localhost:${PORT}`,
    },
  },
});
