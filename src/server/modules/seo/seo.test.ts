import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOf } from "#shared/matches/season.ts";
import { NOT_FOUND_TITLES } from "#shared/not-found-titles.ts";
import { clubNews, matches } from "../../db/schema/index.ts";
import { serveClient } from "../../http/static-files.ts";
import { signUp } from "../../test/http.ts";
import { insertClub, insertNews, insertPlayer, insertTeam } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { playerMeta, teamMeta } from "./entity-meta.ts";

// The shell as vite builds it (src/client/index.html): its own title and description.
const SHELL = `<!doctype html>
<html lang="de-CH">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Standard" />
    <title>Tschutti – Amateurfussball Schweiz</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`;

let t: TestContext;
let clubId: string;
let teamId: string;
let newsId: string;
let playerId: string;
const CLUB_NAME = `FC "Seeblick" <Team> & Co`;

beforeAll(async () => {
  t = await createTestApp();
  // The catch-all of main.ts, on the test app.
  // The static part of main.ts, on the test app, with this shell as the build.
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-client-"));
  writeFileSync(path.join(clientDir, "index.html"), SHELL);
  serveClient(t.app, { clientDir, uploadsDir: t.uploadsDir });
  const club = await insertClub(t.deps.db, {
    clubName: CLUB_NAME,
    description: "Der Verein am See. </script><script>alert(1)</script>",
    foundingYear: 1921,
  });
  clubId = club.id;
  teamId = (await insertTeam(t.deps.db, { clubId, name: "1. Mannschaft" })).id;
  newsId = (await insertNews(t.deps.db, { clubId, title: "Aufstieg geschafft!" })).id;
  playerId = (await insertPlayer(t.deps.db, { teamId })).id;
});
afterAll(() => t.close());

async function page(path: string, cookie?: string): Promise<{ status: number; html: string }> {
  const res = await t.app.request(path, cookie ? { headers: { cookie } } : {});
  return { status: res.status, html: await res.text() };
}

function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, "\\:")}" content="([^"]*)"`).exec(
    html,
  );
  return match?.[1] ? decode(match[1]) : null;
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
}

describe("HTML of client routes", () => {
  it("writes the club's title, share tags, canonical link and SportsOrganization JSON-LD", async () => {
    const { status, html } = await page(`/vereine/${clubId}`);
    expect(status).toBe(200);
    expect(metaContent(html, "og:title")).toBe(`${CLUB_NAME} – Tschutti`);
    expect(metaContent(html, "twitter:title")).toBe(`${CLUB_NAME} – Tschutti`);
    expect(html).toContain(`<title>FC &quot;Seeblick&quot; &lt;Team&gt; &amp; Co – Tschutti</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/vereine/${clubId}" />`);
    // The shell's own title and description are replaced, not duplicated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="Standard"');
    const [data] = jsonLd(html);
    expect(data).toMatchObject({ "@type": "SportsOrganization", name: CLUB_NAME, foundingDate: "1921" });
    // The description cannot end the JSON-LD element early.
    expect(html).not.toContain("<script>alert(1)");
    // JSON-LD, the app's script and the page's data block (a JSON data block, not run).
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).toContain('<script type="application/json" id="tschutti-data">');
  });

  it("describes teams and articles with SportsTeam and NewsArticle", async () => {
    const team = await page(`/vereine/${clubId}/teams/${teamId}`);
    expect(team.status).toBe(200);
    expect(jsonLd(team.html)[0]).toMatchObject({ "@type": "SportsTeam", name: `${CLUB_NAME} 1. Mannschaft` });
    const news = await page(`/news/${newsId}`);
    expect(metaContent(news.html, "og:type")).toBe("article");
    expect(jsonLd(news.html)[0]).toMatchObject({ "@type": "NewsArticle", headline: "Aufstieg geschafft!" });
  });

  it("gives an article's NewsArticle its own picture, else the share image, and its last change", async () => {
    const db = t.deps.db;
    const publishedAt = new Date("2026-11-01T10:00:00Z");
    const plain = await insertNews(db, { clubId, title: "Ohne Bild", publishedAt });
    await db
      .update(clubNews)
      .set({ updatedAt: new Date("2026-11-03T08:30:00Z") })
      .where(eq(clubNews.id, plain.id));
    const bare = await page(`/news/${plain.id}`);
    expect(jsonLd(bare.html)[0]).toMatchObject({
      datePublished: "2026-11-01T10:00:00.000Z",
      dateModified: "2026-11-03T08:30:00.000Z",
      image: [metaContent(bare.html, "og:image")],
    });

    const pictured = await insertNews(db, {
      clubId,
      title: "Mit Bild",
      publishedAt,
      images: [{ imageUrl: "/uploads/news/sieg.jpg", sortOrder: 0 }],
    });
    const withImage = jsonLd((await page(`/news/${pictured.id}`)).html)[0];
    expect(withImage?.image).toEqual(["http://localhost:3000/uploads/news/sieg.jpg"]);
    // Never changed after publishing (or published after the last edit): modified when published.
    expect(new Date(String(withImage?.dateModified)).getTime()).toBeGreaterThanOrEqual(publishedAt.getTime());
  });

  it("names a club without a name as its page does, and leaves it out of its team's and players' names", async () => {
    // A fresh club account has an empty name until the club fills it in.
    const nameless = await insertClub(t.deps.db, { clubName: "" });
    const club = await page(`/vereine/${nameless.id}`);
    expect(club.status).toBe(200);
    expect(club.html).toContain("<title>Unbenannter Verein – Tschutti</title>");
    expect(metaContent(club.html, "og:title")).toBe("Unbenannter Verein – Tschutti");
    expect(metaContent(club.html, "description")).toBe(
      "Unbenannter Verein auf Tschutti: Mannschaften, Vorstand, News und Kontakt.",
    );
    expect(jsonLd(club.html)[0]).toMatchObject({ "@type": "SportsOrganization", name: "Unbenannter Verein" });

    const namelessTeam = await insertTeam(t.deps.db, { clubId: nameless.id, name: "Senioren" });
    const team = await page(`/vereine/${nameless.id}/teams/${namelessTeam.id}`);
    expect(team.html).toContain("<title>Senioren – Tschutti</title>");
    expect(jsonLd(team.html)[0]).toMatchObject({ "@type": "SportsTeam", name: "Senioren" });

    const namelessPlayer = await insertPlayer(t.deps.db, { teamId: namelessTeam.id });
    const player = await playerMeta(t.deps.db, namelessPlayer.id);
    expect(player?.description).toBe(
      "Luca Meier, Senioren (3. Liga): Spielerprofil und Statistik auf Tschutti.",
    );
    expect(player?.card.subtitle).toBe("Senioren · 3. Liga");
    // The player's page names the team alone, not an empty club before it.
    const playerPage = await page(`/players/${namelessPlayer.id}`);
    expect(playerPage.html).toContain(">Senioren</p>");

    // Its news name the club as its page does: the link to the club is not empty.
    const namelessNews = await insertNews(t.deps.db, { clubId: nameless.id, title: "Wir sind da" });
    const news = await page(`/news/${namelessNews.id}`);
    expect(jsonLd(news.html)[0]).toMatchObject({ author: { name: "Unbenannter Verein" } });
    const clubLink = new RegExp(`href="/vereine/${nameless.id}"[^>]*>([\\s\\S]*?)</a>`).exec(news.html);
    expect(clubLink?.[1]).toContain("Unbenannter Verein");
  });

  it("names a team's league once in its and its players' descriptions and cards", async () => {
    const db = t.deps.db;
    const juniors = await insertTeam(db, { clubId, name: "Junioren B", league: "Junioren B" });
    const team = await teamMeta(db, "http://localhost:3000", clubId, juniors.id);
    expect(team?.description).toBe(
      `${CLUB_NAME} Junioren B, Kanton Zürich: Kader, Trainer und Spiele auf Tschutti.`,
    );
    expect(team?.card.subtitle).toBe("Kanton Zürich");
    const player = await playerMeta(db, (await insertPlayer(db, { teamId: juniors.id })).id);
    expect(player?.description).toBe(
      `Luca Meier, ${CLUB_NAME} Junioren B: Spielerprofil und Statistik auf Tschutti.`,
    );
    expect(player?.card.subtitle).toBe(`${CLUB_NAME} Junioren B`);

    // A team whose name does not say its league keeps it.
    const first = await teamMeta(db, "http://localhost:3000", clubId, teamId);
    expect(first?.description).toBe(
      `${CLUB_NAME} 1. Mannschaft, 3. Liga, Kanton Zürich: Kader, Trainer und Spiele auf Tschutti.`,
    );
    expect(first?.card.subtitle).toBe("3. Liga · Kanton Zürich");
  });

  it("names a team named like its club once, as the rest of the site does", async () => {
    const db = t.deps.db;
    const club = await insertClub(db, { clubName: "FC Glattwies" });
    const team = await insertTeam(db, { clubId: club.id, name: "FC Glattwies" });
    const meta = await teamMeta(db, "http://localhost:3000", club.id, team.id);
    expect(meta?.title).toBe("FC Glattwies");
    expect(meta?.card.title).toBe("FC Glattwies");
    expect(meta?.description).toBe(
      "FC Glattwies, 3. Liga, Kanton Zürich: Kader, Trainer und Spiele auf Tschutti.",
    );
    expect(meta?.jsonLd[0]).toMatchObject({ "@type": "SportsTeam", name: "FC Glattwies" });
  });

  it("keeps a club's page out of search engines until the club list shows it", async () => {
    // Registered and named, but no team yet: the club list does not show it.
    const fresh = await insertClub(t.deps.db, { clubName: "FC Neuanfang" });
    const before = await page(`/vereine/${fresh.id}`);
    expect(before.status).toBe(200);
    expect(metaContent(before.html, "robots")).toBe("noindex");
    // Its link can still be shared while it sets up.
    expect(metaContent(before.html, "og:image")).toContain(`seite=%2Fvereine%2F${fresh.id}`);

    await insertTeam(t.deps.db, { clubId: fresh.id });
    const listed = await page(`/vereine/${fresh.id}`);
    expect(metaContent(listed.html, "robots")).toBeNull();
    expect(listed.html).toContain(
      `<link rel="canonical" href="http://localhost:3000/vereine/${fresh.id}" />`,
    );
  });

  it("answers 404 with the app shell for an unknown path or id", async () => {
    const unknown = await page("/gibtsnicht");
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<div id="root">');
    expect(unknown.html).toContain("<title>Seite nicht gefunden – Tschutti</title>");
    expect(metaContent(unknown.html, "robots")).toBe("noindex");
    expect((await page("/vereine/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await page("/vereine/kein-verein")).status).toBe(404);
    expect((await page("/spiele/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("titles an unknown record's 404 as its page's heading names it, before any script runs", async () => {
    // A crawler, a link preview and a browser without JavaScript read only the server's head: the
    // tab said «Seite nicht gefunden» above the heading «Verein nicht gefunden».
    const UNKNOWN = "00000000-0000-4000-8000-000000000000";
    for (const [path, title] of [
      [`/vereine/${UNKNOWN}`, NOT_FOUND_TITLES.club],
      ["/vereine/kein-verein", NOT_FOUND_TITLES.club],
      [`/vereine/${clubId}/teams/${UNKNOWN}`, NOT_FOUND_TITLES.team],
      [`/players/${UNKNOWN}`, NOT_FOUND_TITLES.player],
      [`/news/${UNKNOWN}`, NOT_FOUND_TITLES.news],
      [`/spiele/${UNKNOWN}`, NOT_FOUND_TITLES.match],
    ] as const) {
      const missing = await page(path);
      expect(missing.status, path).toBe(404);
      expect(missing.html, path).toContain(`<title>${title} – Tschutti</title>`);
      expect(metaContent(missing.html, "og:title"), path).toBe(`${title} – Tschutti`);
      expect(metaContent(missing.html, "robots"), path).toBe("noindex");
    }
  });

  it("moves a team opened under another address to its own club's, as the page does", async () => {
    const moved = await t.app.request(
      `/vereine/00000000-0000-4000-8000-000000000000/teams/${teamId}?tab=trainer`,
    );
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/vereine/${clubId}/teams/${teamId}?tab=trainer`);
  });

  it("serves known pages with 200, private ones not indexed", async () => {
    expect((await page("/")).status).toBe(200);
    expect((await page("/spielplan")).status).toBe(200);
    // A visitor of a signed-in page is sent to sign in (page-render.test.ts); signed in, it is
    // served and not indexed.
    expect((await page("/dashboard")).status).toBe(302);
    const { cookie } = await signUp(t.app);
    const dashboard = await page("/dashboard", cookie);
    expect(dashboard.status).toBe(200);
    expect(metaContent(dashboard.html, "robots")).toBe("noindex");
    expect((await page("/manage-club/teams", cookie)).status).toBe(200);
  });

  it("describes the live ticker as its page is: the matches being played, not the coming ones", async () => {
    // The page lists only running matches (live-list-page.tsx, «Alle Spiele, die gerade laufen.»);
    // a search result or a share preview promising the coming ones too sent fans there in vain.
    const { html } = await page("/live-ticker");
    const description = metaContent(html, "description");
    expect(description).toMatch(/gerade laufen/);
    expect(description).not.toMatch(/kommende/i);
  });

  it("names the management's area in the title, as the page's tab does", async () => {
    const { cookie } = await signUp(t.app);
    expect((await page("/manage-club/players", cookie)).html).toContain(
      "<title>Spieler – Vereinsverwaltung – Tschutti</title>",
    );
    expect((await page("/manage-club/board-members", cookie)).html).toContain(
      "<title>Vorstandsmitglieder – Vereinsverwaltung – Tschutti</title>",
    );
    expect((await page("/manage-club/unbekannt", cookie)).html).toContain(
      "<title>Vereinsverwaltung – Tschutti</title>",
    );
  });
});

/** Every part the sitemap index names, one after the other. */
async function sitemap(): Promise<string> {
  const index = await t.app.request("/sitemap.xml");
  expect(index.status).toBe(200);
  expect(index.headers.get("content-type")).toContain("application/xml");
  const parts = [...(await index.text()).matchAll(/<sitemap><loc>http:\/\/localhost:3000([^<]+)<\/loc>/g)];
  const texts = await Promise.all(
    parts.map(async ([, path]) => {
      const res = await t.app.request(path ?? "");
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      return res.text();
    }),
  );
  return texts.join("\n");
}

describe("sitemap and robots", () => {
  it("lists public pages, clubs, teams, players, news and the rankings", async () => {
    const xml = await sitemap();
    expect(xml).toContain(`<loc>http://localhost:3000/vereine/${clubId}</loc>`);
    expect(xml).toContain(`/vereine/${clubId}/teams/${teamId}</loc>`);
    expect(xml).toContain(`/news/${newsId}</loc>`);
    expect(xml).toContain(`/players/${playerId}</loc>`);
    expect(xml).toContain("<loc>http://localhost:3000/ranking</loc>");
    expect(xml).not.toContain("/dashboard");
  });

  it("leaves out deleted clubs and teams, their players, and clubs the club list does not show", async () => {
    const db = t.deps.db;
    // A deleted club kept for its results, its team and (from before their deletion) a player.
    const gone = await insertClub(db, { clubName: "FC Vergangen", archivedAt: new Date() });
    const goneTeam = await insertTeam(db, { clubId: gone.id, archivedAt: new Date() });
    const gonePlayer = await insertPlayer(db, { teamId: goneTeam.id, lastName: "Vergangen" });
    // A team its living club deleted.
    const living = await insertClub(db, { clubName: "FC Lebt" });
    const kept = await insertTeam(db, { clubId: living.id, name: "Erste" });
    const deleted = await insertTeam(db, { clubId: living.id, name: "Zweite", archivedAt: new Date() });
    const deletedPlayer = await insertPlayer(db, { teamId: deleted.id, lastName: "Weg" });
    // A fresh sign-up without name, and a club without a team: the club list shows neither.
    const fresh = await insertClub(db, { clubName: "" });
    const empty = await insertClub(db, { clubName: "FC Ohne Team" });

    const xml = await sitemap();
    expect(xml).toContain(`/vereine/${living.id}/teams/${kept.id}</loc>`);
    for (const id of [
      gone.id,
      goneTeam.id,
      gonePlayer.id,
      deleted.id,
      deletedPlayer.id,
      fresh.id,
      empty.id,
    ]) {
      expect(xml).not.toContain(id);
    }
    // Every club, team and player it names has its page.
    const pages = [...xml.matchAll(/<loc>http:\/\/localhost:3000(\/(?:vereine|players)\/[^<]+)<\/loc>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(pages.length).toBeGreaterThan(3);
    for (const path of pages) {
      expect({ path, status: (await page(path)).status }).toEqual({ path, status: 200 });
    }
  });

  it("lists every public match page, whatever its state: live ones too", async () => {
    const db = t.deps.db;
    const opponent = await insertTeam(db, { clubId: (await insertClub(db, { clubName: "FC Gegner" })).id });
    const hour = 3_600_000;
    const states = [
      { status: "live", matchDate: new Date(Date.now() - hour), period: "first_half" },
      { status: "scheduled", matchDate: new Date(Date.now() + 48 * hour) },
      { status: "completed", matchDate: new Date(Date.now() - 48 * hour), homeScore: 2, awayScore: 1 },
      { status: "cancelled", matchDate: new Date(Date.now() + 24 * hour) },
      { status: "postponed", matchDate: new Date(Date.now() - 24 * hour) },
    ] as const;
    const rows = await db
      .insert(matches)
      .values(states.map((state) => ({ homeTeamId: teamId, awayTeamId: opponent.id, ...state })))
      .returning({ id: matches.id, status: matches.status });
    const xml = await sitemap();
    for (const row of rows) {
      expect({ status: row.status, listed: xml.includes(`/spiele/${row.id}</loc>`) }).toEqual({
        status: row.status,
        listed: true,
      });
    }
  });

  it("lists each league table of a season by the address its page names as canonical", async () => {
    const xml = await sitemap();
    const tables = [...xml.matchAll(/<loc>http:\/\/localhost:3000(\/ranking\?[^<]+)<\/loc>/g)].map((m) =>
      decode(m[1] ?? ""),
    );
    // The club's team plays in 3. Liga of Zürich, in this season and as placed in the ones before.
    const current = tables.find((path) => path.includes(`saison=${seasonOf(new Date())}`));
    expect(current).toBeDefined();
    const params = new URLSearchParams((current ?? "").split("?")[1]);
    expect(Object.fromEntries(params)).toMatchObject({ tab: "tabelle", kanton: "Zürich", liga: "3. Liga" });
    const { status, html } = await page(current ?? "");
    expect(status).toBe(200);
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    expect(decode(canonical ?? "")).toBe(`http://localhost:3000${current}`);
  });

  it("points crawlers to the sitemap and lets them fetch the public reads pages make", async () => {
    const text = await (await t.app.request("/robots.txt")).text();
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(text).not.toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain("Disallow: /manage-club");
  });
});
