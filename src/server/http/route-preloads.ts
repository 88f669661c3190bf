import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ROUTE_PRELOAD_FILE, type RoutePreloadTable } from "../../../build/route-preload.ts";

// A page's own chunks (its loader module and its screen) are asked for by the router only once
// the framework and the entry have run. The build lists them per page (build/route-preload.ts);
// the page's head names them, so the browser fetches them beside the framework instead of after
// it. Read with the shell, for the same reason: a new build replaces both.

/** The build's table, or an empty one (a dev server, or a build from before the table). */
export async function readRoutePreloads(clientDir: string): Promise<RoutePreloadTable> {
  const file = path.join(clientDir, ROUTE_PRELOAD_FILE);
  if (!existsSync(file)) return [];
  try {
    const table: unknown = JSON.parse(await readFile(file, "utf8"));
    return isTable(table) ? table : [];
  } catch {
    // A half-written file during a deploy: the page loads its chunks a round trip later.
    return [];
  }
}

/**
 * The shell with <link rel="modulepreload"> for the first page whose pattern the path matches,
 * and for the tab the address opens if that tab's code is a chunk of its own: the server renders
 * the tab in place, and the browser takes it over as soon as it has that chunk.
 */
export function withRoutePreloads(
  shell: string,
  table: RoutePreloadTable,
  pathname: string,
  search = "",
): string {
  const row = table.find(([pattern]) => new RegExp(pattern).test(pathname));
  const tab = new URLSearchParams(search).get("tab");
  const files = [...(row?.[1] ?? []), ...((tab !== null && row?.[2]?.[tab]) || [])];
  const at = shell.indexOf("</head>");
  if (files.length === 0 || at < 0) return shell;
  // crossorigin as the entry's own script tag has it: a module's preload must match its fetch.
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join("");
  return `${shell.slice(0, at)}${links}${shell.slice(at)}`;
}

function isTable(value: unknown): value is RoutePreloadTable {
  return (
    Array.isArray(value) &&
    value.every(
      (row) =>
        Array.isArray(row) &&
        typeof row[0] === "string" &&
        isFileList(row[1]) &&
        (row[2] === undefined ||
          (typeof row[2] === "object" && row[2] !== null && Object.values(row[2]).every(isFileList))),
    )
  );
}

function isFileList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.every((file: unknown) => typeof file === "string" && /^\/assets\/[\w.-]+\.js$/.test(file))
  );
}
