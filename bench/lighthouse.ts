// Lighthouse on four public pages, mobile (its default: emulated phone, slow 4G, 4× CPU
// slowdown), against the production server with the demo data (the goals: performance
// ≥ 95, accessibility 100). Run by hand after `npm run build`:
//
//   node --import tsx bench/lighthouse.ts                 (starts its own server, 3 runs a page)
//   node --import tsx bench/lighthouse.ts --runs 1 --url http://localhost:3000
//   ... --only /ranking --save /tmp/lh                    (one page; each report as JSON)
//   ... --url http://localhost:3301 --url http://localhost:3302   (two builds, interleaved)
//   ... --cpu-slowdown 7                                 (another CPU multiplier than the 4x)
//
// The performance score moves with the machine's load, so each page runs several times and the
// median is reported beside the load average and Lighthouse's benchmark of the host. Several
// --url values are measured interleaved (run 1 of each, then run 2 ...), so builds served side
// by side meet the same load.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { startBenchServer } from "./bench-server.ts";
import { benchPages, CHROMIUM_ARGS } from "./pages.ts";

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

function flags(name: string): string[] {
  return process.argv.flatMap((arg, i) =>
    arg === name && process.argv[i + 1] ? [process.argv[i + 1] as string] : [],
  );
}

// The CPU multiplier is relative to this host: 4x of a host whose benchmark index is 3,400 is a
// phone of index 850, 4x of one at 1,600 a phone of 400. Lighthouse's documentation ("CPU
// Throttling", docs/throttling.md) calibrates its 4x for a high-end desktop of index 1,500-2,000
// and advises another multiplier on other hosts; the output names the phone each run emulated
// (host index / multiplier), so runs on a fast and a slow host can be compared.
const cpuSlowdown = flag("--cpu-slowdown") === undefined ? undefined : Number(flag("--cpu-slowdown"));
const multiplier = cpuSlowdown ?? throttling.mobileSlow4G.cpuSlowdownMultiplier;

interface Run {
  /** Null when Lighthouse could not score the run (its reason in `error`): not a score of 0. */
  performance: number | null;
  error: string | undefined;
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
    ...(cpuSlowdown === undefined
      ? {}
      : { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (saveAs) writeFileSync(saveAs, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const failedAudits = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  const score = categories.performance?.score ?? null;
  return {
    performance: score === null ? null : Math.round(score * 100),
    error: result.lhr.runtimeError?.message ?? (score === null ? "no performance score" : undefined),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    failedAudits,
  };
}

async function main() {
  const runs = Number(flag("--runs") ?? 3);
  const given = flags("--url");
  const clientDir = process.env.CLIENT_DIR ?? path.join("dist", "client");
  const server = given.length === 0 ? await startBenchServer({ clientDir, name: "lighthouse" }) : null;
  const bases = server ? [server.url] : given;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const pages = await Promise.all(bases.map(benchPages));
    const only = flag("--only");
    const save = flag("--save");
    if (save) mkdirSync(save, { recursive: true });
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(
      `page | performance (median, runs) | accessibility | LCP ms | CLS | TBT ms | host benchmark index | phone index (host ÷ ${multiplier}x)`,
    );
    for (let p = 0; p < 4; p++) {
      const pagePath = pages[0]?.[p] ?? "/";
      // `--only /spiele` picks the match page whatever its id.
      if (only !== undefined && pagePath !== only && !pagePath.startsWith(`${only}/`)) continue;
      const results: Run[][] = bases.map(() => []);
      for (let i = 0; i < runs; i++) {
        for (const [b, base] of bases.entries()) {
          const own = pages[b]?.[p] ?? "/";
          const saveAs = save
            ? path.join(
                save,
                `${own.split("/")[1] || "home"}-${bases.length > 1 ? `${b + 1}-` : ""}${i + 1}.json`,
              )
            : undefined;
          results[b]?.push(await audit(chrome.port, new URL(own, base).href, saveAs));
        }
      }
      for (const [b, base] of bases.entries()) {
        const r = results[b] ?? [];
        // A run Lighthouse could not score counts in no median; it is listed as failed.
        const scored = r.filter((x) => x.performance !== null);
        const perf = r.map((x) => (x.performance === null ? "failed" : String(x.performance)));
        console.log(
          // Each server's own page: with their own demo data, a club or a match has another id on each.
          `${pages[b]?.[p] ?? pagePath}${bases.length > 1 ? ` @ ${base}` : ""} | ${median(scored.map((x) => x.performance ?? 0))} (${perf.join(", ")}) | ` +
            `${median(scored.map((x) => x.accessibility))} | ${Math.round(median(scored.map((x) => x.lcpMs)))} | ` +
            `${median(scored.map((x) => x.cls)).toFixed(3)} | ${Math.round(median(scored.map((x) => x.tbtMs)))} | ` +
            `${Math.round(median(scored.map((x) => x.benchmarkIndex)))} | ` +
            `${Math.round(median(scored.map((x) => x.benchmarkIndex)) / multiplier)}`,
        );
        for (const run of r) if (run.error) console.log(`  failed run: ${run.error}`);
        const failed = new Set(r.flatMap((x) => x.failedAudits));
        if (failed.size > 0) console.log(`  below 0.9: ${[...failed].join("; ")}`);
      }
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
