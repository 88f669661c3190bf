import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../../build/precompress.ts";
import { ROUTE_PRELOAD_FILE } from "../../../build/route-preload.ts";
import { call, signUp } from "../test/http.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { chooseEncoding } from "./content-encoding.ts";
import { serveClient } from "./static-files.ts";

let t: TestContext;
let clientDir: string;
const script = `export const greeting = ${JSON.stringify("Hoi zäme ".repeat(400))};\n`;
const shell = `<!doctype html><html lang="de-CH"><head><title>Tschutti</title></head><body>${"<p>Tschutti</p>".repeat(100)}<script type="module" src="/assets/app-abc123.js"></script></body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  clientDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), script);
  writeFileSync(
    path.join(clientDir, "assets", "logo.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`,
  );
  writeFileSync(path.join(clientDir, "assets", "tiny.css"), "a{color:red}");
  writeFileSync(path.join(clientDir, "index.html"), shell);
  writeFileSync(path.join(clientDir, "sw.js"), "importScripts('/push-sw.js');");
  writeFileSync(path.join(clientDir, "push-sw.js"), "self.addEventListener('push', () => {});");
  writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  mkdirSync(path.join(clientDir, "icons"));
  writeFileSync(path.join(clientDir, "icons", "icon-192.png"), "\x89PNG");
  // As build/route-preload.ts writes it: each page's address and the chunks it needs.
  writeFileSync(
    path.join(clientDir, ROUTE_PRELOAD_FILE),
    JSON.stringify([
      ["^/spielplan/?$", ["/assets/schedule-page-abc.js", "/assets/api-abc.js"]],
      ["^/news/?$", ["/assets/news-list-page-abc.js"]],
    ]),
  );
  await precompressDir(clientDir);
  serveClient(t.app, { clientDir, uploadsDir: t.uploadsDir });
});
afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
  await t.close();
});

const get = (p: string, acceptEncoding?: string) =>
  t.app.request(p, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("precompressed build files", () => {
  it("sends brotli when accepted, with Vary and the year-long cache", async () => {
    const res = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it("sends gzip to a client without brotli, and plain bytes (still with Vary) to one without either", async () => {
    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(script);
  });

  it("honours q=0", async () => {
    const res = await get("/assets/app-abc123.js", "br;q=0, gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("compresses SVG; a file too small for a variant is sent plain", async () => {
    expect((await get("/assets/logo.svg", "br")).headers.get("content-encoding")).toBe("br");
    const tiny = await get("/assets/tiny.css", "br");
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(await tiny.text()).toBe("a{color:red}");
  });

  it("sends the app shell compressed for client routes, and 404 for missing files", async () => {
    const res = await get("/spielplan", "br");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    // The shell, with the page's own head tags (modules/seo) in place of its title.
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain("<title>Spielplan – Tschutti</title>");
    expect(html.replace(/<head>[\s\S]*<\/head>/, "")).toBe(shell.replace(/<head>[\s\S]*<\/head>/, ""));
    // The page's own chunks download beside the framework: its head names them.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/schedule-page-abc.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/api-abc.js">');
    expect(html).not.toContain("news-list-page");
    // An unknown client route is the same shell with status 404.
    expect((await get("/clubs/irgendwas", "br")).status).toBe(404);
    expect((await get("/assets/fehlt.js", "br")).status).toBe(404);
    expect((await get("/assets/..%2f..%2fetc%2fpasswd")).status).toBe(404);
  });

  it("has the service worker's scripts asked for afresh every time, other top-level files kept an hour", async () => {
    // The browser installs a new /sw.js with whatever /push-sw.js its HTTP cache holds: kept an
    // hour, a new worker could run the previous release's push part beside its own offline part.
    for (const file of ["/sw.js", "/push-sw.js"]) {
      const res = await get(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get("cache-control"), file).toBe("no-cache");
    }
    expect((await get("/favicon.svg")).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers /favicon.ico, which browsers and crawlers ask for unprompted, with the app's icon", async () => {
    const res = await get("/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await res.text()).toBe("\x89PNG");
    expect((await t.app.request("/favicon.ico", { method: "HEAD" })).status).toBe(200);
  });

  it("caches uploads for a year: their names are never reused", async () => {
    mkdirSync(path.join(t.uploadsDir, "club-logos"), { recursive: true });
    writeFileSync(path.join(t.uploadsDir, "club-logos", "a.w160-512.webp"), "RIFF");
    const res = await get("/uploads/club-logos/a.w160-512.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/uploads/club-logos/fehlt.webp")).headers.get("cache-control")).toBeNull();
  });

  it("lets other sites show uploads (CORP cross-origin); everything else stays same-origin", async () => {
    mkdirSync(path.join(t.uploadsDir, "club-logos"), { recursive: true });
    writeFileSync(path.join(t.uploadsDir, "club-logos", "b.w160-512.webp"), "RIFF");
    const upload = await get("/uploads/club-logos/b.w160-512.webp");
    expect(upload.status).toBe(200);
    expect(upload.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    for (const other of ["/assets/app-abc123.js", "/", "/api/health", "/api/clubs"]) {
      expect((await get(other)).headers.get("cross-origin-resource-policy"), other).toBe("same-origin");
    }
  });
});

describe("the shell's own file", () => {
  it("sends /index.html on to the start page: the unrendered template has no content, head or canonical", async () => {
    const res = await get("/index.html?quelle=alt");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/?quelle=alt");
  });
});

describe("JSON answers", () => {
  it("compresses JSON over 1 KB and leaves small answers alone", async () => {
    const { cookie } = await signUp(t.app);
    const big = await t.app.request("/api/openapi.json", { headers: { "accept-encoding": "br, gzip" } });
    expect(big.headers.get("content-encoding")).toBe("br");
    expect(big.headers.get("vary")).toContain("Accept-Encoding");
    const doc = JSON.parse(brotliDecompressSync(Buffer.from(await big.arrayBuffer())).toString());
    expect(doc.openapi).toBe("3.1.0");

    const small = await t.app.request("/api/favorites", {
      headers: { cookie, "accept-encoding": "br, gzip" },
    });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ favorites: [] });
  });

  it("keeps the live stream uncompressed", async () => {
    const res = await t.app.request("/api/live/stream?all=live", {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    expect(res.headers.get("content-encoding")).toBeNull();
    await res.body?.cancel();
  });

  it("gives curl without Accept-Encoding plain JSON", async () => {
    const res = await call(t.app, "GET", "/api/openapi.json");
    expect(res.headers.get("content-encoding")).toBeNull();
  });
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip;q=1.0, br;q=0", "gzip"],
    ["*", "br"],
    ["identity", null],
    ["br;q=0, gzip;q=0", null],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
