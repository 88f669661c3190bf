import type { Page, Response } from "@playwright/test";
import { formatPoints } from "../src/shared/format.ts";
import { seasonOf } from "../src/shared/matches/season.ts";
import { TIE_BREAK_LABELS } from "../src/shared/rankings/ranking-rules.ts";
import type {
  LeagueTableResponse,
  PlayerRankingResponse,
  RankedPlayer,
} from "../src/shared/rankings/types.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, isPhone, test, untilInteractive } from "./fixtures.ts";

// The tabs of /ranking on the seeded demo data. The page is compared with the very
// response it rendered (other specs may score goals meanwhile), and with what the demo data
// guarantees: a Zürich 3. Liga of six teams and five played rounds.

function jsonOf<T>(response: Response): Promise<T> {
  return response.json() as Promise<T>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const waitForApi = (page: Page, path: string) =>
  page.waitForResponse((res) => new URL(res.url()).pathname === path && res.status() === 200);

async function expectListMatches(
  page: Page,
  listName: string,
  players: RankedPlayer[],
  kind: "scorers" | "cards",
) {
  const list = page.getByRole("list", { name: listName });
  const items = list.getByRole("listitem");
  await expect(items).toHaveCount(players.length);
  for (const [index, player] of players.entries()) {
    const item = items.nth(index);
    const link = item.getByRole("link", { name: `${player.firstName} ${player.lastName}` });
    await expect(link).toHaveAttribute("href", `/players/${player.playerId}`);
    await expect(item).toContainText(`${player.rank}.`);
    await expect(item).toContainText(player.teamName);
    if (kind === "scorers") await expect(item).toContainText(`${player.goals}Tor`);
    else {
      // exact: 'Rote Karten: 0' is also the end of 'Gelb-Rote Karten: 0'.
      await expect(item.getByText(`Rote Karten: ${player.redCards}`, { exact: true })).toBeAttached();
      await expect(
        item.getByText(`Gelb-Rote Karten: ${player.yellowRedCards}`, { exact: true }),
      ).toBeAttached();
      await expect(item.getByText(`Gelbe Karten: ${player.yellowCards}`, { exact: true })).toBeAttached();
    }
  }
}

test("Torschützen: the top 10 by goals from match events, linked to the player pages", async ({ page }) => {
  // The server renders /ranking with the list; the client reads it when the tab is chosen, and
  // the page is compared with that very answer.
  await page.goto("/ranking?tab=karten");
  await expect(page.getByRole("tab", { name: "Karten" })).toHaveAttribute("aria-selected", "true");
  const response = waitForApi(page, "/api/rankings/scorers");
  await page.getByRole("tab", { name: "Torschützen" }).click();
  const { players } = await jsonOf<PlayerRankingResponse>(await response);
  await expect(page.getByRole("heading", { level: 1, name: "Ranking" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Torschützen" })).toHaveAttribute("aria-selected", "true");

  // The demo's played matches have goal events: a full list, ordered by goals, with everybody
  // who scored as often as the 10th (nobody tied at the cut is left out).
  expect(players.length).toBeGreaterThanOrEqual(10);
  const tenth = players[9] as RankedPlayer;
  expect(players.slice(10).every((p) => p.rank === tenth.rank && p.goals === tenth.goals)).toBe(true);
  for (let i = 1; i < players.length; i++) {
    expect(players[i - 1]?.goals ?? 0).toBeGreaterThanOrEqual(players[i]?.goals ?? 0);
  }
  await expectListMatches(page, "Top 10 Torschützen", players, "scorers");

  const first = players[0] as RankedPlayer;
  await page.getByRole("link", { name: `${first.firstName} ${first.lastName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${first.playerId}$`));
});

test("Karten: reachable with the keyboard, ordered by red then yellow cards", async ({ page }) => {
  await page.goto("/ranking");
  // The tabs' keys work once the page's code runs (before, arrow keys scroll the row).
  await untilInteractive(page);
  const scorersTab = page.getByRole("tab", { name: "Torschützen" });
  await expect(scorersTab).toHaveAttribute("aria-selected", "true");
  const response = waitForApi(page, "/api/rankings/cards");
  await scorersTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Karten" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/tab=karten/);
  const { players } = await jsonOf<PlayerRankingResponse>(await response);

  expect(players.length).toBeGreaterThan(0);
  for (let i = 1; i < players.length; i++) {
    const [a, b] = [players[i - 1] as RankedPlayer, players[i] as RankedPlayer];
    expect(a.redCards > b.redCards || (a.redCards === b.redCards && a.yellowCards >= b.yellowCards)).toBe(
      true,
    );
  }
  await expectListMatches(page, "Top 10 Karten", players, "cards");
});

test("Tabelle: the demo league by default, zones, team links and the selectors", async ({ page }) => {
  const response = waitForApi(page, "/api/rankings/table");
  await page.goto("/ranking");
  await page.getByRole("tab", { name: "Tabelle" }).click();
  const table = await jsonOf<LeagueTableResponse>(await response);

  // The league with the most results is chosen first: the demo's Zürich 3. Liga.
  expect(table.canton).toBe("Zürich");
  expect(table.league).toBe("3. Liga");
  await expect(page.getByLabel("Kanton")).toHaveValue("Zürich");
  await expect(page.getByLabel("Liga")).toHaveValue("3. Liga");
  await expect(
    page.getByRole("heading", { name: /^3\. Liga · Gruppe 1 · Zürich · \d{4}\/\d{2}$/ }),
  ).toBeVisible();
  // All 26 cantons and the league list are offered.
  await expect(page.getByLabel("Kanton").locator("option")).toHaveCount(26);
  await expect(page.getByLabel("Liga").locator("option")).toHaveCount(11);

  const grid = page.getByRole("table", { name: "Tabelle 3. Liga, Zürich" });
  const headers = await grid.locator("thead th").allTextContents();
  expect(
    headers.map((h) =>
      h.replace(
        /(Punkte|Spiele|Siege|Unentschieden|Niederlagen|Tore : Gegentore|Tordifferenz|Strafpunkte \(Fairplay\))$/,
        "",
      ),
    ),
  ).toEqual(["#", "Pkt", "Mannschaft", "Sp", "S", "U", "N", "Tore", "+/-", "Str."]);

  const names = table.rows.map((r) => r.name);
  expect(names).toEqual(expect.arrayContaining(["FC Seeblick 1. Mannschaft", "FC Glattwies", "SV Rebhügel"]));
  expect(table.rows.length).toBeGreaterThanOrEqual(6);
  const rows = grid.locator("tbody tr");
  await expect(rows).toHaveCount(table.rows.length);
  for (const [index, row] of table.rows.entries()) {
    const cells = rows.nth(index).locator("td, th");
    const text = (await cells.allTextContents()).map((t) => t.trim());
    const difference =
      row.goalDifference > 0
        ? `+${row.goalDifference}`
        : row.goalDifference < 0
          ? `−${-row.goalDifference}`
          : "0";
    // '#' carries the zone for screen readers ('1, Aufstiegsplatz'); the team cell the logo's letter.
    expect(text[0]).toMatch(new RegExp(`^${row.position}(,|$)`));
    const teamText = row.clubName && row.name !== row.teamName ? `${row.clubName}${row.teamName}` : row.name;
    // After the name: why a tie-break placed it ('bessere Tordifferenz'), when one did.
    const reason = row.tieBreak ? TIE_BREAK_LABELS[row.tieBreak] : "";
    expect(text[2]).toMatch(new RegExp(`${escapeRegExp(teamText)}${escapeRegExp(reason)}$`));
    expect([text[1], ...text.slice(3)]).toEqual([
      formatPoints(row.points),
      String(row.played),
      String(row.won),
      String(row.drawn),
      String(row.lost),
      `${row.goalsFor}:${row.goalsAgainst}`,
      difference,
      String(row.penaltyPoints),
    ]);
  }
  // Every counted match appears on both sides.
  const sum = (pick: (r: (typeof table.rows)[number]) => number) =>
    table.rows.reduce((s, r) => s + pick(r), 0);
  expect(sum((r) => r.goalsFor)).toBe(sum((r) => r.goalsAgainst));
  expect(sum((r) => r.played)).toBeGreaterThanOrEqual(30);

  // The first two rows are promotion, the last two relegation, with a legend; a team without
  // games (other specs may add one) is never tinted.
  const zones = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-zone")));
  const count = table.rows.length;
  expect(zones).toEqual(
    table.rows.map((r, i) =>
      r.played === 0 ? null : i < 2 ? "promotion" : i >= count - 2 ? "relegation" : null,
    ),
  );
  expect(zones.slice(0, 2)).toEqual(["promotion", "promotion"]);
  await expect(rows.first()).toContainText("Aufstiegsplatz");
  await expect(page.getByText("Aufstiegsplätze")).toBeVisible();
  // The demo league has a relegation zone; a spec running beside this one (the match day's
  // opponent) may have put teams without games in the last places, and those are not tinted.
  if (table.rows.some((r, i) => i >= count - 2 && r.played > 0)) {
    expect(zones).toContain("relegation");
    await expect(page.getByText("Abstiegsplätze")).toBeVisible();
  } else {
    await expect(page.getByText("Abstiegsplätze")).toHaveCount(0);
  }

  if (isPhone(page)) {
    // The numbers scroll inside the card; the page itself does not, and the team column stays.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    // The names wrap rather than being cut ('SV Limmat…'): no name line is wider or taller than its box.
    const cutNames = await grid.locator("tbody th").evaluateAll((cells) =>
      cells.flatMap((cell) =>
        [...cell.querySelectorAll<HTMLElement>("span")]
          .filter((el) => el.childElementCount === 0 && el.textContent?.trim())
          .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight)
          .map((el) => el.textContent),
      ),
    );
    expect(cutNames).toEqual([]);
    const teamCell = rows.first().locator("th");
    const before = await teamCell.boundingBox();
    await grid.evaluate((el) => {
      (el.parentElement as HTMLElement).scrollLeft = 400;
    });
    await expect(rows.first().locator("td").last()).toBeInViewport();
    const after = await teamCell.boundingBox();
    // The team column stays put while the numbers scroll (a sub-2 px settle of the sticky
    // offset is not a visible jump; the old bug moved it by a whole column).
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 999))).toBeLessThan(2);
  }

  // Team names link to the team page of their club; an opponent without a club is plain text.
  const seeblick = table.rows.find((r) => r.name === "FC Seeblick 1. Mannschaft");
  await expect(grid.getByText("FC Glattwies", { exact: true })).toBeVisible();
  await expect(grid.getByRole("link", { name: "FC Glattwies" })).toHaveCount(0);
  await grid.getByRole("link", { name: "FC Seeblick 1. Mannschaft" }).click();
  await expect(page).toHaveURL(new RegExp(`/vereine/${seeblick?.clubId}/teams/${seeblick?.teamId}$`));
});

test("Tabelle: another canton and league, and the empty league", async ({ page }) => {
  await page.goto("/ranking?tab=tabelle&kanton=Z%C3%BCrich&liga=3.%20Liga");
  await expect(page.getByRole("heading", { name: /^3\. Liga · Gruppe 1 · Zürich/ })).toBeVisible();
  await untilInteractive(page);
  // A choice applies at once: the form's «Anzeigen» is for browsers without scripts only.
  await expect(page.getByRole("button", { name: "Anzeigen" })).toBeHidden();

  // Bern has no 3. Liga team: the league switches to Bern's busiest one (the demo's 2. Liga, or
  // one that other journeys' new clubs filled meanwhile).
  const bern = waitForApi(page, "/api/rankings/table");
  await page.getByLabel("Kanton").selectOption("Bern");
  const table = await jsonOf<LeagueTableResponse>(await bern);
  expect(table.canton).toBe("Bern");
  expect(table.league).not.toBe("3. Liga");
  await expect(page.getByLabel("Liga")).toHaveValue(table.league);
  await expect(
    page.getByRole("table", { name: `Tabelle ${table.league}, Bern` }).locator("tbody tr"),
  ).toHaveCount(table.rows.length);
  await expect(page).toHaveURL(new RegExp(`kanton=Bern&liga=${table.league.replace(". ", "\\.(\\+|%20)")}`));

  await page.getByLabel("Liga").selectOption("Junioren E");
  await expect(page.getByText("Keine Mannschaften in dieser Liga.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);

  // The choice is in the address: a reload shows the same league.
  await page.reload();
  await expect(page.getByLabel("Kanton")).toHaveValue("Bern");
  await expect(page.getByLabel("Liga")).toHaveValue("Junioren E");
  await expect(page.getByText("Keine Mannschaften in dieser Liga.")).toBeVisible();
});

test("Tabelle: season, canton, league and group kept in the address; last season differs", async ({
  page,
}) => {
  const season = seasonOf(new Date());
  await page.goto("/ranking?tab=tabelle&kanton=Z%C3%BCrich&liga=3.%20Liga&gruppe=Gruppe%202");
  await expect(page.getByRole("heading", { name: /^3\. Liga · Gruppe 2 · Zürich/ })).toBeVisible();
  await expect(page.getByLabel("Gruppe")).toHaveValue("Gruppe 2");
  const grid = page.getByRole("table", { name: "Tabelle 3. Liga, Zürich" });
  await expect(grid.getByText("FC Tösstal")).toBeVisible();
  await expect(grid.getByText("FC Glattwies")).toHaveCount(0);

  await untilInteractive(page);
  await page.getByLabel("Gruppe").selectOption("Gruppe 1");
  await expect(page).toHaveURL(/gruppe=Gruppe(\+|%20)1/);
  await expect(grid.getByText("FC Glattwies")).toBeVisible();

  // Today's 4. Liga has no FC Glattwies; last season's has it first (promoted since).
  await page.getByLabel("Liga").selectOption("4. Liga");
  await expect(page.getByRole("heading", { name: /^4\. Liga · Zürich/ })).toBeVisible();
  const fourth = page.getByRole("table", { name: "Tabelle 4. Liga, Zürich" });
  await expect(fourth.getByText("FC Sihlbrugg")).toBeVisible();
  await expect(fourth.getByText("FC Glattwies")).toHaveCount(0);
  await page.getByLabel("Saison").selectOption(String(season - 1));
  await expect(page).toHaveURL(new RegExp(`saison=${season - 1}`));
  await expect(fourth.locator("tbody tr").first()).toContainText("FC Glattwies");

  // The address holds it all: a reload shows the same table.
  await page.reload();
  await expect(page.getByLabel("Saison")).toHaveValue(String(season - 1));
  await expect(page.getByLabel("Liga")).toHaveValue("4. Liga");
  await expect(fourth.locator("tbody tr").first()).toContainText("FC Glattwies");
  if (isPhone(page)) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  // The «Fairplay» tab ranks the same group by Strafpunkte.
  await page.getByRole("tab", { name: "Fairplay" }).click();
  await expect(page).toHaveURL(/tab=fairplay/);
  const fairPlay = page.getByRole("table", { name: /^Fairplay-Wertung 4\. Liga/ });
  await expect(fairPlay.locator("tbody tr")).toHaveCount(3);
  await expect(page.getByLabel("Saison")).toHaveValue(String(season - 1));
});

test("Torschützen and Karten: the table's group selector, kept in the address", async ({ page }) => {
  await page.goto("/ranking?tab=torschuetzen&kanton=Z%C3%BCrich&liga=3.%20Liga");
  const groupSelect = page.getByLabel("Gruppe");
  await expect(groupSelect).toHaveValue("");
  // selectOption sets the value as a script would, past the style sheet that keeps taps off the
  // server's HTML until React runs: a choice made before is lost (failed once on a busy machine).
  await untilInteractive(page);

  // Choosing «Gruppe 2» asks for that group's scorers and lists only players of its teams.
  const scorers = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === "/api/rankings/scorers" && url.searchParams.get("group") === "Gruppe 2";
  });
  await groupSelect.selectOption("Gruppe 2");
  await expect(page).toHaveURL(/gruppe=Gruppe(\+|%20)2/);
  const { players } = await jsonOf<PlayerRankingResponse>(await scorers);
  const tableAnswer = await page.request.get(
    `/api/rankings/table?canton=${encodeURIComponent("Zürich")}&league=${encodeURIComponent("3. Liga")}&group=${encodeURIComponent("Gruppe 2")}`,
  );
  const table = (await tableAnswer.json()) as LeagueTableResponse;
  const groupTeams = new Set(table.rows.map((row) => row.teamId));
  expect(players.every((player) => groupTeams.has(player.teamId))).toBe(true);
  if (players.length > 0) await expectListMatches(page, "Top 10 Torschützen", players, "scorers");
  else await expect(page.getByText("Keine Tore für diese Auswahl.")).toBeVisible();

  // The Karten tab keeps the group; a reload shows the same choice.
  const cards = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === "/api/rankings/cards" && url.searchParams.get("group") === "Gruppe 2";
  });
  await page.getByRole("tab", { name: "Karten" }).click();
  await expect(page).toHaveURL(/tab=karten/);
  const carded = await jsonOf<PlayerRankingResponse>(await cards);
  expect(carded.players.every((player) => groupTeams.has(player.teamId))).toBe(true);
  await page.reload();
  await expect(page.getByLabel("Gruppe")).toHaveValue("Gruppe 2");
  await expect(page.getByLabel("Liga")).toHaveValue("3. Liga");

  // Another league shows all its groups again.
  await page.getByLabel("Liga").selectOption("4. Liga");
  await expect(page).not.toHaveURL(/gruppe=/);
  await expect(page.getByLabel("Gruppe")).toHaveValue("");
  if (isPhone(page)) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test("the four tabs pass an accessibility check", async ({ page }) => {
  for (const tab of ["torschuetzen", "karten", "tabelle", "fairplay"]) {
    await page.goto(`/ranking?tab=${tab}`);
    await expect(
      page.getByRole("tabpanel").getByRole(tab === "tabelle" || tab === "fairplay" ? "table" : "list"),
    ).toBeVisible();
    // The tabs as React runs them. (Before, the tab row is the tab stop itself: ui/tabs.tsx. It
    // was none in the server's HTML, and on a phone axe found a scrolling region without a
    // focusable element, even after untilInteractive, in a part that hydrated later.)
    await untilInteractive(page);
    await expectNoAxeViolations(page, { include: "main" });
  }
});

test("a tab opened by its address shows in its row, which a phone scrolls", async ({ page }) => {
  await page.goto("/ranking?tab=fairplay");
  await untilInteractive(page);
  const row = page.getByRole("tablist");
  const tab = row.getByRole("tab", { name: "Fairplay" });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  // Wholly within the row's visible part (on a phone the row is wider than the screen).
  await expect
    .poll(() =>
      tab.evaluate((element) => {
        const list = element.closest('[role="tablist"]');
        if (!list) return false;
        const a = element.getBoundingClientRect();
        const r = list.getBoundingClientRect();
        return a.left >= r.left && a.right <= r.right;
      }),
    )
    .toBe(true);
});

test("the four tabs fit a phone's width: none faded at the row's end, no sideways scrolling", async ({
  page,
}) => {
  // At 390 px the row was 5 px wider than the screen: «Fairplay» stood under the fade that
  // says more tabs lie beyond, and the row scrolled by those 5 px.
  test.skip(!isPhone(page), "a phone's width");
  await page.goto("/ranking?tab=tabelle");
  await untilInteractive(page);
  const row = page.getByRole("tablist", { name: "Ranking" });
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect
      .poll(() => row.evaluate((element) => element.scrollWidth - element.clientWidth), {
        message: `at ${width} px`,
      })
      .toBeLessThanOrEqual(0);
    await expect(row).toHaveCSS("mask-image", "none");
    // Its right edge within the screen (its last pixel row overlaps the row's border, by design).
    const right = await row
      .getByRole("tab", { name: "Fairplay" })
      .evaluate((tab) => tab.getBoundingClientRect().right);
    expect(right, `at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test("the tab row stays reachable by keyboard at every moment of hydration", async ({ page }) => {
  // Before hydration the row itself is the tab stop (ui/tabs.tsx), after it Radix's roving one.
  // Checked after every change of the page's DOM while it hydrates: a moment between the two with
  // no tab stop in a scrolling row is what axe reported on a phone (a region nothing can focus).
  await page.addInitScript(() => {
    const w = window as unknown as { tabStopLost?: string };
    const focusable = (element: Element) => {
      const index = element.getAttribute("tabindex");
      if (index !== null) return Number(index) >= 0;
      return element.matches("a[href], button:not([disabled])");
    };
    const check = () => {
      for (const row of document.querySelectorAll('[role="tablist"]')) {
        if (!focusable(row) && ![...row.querySelectorAll("*")].some(focusable)) {
          w.tabStopLost ??= row.outerHTML.slice(0, 300);
        }
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto("/ranking");
  await untilInteractive(page);
  await expect(page.getByRole("tab", { name: "Torschützen" })).toHaveAttribute("aria-selected", "true");
  // Radix's tab stop has arrived: the row (or its open tab) takes focus from the keyboard.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const row = document.querySelector('[role="tablist"]');
        return row?.getAttribute("tabindex") === "0" || row?.querySelector('[tabindex="0"]') !== null;
      }),
    )
    .toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { tabStopLost?: string }).tabStopLost ?? null),
  ).toBeNull();
});

test("a table wider than a phone fades where columns lie beyond its edge, until scrolled there", async ({
  page,
}) => {
  await page.goto("/ranking?tab=tabelle");
  await untilInteractive(page);
  const table = page.getByRole("table", { name: /^Tabelle / });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  const fade = page.getByTestId("side-scroll-more");
  if (!isPhone(page)) {
    // Every column fits: nothing hints at more.
    await expect(fade).toHaveCSS("opacity", "0");
    return;
  }
  // The last column («Str.») is beyond the edge: cut at a column's border, the table looked whole.
  const last = table.getByRole("columnheader", { name: "Strafpunkte (Fairplay)" });
  await expect(last).toBeAttached();
  await expect(last).not.toBeInViewport();
  await expect(fade).toHaveCSS("opacity", "1");
  await last.scrollIntoViewIfNeeded();
  await expect(fade).toHaveCSS("opacity", "0");
});

test("the Fairplay table fits a phone: every column in view, no sideways scrolling", async ({ page }) => {
  // At 390 px «Rot» and «Korr.» lay beyond the screen's edge, to be found only by scrolling.
  await page.goto("/ranking?tab=fairplay");
  await untilInteractive(page);
  const table = page.getByRole("table", { name: /^Fairplay-Wertung / });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  // Still a table whose columns a screen reader names in full.
  await expect(table.getByRole("columnheader")).toHaveCount(7);
  for (const name of [
    "Strafpunkte",
    "Mannschaft",
    "Gelbe Karten",
    "Gelb-Rote Karten",
    "Rote Karten",
    "Korrekturen der Spielleitung",
  ]) {
    await expect(table.getByRole("columnheader", { name, exact: true })).toBeAttached();
  }
  for (const width of isPhone(page) ? [360, 390] : [1280]) {
    await page.setViewportSize({ width, height: 844 });
    const region = page.getByRole("region", { name: /^Fairplay-Wertung / });
    await expect
      .poll(() => region.evaluate((element) => element.scrollWidth - element.clientWidth), {
        message: `at ${width} px`,
      })
      .toBeLessThanOrEqual(0);
    await expect(page.getByTestId("side-scroll-more")).toHaveCSS("opacity", "0");
    await expect(table.getByRole("columnheader", { name: "Korrekturen der Spielleitung" })).toBeInViewport({
      ratio: 1,
    });
    // Not by breaking a number: FC Seeblick's 11 yellow cards stood as «1» above «1».
    const brokenNumbers = await table.locator("tbody td").evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getClientRects().length > 1;
        })
        .map((cell) => cell.textContent),
    );
    expect(brokenNumbers, `at ${width} px`).toEqual([]);
  }
});
