import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("/api/docs", () => {
  it("is Swagger UI from our own files under the strict CSP, without inline script", async () => {
    const page = await t.app.request("/api/docs");
    expect(page.status).toBe(200);
    const csp = page.headers.get("content-security-policy") ?? "";
    // No nonce on API paths (hono leaves a blank where a page's nonce would stand).
    expect(csp).toMatch(/script-src 'self'\s*(;|$)/);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[1]?.trim())).toEqual([
      'src="/api/docs/swagger-ui-bundle.js"',
      'src="/api/docs/start.js"',
    ]);
    expect(scripts.every((m) => m[2] === "")).toBe(true);
    expect(html).not.toMatch(/https?:\/\/(?!localhost)[^"]*\.(js|css)/);

    const bundle = await t.app.request("/api/docs/swagger-ui-bundle.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("javascript");
    expect(bundle.headers.get("content-encoding")).toBe("gzip");
    const css = await t.app.request("/api/docs/swagger-ui.css");
    expect(css.headers.get("content-type")).toContain("text/css");
    expect((await css.text()).length).toBeGreaterThan(10_000);
    const start = await t.app.request("/api/docs/start.js");
    expect(await start.text()).toContain('url: "/api/openapi.json"');
  });

  it("names the site's icon, so a browser asks for no /favicon.ico (a 404 in every visitor's console)", async () => {
    const html = await (await t.app.request("/api/docs")).text();
    const icon = /<link rel="icon"[^>]* href="\/([^"]+)"/.exec(html)?.[1];
    expect(icon).toBe("favicon.svg");
    expect(existsSync(new URL(`../../client/public/${icon}`, import.meta.url))).toBe(true);
  });

  it("declares the cookie and the bearer scheme, and the key routes use them", async () => {
    const res = await t.app.request("/api/openapi.json");
    const doc = (await res.json()) as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string }> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[]; operationId?: string }>>;
    };
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
    const keys = doc.paths["/api/manage/clubs/{clubId}/api-keys"];
    expect(keys?.post?.security).toEqual([{ sessionCookie: [] }]);
    expect(keys?.post?.operationId).toBe("createClubApiKey");
    expect(doc.paths["/api/manage/matches/{id}/result"]?.put?.security).toEqual([
      { sessionCookie: [] },
      { apiKey: [] },
    ]);
  });
});
