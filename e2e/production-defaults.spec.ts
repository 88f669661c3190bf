import { DEMO_FAN, expect, login, test } from "./fixtures.ts";

// The built app as `npm start` serves it (NODE_ENV=production, see playwright.config.ts):
// precompressed assets, compressed JSON, the strict CSP, and a page that runs under it.

test("assets and the app shell arrive compressed, with Vary", async ({ request }) => {
  const shell = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  expect(shell.headers()["content-encoding"]).toBe("br");
  expect(shell.headers().vary).toContain("Accept-Encoding");
  const html = await shell.text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();

  const br = await request.get(script ?? "", { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers().vary).toBe("Accept-Encoding");
  const gz = await request.get(script ?? "", { headers: { "accept-encoding": "gzip" } });
  expect(gz.headers()["content-encoding"]).toBe("gzip");
  // Both decode to the same script (the client decompresses).
  expect(await gz.text()).toBe(await br.text());

  const plain = await request.get("/api/matches", { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect((await plain.body()).byteLength).toBeGreaterThan(1024);
  const json = await request.get("/api/matches", { headers: { "accept-encoding": "br, gzip" } });
  expect(json.headers()["content-encoding"]).toBe("br");
  expect(await json.json()).toEqual(await plain.json());
});

test("the production CSP allows no inline script but the page's nonce, no ws:, and the page runs no inline script", async ({
  request,
}) => {
  const res = await request.get("/");
  const csp = res.headers()["content-security-policy"] ?? "";
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  // The nonce is for scripts React writes while streaming a part that was still loading.
  expect(scriptSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/);
  expect(csp).not.toContain("ws:");
  const html = await res.text();
  // Without src only data blocks (the page's data, JSON-LD), which a browser does not run.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0]);
  for (const tag of inline) expect(tag).toMatch(/type="application\/(json|ld\+json)"/);
});

test("pages run under the strict CSP without violations, signed in too", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  for (const path of ["/", "/vereine", "/live-ticker", "/ranking"]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
  }
  await login(page, DEMO_FAN);
  expect(violations).toEqual([]);
});

test("a write from a foreign origin is refused with the address to use", async ({ request, baseURL }) => {
  const res = await request.post("/api/favorites", {
    headers: { origin: "https://evil.example", "content-type": "application/json" },
    data: { teamId: "00000000-0000-4000-8000-000000000000" },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.message).toContain(new URL(baseURL ?? "").origin);
});
