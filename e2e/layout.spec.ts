import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, holdScripts, test, uniqueName, untilInteractive } from "./fixtures.ts";
import { apiJson, createOwnMatch } from "./match-helpers.ts";
import { createOwnClub } from "./own-club.ts";

// The public pages as fans use them: nothing scrolls sideways from 320 px up, even
// with long words, addresses and names; news links are clickable and safe; every page names
// itself in the tab; the layout does not jump while it loads (CLS < 0.1).

const WIDTHS = [320, 390, 768] as const;
const LONG_WORD = "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen";
const LONG_URL =
  "https://www.example.ch/verein/anmeldung/gruempelturnier-2027/kategorie-plausch-und-familie?quelle=news&sprache=de-ch";
const LONG_MAIL = "praesidentin.des.vereinsvorstands@oberdonaudampfschifffahrt-fussball.example.ch";

interface Fixture {
  email: string;
  clubId: string;
  clubName: string;
  teamId: string;
  playerId: string;
  newsId: string;
  newsTitle: string;
  liveMatchId: string | null;
}

let fixture: Fixture;

/** A fresh club with a long name, a long-named team and player, and a news post full of long content. */
async function createLongContent(browser: Browser, baseURL: string): Promise<Fixture> {
  const context = await browser.newContext({ baseURL });
  const request = context.request;
  const send = async <T>(method: "GET" | "POST" | "PATCH", path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(path, { method, data, headers: { origin: baseURL } });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
    return (await res.json()) as T;
  };
  const username = uniqueName("lang");
  await send("POST", "/api/auth/sign-up/email", {
    email: `${username}@example.ch`,
    password: "geheim123",
    name: username,
    username,
    fullName: username,
    accountType: "club",
  });
  const { club } = await send<{ club: { id: string } }>("GET", "/api/me");
  const clubName = `FC Ober${LONG_WORD}-${uniqueName("")}`.slice(0, 110);
  await send("PATCH", `/api/manage/clubs/${club.id}`, {
    clubName,
    description: `${LONG_WORD} ${LONG_URL} ${LONG_MAIL}`,
    contactEmail: LONG_MAIL,
  });
  const { team } = await send<{ team: { id: string } }>("POST", `/api/manage/clubs/${club.id}/teams`, {
    name: `Senioren-${LONG_WORD}`.slice(0, 100),
    canton: "Zürich",
    league: "4. Liga",
  });
  const { player } = await send<{ player: { id: string } }>("POST", `/api/manage/clubs/${club.id}/players`, {
    firstName: "Maximiliane-Wilhelmine",
    lastName: `von ${LONG_WORD}`,
    teamId: team.id,
  });
  await send("POST", `/api/manage/clubs/${club.id}/board-members`, {
    firstName: "Maximiliane",
    lastName: "Vorstand",
    role: "Präsidentin",
    email: LONG_MAIL,
  });
  const newsTitle = `${LONG_WORD}${LONG_WORD}`;
  const { news } = await send<{ news: { id: string } }>("POST", `/api/manage/clubs/${club.id}/news`, {
    title: newsTitle,
    content: `Anmeldung unter ${LONG_URL} oder per E-Mail an ${LONG_MAIL}.\n${LONG_WORD.repeat(3)} ist ein Wort.`,
    isPublished: true,
  });
  const live = await send<{ matches: Array<{ id: string }> }>("GET", "/api/matches?scope=live");
  await context.close();
  return {
    email: `${username}@example.ch`,
    clubId: club.id,
    clubName,
    teamId: team.id,
    playerId: player.id,
    newsId: news.id,
    newsTitle,
    liveMatchId: live.matches[0]?.id ?? null,
  };
}

function publicPaths(f: Fixture): string[] {
  return [
    "/",
    "/vereine",
    `/vereine?suche=${encodeURIComponent(f.clubName.slice(0, 20))}`,
    `/vereine/${f.clubId}`,
    `/vereine/${f.clubId}/teams/${f.teamId}`,
    `/players/${f.playerId}`,
    "/live-ticker",
    ...(f.liveMatchId ? [`/live-ticker/${f.liveMatchId}`] : []),
    "/spielplan",
    "/fuer-vereine-fans",
    "/news",
    `/news/${f.newsId}`,
    "/ranking",
    "/auth",
  ];
}

async function phoneContext(browser: Browser, baseURL: string, width: number): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width, height: 800 },
    isMobile: width < 768,
    hasTouch: width < 768,
    locale: "de-CH",
    timezoneId: "Europe/Zurich",
  });
}

/** Waits until the page shows its content: no loading placeholder left, the network quiet. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[role="status"][aria-label^="Lade"], [aria-busy="true"]')).toHaveCount(0);
}

test.describe("public pages with long content", () => {
  // The widths are set per context, so one browser project is enough.
  test.skip(({ isMobile }) => isMobile, "widths are set per test");

  test.beforeAll(async ({ browser }, info) => {
    if (info.project.name !== "desktop") return;
    fixture = await createLongContent(browser, info.project.use.baseURL ?? "");
  });

  for (const width of WIDTHS) {
    test(`no page scrolls sideways at ${width} px`, async ({ browser }, info) => {
      test.setTimeout(120_000);
      const context = await phoneContext(browser, info.project.use.baseURL ?? "", width);
      const page = await context.newPage();
      const wide: string[] = [];
      for (const path of publicPaths(fixture)) {
        await page.goto(path);
        await settle(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) wide.push(`${path}: ${scrollWidth}px`);
      }
      await context.close();
      expect(wide).toEqual([]);
    });
  }

  test("the top bar is a menu only below 768 px, the spec's breakpoint", async ({ browser }, info) => {
    // A tablet held upright (768–1023 px) got the phone's menu: the bar switched at 1024 px.
    for (const [width, phone] of [
      [767, true],
      [768, false],
      [1023, false],
    ] as const) {
      const context = await phoneContext(browser, info.project.use.baseURL ?? "", width);
      const page = await context.newPage();
      await page.goto("/ranking");
      await untilInteractive(page);
      const bar = page.getByRole("banner");
      const links = bar.getByRole("navigation", { name: "Hauptnavigation" });
      await expect(bar.getByRole("button", { name: "Menü öffnen" })).toBeVisible({ visible: phone });
      await expect(links).toBeVisible({ visible: !phone });
      if (!phone) {
        await expect(links.getByRole("link", { name: "Für Vereine & Fans" })).toBeInViewport({ ratio: 1 });
        await expect(bar.getByRole("link", { name: "Anmelden" })).toBeInViewport({ ratio: 1 });
      }
      await context.close();
    }
  });

  test("no icon is squeezed beside a long name on a phone", async ({ browser }, info) => {
    // The back link's arrow on a team's page («← FC Ober…») shrank to a dot at 390 px: an icon
    // in a flex row gives way to the text beside it unless it may not shrink. Icons are square.
    test.setTimeout(120_000);
    const wide: string[] = [];
    for (const width of [320, 390]) {
      const context = await phoneContext(browser, info.project.use.baseURL ?? "", width);
      const page = await context.newPage();
      for (const path of publicPaths(fixture)) {
        await page.goto(path);
        await settle(page);
        const squeezed = await page.evaluate(() =>
          [...document.querySelectorAll("svg.lucide")]
            .map((icon) => ({ icon, box: icon.getBoundingClientRect() }))
            .filter(({ box }) => box.height > 0 && box.width < box.height - 0.5)
            .map(({ icon, box }) => {
              const where = icon.parentElement?.textContent?.trim().slice(0, 40) ?? "";
              return `${[...icon.classList].find((c) => c.startsWith("lucide-"))} ${box.width.toFixed(1)}×${box.height.toFixed(1)} «${where}»`;
            }),
        );
        for (const icon of squeezed) wide.push(`${width} px ${path}: ${icon}`);
      }
      await context.close();
    }
    expect(wide).toEqual([]);
  });

  test("the club's own management tabs do not scroll sideways at 390 px", async ({ browser }, info) => {
    // A team card's name is cut with an ellipsis (truncate): in a grid without a column of its
    // own below 640 px the column grew to the whole name, and every card's «Löschen» left the screen.
    test.setTimeout(120_000);
    const baseURL = info.project.use.baseURL ?? "";
    const context = await phoneContext(browser, baseURL, 390);
    const signIn = await context.request.post("/api/auth/sign-in/email", {
      data: { email: fixture.email, password: "geheim123" },
      headers: { origin: baseURL },
    });
    expect(signIn.ok()).toBeTruthy();
    const page = await context.newPage();
    const wide: string[] = [];
    for (const tab of [
      "club",
      "teams",
      "coaches",
      "players",
      "board-members",
      "news",
      "schedule",
      "widgets",
    ]) {
      await page.goto(`/manage-club/${tab}`);
      await untilInteractive(page);
      await settle(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > 390) wide.push(`${tab}: ${scrollWidth}px`);
    }
    await context.close();
    expect(wide).toEqual([]);
  });

  test("a live card names both teams whole at 320 px", async ({ browser }, info) => {
    // '1. Mannschaft' under the club's name was cut to '1....' beside the score: on a club
    // with several teams a fan could not tell which one plays.
    const context = await phoneContext(browser, info.project.use.baseURL ?? "", 320);
    const page = await context.newPage();
    await page.goto("/live-ticker");
    const card = page.getByRole("main").getByRole("listitem").filter({ hasText: "Mannschaft" }).first();
    await expect(card).toBeVisible();
    // Text a screen reader alone reads (sr-only: a pixel, clipped) is not cut for the eye.
    const cut = await card.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>("span")]
        .filter((span) => span.textContent?.trim() && span.clientWidth > 1)
        .filter(
          (span) => span.scrollHeight > span.clientHeight + 1 || span.scrollWidth > span.clientWidth + 1,
        )
        .map((span) => span.textContent),
    );
    await context.close();
    expect(cut).toEqual([]);
  });

  test("a board member's e-mail address is shown whole at 320 px", async ({ browser }, info) => {
    // The address was cut at the card's edge ('praesident@fc-rheinfelden-au', without '.ch'
    // and without an ellipsis): a fan copying it got a wrong one.
    const context = await phoneContext(browser, info.project.use.baseURL ?? "", 320);
    const page = await context.newPage();
    await page.goto(`/vereine/${fixture.clubId}?tab=vorstand`);
    const mail = page.getByRole("link", { name: LONG_MAIL });
    await expect(mail).toBeVisible();
    const cut = await mail.evaluate((link) => {
      const text = document.createRange();
      text.selectNodeContents(link);
      const shown = link.getBoundingClientRect();
      return [...text.getClientRects()].some((r) => r.right > shown.right + 1 || r.left < shown.left - 1);
    });
    await context.close();
    expect(cut).toBe(false);
  });

  test("the long content is really on the pages it was measured on", async ({ page }) => {
    await page.goto(`/news/${fixture.newsId}`);
    await expect(page.getByRole("heading", { level: 1, name: fixture.newsTitle })).toBeVisible();
    await page.goto(`/vereine/${fixture.clubId}`);
    await expect(page.getByRole("heading", { level: 1, name: fixture.clubName })).toBeVisible();
    await expect(page.getByText(`Senioren-${LONG_WORD}`)).toBeVisible();
  });

  test("addresses in news are links, and only safe ones", async ({ page }) => {
    await page.goto(`/news/${fixture.newsId}`);
    const web = page.getByRole("link", { name: LONG_URL });
    await expect(web).toHaveAttribute("href", LONG_URL);
    await expect(web).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(web).toHaveAttribute("target", "_blank");
    const mail = page.getByRole("link", { name: LONG_MAIL });
    await expect(mail).toHaveAttribute("href", `mailto:${LONG_MAIL}`);
    await expect(mail).toHaveAttribute("rel", "noopener noreferrer nofollow");
  });
});

test.describe("sides of a match", () => {
  test("stand level whether a club has a logo or only its letter", async ({ page }) => {
    // The logo's link held an inline box: an image sat on the text's baseline with the line's
    // descent below it, a letter did not, so one side's name stood 6 px lower than the other's.
    type Side = { clubId: string | null; clubLogoUrl: string | null; teamImageUrl: string | null };
    const { matches } = (await (
      await page.request.get("/api/matches?status=completed&limit=100")
    ).json()) as {
      matches: Array<{ id: string; homeTeam: Side; awayTeam: Side }>;
    };
    const hasLogo = (side: Side) => Boolean(side.teamImageUrl ?? side.clubLogoUrl);
    const match = matches.find(
      (m) => m.homeTeam.clubId && m.awayTeam.clubId && hasLogo(m.homeTeam) !== hasLogo(m.awayTeam),
    );
    if (!match)
      throw new Error("the demo data holds a played match of a club with a logo against one without");
    await page.goto(`/spiele/${match.id}`);
    const clubs = page.getByRole("link", { name: /^Verein von / });
    await expect(clubs.nth(1)).toBeVisible();
    const [home, away] = [await clubs.nth(0).boundingBox(), await clubs.nth(1).boundingBox()];
    expect(home?.height).toBeGreaterThan(0);
    expect(home?.height).toBe(away?.height);
  });

  test("a coming match's card on a phone reads date, teams, then «Zum Spiel»", async ({ page, isMobile }) => {
    test.skip(!isMobile, "a phone's width");
    // The long date pushed «Zum Spiel ›» onto a line of its own between the date and the
    // teams: the link stood above what it leads to.
    await page.goto("/");
    const card = page
      .getByRole("region", { name: "Kommende Spiele" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: /^Zum Spiel / }) })
      .first();
    await expect(card).toBeVisible();
    const [link, teams] = await Promise.all([
      card.getByRole("link", { name: /^Zum Spiel / }).boundingBox(),
      card.getByText("gegen", { exact: true }).locator("xpath=..").boundingBox(),
    ]);
    if (!link || !teams) throw new Error("the card shows its link and its teams");
    expect(link.y).toBeGreaterThanOrEqual(teams.y + teams.height);
  });

  test("the sign-in card's tab row reaches both of its edges alike", async ({ page }) => {
    // With «w-full» beside the row's phone bleed (-mx-4), it began at the card's left edge and
    // ended 32 px short of its right one.
    await page.goto("/auth");
    const card = page.getByRole("tablist").locator("xpath=ancestor::*[contains(@class,'rounded-xl')][1]");
    const [row, box] = [await page.getByRole("tablist").boundingBox(), await card.boundingBox()];
    if (!row || !box) throw new Error("the tab row and its card are on the page");
    expect(Math.round(row.x - box.x)).toBe(Math.round(box.x + box.width - (row.x + row.width)));
  });
});

test.describe("titles and search", () => {
  test("every page names itself in the tab", async ({ page }) => {
    const clubs = (await (await page.request.get("/api/clubs?search=seeblick")).json()) as {
      clubs: Array<{ id: string }>;
    };
    const seeblick = clubs.clubs[0]?.id ?? "";
    const cases: Array<[string, string]> = [
      ["/vereine", "Vereine – Tschutti"],
      [`/vereine/${seeblick}`, "FC Seeblick – Tschutti"],
      ["/spielplan", "Spielplan – Tschutti"],
      ["/ranking", "Tabellen und Ranglisten – Tschutti"],
      ["/news", "News – Tschutti"],
      ["/live-ticker", "Live-Ticker – Tschutti"],
    ];
    for (const [path, title] of cases) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });

  test("club search folds umlauts and takes the words in any order", async ({ page, baseURL }) => {
    // A club of its own with an umlaut in the name (the demo clubs have none).
    const suffix = uniqueName("x");
    const clubName = `SV Rebhügel Zürich ${suffix}`;
    const username = uniqueName("suche");
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      headers: { origin: baseURL ?? "" },
      data: {
        email: `${username}@example.ch`,
        password: "geheim123",
        name: username,
        username,
        fullName: username,
        accountType: "club",
      },
    });
    expect(signUp.ok(), await signUp.text()).toBeTruthy();
    const me = (await (await page.request.get("/api/me")).json()) as { club: { id: string } };
    const rename = await page.request.patch(`/api/manage/clubs/${me.club.id}`, {
      headers: { origin: baseURL ?? "" },
      data: { clubName },
    });
    expect(rename.ok(), await rename.text()).toBeTruthy();
    // Only clubs with a team are listed publicly.
    const team = await page.request.post(`/api/manage/clubs/${me.club.id}/teams`, {
      headers: { origin: baseURL ?? "" },
      data: { name: "1. Mannschaft", canton: "Zürich", league: "4. Liga" },
    });
    expect(team.ok(), await team.text()).toBeTruthy();

    await page.goto("/vereine");
    await untilInteractive(page);
    const search = page.getByRole("searchbox", { name: "Vereine durchsuchen" });
    for (const text of [`rebhuegel ${suffix}`, `${suffix} zuerich rebhugel`, `REBHÜGEL ${suffix} zurich`]) {
      await search.fill(text);
      await expect(page.getByRole("link", { name: new RegExp(clubName) })).toBeVisible();
    }
    await search.fill(`seeblick ${suffix}`);
    await expect(page.getByText("Keine Vereine gefunden.")).toBeVisible();
  });
});

test.describe("layout stability", () => {
  // The widths are set per context, so one browser project is enough.
  test.skip(({ isMobile }) => isMobile, "widths are set per test");

  test("a live card keeps its height on phones when its «Aufstellung» button arrives", async ({
    browser,
    page,
  }, info) => {
    // The button comes with the line-ups, read in the browser after the page: in a narrow card it
    // wrapped the card's buttons onto a second row, and each card grew, so the more matches were
    // live, the more /live-ticker jumped (CLS 0.190 once).
    const baseURL = info.project.use.baseURL ?? "";
    const club = await createOwnClub(page);
    const opponent = uniqueName("FC Kartenhoehe ");
    const matchId = await createOwnMatch(page, baseURL, opponent);
    await apiJson(page.request, baseURL, "PUT", `/api/manage/matches/${matchId}/lineups/home`, {
      starters: club.players.map((p) => ({ playerId: p.id })),
    });
    await apiJson(page.request, baseURL, "POST", `/api/manage/matches/${matchId}/live/start`, {});

    // One column of cards at these widths, so a card's height is its own. Measured in one page,
    // as served (its scripts held back, as a slow phone has the HTML long before them) and once
    // the button has come.
    const cardHeights = async (width: number) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
      const fan = await context.newPage();
      const arrive = await holdScripts(fan);
      await fan.goto("/live-ticker", { waitUntil: "commit" });
      const card = fan.getByRole("listitem").filter({ hasText: opponent });
      await expect(card).toBeVisible();
      await expect(card.getByRole("button", { name: "Aufstellung" })).toHaveCount(0);
      const served = (await card.boundingBox())?.height ?? 0;
      arrive();
      // A card reads its line-ups once it comes near the screen: the fan scrolls to it (other
      // journeys' live matches may stand above it).
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole("button", { name: "Aufstellung" })).toBeVisible();
      const hydrated = (await card.boundingBox())?.height ?? 0;
      await context.close();
      return { served, hydrated };
    };
    for (const width of [320, 390]) {
      const { served, hydrated } = await cardHeights(width);
      expect(served).toBeGreaterThan(0);
      expect(hydrated, `at ${width} px`).toBe(served);
    }
  });

  for (const width of [390, 1280]) {
    test(`no page shifts its layout while loading at ${width} px (CLS < 0.1)`, async ({ browser }, info) => {
      test.setTimeout(120_000);
      const baseURL = info.project.use.baseURL ?? "";
      const live = (await (await fetch(`${baseURL}/api/matches?scope=live`)).json()) as {
        matches: Array<{ id: string }>;
      };
      const news = (await (await fetch(`${baseURL}/api/news?limit=1`)).json()) as {
        news: Array<{ id: string }>;
      };
      const clubs = (await (await fetch(`${baseURL}/api/clubs?search=seeblick`)).json()) as {
        clubs: Array<{ id: string }>;
      };
      const clubId = clubs.clubs[0]?.id ?? "";
      const teams = (await (await fetch(`${baseURL}/api/clubs/${clubId}/teams`)).json()) as {
        teams: Array<{ id: string }>;
      };
      const paths = [
        "/",
        "/vereine",
        `/vereine/${clubId}`,
        `/vereine/${clubId}/teams/${teams.teams[0]?.id ?? ""}`,
        "/live-ticker",
        ...(live.matches[0] ? [`/live-ticker/${live.matches[0].id}`] : []),
        "/spielplan",
        "/fuer-vereine-fans",
        "/news",
        ...(news.news[0] ? [`/news/${news.news[0].id}`] : []),
        "/ranking",
      ];
      const context = await phoneContext(browser, baseURL, width);
      await context.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) w.__cls += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const page = await context.newPage();
      const shifted: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await settle(page);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        if (cls >= 0.1) shifted.push(`${path}: ${cls.toFixed(3)}`);
      }
      await context.close();
      expect(shifted).toEqual([]);
    });
  }
});
