import { NOT_FOUND_TITLES } from "#shared/not-found-titles.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubMeta, matchMeta, newsMeta, playerMeta, teamMeta } from "./entity-meta.ts";
import {
  NOT_FOUND_META,
  notFoundMeta,
  type PageMeta,
  PRIVATE_PAGE_PATTERNS,
  PRIVATE_PAGES,
  pageMeta,
  STATIC_PAGES,
} from "./page-meta.ts";
import { leagueTableMeta } from "./table-meta.ts";

type Resolver = (db: DbOrTx, baseUrl: string, params: string[]) => Promise<PageMeta | null>;

// The client routes with an id (src/client/app/router.tsx); each id is looked up, so an unknown
// id answers 404 like an unknown path, titled as the page's not-found heading.
const ENTITY_ROUTES: Array<[RegExp, Resolver, string]> = [
  [/^\/vereine\/([^/]+)$/, (db, base, [club]) => clubMeta(db, base, club ?? ""), NOT_FOUND_TITLES.club],
  [
    /^\/vereine\/([^/]+)\/teams\/([^/]+)$/,
    (db, base, [club, team]) => teamMeta(db, base, club ?? "", team ?? ""),
    NOT_FOUND_TITLES.team,
  ],
  [/^\/spiele\/([^/]+)$/, (db, base, [match]) => matchMeta(db, base, match ?? ""), NOT_FOUND_TITLES.match],
  [/^\/news\/([^/]+)$/, (db, base, [news]) => newsMeta(db, base, news ?? ""), NOT_FOUND_TITLES.news],
  [/^\/players\/([^/]+)$/, (db, _base, [player]) => playerMeta(db, player ?? ""), NOT_FOUND_TITLES.player],
];

/**
 * Title, description, canonical link, share card and JSON-LD of a client route, or the 404
 * meta. The query matters only where it names what the page shows (a league table).
 */
export async function resolvePageMeta(
  db: DbOrTx,
  baseUrl: string,
  rawPath: string,
  query: URLSearchParams = new URLSearchParams(),
): Promise<PageMeta> {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath;
  if (path === "/ranking") {
    const table = await leagueTableMeta(db, query);
    if (table) return table;
  }
  const page = STATIC_PAGES[path];
  if (page) return pageMeta({ ...page, canonicalPath: path });
  const privateTitle = PRIVATE_PAGES[path] ?? privatePatternTitle(path);
  if (privateTitle) return pageMeta({ title: privateTitle, canonicalPath: null });
  for (const [pattern, resolve, missingTitle] of ENTITY_ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const params = match.slice(1).map((p) => safeDecode(p));
    return (await resolve(db, baseUrl, params)) ?? notFoundMeta(missingTitle);
  }
  return NOT_FOUND_META;
}

function privatePatternTitle(path: string): string | undefined {
  for (const [pattern, title] of PRIVATE_PAGE_PATTERNS) {
    const match = pattern.exec(path);
    if (match) return title(safeDecode(match[1] ?? ""));
  }
  return undefined;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
