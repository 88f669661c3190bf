import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";

// /api/docs: Swagger UI from the swagger-ui-dist package, served by us (no CDN: the
// CSP allows scripts from our own origin only, and a club's network may be closed). Its start
// is an external script (/api/docs/start.js), so the page needs no inline script.

const ASSETS = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
} as const;
type Asset = keyof typeof ASSETS;

const START_SCRIPT = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#swagger-ui",
    // Deep links put a link inside each operation's summary button (a control inside a control,
    // which a screen reader cannot reach as either); nothing links to an operation.
    deepLinking: false,
    docExpansion: "none",
    defaultModelsExpandDepth: 0,
    displayOperationId: true,
    filter: true,
    tryItOutEnabled: false,
    withCredentials: true,
    onComplete: function () {
      // Swagger UI's server picker has no label of its own.
      var servers = document.getElementById("servers");
      if (servers) servers.setAttribute("aria-label", "Server");
    },
  });
});
`;

const PAGE = `<!doctype html>
<html lang="de-CH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tschutti API</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<style>
body{margin:0;background:#fff;font-family:system-ui,sans-serif;color:#0f172a}
header{max-width:1460px;margin:0 auto;padding:20px 20px 0}
header h1{margin:0 0 6px;font-size:26px}
header p{margin:4px 0;color:#334155;line-height:1.5}
header code{background:#f1f5f9;padding:1px 4px;border-radius:4px}
/* Swagger UI's own colours, darkened where white text or a light colour on white reads below 4.5:1. */
.swagger-ui .info .title small{background:#4b5563}
.swagger-ui .info .title small.version-stamp{background:#3f6212}
.swagger-ui .info a,.swagger-ui .info .url{color:#1d4ed8}
.swagger-ui .btn.authorize{color:#166534;border-color:#166534}
.swagger-ui .btn.authorize svg{fill:#166534}
.swagger-ui .opblock.opblock-get .opblock-summary-method{background:#1d4ed8}
.swagger-ui .opblock.opblock-post .opblock-summary-method{background:#166534}
.swagger-ui .opblock.opblock-put .opblock-summary-method{background:#9a3412}
.swagger-ui .opblock.opblock-patch .opblock-summary-method{background:#115e59}
.swagger-ui .opblock.opblock-delete .opblock-summary-method{background:#b91c1c}
/* A phone: an answer's «Links» column (no route has links) pushed the page sideways and left its
   description, the schema box with it, a third of the width; each answer stacks its code above its
   description, which takes the full width. */
@media (max-width:600px){
.swagger-ui .responses-table .response-col_links,.swagger-ui .responses-table tr.response>td.response-col_links{display:none}
.swagger-ui .responses-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.swagger-ui .responses-table tr.response,.swagger-ui .responses-table tr.response>td{display:block}
.swagger-ui .responses-table tr.response>td.response-col_description{width:auto;max-width:none;padding-top:0}
}
</style></head>
<body>
<header>
<h1>Tschutti API</h1>
<p>Die offene Schnittstelle der Plattform. Maschinenlesbar: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<p>Öffentliche Daten lesen alle ohne Anmeldung. Schreiben: angemeldet (Sitzungs-Cookie nach <code>POST /api/auth/sign-in/email</code>) oder mit einem API-Schlüssel eures Vereins (<em>Mein Verein → API-Schlüssel</em>) als <code>Authorization: Bearer tsk_…</code>; «Authorize» trägt ihn für «Try it out» ein.</p>
</header>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body></html>`;

const DAY = "public, max-age=86400";

interface Loaded {
  plain: Buffer;
  gzip: Buffer;
}

/** The page, its start script and Swagger UI's files; each file is read and gzipped once. */
export function docsRoutes() {
  const app = new Hono<AppEnv>();
  const require = createRequire(import.meta.url);
  const loaded = new Map<Asset, Loaded>();
  const load = (name: Asset): Loaded => {
    let file = loaded.get(name);
    if (!file) {
      const plain = readFileSync(require.resolve(`swagger-ui-dist/${name}`));
      file = { plain, gzip: gzipSync(plain) };
      loaded.set(name, file);
    }
    return file;
  };

  app.get("/", (c) => c.html(PAGE));
  app.get("/start.js", (c) =>
    c.body(START_SCRIPT, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": DAY }),
  );
  for (const name of Object.keys(ASSETS) as Asset[]) {
    app.get(`/${name}`, (c) => {
      const file = load(name);
      const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
      const headers: Record<string, string> = {
        "content-type": ASSETS[name],
        "cache-control": DAY,
        vary: "Accept-Encoding",
      };
      if (gzip) headers["content-encoding"] = "gzip";
      return c.body(new Uint8Array(gzip ? file.gzip : file.plain), 200, headers);
    });
  }
  return app;
}
