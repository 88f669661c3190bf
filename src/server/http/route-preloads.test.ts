import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROUTE_PRELOAD_FILE, type RoutePreloadTable } from "../../../build/route-preload.ts";
import { readRoutePreloads, withRoutePreloads } from "./route-preloads.ts";

const shell = "<html><head><title>x</title></head><body></body></html>";
// As build/route-preload.ts writes it: the ranking's table tabs have their code apart.
const table: RoutePreloadTable = [
  ["^/ranking/?$", ["/assets/ranking-page-a.js"], { tabelle: ["/assets/league-table-tab-a.js"] }],
  ["^/news/?$", ["/assets/news-list-page-a.js"]],
];
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("withRoutePreloads", () => {
  it("names a page's own chunks, and a tab's own code only for an address that opens that tab", () => {
    expect(preloaded(withRoutePreloads(shell, table, "/ranking"))).toEqual(["/assets/ranking-page-a.js"]);
    expect(preloaded(withRoutePreloads(shell, table, "/ranking", "?tab=karten"))).toEqual([
      "/assets/ranking-page-a.js",
    ]);
    expect(preloaded(withRoutePreloads(shell, table, "/ranking", "?saison=2026&tab=tabelle"))).toEqual([
      "/assets/ranking-page-a.js",
      "/assets/league-table-tab-a.js",
    ]);
    expect(preloaded(withRoutePreloads(shell, table, "/news", "?tab=tabelle"))).toEqual([
      "/assets/news-list-page-a.js",
    ]);
  });
});

describe("readRoutePreloads", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tschutti-preloads-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the tabs' chunks and refuses a table whose tab names something else than a script", async () => {
    writeFileSync(path.join(dir, ROUTE_PRELOAD_FILE), JSON.stringify(table));
    expect(await readRoutePreloads(dir)).toEqual(table);
    const bad = [["^/ranking/?$", ["/assets/ranking-page-a.js"], { tabelle: ["https://example.com/x.js"] }]];
    writeFileSync(path.join(dir, ROUTE_PRELOAD_FILE), JSON.stringify(bad));
    expect(await readRoutePreloads(dir)).toEqual([]);
  });
});
