import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matches, teams } from "../db/schema/index.ts";
import { publishChange } from "../realtime/publish.ts";
import { clientDirWithShell } from "../test/client-shell.ts";
import { signUp } from "../test/http.ts";
import { insertNews } from "../test/public-rows.ts";
import { insertClub, insertEvents, insertMatch, insertPlayer, insertTeam } from "../test/ranking-rows.ts";
import { waitFor } from "../test/sse-subscriber.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { serveClient } from "./static-files.ts";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** A score as the page prints it («3 : 1»), not a part of a time («20:02 Uhr» holds «0:0»). */
const score = (home: number, away: number) => new RegExp(`(?<![\\d:])${home}\\s*:\\s*${away}(?![\\d:])`);

let t: TestContext;
let clubId: string;
let teamId: string;
let awayTeamId: string;
let playerId: string;
let matchId: string;

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = clientDirWithShell();
  serveClient(t.app, { clientDir, uploadsDir: t.uploadsDir });
  const club = await insertClub(t.deps.db, "FC Seeblick Server");
  const rival = await insertClub(t.deps.db, "SC Bergdorf Server");
  clubId = club.id;
  const home = await insertTeam(t.deps.db, "1. Mannschaft", { clubId, canton: "Bern", league: "4. Liga" });
  const away = await insertTeam(t.deps.db, "2. Mannschaft", {
    clubId: rival.id,
    canton: "Bern",
    league: "4. Liga",
  });
  teamId = home.id;
  awayTeamId = away.id;
  const scorer = await insertPlayer(t.deps.db, home.id, "Lina", "Brunnenmeister");
  playerId = scorer.id;
  const match = await insertMatch(t.deps.db, home.id, away.id, [3, 1]);
  matchId = match.id;
  await insertEvents(t.deps.db, match.id, [{ type: "goal", playerId: scorer.id, minute: 17 }]);
});
afterAll(() => t.close());

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(url, { headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The app's HTML inside #root, without the head (title and share tags also name things). */
function body(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"');
  return html.slice(start, end);
}

/** The text a person reads without JavaScript: the markup's text, whitespace collapsed. */
function text(html: string): string {
  return body(html)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("pages rendered on the server", () => {
  it("writes a club's page with its name and teams into the HTML", async () => {
    const { status, html, headers } = await page(`/vereine/${clubId}`);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("text/html");
    expect(body(html)).toContain(">FC Seeblick Server</h1>");
    expect(text(html)).toContain("1. Mannschaft");
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/vereine/${clubId}" />`);
  });

  it("writes a club's tab that is not open at first into the HTML when its address opens it", async () => {
    // Their code is a chunk the club page loads when a tab is opened; the server still renders
    // the tab in place, without a loading state for a script to replace.
    await insertNews(t.deps.db, { clubId, title: "Trainingslager im Tessin des FC Seeblick Server" });
    const expected = {
      news: "Trainingslager im Tessin des FC Seeblick Server",
      vorstand: "Keine Vorstandsmitglieder vorhanden.",
      kontakt: "Keine Adresse angegeben",
    };
    for (const [tab, shown] of Object.entries(expected)) {
      const { status, html } = await page(`/vereine/${clubId}?tab=${tab}`);
      expect(status, tab).toBe(200);
      expect(text(html), tab).toContain(shown);
      expect(html, tab).not.toContain("<!--$?-->");
      expect(html, tab).not.toMatch(/<script nonce=/);
    }
    expect(text((await page(`/vereine/${clubId}`)).html)).not.toContain("Keine Adresse angegeben");
  });

  it("writes a team's table into the HTML when its address opens the «Tabelle» tab", async () => {
    // The table's group comes with the team's season; without JavaScript the tab held only its
    // loading placeholder, for good.
    const { status, html } = await page(`/vereine/${clubId}/teams/${teamId}?tab=tabelle`);
    expect(status).toBe(200);
    const shown = text(html);
    expect(shown).toContain("Zur Rangliste mit Torschützen und Fairplay");
    expect(shown).toMatch(/Pkt/);
    expect(body(html)).not.toContain("animate-pulse");
  });

  it("writes a match's score and its goal, and a player's name", async () => {
    const ticker = text((await page(`/spiele/${matchId}`)).html);
    expect(ticker).toMatch(score(3, 1));
    expect(ticker).toContain("Brunnenmeister");
    const player = await page(`/players/${playerId}`);
    expect(player.status).toBe(200);
    expect(text(player.html)).toContain("Lina Brunnenmeister");
    const team = await page(`/vereine/${clubId}/teams/${teamId}`);
    expect(text(team.html)).toContain("Brunnenmeister");
    // Without scripts the squad's dialog cannot open: each player links to his page.
    expect(body(team.html)).toContain(`href="/players/${playerId}"`);
  });

  it("writes the start page's next kick-offs into its hero (shown at desktop width)", async () => {
    const kickoff = new Date(Date.now() + 3 * 24 * 3600_000);
    await t.deps.db.insert(matches).values({
      homeTeamId: teamId,
      awayTeamId: awayTeamId,
      matchDate: kickoff,
      status: "scheduled",
    });
    const start = text((await page("/")).html);
    expect(start).toContain("Nächste Spiele");
    expect(start).toMatch(/FC Seeblick Server.*SC Bergdorf Server/);
  });

  it("shows a postponed match without a score, with why it is postponed", async () => {
    const [postponed] = await t.deps.db
      .insert(matches)
      .values({
        homeTeamId: teamId,
        awayTeamId: awayTeamId,
        // 20:02 in Zurich: a kick-off whose time holds «0:0» (the score's check once matched
        // «20:02 Uhr»: the test ran at 19:02 UTC and its match kicked off a day later).
        matchDate: new Date("2030-05-06T18:02:00Z"),
        status: "postponed",
        cancellationReason: "Platz unbespielbar",
      })
      .returning({ id: matches.id });
    const html = text((await page(`/spiele/${postponed?.id}`)).html);
    expect(html).toContain("– : –");
    expect(html).not.toMatch(score(0, 0));
    expect(html).toContain("Das Spiel wird neu angesetzt. Grund: Platz unbespielbar");
  });

  it("says on a match against an opponent the office has not placed that it counts nowhere yet", async () => {
    const [opponent] = await t.deps.db
      .insert(teams)
      .values({ name: "FC Unbekannt", clubId: null, canton: "Bern", league: "4. Liga", awaitingOffice: true })
      .returning({ id: teams.id });
    const match = await insertMatch(t.deps.db, teamId, opponent?.id ?? "", [2, 0]);
    const html = text((await page(`/spiele/${match.id}`)).html);
    expect(html).toMatch(score(2, 0));
    expect(html).toContain(
      "Zählt erst, wenn die Spielleitung «FC Unbekannt» eingeteilt hat: bis dahin in keiner Tabelle und keiner Spielerstatistik.",
    );
  });

  it("says without scripts that a page read by the browser's scripts needs them, instead of loading for good", async () => {
    const user = await signUp(t.app);
    for (const path of ["/dashboard", "/manage-club", "/profile"]) {
      const html = text((await page(path, { cookie: user.cookie })).html);
      expect(html, path).toContain("Diese Seite braucht JavaScript");
    }
  });

  it("says without scripts that «Meine Favoriten» needs them, instead of loading for good", async () => {
    const html = text((await page("/spielplan?meine=1")).html);
    expect(html).toContain("Deine Favoriten liest Tschutti mit JavaScript aus diesem Browser.");
  });

  it("sends an old live-ticker address to the match's page, permanently", async () => {
    const res = await t.app.request(`/live-ticker/${matchId}?quelle=push`);
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe(`/spiele/${matchId}?quelle=push`);
    expect((await page("/live-ticker")).status).toBe(200);
  });

  it("sends the club's schedule address on to the management's schedule from the server, not only from the page's script", async () => {
    // Without scripts the client's redirect never ran: an empty page titled «Spielplan».
    const visitor = await t.app.request("/verein/spielplaene");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/manage-club/schedule");
    const user = await signUp(t.app);
    const signedIn = await t.app.request("/verein/spielplaene", { headers: { cookie: user.cookie } });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/manage-club/schedule");
  });

  it("writes the league table with its teams", async () => {
    const { status, html } = await page("/ranking?tab=tabelle&kanton=Bern&liga=4.+Liga");
    expect(status).toBe(200);
    const table = text(html);
    expect(table).toContain("FC Seeblick Server");
    expect(table).toContain("SC Bergdorf Server");
    // The default table (no choice in the address) is the busiest league: the same one.
    expect(text((await page("/ranking?tab=tabelle")).html)).toContain("SC Bergdorf Server");
    // The tab's code loads apart from the page's (it is not open at first): still in place.
    expect(html).not.toContain("<!--$?-->");
    expect(html).not.toMatch(/<script nonce=/);
    const fairPlay = await page("/ranking?tab=fairplay&kanton=Bern&liga=4.+Liga");
    expect(text(fairPlay.html)).toContain("SC Bergdorf Server");
    expect(fairPlay.html).not.toContain("<!--$?-->");
  });

  it("writes the league's first group when the address names a group it does not have", async () => {
    // Without scripts, «Anzeigen» after choosing another canton sends the group chosen before
    // (Gruppe 2 of a league with one group), and a shared link may name a group of another
    // season. The page falls back to the league's first group; the HTML held only the loading
    // placeholder of its table, which no script ever replaced.
    const { status, html } = await page("/ranking?tab=tabelle&kanton=Bern&liga=4.+Liga&gruppe=Gruppe+7");
    expect(status).toBe(200);
    const table = text(html);
    expect(table).toContain("SC Bergdorf Server");
    expect(html).not.toContain('aria-label="Tabelle wird geladen"');
  });

  it("writes large pages in place, not behind a loading placeholder that a script replaces", async () => {
    for (let i = 0; i < 40; i++) {
      await insertNews(t.deps.db, { clubId, title: `Saisonbericht Nummer ${i} des FC Seeblick Server` });
    }
    const { html } = await page("/news");
    // Larger than React's default progressive chunk (12.8 KB): the case this is about.
    expect(body(html).length).toBeGreaterThan(20_000);
    expect(text(html)).toContain("Saisonbericht Nummer 39");
    expect(html).not.toContain("<!--$?-->");
    expect(html).not.toContain("<template");
    expect(html).not.toMatch(/<script nonce=/);
  });

  it("answers 404 for unknown paths and ids, with the not-found page in the HTML", async () => {
    const unknownClub = await page(`/vereine/${UNKNOWN_ID}`);
    expect(unknownClub.status).toBe(404);
    expect(text(unknownClub.html)).not.toContain("FC Seeblick Server");
    expect((await page(`/players/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await page(`/spiele/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await page(`/news/${UNKNOWN_ID}`)).status).toBe(404);
    const unknownPath = await page("/gibt-es-nicht");
    expect(unknownPath.status).toBe(404);
    expect(text(unknownPath.html)).toContain("Diese Seite gibt es nicht (mehr).");
  });

  it("answers 404 for a list page past the end and 400 for a cursor no list can read, each with a way back", async () => {
    const pastEnd = await page("/vereine?seite=99");
    expect(pastEnd.status).toBe(404);
    expect(text(body(pastEnd.html))).toContain("Diese Seite der Vereinsliste gibt es nicht.");
    expect(body(pastEnd.html)).toContain('href="/vereine"');
    expect((await page("/vereine?seite=1")).status).toBe(200);
    for (const list of ["/spielplan", "/news"]) {
      const garbled = await page(`${list}?weiter=kaputt`);
      expect(garbled.status, list).toBe(400);
      expect(text(body(garbled.html)), list).toContain("Diese Adresse führt auf keine Seite der Liste.");
      expect(body(garbled.html), list).toContain(`href="${list}"`);
      const pastEnd = await page(`${list}?tab=vergangene&weiter=0_${UNKNOWN_ID}`);
      expect(pastEnd.status, list).toBe(404);
      expect(text(body(pastEnd.html)), list).toContain("Diese Seite der Liste gibt es nicht (mehr).");
      expect(body(pastEnd.html), list).toContain(`href="${list}?tab=vergangene"`);
    }
  });

  it("heads a list's not-found page as the page reads, not as the list, before any script runs", async () => {
    // A crawler, a link preview and a browser without JavaScript read only the server's head: it
    // said «Vereine – Tschutti» with the list's canonical link above «Diese Seite … gibt es nicht».
    for (const [url, title] of [
      ["/vereine?seite=99", "Diese Seite der Vereinsliste gibt es nicht."],
      ["/news?weiter=kaputt", "Diese Adresse führt auf keine Seite der Liste."],
      [`/spielplan?tab=vergangene&weiter=0_${UNKNOWN_ID}`, "Diese Seite der Liste gibt es nicht (mehr)."],
    ] as const) {
      const { html } = await page(url);
      const head = html.slice(0, html.indexOf('<div id="root">'));
      expect(head.match(/<title>/g), url).toHaveLength(1);
      expect(head, url).toContain(`<title>${title} – Tschutti</title>`);
      expect(head, url).toContain(`<meta property="og:title" content="${title} – Tschutti" />`);
      expect(head, url).toContain('<meta name="description" content="Diese Seite gibt es nicht (mehr)." />');
      expect(head, url).toContain('<meta name="robots" content="noindex" />');
      expect(head, url).not.toContain('rel="canonical"');
      expect(head, url).not.toContain("og:url");
    }
  });

  it("answers 200 for the pages mails link to, not indexed", async () => {
    for (const url of ["/einladung/xyz", "/passwort-zuruecksetzen?token=abc", "/passwort-vergessen"]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).not.toContain("Seite nicht gefunden");
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("hands the client the page's data in a JSON block, under a CSP without inline scripts", async () => {
    const { html, headers } = await page(`/vereine/${clubId}`);
    const block = /<script type="application\/json" id="tschutti-data">([\s\S]*?)<\/script>/.exec(html);
    const data = JSON.parse(block?.[1] ?? "null") as {
      url: string;
      queries: { queries: Array<{ state: { data: unknown } }> };
    };
    expect(data.url).toBe(`/vereine/${clubId}`);
    expect(JSON.stringify(data.queries)).toContain("FC Seeblick Server");
    // Every script element is the app's file, JSON-LD or the data block: nothing inline runs.
    for (const tag of html.match(/<script[^>]*>/g) ?? []) {
      expect(tag).toMatch(/src="|type="application\/(json|ld\+json)"/);
    }
    const scriptSrc = /script-src [^;]*/.exec(headers.get("content-security-policy") ?? "")?.[0];
    expect(scriptSrc).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
  });

  it("names the public reads the page was made from, for the browser's offline copy", async () => {
    const { html } = await page(`/vereine/${clubId}`);
    const block = /<script type="application\/json" id="tschutti-data">([\s\S]*?)<\/script>/.exec(html);
    const data = JSON.parse(block?.[1] ?? "null") as { publicReads: string[] };
    expect(data.publicReads).toContain(`/api/clubs/${clubId}`);
    // Only public reads: nothing of a session, nothing the worker may not keep.
    for (const path of data.publicReads)
      expect(path).toMatch(/^\/api\/(clubs|teams|players|matches|news|rankings)(\/|\?|$)/);
  });

  it("names no position while the hub has not yet found its place in the log", async () => {
    expect(t.deps.realtime.position).toBeNull();
    const { html } = await page(`/spiele/${matchId}`);
    const block = /<script type="application\/json" id="tschutti-data">([\s\S]*?)<\/script>/.exec(html);
    expect((JSON.parse(block?.[1] ?? "null") as { liveFrom: number | null }).liveFrom).toBeNull();
  });

  it("names the live stream's last change it had seen before reading the page, to resume from", async () => {
    await t.deps.realtime.start();
    // Any change will do: the page only names the position it was read at.
    const id = await t.deps.db.transaction((tx) =>
      publishChange(tx, matchId, { kind: "match.deleted", data: { id: matchId } }),
    );
    await waitFor(() => t.deps.realtime.lastId >= id);
    const { html } = await page(`/spiele/${matchId}`);
    const block = /<script type="application\/json" id="tschutti-data">([\s\S]*?)<\/script>/.exec(html);
    const data = JSON.parse(block?.[1] ?? "null") as { liveFrom: number | null };
    expect(data.liveFrom).toBe(t.deps.realtime.lastId);
    expect(data.liveFrom).toBeGreaterThanOrEqual(id);
  });

  it("renders the same anonymous page for a signed-in visitor: no private data in the HTML", async () => {
    const user = await signUp(t.app);
    const signedIn = await page(`/vereine/${clubId}`, { cookie: user.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.html).not.toContain(user.email);
    expect(signedIn.headers.get("cache-control")).toBe("no-cache");
    const anonymous = await page(`/vereine/${clubId}`);
    // Only the useId-based ids and the nonce could differ; the text is the same.
    expect(text(signedIn.html)).toBe(text(anonymous.html));
  });

  it("sends a signed-in visitor of the sign-in page on, to where the link names or to the start", async () => {
    const user = await signUp(t.app);
    const home = await t.app.request("/auth", { headers: { cookie: user.cookie } });
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/");
    expect(home.headers.get("cache-control")).toBe("private, no-store");
    const back = await t.app.request(
      `/auth?tab=anmelden&weiter=${encodeURIComponent("/einladung/abc?x=1")}`,
      {
        headers: { cookie: user.cookie },
      },
    );
    expect(back.headers.get("location")).toBe("/einladung/abc?x=1");
    // Only a path of this site: another site's address is not followed (a browser reads "/\" as "//").
    for (const elsewhere of ["//example.com/", "/\\example.com/", "https://example.com/"]) {
      const res = await t.app.request(`/auth?weiter=${encodeURIComponent(elsewhere)}`, {
        headers: { cookie: user.cookie },
      });
      expect(res.headers.get("location")).toBe("/");
    }
    // A visitor, or a cookie of no session, gets the page.
    expect((await page("/auth")).status).toBe(200);
    expect((await page("/auth", { cookie: "better-auth.session_token=nichts.da" })).status).toBe(200);
  });

  it("sends a visitor of a signed-in page to sign in, and back there afterwards", async () => {
    for (const path of [
      "/profile",
      "/favorites",
      "/dashboard",
      "/manage-club/schedule?tab=x",
      "/spielleitung",
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe(`/auth?weiter=${encodeURIComponent(path)}`);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    // A cookie of no session is a visitor too.
    const stale = await t.app.request("/profile", {
      headers: { cookie: "better-auth.session_token=nichts.da" },
    });
    expect(stale.headers.get("location")).toBe(`/auth?weiter=${encodeURIComponent("/profile")}`);
    // A signed-in person gets the page; a public page with a similar name is no private page.
    const user = await signUp(t.app);
    expect((await page("/profile", { cookie: user.cookie })).status).toBe(200);
    expect((await page("/profile-x")).status).toBe(404);
  });

  it("streams the HTML compressed when the client accepts it", async () => {
    const res = await t.app.request(`/vereine/${clubId}`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    const { brotliDecompressSync } = await import("node:zlib");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    expect(html).toContain(">FC Seeblick Server</h1>");
  });
});

describe("a page whose reads are refused", () => {
  // The page's reads count against the visitor's read limit like the browser's would.
  it("answers with the read's status (429 over the read limit), not 500, and says when to come back (Retry-After) as the refused read did", async () => {
    const limited = await createTestApp({ API_READ_LIMIT: "1" });
    try {
      const clientDir = clientDirWithShell();
      serveClient(limited.app, { clientDir, uploadsDir: limited.uploadsDir });
      const club = await insertClub(limited.deps.db, "FC Limitiert");
      await limited.app.request(`/api/clubs/${club.id}`);
      const refused = await limited.app.request(`/api/clubs/${club.id}`);
      const readWait = Number(refused.headers.get("retry-after"));
      expect(readWait).toBeGreaterThan(0);
      const res = await limited.app.request(`/vereine/${club.id}`);
      expect(res.status).toBe(429);
      const pageWait = Number(res.headers.get("retry-after"));
      expect(pageWait).toBeGreaterThan(0);
      expect(pageWait).toBeLessThanOrEqual(readWait);
    } finally {
      await limited.close();
    }
  });
});
