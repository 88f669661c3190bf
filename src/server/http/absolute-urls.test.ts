import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertClub } from "../test/public-rows.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { absoluteUploadUrls } from "./absolute-urls.ts";

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

  it("keeps a path in PUBLIC_URL and gives nothing without PUBLIC_URL", () => {
    const rewrite = absoluteUploadUrls("https://example.ch/tschutti");
    expect(text(rewrite?.(bytes('["/uploads/a.jpg"]')) ?? new Uint8Array())).toBe(
      '["https://example.ch/tschutti/uploads/a.jpg"]',
    );
    expect(absoluteUploadUrls(undefined)).toBeNull();
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

  it("stay relative without PUBLIC_URL: a Host header never goes into a kept answer", async () => {
    expect(await logo(without, clubB, "evil.example")).toBe("/uploads/club-logos/a.webp");
    expect(await logo(without, clubB, "127.0.0.1:3000")).toBe("/uploads/club-logos/a.webp");
  });
});
