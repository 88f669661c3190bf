import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { getSessionCookie } from "better-auth/cookies";
import type { Context, Hono } from "hono";
// The one import of client code on the server (biome.json allows it here only): the server
// renders the client's own routes, loaders and screens (decision 017).
import { createPageRenderer, type RenderedPage, type RenderScope } from "#client/entry-server.tsx";
import type { AppEnv } from "../context.ts";
import { collectReads } from "../db/declared-read.ts";
import { type ClientPage, renderClientPage } from "../modules/seo/client-route.ts";
import { jsonForScript } from "../modules/seo/html-head.ts";
import { publicBaseUrl } from "../modules/seo/public-url.ts";
import { chooseEncoding, compressBytes, type Encoding } from "./content-encoding.ts";
import { CachedAnswer } from "./read-cache.ts";

const ROOT = '<div id="root"></div>';
const SERVER_DATA_ID = "tschutti-data";

/** The request headers an in-process API read carries on from the page request. */
const FORWARDED_HEADERS = ["x-forwarded-for", "user-agent"];

/**
 * Renders a page of the client on the server. Its loaders' API reads are answered by the app
 * itself in this process (through its middleware, so the read cache, the read limit of the
 * visitor's address and the public-read rules apply), never over the network. The page is
 * rendered as an anonymous visitor sees it: its HTML holds nothing private, whoever asks.
 */
// One renderer per process: the client's modules (its API transport, its loaders' cache) are
// configured once, and each render finds its own request's scope through this store. The apps
// that use it (one in production, several in a test file) differ only in their `fetchApi`.
const scopes = new AsyncLocalStorage<RenderScope>();
const renderPage = createPageRenderer({
  run: (scope, render) => scopes.run(scope, render),
  current: () => scopes.getStore(),
});

/**
 * Stands for the CSP nonce in a kept page: each answer gets its own nonce put in its place, so no
 * two responses share one. Random per process, letters and digits only (nothing React escapes),
 * so no text of a page can contain it by chance.
 */
const NONCE_PLACEHOLDER = `nonce${randomBytes(18).toString("hex")}`;

/** A rendered page kept in the read cache, cut where its nonce goes. */
class CachedPage extends CachedAnswer {
  readonly parts: readonly string[];

  constructor(html: string, now: number) {
    super(new TextEncoder().encode(html), "text/html; charset=UTF-8", now);
    this.parts = html.split(NONCE_PLACEHOLDER);
  }
}

/** The read cache's key of an anonymous visitor's page: the site's base and the path and query asked for. */
export function pageKey(base: string, target: string): string {
  return `page:${base}${target}`;
}

/**
 * A kept page whose bytes are the same for every answer, else null. A page whose data was all
 * there when it was rendered has no inline script, hence no nonce: the cache hit path
 * (cache-hits.ts) answers only those.
 */
export function sharedKeptPage(answer: CachedAnswer | undefined): CachedAnswer | null {
  return answer instanceof CachedPage && answer.parts.length === 1 ? answer : null;
}

/**
 * Whether the page may come from, and go into, the read cache: an anonymous GET. The HTML holds
 * nothing private either way (it is rendered as an anonymous visitor sees it), but a signed-in
 * visitor's request may refresh their session cookie on the way, and nothing that sets a cookie
 * is ever answered from memory.
 */
function isAnonymousPageRequest(c: Context<AppEnv>): boolean {
  return (
    c.req.method === "GET" &&
    c.req.header("authorization") === undefined &&
    getSessionCookie(c.req.raw.headers) === null
  );
}

interface Rendered {
  parts: Array<string | ReadableStream<Uint8Array>>;
  status: number;
  /** Sent as `Retry-After` with a 429 or 503: when the refused read may be asked again. */
  retryAfterSeconds: number | null;
}

export function createPageRendering(app: Hono<AppEnv>) {
  /** In-process API reads for one page request. */
  function apiFetcher(c: Context<AppEnv>): RenderScope["fetchApi"] {
    const origin = new URL(c.req.url).origin;
    return (path, init) => {
      const headers = new Headers(init.headers);
      for (const name of FORWARDED_HEADERS) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      const request = new Request(new URL(path, origin), {
        method: init.method ?? "GET",
        headers,
        body: init.body ?? null,
        signal: init.signal ?? null,
      });
      return Promise.resolve(app.fetch(request, c.env));
    };
  }

  /**
   * The page's HTML: the shell (with the page's head) around the streamed React output and the
   * data block the client hydrates from. A route that turned out to be a not-found page (its
   * loader threw a `Missing`) is headed as that page, not as the page its address names. Null
   * when rendering failed before any byte was sent: the caller then sends the plain shell and
   * the client renders the page itself. A redirect or other answer of the client's routes comes
   * back as that Response.
   */
  async function render(
    c: Context<AppEnv>,
    client: ClientPage,
    nonce: string,
  ): Promise<Rendered | Response | null> {
    const { log, realtime } = c.var.deps;
    // Taken before the page's reads: every change up to it has reached this process's read
    // cache (the hub hears a change after the cache has forgotten what it changed), so the
    // page's data is at least this new, and its live stream resumes from here instead of
    // reading the page again (also from 0: no change was ever written). None before the hub has
    // found its place in the log.
    const liveFrom = realtime.position;
    let page: RenderedPage | Response;
    try {
      page = await renderPage(c.req.raw, {
        liveFrom,
        fetchApi: apiFetcher(c),
        origin: publicBaseUrl(c),
        nonce,
        onError: (error) => log.error({ err: error, path: c.req.path }, "server rendering failed"),
      });
    } catch (error) {
      log.error({ err: error, path: c.req.path }, "server rendering failed: the client renders the page");
      return null;
    }
    if (page instanceof Response) return page;
    const { status } = client;
    const shell = page.missingTitle === null ? client.html : client.notFound(page.missingTitle);
    const at = shell.indexOf(ROOT);
    if (at < 0) return null;
    const head = `${shell.slice(0, at)}<div id="root">`;
    const tail = `</div><script type="application/json" id="${SERVER_DATA_ID}">${jsonForScript(page.data)}</script>${shell.slice(at + ROOT.length)}`;
    const finalStatus = status === 404 || page.status >= 400 ? Math.max(status, page.status) : status;
    const retryAfterSeconds = finalStatus === 429 || finalStatus === 503 ? page.retryAfterSeconds : null;
    return { parts: [head, page.html, tail], status: finalStatus, retryAfterSeconds };
  }

  /**
   * A client route's page, with its head (title, share tags: seo/client-route.ts) and its data.
   * With a read cache, an anonymous visitor's page comes from memory as long as every read it
   * made is unchanged (db/declared-read.ts): the head's lookups and the API reads of the page's
   * loaders pass their declared tables on to the page. Only a 200 is kept; the nonce goes in
   * per answer.
   */
  return async function renderHtml(c: Context<AppEnv>, shell: string): Promise<Response> {
    const nonce = (c.get("secureHeadersNonce" as never) as string | undefined) ?? "";
    const cache = c.var.deps.readCache;
    if (!cache?.isActive() || !isAnonymousPageRequest(c)) {
      const page = await renderClientPage(c, shell);
      const rendered = await render(c, page, nonce);
      if (rendered instanceof Response) return rendered;
      return rendered
        ? htmlResponse(c, rendered.parts, rendered.status, rendered.retryAfterSeconds)
        : sendShell(c, page.html, page.status);
    }
    const key = pageKey(publicBaseUrl(c), c.req.url.slice(new URL(c.req.url).origin.length));
    let kept = cache.get(key);
    // When a kept page has just expired, a hundred visitors cost one render, not a hundred.
    const running = kept ? undefined : cache.readingNow(key);
    if (running) {
      await running;
      kept = cache.get(key);
    }
    if (kept instanceof CachedPage) return keptPageResponse(c, kept, nonce);
    const finished = running ? undefined : cache.startReading(key);
    try {
      const mark = cache.mark();
      const { dependencies, done } = collectReads(async () => {
        const page = await renderClientPage(c, shell);
        return { page, rendered: await render(c, page, NONCE_PLACEHOLDER) };
      });
      const { page, rendered } = await done;
      if (rendered instanceof Response) return rendered;
      if (!rendered) return sendShell(c, page.html, page.status);
      const html = await textOf(rendered.parts);
      if (rendered.status !== 200)
        return htmlResponse(
          c,
          [html.replaceAll(NONCE_PLACEHOLDER, nonce)],
          rendered.status,
          rendered.retryAfterSeconds,
        );
      const fresh = new CachedPage(html, cache.now());
      cache.store(key, fresh, dependencies, mark);
      return keptPageResponse(c, fresh, nonce);
    } finally {
      finished?.();
    }
  };
}

/**
 * Sends the app shell (index.html). What a page falls back to when rendering it failed: compressed on the fly, never cached
 * stale; the client renders the page itself.
 */
async function sendShell(c: Context<AppEnv>, html: string, status: 200 | 404 = 200): Promise<Response> {
  const headers = new Headers({
    "content-type": "text/html; charset=UTF-8",
    "cache-control": "no-cache",
    vary: "Accept-Encoding",
  });
  const encoding: Encoding | null = chooseEncoding(c.req.header("accept-encoding"));
  const bytes = new TextEncoder().encode(html);
  const body = encoding ? await compressBytes(bytes, encoding) : bytes;
  if (encoding) headers.set("content-encoding", encoding);
  return new Response(c.req.method === "HEAD" ? null : body, { status, headers });
}

/**
 * A kept page for one answer. A page whose data was all there when it was rendered has no
 * inline script, hence no nonce: the same bytes for everyone, compressed once. Otherwise each
 * answer's nonce goes in and the page is compressed for that answer.
 */
async function keptPageResponse(c: Context<AppEnv>, page: CachedPage, nonce: string): Promise<Response> {
  if (page.parts.length > 1) return htmlResponse(c, [page.parts.join(nonce)], 200);
  // Only a GET comes here (isAnonymousPageRequest).
  const { headers, encoding } = keptPageHeaders(page, c.req.header("accept-encoding"));
  return new Response(encoding ? await page.encode(encoding) : page.bytes, { status: 200, headers });
}

/**
 * How a nonce-free kept page goes out (besides the security headers and the request id): the
 * body is `page.bytes`, or `page.encode(encoding)` when `encoding` is set. The app's way and the
 * hit path (cache-hits.ts) both answer by it. Asked again on every visit (`no-cache`): the page
 * is live, and a visitor's browser must not show yesterday's score.
 */
export function keptPageHeaders(
  page: CachedAnswer,
  accept: string | undefined,
): { headers: Record<string, string>; encoding: Encoding | null } {
  const headers: Record<string, string> = {
    "content-type": page.contentType,
    "cache-control": "no-cache",
    vary: "Accept-Encoding",
  };
  const encoding = chooseEncoding(accept);
  if (encoding) headers["content-encoding"] = encoding;
  return { headers, encoding };
}

/** The whole page as text: a page to be kept is read to its end before it is sent. */
async function textOf(parts: Rendered["parts"]): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for (const part of parts) {
    if (typeof part === "string") text += part;
    else for await (const chunk of part) text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

export type PageRendering = ReturnType<typeof createPageRendering>;

/**
 * Sends the parts in order as they come, compressed on the fly with a flush after each piece
 * React writes, so the browser gets the head (styles, scripts) and the page without waiting
 * for the whole answer.
 */
function htmlResponse(
  c: Context<AppEnv>,
  parts: Array<string | ReadableStream<Uint8Array>>,
  status: number,
  retryAfterSeconds: number | null = null,
): Response {
  const headers = new Headers({
    "content-type": "text/html; charset=UTF-8",
    // Rendered as an anonymous visitor sees it, but live: asked again on every visit.
    "cache-control": "no-cache",
    vary: "Accept-Encoding",
  });
  // A crawler told to come back later (429, 503) learns when, as an API client does.
  if (retryAfterSeconds !== null) headers.set("retry-after", String(retryAfterSeconds));
  if (c.req.method === "HEAD") {
    for (const part of parts) if (typeof part !== "string") void part.cancel();
    return new Response(null, { status, headers });
  }
  const encoder = new TextEncoder();
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (const part of parts) {
      if (typeof part === "string") yield encoder.encode(part);
      else for await (const chunk of part) yield chunk;
    }
  }
  let body = Readable.from(chunks());
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  if (encoding === "br") {
    body = body.pipe(
      createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      }),
    );
  } else if (encoding === "gzip") {
    body = body.pipe(createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH }));
  }
  if (encoding) headers.set("content-encoding", encoding);
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status, headers });
}
