import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createReadLimiter } from "../modules/read-api/read-rate-limit.ts";
import { insertClub } from "../test/public-rows.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { absoluteUploadUrls } from "./absolute-urls.ts";
import { cacheHitPath, withCacheHits } from "./cache-hits.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe("absoluteUploadUrls", () => {
  it("prefixes every string that is an upload URL, nothing else", () => {
    const rewrite = absoluteUploadUrls("https://tschutti.example/");
    if (!rewrite) throw new Error("expected a rewriter");
    const json = JSON.stringify({
      clubLogoUrl: "/uploads/club-logos/a.w160-512.webp",
      images: [{ imageUrl: "/uploads/news/b.jpg" }],
      description: 'Siehe "/uploads/x.jpg" und /uploads/y.jpg',
      other: "/assets/logo.svg",
      remote: "https://cdn.example/uploads/z.jpg",
    });
    expect(JSON.parse(text(rewrite(bytes(json))))).toEqual({
      clubLogoUrl: "https://tschutti.example/uploads/club-logos/a.w160-512.webp",
      images: [{ imageUrl: "https://tschutti.example/uploads/news/b.jpg" }],
      description: 'Siehe "/uploads/x.jpg" und /uploads/y.jpg',
      other: "/assets/logo.svg",
      remote: "https://cdn.example/uploads/z.jpg",
    });
  });

  it("keeps a path in the base", () => {
    const rewrite = absoluteUploadUrls("https://example.ch/tschutti");
    expect(text(rewrite?.(bytes('["/uploads/a.jpg"]')) ?? new Uint8Array())).toBe(
      '["https://example.ch/tschutti/uploads/a.jpg"]',
    );
  });
});

describe("image URLs in public API answers", () => {
  let withUrl: TestContext;
  let without: TestContext;
  let clubA: string;
  let clubB: string;
  beforeAll(async () => {
    withUrl = await createTestApp({ PUBLIC_URL: "https://tschutti.example", READ_CACHE: "on" });
    without = await createTestApp({ PUBLIC_URL: undefined, READ_CACHE: "on" });
    clubA = (
      await insertClub(withUrl.deps.db, { clubName: "FC Bild", clubLogoUrl: "/uploads/club-logos/a.webp" })
    ).id;
    clubB = (
      await insertClub(without.deps.db, { clubName: "FC Bild", clubLogoUrl: "/uploads/club-logos/a.webp" })
    ).id;
  });
  afterAll(async () => {
    await withUrl.close();
    await without.close();
  });

  const logo = async (t: TestContext, id: string, host: string) => {
    const res = await t.app.request(`http://${host}/api/clubs/${id}`, { headers: { host } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { club: { clubLogoUrl: string } }).club.clubLogoUrl;
  };

  it("are absolute from PUBLIC_URL, whatever Host the request names, also from the cache", async () => {
    expect(await logo(withUrl, clubA, "evil.example")).toBe(
      "https://tschutti.example/uploads/club-logos/a.webp",
    );
    expect(await logo(withUrl, clubA, "localhost:3000")).toBe(
      "https://tschutti.example/uploads/club-logos/a.webp",
    );
  });

  it("name the server's own address without PUBLIC_URL, each address its own kept answer", async () => {
    // Asked at two of this machine's addresses in turn: each reader gets the address it used,
    // also when the answer comes from the cache the other one filled.
    expect(await logo(without, clubB, "127.0.0.1:3000")).toBe(
      "http://127.0.0.1:3000/uploads/club-logos/a.webp",
    );
    expect(await logo(without, clubB, "localhost:3000")).toBe(
      "http://localhost:3000/uploads/club-logos/a.webp",
    );
    expect(await logo(without, clubB, "127.0.0.1:3000")).toBe(
      "http://127.0.0.1:3000/uploads/club-logos/a.webp",
    );
  });

  it("never name a foreign Host without PUBLIC_URL: they stay relative then", async () => {
    // A proxy in front that sends its public name: relative URLs work on our own pages.
    expect(await logo(without, clubB, "evil.example")).toBe("/uploads/club-logos/a.webp");
    expect(await logo(without, clubB, "127.0.0.1:3000")).toBe(
      "http://127.0.0.1:3000/uploads/club-logos/a.webp",
    );
  });

  it("the hit path keeps to the same bases as the app", async () => {
    const limiter = createReadLimiter({ limit: 1000 });
    const app = getRequestListener(createApp(without.deps, limiter).fetch);
    // What reached the app: the second read of each address must not.
    let appAnswered = 0;
    const server = createServer(
      withCacheHits(cacheHitPath(without.deps, limiter), (req, res) => {
        appAnswered++;
        return app(req, res);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const read = async (host: string) => {
        const res = await fetch(`http://${host}:${port}/api/clubs/${clubB}`);
        return ((await res.json()) as { club: { clubLogoUrl: string } }).club.clubLogoUrl;
      };
      // The second read of each address is a hit; each gets its own address back.
      for (const round of [1, 2]) {
        const before = appAnswered;
        expect(await read("127.0.0.1"), `round ${round}`).toBe(
          `http://127.0.0.1:${port}/uploads/club-logos/a.webp`,
        );
        expect(await read("localhost"), `round ${round}`).toBe(
          `http://localhost:${port}/uploads/club-logos/a.webp`,
        );
        // The first round may find answers the earlier tests kept; the second finds both.
        if (round === 2) expect(appAnswered - before, "reads the app answered in round 2").toBe(0);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
