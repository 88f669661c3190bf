import { readFileSync } from "node:fs";
import path from "node:path";
import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";

// Without help, a page's own chunks (its loader module and its screen) are requested only once
// the framework and the entry have downloaded and run, and the router asks for them: two round
// trips in a row before the first paint. A tiny classic script, loaded async from the shell,
// looks at the address and adds <link rel="modulepreload"> for that page's chunks at once, so
// they download beside the framework. It is a file, not inline code: the CSP allows no inline
// script.

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
    pattern: `^/${(routePath ?? "")
      .split("/")
      .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}/?$`,
    modules: [path.resolve(routerDir, loader), path.resolve(routerDir, screen)],
  }));
}

/** The files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(bundle: OutputBundle, fileName: string, into: Set<string>): void {
  const chunk = bundle[fileName];
  if (chunk?.type !== "chunk" || into.has(fileName)) return;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
}

export function routePreload(routerFile: string): Plugin {
  return {
    name: "tschutti-route-preload",
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
        const table = routes.map((route) => {
          const files = new Set<string>();
          for (const module of route.modules) {
            const file = fileOf.get(module);
            if (!file) this.error(`route module ${module} has no chunk of its own`);
            closure(bundle, file, files);
          }
          return [route.pattern, [...files].filter((f) => !entry.has(f)).map((f) => `/${f}`)];
        });
        const source = `(()=>{const t=${JSON.stringify(table)};const p=location.pathname;for(const[r,f]of t){if(!new RegExp(r).test(p))continue;for(const h of f){const l=document.createElement("link");l.rel="modulepreload";l.as="script";l.crossOrigin="";l.href=h;document.head.appendChild(l)}break}})();\n`;
        const ref = this.emitFile({ type: "asset", name: "route-preload.js", source });
        const html = bundle["index.html"];
        if (html?.type !== "asset") return this.error("index.html is not in the bundle");
        const script = `<script async src="/${this.getFileName(ref)}"></script>`;
        html.source = String(html.source).replace(
          /(\s*)<script type="module"/,
          `$1${script}$1<script type="module"`,
        );
      },
    },
  };
}
