import { readFileSync } from "node:fs";
import path from "node:path";
import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";

// Without help, a page's own chunks (its loader module and its screen) are requested only once
// the framework and the entry have downloaded and run, and the router asks for them: two round
// trips in a row before the first paint. The build writes which chunks each page needs
// (`route-preload.json`, beside index.html); the server, which renders the page and knows its
// address, puts <link rel="modulepreload"> for them into the page's head
// (server/http/route-preloads.ts), so they download beside the framework. React Router's
// framework mode does the same. (A small script in the shell did it before: it cost the phone
// a task of its own, about 90 ms at a mid-range phone's speed, and one more request.)

/** The file the table is written to, in the client build's root. */
export const ROUTE_PRELOAD_FILE = "route-preload.json";

/**
 * What the build writes: for each page, its address as a pattern and the chunks to preload, and
 * for a tab whose code is a chunk of its own, the further chunks of an address that opens it
 * (`?tab=`: the server renders that tab in place, and the browser takes it over with them).
 */
export type RoutePreloadTable = [pattern: string, files: string[], tabs?: Record<string, string[]>][];

/**
 * Tabs of a page whose code loads when opened (lib/code-part.ts): the page's path as
 * router.tsx names it, the tabs' names in the address, and the module the part imports.
 */
export interface TabPart {
  page: string;
  tabs: readonly string[];
  module: string;
}

/** One public page of src/client/app/router.tsx: `page(path, loader import, screen import)`. */
interface PageRoute {
  pattern: string;
  modules: string[];
}

const PAGE_CALL =
  /page\(\s*(?:undefined|"([^"]*)")\s*,\s*async \(\) => \(await import\("([^"]+)"\)\)\.\w+\s*,\s*\(\) => import\("([^"]+)"\)\s*,?\s*\)/g;

/** The page routes of the router source, each as an address pattern and its two modules. */
export function pageRoutes(routerSource: string, routerDir: string): PageRoute[] {
  return [...routerSource.matchAll(PAGE_CALL)].map(([, routePath, loader = "", screen = ""]) => ({
    pattern: addressPattern(routePath ?? ""),
    modules: [path.resolve(routerDir, loader), path.resolve(routerDir, screen)],
  }));
}

/** A route's path (`vereine/:clubId`) as a pattern of the addresses it matches. */
function addressPattern(routePath: string): string {
  return `^/${routePath
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/")}/?$`;
}

/** The files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(bundle: OutputBundle, fileName: string, into: Set<string>): void {
  const chunk = bundle[fileName];
  if (chunk?.type !== "chunk" || into.has(fileName)) return;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
}

/** What the plugin tells about itself (Vite's `api`): the tab parts it was given, for a test. */
export interface RoutePreloadApi {
  tabParts: readonly TabPart[];
}

export function routePreload(routerFile: string, tabParts: readonly TabPart[] = []): Plugin<RoutePreloadApi> {
  return {
    name: "tschutti-route-preload",
    api: { tabParts },
    apply: "build",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const routes = pageRoutes(readFileSync(routerFile, "utf8"), path.dirname(routerFile));
        if (routes.length === 0) this.error(`no page(...) routes found in ${routerFile}`);
        const fileOf = new Map<string, string>();
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk" && output.facadeModuleId)
            fileOf.set(output.facadeModuleId, output.fileName);
        }
        // What the entry loads anyway is preloaded by the shell already.
        const entry = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk" && output.isEntry) closure(bundle, output.fileName, entry);
        }
        const chunkOf = (module: string): string => {
          const file = fileOf.get(module);
          if (!file) this.error(`module ${module} has no chunk of its own`);
          return file;
        };
        for (const part of tabParts) {
          if (!routes.some((route) => route.pattern === addressPattern(part.page)))
            this.error(`tab part of ${part.page}: no such page in ${routerFile}`);
        }
        const table: RoutePreloadTable = routes.map((route) => {
          const files = new Set<string>();
          for (const module of route.modules) closure(bundle, chunkOf(module), files);
          const tabs: Record<string, string[]> = {};
          for (const part of tabParts.filter((p) => addressPattern(p.page) === route.pattern)) {
            const more = new Set<string>();
            closure(bundle, chunkOf(part.module), more);
            const extra = [...more].filter((f) => !entry.has(f) && !files.has(f)).map((f) => `/${f}`);
            for (const tab of part.tabs) tabs[tab] = extra;
          }
          const own = [...files].filter((f) => !entry.has(f)).map((f) => `/${f}`);
          return Object.keys(tabs).length > 0 ? [route.pattern, own, tabs] : [route.pattern, own];
        });
        this.emitFile({ type: "asset", fileName: ROUTE_PRELOAD_FILE, source: JSON.stringify(table) });
      },
    },
  };
}
