// Lighthouse on four public pages, mobile (its default: emulated phone, slow 4G, 4× CPU
// slowdown), against the production server with the demo data (issue 14, point 5: performance
// ≥ 95, accessibility 100). Run by hand after `npm run build`:
//
//   node --import tsx bench/lighthouse.ts                 (starts its own server, 3 runs a page)
//   node --import tsx bench/lighthouse.ts --runs 1 --url http://localhost:3000
//   ... --only /ranking --save /tmp/lh                    (one page; each report as JSON)
//
// The performance score moves with the machine's load, so each page runs several times and the
// median is reported beside the load average.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBenchServer } from "./bench-server.ts";

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's own CPU benchmark of this host during the run: the score follows it. */
  benchmarkIndex: number;
  failedAudits: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function audit(port: number, url: string, saveAs?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (saveAs) writeFileSync(saveAs, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const failedAudits = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    failedAudits,
  };
}

async function firstIds(base: string): Promise<{ clubId: string; matchId: string }> {
  const clubs = (await (await fetch(`${base}/api/clubs?page=1&pageSize=1`)).json()) as {
    clubs: { id: string }[];
  };
  const matches = (await (await fetch(`${base}/api/matches?limit=1`)).json()) as {
    matches: { id: string }[];
  };
  const clubId = clubs.clubs[0]?.id;
  const matchId = matches.matches[0]?.id;
  if (!clubId || !matchId) throw new Error("The server has no clubs or matches: seed the demo data first.");
  return { clubId, matchId };
}

async function main() {
  const runs = Number(flag("--runs") ?? 3);
  const givenUrl = flag("--url");
  const clientDir = process.env.CLIENT_DIR ?? path.join("dist", "client");
  const server = givenUrl ? null : await startBenchServer({ clientDir, name: "lighthouse" });
  const base = givenUrl ?? server?.url ?? "";
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const { clubId, matchId } = await firstIds(base);
    const only = flag("--only");
    const save = flag("--save");
    if (save) mkdirSync(save, { recursive: true });
    const pages = ["/", `/vereine/${clubId}`, `/live-ticker/${matchId}`, "/ranking"].filter(
      (p) => only === undefined || p === only,
    );
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log("page | performance (median, runs) | accessibility | LCP ms | CLS | TBT ms | host benchmark index");
    for (const pagePath of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const saveAs = save
          ? path.join(save, `${pagePath.split("/")[1] || "home"}-${i + 1}.json`)
          : undefined;
        results.push(await audit(chrome.port, new URL(pagePath, base).href, saveAs));
      }
      const perf = results.map((r) => r.performance);
      console.log(
        `${pagePath} | ${median(perf)} (${perf.join(", ")}) | ${median(results.map((r) => r.accessibility))} | ` +
          `${Math.round(median(results.map((r) => r.lcpMs)))} | ${median(results.map((r) => r.cls)).toFixed(3)} | ` +
          `${Math.round(median(results.map((r) => r.tbtMs)))} | ` +
          `${Math.round(median(results.map((r) => r.benchmarkIndex)))}`,
      );
      const failed = new Set(results.flatMap((r) => r.failedAudits));
      if (failed.size > 0) console.log(`  below 0.9: ${[...failed].join("; ")}`);
    }
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    chrome.kill();
    await server?.stop();
  }
}

await main();
