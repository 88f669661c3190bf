import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { DEMO_CLUB, DEMO_FAN, expect, login, test, waitUntilSettled } from "./fixtures.ts";

// A club website on another origin that embeds Tschutti's widgets and reads its open API.
let site: Server;
let siteOrigin = "";
let hostHtml = "";

test.beforeAll(async () => {
  site = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(hostHtml);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

async function widgetPaths(request: APIRequestContext): Promise<string[]> {
  const clubs = (await (await request.get("/api/clubs?search=Seeblick")).json()) as {
    clubs: { id: string }[];
  };
  const clubId = clubs.clubs[0]?.id ?? "";
  const teams = (await (await request.get(`/api/clubs/${clubId}/teams`)).json()) as {
    teams: { id: string; canton: string; league: string }[];
  };
  const team = teams.teams[0];
  if (!team) throw new Error("demo club without team");
  const live = (await (await request.get("/api/matches?scope=live")).json()) as { matches: { id: string }[] };
  const all = (await (await request.get(`/api/matches?teamIds=${team.id}`)).json()) as {
    matches: { id: string }[];
  };
  const matchId = live.matches[0]?.id ?? all.matches[0]?.id;
  if (!matchId) throw new Error("no demo match");
  // The demo's Zürich 3. Liga has two groups: a table names its group.
  const table = new URLSearchParams({
    canton: team.canton,
    league: team.league,
    group: "Gruppe 1",
  }).toString();
  return [
    `/widget/teams/${team.id}/matches`,
    `/widget/table?${table}`,
    `/widget/matches/${matchId}/ticker`,
    `/widget/teams/${team.id}/table`,
  ];
}

const WIDTHS = [240, 300, 800];

test("widgets render in iframes on another site, without console errors, cookies or third parties", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tschutti = new URL(baseURL ?? "").origin;
  const paths = await widgetPaths(request);
  // Each widget at the widest supported width, at the narrowest the design names (300 px) and
  // in a club site's narrow sidebar (240 px): a frame there scrolled sideways.
  hostHtml = `<!doctype html><html lang="de"><head><title>FC Beispiel</title></head><body>
${paths.flatMap((p, i) => WIDTHS.map((w) => `<iframe id="w${i}-${w}" src="${tschutti}${p}" width="${w}" height="400" title="Widget ${i}"></iframe>`)).join("\n")}
</body></html>`;

  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  const origins = new Set<string>();
  page.on("request", (req) => {
    origins.add(new URL(req.url()).origin);
  });
  page.on("response", async (res) => {
    if (new URL(res.url()).origin === tschutti && (await res.headerValue("set-cookie"))) {
      problems.push(`cookie set by ${res.url()}`);
    }
  });

  await page.goto(siteOrigin);
  for (const [i] of paths.entries()) {
    for (const width of WIDTHS) {
      const frame = page.frameLocator(`#w${i}-${width}`);
      await expect(frame.locator("main#w h1")).toBeVisible();
      await expect(frame.locator(".foot a")).toHaveAttribute("href", new RegExp(`^${tschutti}/`));
      // Responsive: nothing wider than the frame.
      const overflow = await frame.locator("html").evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `widget ${paths[i]} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
  await expect(page.frameLocator("#w1-800").locator("table tbody tr").first()).toBeVisible();
  await expect(page.frameLocator("#w2-800").locator(".score")).toBeVisible();

  expect(problems).toEqual([]);
  expect([...origins].sort()).toEqual([siteOrigin, tschutti].sort());
  expect(await context.cookies(tschutti)).toEqual([]);
});

test("a table widget names every team whole in a frame 300 px wide", async ({ page, baseURL }) => {
  // The names were cut with an ellipsis («FC Seeblick 1. Manns…»): on a club's website a
  // visitor could not tell the club's teams apart. The demo's Zürich 3. Liga, Gruppe 1.
  const tschutti = new URL(baseURL ?? "").origin;
  const table = new URLSearchParams({ canton: "Zürich", league: "3. Liga", group: "Gruppe 1" });
  hostHtml = `<!doctype html><html lang="de"><head><title>FC Beispiel</title></head><body>
<iframe src="${tschutti}/widget/table?${table}" width="300" height="600" title="Tabelle"></iframe>
</body></html>`;
  await page.goto(siteOrigin);
  const names = page.frameLocator("iframe").locator("td.t");
  await expect(names.filter({ hasText: "FC Seeblick 1. Mannschaft" })).toBeVisible();
  const cut = await names.evaluateAll((cells) =>
    cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
  );
  expect(cut).toEqual([]);
});

test("a team widget strikes a cancelled match through whole, «1. Mannschaft» too", async ({
  page,
  request,
  baseURL,
}) => {
  // «1. Mannschaft» is kept on one line (an inline block), which a line-through does not reach:
  // «FC Rheinfelden-Au» and «– FC Chriesiwald» were struck, «1. Mannschaft» between them not.
  const tschutti = new URL(baseURL ?? "").origin;
  const clubs = (await (await request.get("/api/clubs?search=Rheinfelden")).json()) as {
    clubs: { id: string }[];
  };
  const teams = (await (await request.get(`/api/clubs/${clubs.clubs[0]?.id}/teams`)).json()) as {
    teams: { id: string; name: string }[];
  };
  const team = teams.teams.find((t) => t.name === "1. Mannschaft");
  if (!team) throw new Error("demo team missing");
  hostHtml = `<!doctype html><html lang="de"><head><title>FC Beispiel</title></head><body>
<iframe src="${tschutti}/widget/teams/${team.id}/matches" width="300" height="600" title="Spiele"></iframe>
</body></html>`;
  await page.goto(siteOrigin);
  const cancelled = page
    .frameLocator("iframe")
    .locator("li.m")
    .filter({ hasText: "Abgesagt" })
    .locator(".m-teams");
  await expect(cancelled).toContainText("1. Mannschaft");
  const unstruck = await cancelled.evaluate((teams) =>
    [teams, ...teams.querySelectorAll("*")]
      .filter((el) => el === teams || getComputedStyle(el).display === "inline-block")
      .filter((el) => !getComputedStyle(el).textDecorationLine.includes("line-through"))
      .map((el) => el.textContent),
  );
  expect(unstruck).toEqual([]);
});

test("a widget's «Live» badge stays readable in dark mode", async ({ browser, baseURL }) => {
  // White on the dark scheme's light red (#f87171) had a contrast of 2.8:1. The badge as the
  // widgets write it, with their own style sheet, independent of a match being live right now.
  const tschutti = new URL(baseURL ?? "").origin;
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  // `auto`: the visitor's device is dark (a code's `theme=dark` takes the same colours).
  hostHtml = `<!doctype html><html lang="de" data-theme="auto"><head><title>FC Beispiel</title>
<link rel="stylesheet" href="${tschutti}/widget/widget.css"></head><body>
<main class="w" id="w"><p class="state"><span class="badge live">Live</span> 84'</p>
<ul><li class="m"><span class="m-date">Mo., 07.12.</span><a class="m-teams" href="#">FC A – FC B</a><span class="m-res"><span class="badge live">Live</span> 2:1</span></li></ul></main>
</body></html>`;
  try {
    await page.goto(siteOrigin);
    await expect(page.locator(".badge.live").first()).toBeVisible();
    await expectNoAxeViolations(page, { rules: ["color-contrast"] });
  } finally {
    await context.close();
  }
});

test("the copied code shows the whole widget on a phone-wide club website, without scrolling inside", async ({
  page,
}) => {
  await login(page, DEMO_CLUB);
  await page.goto("/manage-club/widgets");
  const code = page.getByRole("textbox", { name: "Code für deine Website" });
  const snippets: string[] = [];
  for (const kind of ["Spiele einer Mannschaft", "Tabelle", "Live-Ticker eines Spiels"]) {
    await page.getByRole("combobox", { name: "Widget" }).selectOption({ label: kind });
    await expect(code).toHaveValue(/<script>/);
    const previous = snippets.at(-1);
    if (previous) await expect(code).not.toHaveValue(previous);
    snippets.push(await code.inputValue());
  }

  await page.setViewportSize({ width: 390, height: 844 });
  for (const snippet of snippets) {
    hostHtml = `<!doctype html><html lang="de"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>FC Beispiel</title></head><body>
<h1>FC Beispiel</h1>
${snippet}
<p>Kontakt</p>
</body></html>`;
    await page.goto(siteOrigin);
    const iframe = page.locator("iframe");
    const widget = page.frameLocator("iframe");
    await expect(widget.locator(".foot a")).toBeVisible();
    // The frame takes the widget's height (its code's fixed height is another): nothing to
    // scroll inside, its last line inside the frame.
    const content = () =>
      widget.locator("body").evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
    await expect
      .poll(async () => Math.abs((await iframe.evaluate((f) => f.clientHeight)) - (await content())))
      .toBeLessThanOrEqual(1);
    await expect
      .poll(() => widget.locator("html").evaluate((html) => html.scrollHeight - html.clientHeight))
      .toBeLessThanOrEqual(0);
    const frameBox = await iframe.boundingBox();
    const footBox = await widget.locator(".foot").boundingBox();
    if (!frameBox || !footBox) throw new Error("widget not laid out");
    expect(footBox.y + footBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height);
  }
});

test("another site can read the open API with fetch", async ({ page, baseURL }) => {
  const tschutti = new URL(baseURL ?? "").origin;
  hostHtml = `<!doctype html><html lang="de"><head><title>FC Beispiel</title></head><body></body></html>`;
  await page.goto(siteOrigin);
  const result = await page.evaluate(async (url) => {
    // Searched: other journeys add clubs that sort before it, beyond the list's first page.
    const res = await fetch(`${url}/api/clubs?search=Seeblick`);
    const body = (await res.json()) as { clubs: { clubName: string }[] };
    return { status: res.status, names: body.clubs.map((c) => c.clubName) };
  }, tschutti);
  expect(result.status).toBe(200);
  expect(result.names).toContain("FC Seeblick");
  // Writes stay closed to other sites.
  const write = await page.evaluate(async (url) => {
    try {
      await fetch(`${url}/api/favorites`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ teamId: "x" }),
      });
      return "readable";
    } catch {
      return "blocked";
    }
  }, tschutti);
  expect(write).toBe("blocked");
});

test("pages name themselves, team pages offer the calendar and the footer leads integrators to /entwickler", async ({
  page,
}) => {
  // Searched: other journeys add clubs that sort before it, beyond the list's first page.
  await page.goto("/vereine?suche=Seeblick");
  await page
    .getByRole("link", { name: /FC Seeblick/ })
    .first()
    .click();
  await expect(page).toHaveTitle("FC Seeblick – Tschutti");
  // The club's team list; the club's next and last matches name the team too.
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: /^1\. Mannschaft/ })
    .first()
    .click();
  await expect(page).toHaveTitle(/^FC Seeblick 1\. Mannschaft – Tschutti$/);
  await page.getByRole("button", { name: "Kalender abonnieren" }).click();
  const calendar = page
    .getByRole("dialog", { name: "Kalender abonnieren" })
    .getByRole("link", { name: "Abonnieren" });
  await expect(calendar).toHaveAttribute("href", /^webcal:\/\/.+\/api\/teams\/[0-9a-f-]+\/calendar\.ics$/);
  await page.keyboard.press("Escape");
  await page.getByRole("contentinfo").getByRole("link", { name: "Für Entwickler" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Für Entwickler" })).toBeVisible();
  await expect(page).toHaveTitle("Für Entwickler – Tschutti");
});

test("an unknown address answers 404 with the not-found page", async ({ page }) => {
  const res = await page.goto("/gibtsnicht");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("404")).toBeVisible();
  await expect(page).toHaveTitle("Seite nicht gefunden – Tschutti");
});

test("no accessibility violations on the integrators page, the dashboard and the widgets tab", async ({
  page,
}) => {
  // Each page is checked once it has rendered its content (not at "networkidle", which a busy
  // machine reaches late); the widgets tab once its preview has drawn the widget.
  const check = async () => {
    await waitUntilSettled(page);
    await expectNoAxeViolations(page);
  };
  await page.goto("/entwickler");
  await check();
  await login(page, DEMO_FAN);
  await page.goto("/dashboard");
  await expect(
    page.getByRole("region", { name: "Benachrichtigungen" }).getByRole("switch").first(),
  ).toBeVisible();
  await check();
  await page.goto("/auth/logout");
  await expect(page).not.toHaveURL(/logout/);
  await login(page, DEMO_CLUB);
  await page.goto("/manage-club/widgets");
  await expect(page.locator("iframe[title^='Vorschau']")).toBeVisible();
  await expect(page.frameLocator("iframe[title^='Vorschau']").locator("main#w h1")).toBeVisible();
  await check();
});

test("the API's document page has no accessibility violations, with an operation open", async ({ page }) => {
  // Swagger UI's method badges and «Authorize» read 2:1 against white, its server picker had no
  // name, and each operation's summary button held a deep link (a control inside a control).
  await page.goto("/api/docs");
  // Swagger UI reads the whole API document before it draws: a busy machine takes a while.
  const firstTag = page.locator(".opblock-tag").first();
  await expect(firstTag).toBeVisible({ timeout: 60_000 });
  await firstTag.click();
  await page.locator(".opblock-summary-control").first().click();
  await expect(page.locator(".opblock-body").first()).toBeVisible();
  await expectNoAxeViolations(page);
});
