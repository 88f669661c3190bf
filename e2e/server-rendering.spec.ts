import type { APIRequestContext } from "@playwright/test";
import type { ClubListResponse } from "../src/shared/clubs/types.ts";
import type {
  MatchEventsResponse,
  MatchListResponse,
  MatchPageResponse,
  MatchPlayerRef,
} from "../src/shared/matches/types.ts";
import type { NewsPageResponse } from "../src/shared/news/types.ts";
import type { LeagueTableResponse } from "../src/shared/rankings/types.ts";
import { expect, holdScripts, test, untilInteractive, waitUntilSettled } from "./fixtures.ts";

// The pages are rendered on the server (decision 017): without JavaScript a visitor (or a
// crawler) reads a club and the league table; with it, React takes the HTML over without
// rendering it anew (a hydration mismatch is a console error).

/** The demo's FC Seeblick and its first team, which has played more matches than a list shows at first. */
async function demoTeam(request: APIRequestContext) {
  const { clubs } = (await (await request.get("/api/clubs?search=Seeblick")).json()) as ClubListResponse;
  const club = clubs.find((c) => c.clubName === "FC Seeblick");
  const { teams } = (await (await request.get(`/api/clubs/${club?.id}/teams`)).json()) as {
    teams: { id: string; name: string }[];
  };
  return { club, team: teams.find((t) => t.name === "1. Mannschaft") };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a club page shows the club, its teams and its tabs", async ({ page, request }) => {
    const { clubs } = (await (await request.get("/api/clubs?search=Seeblick")).json()) as ClubListResponse;
    const club = clubs.find((c) => c.clubName === "FC Seeblick");
    expect(club).toBeTruthy();
    const response = await page.goto(`/vereine/${club?.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "FC Seeblick" })).toBeVisible();
    await expect(page.getByRole("tab", { name: /Mannschaften/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /1\. Mannschaft/ }).first()).toBeVisible();
    await expect(page.getByText("Laden...")).toHaveCount(0);
    // Its logo, which the page's code would show, shows without it too, over the letter.
    const logo = page.locator("main img[src*='/club-logos/']").first();
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("the sign-in page shows its forms and says that signing in needs JavaScript", async ({ page }) => {
    const response = await page.goto("/auth?tab=registrieren");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Registrieren" })).toBeVisible();
    const form = page.getByRole("form", { name: "Registrieren" });
    await expect(form.getByLabel("Nutzername")).toBeVisible();
    await expect(form.getByRole("button", { name: "Konto erstellen" })).toBeDisabled();
    await expect(form.getByText("Dieses Formular braucht JavaScript.")).toBeVisible();
    await expect(page.getByText("Laden...")).toHaveCount(0);
    // Its tabs are links to their own addresses, as on every page the server renders.
    await page.getByRole("tab", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Anmelden" }).getByLabel("Passwort")).toBeVisible();
  });

  test("a club page's tabs open without JavaScript: each is a link to its own address", async ({
    page,
    request,
  }) => {
    const { clubs } = (await (await request.get("/api/clubs?search=Seeblick")).json()) as ClubListResponse;
    const club = clubs.find((c) => c.clubName === "FC Seeblick");
    await page.goto(`/vereine/${club?.id}`);
    await page.getByRole("tab", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(`/vereine/${club?.id}?tab=kontakt`);
    await expect(page.getByRole("tab", { name: "Kontakt" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByText("info@fc-seeblick.ch")).toBeVisible();
    // The first tab is the page's own address, without a parameter.
    await page.getByRole("tab", { name: "Mannschaften" }).click();
    await expect(page).toHaveURL(`/vereine/${club?.id}`);
    await expect(
      page
        .getByRole("tabpanel")
        .getByRole("link", { name: /1\. Mannschaft/ })
        .first(),
    ).toBeVisible();
  });

  test("a team's whole season is a link away without JavaScript: the schedule stands in for «Alle anzeigen»", async ({
    page,
    request,
  }) => {
    const { club, team } = await demoTeam(request);
    await page.goto(`/vereine/${club?.id}/teams/${team?.id}`);
    const results = page.getByRole("region", { name: /^Resultate/ });
    await expect(results.getByRole("button", { name: /^Alle \d+ anzeigen$/ })).toBeHidden();
    const shown = await results
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(shown).toHaveLength(3);
    await results.getByRole("link", { name: /^Alle \d+ im Spielplan$/ }).click();
    await expect(page).toHaveURL(`/spielplan?tab=vergangene&verein=${club?.id}&team=${team?.id}`);
    for (const href of shown) await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  });

  test("a later page of the news has its own address, which the server renders from its cursor", async ({
    page,
    request,
  }) => {
    // «Weitere News laden» needs scripts; without them its link leads to such an address.
    const first = (await (await request.get("/api/news?limit=2")).json()) as NewsPageResponse;
    expect(first.nextCursor).toBeTruthy();
    const after = (await (
      await request.get(`/api/news?limit=1&after=${first.nextCursor}`)
    ).json()) as NewsPageResponse;
    await page.goto(`/news?weiter=${first.nextCursor}`);
    const main = page.getByRole("main");
    await expect(main.locator(`a[href="/news/${after.news[0]?.id}"]`)).toBeVisible();
    // By their links, not their titles: journeys running meanwhile publish news under the same
    // title (each project, each repetition), and an older one with the title of a newest one
    // rightly stands on the later page.
    for (const item of first.news) await expect(main.locator(`a[href="/news/${item.id}"]`)).toHaveCount(0);
    await main.getByRole("link", { name: "Zu den neuesten News" }).click();
    await expect(page).toHaveURL("/news");
    await expect(main.getByText(first.news[0]?.title ?? "?", { exact: true }).first()).toBeVisible();
    // An address whose cursor no list can read is no copy of the first page: 400, and the way back.
    expect((await page.goto("/news?weiter=kaputt"))?.status()).toBe(400);
    await expect(
      page.getByRole("heading", { name: "Diese Adresse führt auf keine Seite der Liste." }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Zum Anfang der Liste" }).click();
    await expect(page).toHaveURL("/news");
    await expect(main.getByText(first.news[0]?.title ?? "?", { exact: true }).first()).toBeVisible();
  });

  test("a later page of the schedule has its own address, within its tab and filters", async ({
    page,
    request,
  }) => {
    // A club's past matches: the journeys running meanwhile add matches to come, not played ones.
    const { club } = await demoTeam(request);
    const list = async (query: string) =>
      (await (
        await request.get(`/api/matches?scope=past&clubId=${club?.id}&${query}`)
      ).json()) as MatchPageResponse;
    const first = await list("limit=2");
    expect(first.nextCursor).toBeTruthy();
    const after = await list(`limit=1&after=${first.nextCursor}`);
    await page.goto(`/spielplan?tab=vergangene&verein=${club?.id}&weiter=${first.nextCursor}`);
    const grid = page.getByRole("list", { name: "Vergangene Spiele" });
    await expect(grid.locator(`a[href="/spiele/${after.matches[0]?.id}"]`)).toBeVisible();
    for (const match of first.matches)
      await expect(grid.locator(`a[href="/spiele/${match.id}"]`)).toHaveCount(0);
    // A cursor past the list's end: the not-found page (404), and the way back.
    const pastEnd = await page.goto(
      `/spielplan?tab=vergangene&verein=${club?.id}&weiter=0_00000000-0000-0000-0000-000000000000`,
    );
    expect(pastEnd?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "Diese Seite der Liste gibt es nicht (mehr)." }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Zum Anfang der Liste" }).click();
    await expect(page).toHaveURL(`/spielplan?tab=vergangene&verein=${club?.id}`);
    await expect(grid.locator(`a[href="/spiele/${first.matches[0]?.id}"]`)).toBeVisible();
  });

  test("the ranking's tabs open without JavaScript, and keep the league chosen", async ({ page }) => {
    await page.goto("/ranking?kanton=Z%C3%BCrich&liga=3.+Liga");
    await page.getByRole("tab", { name: "Tabelle" }).click();
    await expect(page).toHaveURL("/ranking?kanton=Z%C3%BCrich&liga=3.+Liga&tab=tabelle");
    await expect(page.getByRole("table", { name: /^Tabelle 3\. Liga, Zürich/ })).toBeVisible();
  });

  test("the ranking's choices apply without JavaScript: choose, then «Anzeigen»", async ({ page }) => {
    await page.goto("/ranking?tab=tabelle");
    await page.getByRole("combobox", { name: "Kanton" }).selectOption("Bern");
    await page.getByRole("combobox", { name: "Liga" }).selectOption("2. Liga");
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(/^[^?]*\/ranking\?tab=tabelle&/);
    await expect(page.getByRole("table", { name: /^Tabelle 2\. Liga, Bern/ })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Kanton" })).toHaveValue("Bern");

    // The scorers of one canton.
    await page.getByRole("tab", { name: "Torschützen" }).click();
    await page.getByRole("combobox", { name: "Kanton" }).selectOption("Zürich");
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(/[?&]kanton=Z%C3%BCrich(&|$)/);
    await expect(page.getByRole("tab", { name: "Torschützen" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("combobox", { name: "Kanton" })).toHaveValue("Zürich");
  });

  test("the schedule's filter applies without JavaScript: its panel is open, «Anzeigen» sends it", async ({
    page,
  }) => {
    await page.goto("/spielplan?tab=vergangene");
    // The panel is open and cannot be closed: no button claims to open it.
    const filters = page.getByRole("region", { name: "Filter" });
    await expect(filters.getByRole("button", { name: /^Filter/ })).toBeHidden();
    await expect(filters.getByRole("paragraph").filter({ hasText: /^Filter$/ })).toBeVisible();
    await page.getByRole("combobox", { name: "Kanton" }).selectOption("Zürich");
    await page.getByRole("combobox", { name: "Liga" }).selectOption("3. Liga");
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(/^[^?]*\/spielplan\?tab=vergangene&/);
    await expect(page).toHaveURL(/[?&]kanton=Z%C3%BCrich&liga=3\.\+Liga(&|$)/);
    await expect(page.getByRole("tab", { name: "Vergangene Spiele" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("combobox", { name: "Liga" })).toHaveValue("3. Liga");
    // The demo's Zürich 3. Liga has played: FC Seeblick's results are listed.
    await expect(
      page.getByRole("list", { name: "Vergangene Spiele" }).getByText("FC Seeblick").first(),
    ).toBeVisible();
    // «Meine Favoriten» needs the page's code (the browser keeps the favourites): not offered.
    await expect(page.getByRole("checkbox", { name: "Meine Favoriten" })).toBeHidden();
    // The count of active filters stands beside the title here too.
    await expect(filters.getByRole("paragraph").filter({ hasText: /^Filter2 aktiv$/ })).toBeVisible();
    await page.getByRole("link", { name: "Filter zurücksetzen" }).click();
    await expect(page).toHaveURL(/^[^?]*\/spielplan\?tab=vergangene$/);
    await expect(page.getByRole("combobox", { name: "Kanton" })).toHaveValue("");
  });

  test("the top bar and the start page offer signing in, which leads to the sign-in page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: "Jetzt anmelden" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
  });

  test("on a phone the menu opens as a link, and what needs scripts is not offered", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toHaveCount(0);
    await page.getByRole("link", { name: "Menü öffnen" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile Navigation" });
    // Signing in is offered there as in the menu the page's code opens.
    await expect(menu.getByRole("link", { name: "Anmelden" })).toBeVisible();
    await menu.getByRole("link", { name: "Ranking" }).click();
    await expect(page).toHaveURL("/ranking");
    await expect(page.getByRole("heading", { level: 1, name: "Ranking" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mobile Navigation" })).toBeHidden();

    // A club's description shows whole (the request for more needs scripts), and «Teilen» is
    // not offered.
    const { clubs } = (await (await request.get("/api/clubs?search=Seeblick")).json()) as ClubListResponse;
    await page.goto(`/vereine/${clubs.find((c) => c.clubName === "FC Seeblick")?.id}`);
    await expect(page.getByText("Neue Spielerinnen, Spieler, Trainer und Helfer")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mehr über den Verein" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Teilen" })).toBeHidden();
    // Nor is «Kalender abonnieren», a dialog, on a team's page, nor the favourites' heart (the
    // browser or the account keeps them, through the page's code).
    await page
      .getByRole("tabpanel")
      .getByRole("link", { name: /^1\. Mannschaft/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("1. Mannschaft");
    await expect(page.getByRole("button", { name: "Kalender abonnieren" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Zu Favoriten hinzufügen" })).toBeHidden();
  });

  test("the start page shows the latest news and the coming matches", async ({ page, request }) => {
    // What a visitor without favourites sees, which is all the server can know of anyone. Other
    // journeys add news and matches while this one runs, so the lists are checked for their
    // entries, not for particular ones.
    const { news } = (await (await request.get("/api/news?limit=3")).json()) as NewsPageResponse;
    expect(news.length).toBeGreaterThan(0);
    await page.goto("/");
    for (const [name, entry] of [
      ["Aktuelle News", /\d{2}\.\d{2}\.\d{4}/],
      ["Kommende Spiele", /Zum Spiel/],
    ] as const) {
      const section = page.getByRole("region", { name });
      await expect(section.getByRole("listitem").first()).toContainText(entry);
      await expect(section.getByRole("status")).toHaveCount(0);
    }
  });

  test("the schedule's filter offers its clubs, the chosen club's teams and the league's groups without JavaScript", async ({
    page,
  }) => {
    await page.goto("/spielplan");
    // The clubs are in the page: a club can be chosen and sent.
    await page.getByRole("combobox", { name: "Verein" }).selectOption({ label: "FC Seeblick" });
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(/[?&]verein=[0-9a-f-]{36}(&|$)/);
    // The club chosen stays chosen (sending the form again keeps it), and its teams are offered.
    await expect(page.getByRole("combobox", { name: "Verein" })).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(page.getByRole("combobox", { name: "Verein" }).locator("option:checked")).toHaveText(
      "FC Seeblick",
    );
    await page.getByRole("combobox", { name: "Mannschaft" }).selectOption({ label: "1. Mannschaft" });
    await page.getByRole("combobox", { name: "Kanton" }).selectOption("Zürich");
    await page.getByRole("combobox", { name: "Liga" }).selectOption("3. Liga");
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(
      /[?&]verein=[0-9a-f-]{36}&team=[0-9a-f-]{36}&kanton=Z%C3%BCrich&liga=3\.\+Liga(&|$)/,
    );
    await expect(page.getByRole("combobox", { name: "Mannschaft" }).locator("option:checked")).toHaveText(
      "1. Mannschaft",
    );
    // With canton and league chosen, the league's groups are offered.
    await expect(
      page.getByRole("combobox", { name: "Gruppe" }).getByRole("option", { name: "Gruppe 1" }),
    ).toHaveCount(1);
  });

  test("a completed match shows its Matchtelegramm", async ({ page, request }) => {
    const { matches } = (await (
      await request.get("/api/matches?scope=past&limit=20")
    ).json()) as MatchListResponse;
    const match = matches.find((m) => m.status === "completed");
    expect(match).toBeTruthy();
    const text = await (await request.get(`/api/matches/${match?.id}/telegramm`)).text();
    await page.goto(`/spiele/${match?.id}`);
    const telegramm = page.getByRole("region", { name: "Matchtelegramm" });
    // The text as the newspaper prints it (the page shows it in a <pre>, as sent).
    await expect(telegramm.locator("pre")).toHaveText(text.trim());
    await expect(telegramm.getByRole("status")).toHaveCount(0);
    // Copying needs the page's code: not offered (a greyed button would stay so for good); the
    // download is a plain link and stays.
    await expect(telegramm.getByRole("button", { name: "Telegramm kopieren" })).toBeHidden();
    await expect(telegramm.getByRole("link", { name: "Als Textdatei herunterladen" })).toBeVisible();
    // The line-ups' dialog needs scripts: not offered (the text above names the line-ups).
    await expect(page.getByRole("button", { name: "Aufstellung anzeigen" })).toBeHidden();
  });

  test("a player named in a match's course is a link to the player's page", async ({ page, request }) => {
    const { matches } = (await (
      await request.get("/api/matches?scope=past&limit=20")
    ).json()) as MatchListResponse;
    let found: { matchId: string; player: MatchPlayerRef } | null = null;
    for (const match of matches.filter((m) => m.status === "completed")) {
      const { events } = (await (
        await request.get(`/api/matches/${match.id}/events`)
      ).json()) as MatchEventsResponse;
      const player = events.find((e) => e.player)?.player;
      if (player) {
        found = { matchId: match.id, player };
        break;
      }
    }
    if (!found) throw new Error("the demo has no completed match with a named player");
    const name = `${found.player.firstName} ${found.player.lastName}`.trim();
    await page.goto(`/spiele/${found.matchId}`);
    // With scripts the name opens the player's figures in place; without, that button could not.
    await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);
    await page.getByRole("link", { name, exact: true }).first().click();
    await expect(page).toHaveURL(`/players/${found.player.id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("the league table shows its teams and points", async ({ page, request }) => {
    const table = (await (
      await request.get("/api/rankings/table?canton=Z%C3%BCrich&league=3.%20Liga&group=Gruppe%201")
    ).json()) as LeagueTableResponse;
    await page.goto("/ranking?tab=tabelle&kanton=Z%C3%BCrich&liga=3.+Liga&gruppe=Gruppe+1");
    const grid = page.getByRole("table", { name: "Tabelle 3. Liga, Zürich" });
    await expect(grid).toBeVisible();
    await expect(grid.locator("tbody tr")).toHaveCount(table.rows.length);
    const first = table.rows[0];
    await expect(grid.locator("tbody tr").first()).toContainText(first?.teamName ?? "");
    await expect(grid.locator("tbody tr").first()).toContainText(String(first?.points ?? ""));
  });

  test("a page is styled by its own HTML: no style sheet is waited for", async ({ page }) => {
    // On a slow network a style sheet is one more round trip before the first paint.
    const sheets: string[] = [];
    await page.route("**/*.css", (route) => {
      sheets.push(route.request().url());
      return route.abort();
    });
    await page.goto("/ranking");
    const heading = page.getByRole("heading", { level: 1, name: "Ranking" });
    await expect(heading).toBeVisible();
    // The title's font-extrabold: only the page's own styles can have set it (a browser's
    // default for an h1 is 700).
    expect(await heading.evaluate((h) => getComputedStyle(h).fontWeight)).toBe("800");
    expect(sheets).toEqual([]);
  });

  test("an unknown club answers 404 with its not-found page", async ({ page }) => {
    const response = await page.goto("/vereine/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Verein nicht gefunden")).toBeVisible();
  });
});

test("public pages hydrate without a mismatch", async ({ page, request }) => {
  const errors: string[] = [];
  // Each error with the page it came from.
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${new URL(page.url()).pathname}: ${String(error)}`));
  const { clubs } = (await (await request.get("/api/clubs")).json()) as ClubListResponse;
  const { matches } = (await (
    await request.get("/api/matches?scope=past&limit=20")
  ).json()) as MatchListResponse;
  const completed = matches.find((m) => m.status === "completed");
  const { club, team } = await demoTeam(request);
  for (const path of [
    "/",
    "/vereine",
    `/vereine/${clubs[0]?.id}`,
    `/vereine/${club?.id}/teams/${team?.id}`,
    "/spielplan",
    "/live-ticker",
    "/news",
    "/ranking",
    // Its Matchtelegramm stays the server's HTML until its code arrives after hydrating.
    `/spiele/${completed?.id}`,
  ]) {
    await page.goto(path);
    await waitUntilSettled(page);
    // A link works once React has taken the page over: the client router navigates.
    await expect(page.getByRole("banner").getByRole("link", { name: "Tschutti – Startseite" })).toBeVisible();
  }
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
});

test("a match page names its teams' logos in its HTML for the browser to fetch first", async ({
  page,
  request,
}) => {
  // Radix shows a logo only once the page's code has loaded it; the hint lets its download start
  // with the HTML instead of after hydration (it is the page's largest picture).
  const { matches } = (await (
    await request.get("/api/matches?scope=past&limit=50")
  ).json()) as MatchListResponse;
  const match = matches.find((m) => m.homeTeam.clubLogoUrl);
  expect(match).toBeTruthy();
  const logo = match?.homeTeam.clubLogoUrl ?? "";
  const html = await (await request.get(`/spiele/${match?.id}`)).text();
  const hints = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="image" fetchPriority="high"\/>/g)];
  expect(hints.map((hint) => hint[1]?.replace(/\.\d+\.webp$/, ""))).toContain(logo.replace(/\.webp$/, ""));

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`/spiele/${match?.id}`);
  await waitUntilSettled(page);
  await expect(page.locator("main img[src*='/club-logos/']").first()).toBeVisible();
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
});

test("a form opened from a mail sends nothing by itself before the page is ready", async ({ page }) => {
  // Enter in a field of the server's HTML, before the scripts have arrived: the browser would
  // send the form itself, as a GET with the fields in the address (a new password included).
  const arrive = await holdScripts(page);
  // The page asks whether its link still works and would put the form away for this unknown one:
  // here the link counts as fresh, so the form stays and its own sending meets the server's refusal.
  await page.route("**/api/auth/reset-link/**", (route) => route.fulfill({ json: { valid: true } }));
  await page.goto("/passwort-zuruecksetzen?token=abgelaufen", { waitUntil: "commit" });
  const form = page.getByRole("form", { name: "Neues Passwort" });
  await form.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill("geheim-neu-123");
  await form.getByLabel("Neues Passwort wiederholen").fill("geheim-neu-123");
  await form.getByLabel("Neues Passwort wiederholen").press("Enter");
  arrive();
  await untilInteractive(page);
  // Had the browser sent the form, this would be a new page: its address with the password,
  // its fields empty.
  expect(page.url()).toMatch(/\/passwort-zuruecksetzen\?token=abgelaufen$/);
  await expect(form.getByLabel("Neues Passwort wiederholen")).toHaveValue("geheim-neu-123");
  // Now the page's own code sends it, and the server refuses the unknown link.
  await form.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page.getByRole("alert")).toContainText("Neuen Link anfordern");
});

test("the sign-in form shows before its scripts arrive, and Enter there sends nothing by itself", async ({
  page,
}) => {
  // A slow phone: the form is there with the server's HTML, and a visitor starts typing at once.
  const arrive = await holdScripts(page);
  await page.goto("/auth", { waitUntil: "commit" });
  const form = page.getByRole("form", { name: "Anmelden" });
  await form.getByLabel("E-Mail").fill("niemand@example.ch");
  await form.getByLabel("Passwort").fill("falsch-123");
  await form.getByLabel("Passwort").press("Enter");
  arrive();
  await untilInteractive(page);
  // Had the browser sent the form itself, the password would be in the address, the fields empty.
  expect(page.url()).toMatch(/\/auth$/);
  await expect(form.getByLabel("Passwort")).toHaveValue("falsch-123");
  await form.getByRole("button", { name: "Anmelden" }).click();
  await expect(
    form.getByRole("alert").filter({ hasText: "E-Mail-Adresse oder Passwort ist falsch." }),
  ).toBeVisible();
});

test("a page scrolled before its scripts arrive stays where it was read", async ({ page }) => {
  // A slow phone shows the server's HTML long before its code: a visitor scrolls the list and
  // taps a club. Hydrating must not move the page back to its top under the finger.
  await page.setViewportSize({ width: 390, height: 700 });
  const arrive = await holdScripts(page);
  await page.goto("/vereine", { waitUntil: "commit" });
  const last = page.getByRole("list").last().getByRole("link").last();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  arrive();
  await untilInteractive(page);
  await waitUntilSettled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("with scripts a team's «Alle anzeigen» opens the list in place, and the schedule's link is not offered", async ({
  page,
  request,
}) => {
  const { club, team } = await demoTeam(request);
  await page.goto(`/vereine/${club?.id}/teams/${team?.id}`);
  await untilInteractive(page);
  const results = page.getByRole("region", { name: /^Resultate/ });
  await expect(results.getByRole("link", { name: /im Spielplan$/ })).toBeHidden();
  const all = results.getByRole("button", { name: /^Alle \d+ anzeigen$/ });
  const count = Number((await all.textContent())?.match(/\d+/)?.[0]);
  await all.click();
  await expect(results.getByRole("listitem")).toHaveCount(count);
  await expect(results.getByRole("button", { name: "Weniger anzeigen" })).toBeVisible();
});
