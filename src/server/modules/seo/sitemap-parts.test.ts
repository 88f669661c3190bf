import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertClub, insertTeam } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A country's pages do not fit one sitemap file (50,000 addresses): /sitemap.xml is an index of
// parts, each within the limit, and no listed page is left out.

const BASE = "http://localhost:3000";
const PLAYERS = 50_001;

let t: TestContext;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp();
  const club = await insertClub(t.deps.db, { clubName: "FC Gross" });
  teamId = (await insertTeam(t.deps.db, { clubId: club.id })).id;
  await t.deps.db.execute(sql`
    insert into players (team_id, first_name, last_name)
    select ${teamId}, 'Spieler', 'Nr. ' || n from generate_series(1, ${PLAYERS}) n`);
}, 120_000);
afterAll(() => t.close());

async function get(path: string): Promise<{ status: number; xml: string }> {
  const res = await t.app.request(path);
  return { status: res.status, xml: await res.text() };
}

const locs = (xml: string, tag: "url" | "sitemap") =>
  [...xml.matchAll(new RegExp(`<${tag}><loc>${BASE}([^<]+)</loc>`, "g"))].map((m) => m[1] ?? "");

describe("the sitemap index", () => {
  it("names a part per 50,000 addresses of a kind, and the parts list every player once, in id order", async () => {
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index.xml, "sitemap");
    expect(parts).toEqual([
      "/sitemap/pages.xml",
      "/sitemap/clubs-1.xml",
      "/sitemap/teams-1.xml",
      "/sitemap/players-1.xml",
      "/sitemap/players-2.xml",
    ]);

    const first = await get("/sitemap/players-1.xml");
    const second = await get("/sitemap/players-2.xml");
    const ids = [...locs(first.xml, "url"), ...locs(second.xml, "url")].map((path) =>
      path.replace("/players/", ""),
    );
    expect(locs(first.xml, "url")).toHaveLength(50_000);
    expect(locs(second.xml, "url")).toHaveLength(1);
    expect(new Set(ids).size).toBe(PLAYERS);
    expect(ids).toEqual([...ids].sort());
    // Each row says when it last changed.
    expect(second.xml).toMatch(/<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod><\/url>/);
  }, 60_000);

  it("says in the index when each part last changed: its newest row", async () => {
    // The last player in id order is the second part's only row.
    const last = sql`(select id from players where team_id = ${teamId} order by id desc limit 1)`;
    await t.deps.db.execute(sql`update players set updated_at = '2026-03-01T10:00:00Z' where id = ${last}`);
    await t.deps.db.execute(
      sql`update players set updated_at = '2026-02-01T10:00:00Z' where team_id = ${teamId} and id <> ${last}`,
    );
    const { xml } = await get("/sitemap.xml");
    const lastmod = (part: string) =>
      new RegExp(`<loc>${BASE}${part}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    expect(lastmod("/sitemap/players-1.xml")).toBe("2026-02-01T10:00:00.000Z");
    expect(lastmod("/sitemap/players-2.xml")).toBe("2026-03-01T10:00:00.000Z");
    // The pages without an id have no date of their own.
    expect(xml).toContain(`<sitemap><loc>${BASE}/sitemap/pages.xml</loc></sitemap>`);
  }, 60_000);

  it("answers 404 for a part it does not have", async () => {
    expect((await get("/sitemap/players-3.xml")).status).toBe(404);
    expect((await get("/sitemap/news-1.xml")).status).toBe(404);
    expect((await get("/sitemap/geheim-1.xml")).status).toBe(404);
    expect((await get("/sitemap/players-0.xml")).status).toBe(404);
  });

  it("keeps the pages without an id and the league tables in a part of their own", async () => {
    const pages = locs((await get("/sitemap/pages.xml")).xml, "url");
    expect(pages).toContain("/");
    expect(pages).toContain("/ranking");
    expect(pages.some((path) => path.startsWith("/ranking?tab=tabelle&amp;kanton=Z%C3%BCrich"))).toBe(true);
  });
});
