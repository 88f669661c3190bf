// How much JavaScript a fan's browser loads for the first view of each page (the budget: at
// most 130 KB brotli for a page's first route, React DOM itself being about 55 KB). Run by hand:
//
//   npm run build && node --import tsx bench/first-page.ts            (starts its own server)
//   node --import tsx bench/first-page.ts --url http://localhost:3000 (uses a running one)
//   ... --files                                                      (each script's size)
//   ... --page /spiele/ID                                            (other pages than the four)
//
// Each page is opened in a fresh Chromium context (empty cache, no service worker). The bytes
// counted are what went over the wire for every script the page loaded, as Chromium reports them
// (`encodedDataLength`), beside the brotli size of the same files as the build precompressed
// them (`*.js.br`, what `npm start` sends to a browser that accepts br over HTTPS). Scripts asked
// for only after the page became interactive (`data-interactive`: dialogs fetched when the
// browser is idle, on-demand parts) are not the first route's: they are listed apart, and
// whether they are there when the page settles depends on the machine's speed.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { startBenchServer } from "./bench-server.ts";
import { benchPages, CHROMIUM_ARGS } from "./pages.ts";

const BUDGET_BYTES = 130 * 1024;
const clientDir = process.env.CLIENT_DIR ?? path.join("dist", "client");

interface Measured {
  page: string;
  files: { path: string; brotli: number }[];
  /** Scripts requested after the page became interactive: not counted in the sums. */
  later: { path: string; brotli: number }[];
  scripts: number;
  wireBytes: number;
  brotliBytes: number;
  rawBytes: number;
}

function brotliSizeOf(urlPath: string): { brotli: number; raw: number } {
  const file = path.join(clientDir, urlPath);
  const raw = existsSync(file) ? statSync(file).size : 0;
  const brotli = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : raw;
  return { brotli, raw };
}

async function measure(browser: Browser, base: string, pagePath: string): Promise<Measured> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  // When React has taken over the page (main.tsx sets the attribute), on the page's own clock.
  await context.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.documentElement?.hasAttribute("data-interactive")) return;
      (window as { interactiveAt?: number }).interactiveAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-interactive"] });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const wire = new Map<string, number>();
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on("Network.loadingFinished", (event) => wire.set(event.requestId, event.encodedDataLength));
  await page.goto(new URL(pagePath, base).href);
  // Settled: the page's heading is there and nothing shows a loading state (the same rule as
  // the e2e helper `waitUntilSettled`); "networkidle" alone fires between the first scripts and
  // the route's chunks on a busy machine, and never on a page with a live stream.
  await page.locator("main h1").first().waitFor();
  await page
    .locator('[aria-busy="true"], [class*="animate-pulse"], [class*="animate-spin"]')
    .first()
    .waitFor({ state: "detached" });
  await page.waitForLoadState("load");
  await page.waitForFunction(() => (window as { interactiveAt?: number }).interactiveAt !== undefined);
  const startedLate = new Set(
    await page.evaluate(() => {
      const interactiveAt = (window as { interactiveAt?: number }).interactiveAt ?? Infinity;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime > interactiveAt)
        .map((entry) => new URL(entry.name).pathname);
    }),
  );
  let wireBytes = 0;
  let brotliBytes = 0;
  let rawBytes = 0;
  const files: Measured["files"] = [];
  const later: Measured["later"] = [];
  for (const [id, urlPath] of scripts) {
    const sizes = brotliSizeOf(urlPath);
    if (startedLate.has(urlPath)) {
      later.push({ path: urlPath, brotli: sizes.brotli });
      continue;
    }
    wireBytes += wire.get(id) ?? 0;
    brotliBytes += sizes.brotli;
    rawBytes += sizes.raw;
    files.push({ path: urlPath, brotli: sizes.brotli });
  }
  await context.close();
  return { page: pagePath, files, later, scripts: files.length, wireBytes, brotliBytes, rawBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const urlFlag = process.argv.indexOf("--url");
  const server = urlFlag > 0 ? null : await startBenchServer({ clientDir, name: "first-page" });
  const base = urlFlag > 0 ? (process.argv[urlFlag + 1] ?? "") : (server?.url ?? "");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    // --page PATH (repeatable) measures those pages instead, e.g. a completed match.
    const asked = process.argv.flatMap((arg, i) =>
      arg === "--page" && process.argv[i + 1] ? [process.argv[i + 1] as string] : [],
    );
    const pages = asked.length > 0 ? asked : await benchPages(base);
    console.log("page | scripts | over the wire | brotli (.br files) | uncompressed");
    const results: Measured[] = [];
    for (const pagePath of pages) {
      const m = await measure(browser, base, pagePath);
      results.push(m);
      console.log(`${m.page} | ${m.scripts} | ${kb(m.wireBytes)} | ${kb(m.brotliBytes)} | ${kb(m.rawBytes)}`);
      // --files lists each script's brotli size, largest first: where the budget goes.
      if (process.argv.includes("--files")) {
        for (const f of m.files.sort((a, b) => b.brotli - a.brotli))
          console.log(`    ${kb(f.brotli)}  ${f.path}`);
      }
      if (m.later.length > 0) {
        const laterBytes = m.later.reduce((sum, f) => sum + f.brotli, 0);
        console.log(`  + ${kb(laterBytes)} after it became interactive (not counted):`);
        for (const f of m.later.sort((a, b) => b.brotli - a.brotli))
          console.log(`    ${kb(f.brotli)}  ${f.path}`);
      }
    }
    for (const m of results) {
      const verdict = m.brotliBytes <= BUDGET_BYTES ? "within" : "OVER";
      console.log(`${m.page}: ${kb(m.brotliBytes)} brotli, ${verdict} the budget of ${kb(BUDGET_BYTES)}`);
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
