import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTitle } from "#shared/page-title.ts";
import { rankingPageTitle, titledTableOf } from "#shared/rankings/ranking-title.ts";
import { serveClient } from "../../http/static-files.ts";
import { insertClub, insertMatch, insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

const SHELL = `<!doctype html>
<html lang="de-CH">
  <head><meta charset="UTF-8" /><title>Tschutti</title></head>
  <body><div id="root"></div></body>
</html>`;

let t: TestContext;
let leaderClubId: string;
const TABLE_LINK = "/ranking?tab=tabelle&kanton=Z%C3%BCrich&liga=3.+Liga&gruppe=Gruppe+1&saison=2026";

async function solidPng(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 300, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-client-"));
  writeFileSync(path.join(clientDir, "index.html"), SHELL);
  serveClient(t.app, { clientDir, uploadsDir: t.uploadsDir });
  // A pure red logo, so the test can find it on the card.
  const logoUrl = await t.deps.storage.put("club-logos/rot.png", await solidPng(220, 0, 0), "image/png");
  const leader = await insertClub(t.deps.db, "FC Rotweiss", logoUrl);
  leaderClubId = leader.id;
  const other = await insertClub(t.deps.db, "FC Grün", null);
  const home = await insertTeam(t.deps.db, "1. Mannschaft", { clubId: leader.id });
  const away = await insertTeam(t.deps.db, "FC Grün", { clubId: other.id });
  await insertMatch(t.deps.db, home.id, away.id, [3, 1]);
});
afterAll(() => t.close());

async function html(pagePath: string): Promise<string> {
  const res = await t.app.request(pagePath);
  expect(res.status).toBe(200);
  return res.text();
}

function metaContent(page: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(page);
  return (
    match?.[1]
      ?.replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'") ?? null
  );
}

function localPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

describe("share previews of public pages", () => {
  it("gives every public page an og:image of 1200×630 and a large twitter card", async () => {
    for (const page of ["/", "/ranking", "/spielplan", "/vereine", "/news", "/live-ticker", "/entwickler"]) {
      const head = await html(page);
      expect(metaContent(head, "og:image"), page).toMatch(
        /^http:\/\/localhost:3000\/share-image\.jpg\?seite=/,
      );
      expect(metaContent(head, "og:image:width"), page).toBe("1200");
      expect(metaContent(head, "og:image:height"), page).toBe("630");
      expect(metaContent(head, "twitter:card"), page).toBe("summary_large_image");
      expect(metaContent(head, "og:title"), page).toBeTruthy();
      expect(metaContent(head, "og:description"), page).toBeTruthy();
    }
    expect(metaContent(await html(`/vereine/${leaderClubId}`), "og:image")).toContain(
      `seite=%2Fvereine%2F${leaderClubId}`,
    );
  });

  it("previews a league table's link with its league, group, season and leader", async () => {
    const head = await html(TABLE_LINK);
    expect(metaContent(head, "og:title")).toBe(
      "Tabelle 3. Liga, Gruppe 1, Kanton Zürich, Saison 2026/27 – Tschutti",
    );
    expect(metaContent(head, "og:description")).toBe(
      "Tabelle 3. Liga, Gruppe 1, Kanton Zürich, Saison 2026/27: 1. FC Rotweiss 1. Mannschaft – 3 Punkte, 2. FC Grün – 0 Punkte.",
    );
    expect(head).toContain(
      '<link rel="canonical" href="http://localhost:3000/ranking?tab=tabelle&amp;kanton=Z%C3%BCrich&amp;liga=3.+Liga&amp;gruppe=Gruppe+1&amp;saison=2026" />',
    );
    // The generic page keeps its generic preview; the table's image differs from it.
    const generic = await html("/ranking");
    expect(metaContent(generic, "og:title")).toBe("Tabellen und Ranglisten – Tschutti");
    expect(metaContent(generic, "og:image")).not.toBe(metaContent(head, "og:image"));
  });

  it("previews the group's fair-play link as its fair-play ranking, not as its table", async () => {
    const head = await html(TABLE_LINK.replace("tab=tabelle", "tab=fairplay"));
    expect(metaContent(head, "og:title")).toBe(
      "Fairplay-Wertung 3. Liga, Gruppe 1, Kanton Zürich, Saison 2026/27 – Tschutti",
    );
    expect(metaContent(head, "description")).toBe(
      "Fairplay-Wertung 3. Liga, Gruppe 1, Kanton Zürich, Saison 2026/27: 1. FC Grün – 0 Strafpunkte, 1. FC Rotweiss 1. Mannschaft – 0 Strafpunkte.",
    );
    expect(head).toContain(
      '<link rel="canonical" href="http://localhost:3000/ranking?tab=fairplay&amp;kanton=Z%C3%BCrich&amp;liga=3.+Liga&amp;gruppe=Gruppe+1&amp;saison=2026" />',
    );
    expect(metaContent(head, "og:image")).not.toBe(metaContent(await html(TABLE_LINK), "og:image"));
  });

  it("keeps the generic preview for a group the league does not have", async () => {
    const head = await html(TABLE_LINK.replace("Gruppe+1", "Gruppe+9"));
    expect(metaContent(head, "og:title")).toBe("Tabellen und Ranglisten – Tschutti");
  });

  it("writes the title the ranking page keeps in the browser tab, for every tab", async () => {
    // The page reads the same address with the same rule (ranking-page.tsx, ranking-page.test.tsx).
    const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
    for (const tab of ["tabelle", "fairplay", "torschuetzen", "karten"]) {
      const link = TABLE_LINK.replace("tab=tabelle", `tab=${tab}`);
      const expected = pageTitle(rankingPageTitle(titledTableOf(new URL(link, "http://x").searchParams)));
      expect(titleOf(await html(link)), tab).toBe(expected);
    }
    // A scorers' list of the group is no table: no table's preview for it.
    expect(titleOf(await html(TABLE_LINK.replace("tab=tabelle", "tab=torschuetzen")))).toBe(
      "Tabellen und Ranglisten – Tschutti",
    );
  });
});

describe("GET /share-image.jpg", () => {
  it("draws the table's card as a 1200×630 JPEG with the leader's logo, kept for good by its version", async () => {
    const image = metaContent(await html(TABLE_LINK), "og:image") ?? "";
    const res = await t.app.request(localPath(image));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await res.arrayBuffer());
    const info = await sharp(body).metadata();
    expect([info.format, info.width, info.height]).toEqual(["jpeg", 1200, 630]);
    // The red logo sits on its white tile at the right; the text side is the brand's green.
    const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    const [r, g, b] = pixel(1020, 270);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(60);
    const [gr, gg, gb] = pixel(30, 300);
    expect(gg).toBeGreaterThan(gr ?? 0);
    expect(gg).toBeGreaterThan(gb ?? 0);

    const again = await t.app.request(localPath(image), {
      headers: { "if-none-match": res.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("keeps an address without the current version only briefly", async () => {
    const res = await t.app.request(`/share-image.jpg?seite=${encodeURIComponent("/spielplan")}&v=alt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const info = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([info.width, info.height]).toEqual([1200, 630]);
  });

  it("answers 404 in German for unknown, private or foreign pages", async () => {
    for (const seite of [
      "/gibtsnicht",
      "/vereine/00000000-0000-4000-8000-000000000000",
      "/dashboard",
      "//example.com/bild",
      // A browser reads '/\\host' as another site's address: the same rule as a link's target.
      "/\\example.com/spielplan",
      "/spielplan\n",
      "https://example.com/",
      "",
    ]) {
      const res = await t.app.request(`/share-image.jpg?seite=${encodeURIComponent(seite)}`);
      expect(res.status, seite).toBe(404);
      expect(await res.text()).toBe("Für diese Seite gibt es kein Vorschaubild.");
    }
    expect((await t.app.request("/share-image.jpg")).status).toBe(404);
  });
});
