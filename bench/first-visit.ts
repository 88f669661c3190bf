// The main thread of a phone on its first visit: each run opens the page in
// a fresh Chromium context and a fresh renderer, with DevTools' 4× CPU slowdown applied to the
// real run, and reads the browser's own long tasks (PerformanceObserver) until the page has been
// quiet for 3 s. Run by hand after `npm run build`:
//
//   node --import tsx bench/first-visit.ts                          (starts its own server)
//   node --import tsx bench/first-visit.ts --url http://localhost:3301 --url http://localhost:3302
//   ... --runs 7 --only /ranking
//   ... --network slow3g --cpu 4    (DevTools' "Slow 3G" preset: 2 s latency, 400 kbit/s; or fast3g)
//
// Several --url values are measured interleaved (run 1 of each, then run 2 ...), so two builds
// served side by side meet the same machine load. Why beside Lighthouse: Lighthouse reuses one
// browser, so a page's renderer may already have paid one-time costs (the first Intl call loads
// ICU), and its simulation spreads 65-95 on one build on this shared host. Here the slowdown is
// real and every run starts cold, as a first visit does.
import { type Browser, chromium } from "playwright-core";
import { startBenchServer } from "./bench-server.ts";
import { benchPages, CHROMIUM_ARGS } from "./pages.ts";

const QUIET_MS = 3000;

// DevTools' network presets (front_end/core/sdk/NetworkManager.ts): the latency already holds
// DevTools' own factor for request-level throttling, as its "Slow 3G" and "3G" apply it.
const NETWORKS = {
  slow3g: {
    latency: 2000,
    downloadThroughput: (500 * 1000 * 0.8) / 8,
    uploadThroughput: (500 * 1000 * 0.8) / 8,
  },
  fast3g: {
    latency: 562.5,
    downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
    uploadThroughput: (750 * 1000 * 0.9) / 8,
  },
} as const;
type Network = keyof typeof NETWORKS;

interface Visit {
  /** Sum over long tasks of what exceeds 50 ms (Lighthouse's total blocking time, over all of them). */
  blockingMs: number;
  longestMs: number;
  fcpMs: number;
}

function flags(name: string): string[] {
  return process.argv.flatMap((arg, i) =>
    arg === name && process.argv[i + 1] ? [process.argv[i + 1] as string] : [],
  );
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function visit(
  browser: Browser,
  url: string,
  cpu: number,
  network: Network | undefined,
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    if (network) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORKS[network] });
    await page.addInitScript(() => {
      const w = window as unknown as { __tasks: number[]; __fcp: number };
      w.__tasks = [];
      w.__fcp = Number.NaN;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__tasks.push(entry.duration);
      }).observe({ type: "longtask", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === "first-contentful-paint") w.__fcp = entry.startTime;
      }).observe({ type: "paint", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    // Quiet: no new long task for QUIET_MS.
    let seen = -1;
    for (;;) {
      const count = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks.length);
      if (count === seen) break;
      seen = count;
      await page.waitForTimeout(QUIET_MS);
    }
    const { tasks, fcp } = await page.evaluate(() => {
      const w = window as unknown as { __tasks: number[]; __fcp: number };
      return { tasks: w.__tasks, fcp: w.__fcp };
    });
    return {
      blockingMs: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longestMs: Math.max(0, ...tasks),
      fcpMs: fcp,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const runs = Number(flags("--runs")[0] ?? 5);
  const only = flags("--only")[0];
  const cpu = Number(flags("--cpu")[0] ?? 4);
  const networkFlag = flags("--network")[0];
  if (networkFlag !== undefined && !(networkFlag in NETWORKS)) throw new Error(`--network: slow3g or fast3g`);
  const network = networkFlag as Network | undefined;
  console.log(`CPU ${cpu}x, network ${network ?? "unthrottled"}`);
  const given = flags("--url");
  const server =
    given.length === 0
      ? await startBenchServer({ clientDir: process.env.CLIENT_DIR ?? "dist/client", name: "first-visit" })
      : null;
  const bases = server ? [server.url] : given;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const pages = await Promise.all(bases.map(benchPages));
    const first = pages[0] ?? [];
    console.log("page | server | blocking ms (median, runs) | longest task ms | FCP ms");
    for (let p = 0; p < first.length; p++) {
      const pagePath = first[p] as string;
      if (only !== undefined && pagePath !== only && !pagePath.startsWith(`${only}/`)) continue;
      const results: Visit[][] = bases.map(() => []);
      for (let run = 0; run < runs; run++) {
        for (const [b, base] of bases.entries()) {
          results[b]?.push(await visit(browser, `${base}${pages[b]?.[p]}`, cpu, network));
        }
      }
      for (const [b, base] of bases.entries()) {
        const r = results[b] ?? [];
        const blocking = r.map((v) => Math.round(v.blockingMs));
        console.log(
          `${pagePath.replace(/\/[0-9a-f-]{36}$/, "/:id")} | ${base} | ${median(blocking)} (${blocking.join(", ")}) | ` +
            `${Math.round(median(r.map((v) => v.longestMs)))} | ${Math.round(median(r.map((v) => v.fcpMs)))}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
