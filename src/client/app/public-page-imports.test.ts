import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The public pages read; they write nothing, so they need no form schemas. zod is 22 KB brotli
// on a phone's first route, and a single constant imported from a schema module (a search box's
// maximum length) brought it onto the start page, the club pages and the news (found by
// bench/first-page.ts: `/` 131 → 160 KB). The bench measures; this names the import that did it.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const ROUTER = resolve(SRC, "client/app/router.tsx");

/**
 * Beside them: the app's shell (every page), the favourites' sync (every page of a signed-in
 * fan) and the fan's own page, read on a phone as often as the public ones (it writes only by
 * switches).
 */
const FAN_MODULES = [
  "client/main.tsx",
  "client/features/favorites/favorites-sync.tsx",
  "client/features/dashboard/dashboard-page.tsx",
].map((path) => resolve(SRC, path));

/** The loader and screen modules of the router's public pages (`page(path, loader, screen)`). */
function publicPageModules(): string[] {
  const router = readFileSync(ROUTER, "utf8");
  const calls = router.split(/\bpage\(/).slice(1);
  return calls.flatMap((call) =>
    [...call.matchAll(/import\("([^"]+)"\)/g)]
      .slice(0, 2)
      .map(([, path]) => resolve(dirname(ROUTER), path ?? "")),
  );
}

/** Where a module's static import leads: a file of ours, or a package's name. */
function resolveImport(from: string, specifier: string): { file: string } | { pkg: string } | null {
  const alias = /^#(shared|client|server)\/(.*)$/.exec(specifier);
  const path = alias
    ? resolve(SRC, alias[1] ?? "", alias[2] ?? "")
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (path === null) {
    const [scope = "", name = ""] = specifier.split("/");
    return { pkg: scope.startsWith("@") ? `${scope}/${name}` : scope };
  }
  return existsSync(path) ? { file: path } : null;
}

/** The static imports of a module: `import type` and `import()` load nothing with the page. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const found = code.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;"']*?\sfrom\s+)?["']([^"']+)["']/gm);
  return [...found].map(([, specifier]) => specifier ?? "");
}

/** Every package a module reaches through static imports, with the chain that reaches it first. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>([entry]);
  const queue: Array<{ file: string; chain: string[] }> = [{ file: entry, chain: [entry] }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const specifier of staticImports(next.file)) {
      const target = resolveImport(next.file, specifier);
      if (target === null) continue;
      if ("pkg" in target) {
        if (!reached.has(target.pkg)) reached.set(target.pkg, next.chain);
      } else if (!seen.has(target.file)) {
        seen.add(target.file);
        queue.push({ file: target.file, chain: [...next.chain, target.file] });
      }
    }
  }
  return reached;
}

const short = (file: string) => file.slice(SRC.length + 1);

describe("the public pages' first route, the shell and a fan's own pages", () => {
  const modules = [...publicPageModules(), ...FAN_MODULES];

  it("is read from the router: the start page, clubs, a match and the ranking among them", () => {
    const names = modules.map(short);
    expect(names).toContain("client/features/home/home-page.tsx");
    expect(names).toContain("client/features/clubs/loaders.ts");
    expect(names).toContain("client/features/matches/match-page.tsx");
    expect(names).toContain("client/features/rankings/ranking-page.tsx");
  });

  it.each(modules.map((file) => [short(file), file]))("%s loads no zod", (_name, file) => {
    const chain = packagesReached(file).get("zod");
    expect(chain?.map(short).join(" → ") ?? "none").toBe("none");
  });
});
