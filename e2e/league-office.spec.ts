import type { Browser, Locator } from "@playwright/test";
import { DISPUTED_ABORT } from "../src/client/test/proposal-rows.ts";
import type { Me } from "../src/shared/account/types.ts";
import type { MatchProposal } from "../src/shared/matches/proposals.ts";
import { seasonOf } from "../src/shared/matches/season.ts";
import type { LeagueTableResponse } from "../src/shared/rankings/types.ts";
import { DEMO_FAN, DEMO_LEAGUE_OFFICE, expect, test, uniqueName } from "./fixtures.ts";
import { getJson, registerClub } from "./manage-helpers.ts";

// The league office's console at /spielleitung: a new team is placed in a group of
// its own (so parallel runs never meet), gets a deduction and is withdrawn; the public table
// shows both; the deduction is taken back. Everyone else gets the German refusal.

test("the console refuses everyone outside the league office", async ({ page, loginAs }) => {
  await loginAs(DEMO_FAN);
  await page.goto("/spielleitung");
  await expect(page.getByText("Nur für die Spielleitung", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Bereiche der Spielleitung" })).toHaveCount(0);
});

test("the console's section links show their whole focus ring inside their scrolling row", async ({
  page,
  loginAs,
}) => {
  await loginAs(DEMO_LEAGUE_OFFICE);
  await page.goto("/spielleitung/einteilung");
  const sections = page.getByRole("navigation", { name: "Bereiche der Spielleitung" });
  const first = sections.getByRole("link", { name: "Saisons, Ligen & Gruppen" });
  await expect(first).toBeVisible();
  // Keyboard focus (focus-visible): the first link, then Tab.
  await first.focus();
  await page.keyboard.press("Tab");
  const next = sections.getByRole("link", { name: "Abzüge & Fairplay" });
  await expect(next).toBeFocused();
  // The row scrolls sideways where it is wider than the page (a tablet) and so clips whatever
  // lies outside it: a ring drawn outside the link showed only its sides, no frame around it.
  const ring = await next.evaluate((el) => getComputedStyle(el).boxShadow);
  expect(ring).toMatch(/inset/);
});

test("every section of the console is in view, on a phone too", async ({ page, loginAs }) => {
  await loginAs(DEMO_LEAGUE_OFFICE);
  await page.goto("/spielleitung/verlauf");
  const links = page.getByRole("navigation", { name: "Bereiche der Spielleitung" }).getByRole("link");
  await expect(links).toHaveCount(5);
  const width = page.viewportSize()?.width ?? 0;
  // On a phone the row scrolled sideways: «Vereine & Konten» and «Verlauf» (or, with «Verlauf»
  // open, the first two) lay beyond the screen's edge with nothing to show they were there.
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    expect(box, (await link.textContent()) ?? "").not.toBeNull();
    expect(box?.x ?? -1, (await link.textContent()) ?? "").toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), (await link.textContent()) ?? "").toBeLessThanOrEqual(width);
  }
});

/** A new club's team in the canton's 4. Liga, made in a browser context of its own. */
async function newClubTeam(
  browser: Browser,
  prefix: string,
  canton: string,
): Promise<{ id: string; name: string }> {
  const baseURL = test.info().project.use.baseURL ?? "";
  const clubContext = await browser.newContext({ baseURL });
  const clubPage = await clubContext.newPage();
  await registerClub(clubPage);
  const me = await getJson<Me>(clubPage, "/api/me");
  const name = uniqueName(prefix);
  const created = await clubPage.request.post(`/api/manage/clubs/${me.club?.id}/teams`, {
    headers: { origin: baseURL },
    data: { name, canton, league: "4. Liga" },
  });
  expect(created.status()).toBe(201);
  const { team } = (await created.json()) as { team: { id: string } };
  await clubContext.close();
  return { id: team.id, name };
}

test("the league office places a team, deducts points and withdraws it", async ({
  page,
  browser,
  loginAs,
}) => {
  // A new club's team in the Uri 4. Liga.
  const { name: teamName } = await newClubTeam(browser, "Reuss", "Uri");

  await loginAs(DEMO_LEAGUE_OFFICE);
  await page.goto("/spielleitung");
  await expect(page).toHaveURL(/\/spielleitung\/einteilung/);
  await expect(page.getByRole("heading", { level: 1, name: "Spielleitung" })).toBeVisible();
  // The search comes before the groups: in the first league shown (the demo's Zürich 3. Liga, two
  // groups with their matches) it sat under all of them, on a phone some 4,500 px down. Now it is
  // on the first screen at either width.
  await expect(page.getByRole("heading", { level: 2, name: /^Gruppe 2/ })).toBeVisible();
  await expect(page.getByLabel("Mannschaft suchen")).toBeInViewport();
  await page.getByLabel("Kanton", { exact: true }).selectOption("Uri");
  await page.getByLabel("Liga", { exact: true }).selectOption("4. Liga");
  await expect(page).toHaveURL(/kanton=Uri&liga=4\.(\+|%20)Liga/);

  // Place it in a group of its own.
  const group = uniqueName("Gruppe ");
  await page.getByLabel("Mannschaft suchen").fill(teamName);
  await page
    .getByRole("listitem")
    .filter({ hasText: teamName })
    .getByRole("button", { name: "Einteilen" })
    .click();
  const placeDialog = page.getByRole("dialog", { name: "Mannschaft einteilen" });
  await placeDialog.getByRole("textbox", { name: "Gruppe" }).fill(group);
  await placeDialog.getByRole("button", { name: "Einteilen" }).click();
  await expect(placeDialog).toBeHidden();
  const card = page
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: new RegExp(group) }) })
    .last();
  await expect(card.getByText(teamName)).toBeVisible();

  // A deduction with its reason.
  const line = page
    .getByRole("listitem")
    .filter({ hasText: teamName })
    .filter({ hasText: "gewertete Spiele" });
  await line.getByRole("button", { name: "Abzug" }).click();
  const deduction = page.getByRole("dialog", { name: "Punkte abziehen" });
  await deduction.getByRole("button", { name: "Speichern" }).click();
  await expect(deduction.getByText("Bitte gib 1 bis 99 Punkte an")).toBeVisible();
  await deduction.getByRole("spinbutton", { name: "Punkte" }).fill("2");
  await deduction.getByRole("textbox", { name: "Begründung" }).fill("Schiedsrichterkosten nicht bezahlt");
  await deduction.getByRole("button", { name: "Speichern" }).click();
  await expect(deduction).toBeHidden();

  // The withdrawal asks for its reason first.
  // By keyboard: the dialog closes while the withdrawal is saved (the button busy), and the focus
  // stays on the team's line, on the button that takes it back.
  await line.getByRole("button", { name: "Zurückziehen" }).focus();
  await page.keyboard.press("Enter");
  const withdraw = page.getByRole("dialog", { name: new RegExp(`${teamName} zurückziehen`) });
  await withdraw.getByRole("textbox", { name: "Begründung" }).fill("Mannschaft aufgelöst");
  await withdraw.getByRole("button", { name: "Zurückziehen" }).focus();
  await page.keyboard.press("Enter");
  await expect(line.getByText("zurückgezogen")).toBeVisible();
  await expect(line.getByRole("button", { name: "Rückzug aufheben" })).toBeFocused();

  // The public table of that group: last, «zurückgezogen», the deduction under the table.
  // The page arrives rendered on the server with its table; the API answers the same rows.
  await page.goto(`/ranking?tab=tabelle&kanton=Uri&liga=4.%20Liga&gruppe=${encodeURIComponent(group)}`);
  const answer = await page.request.get(
    `/api/rankings/table?canton=Uri&league=4.%20Liga&group=${encodeURIComponent(group)}`,
  );
  const table = (await answer.json()) as LeagueTableResponse;
  expect(table.rows.map((r) => [r.teamName, r.withdrawn, r.deductedPoints])).toEqual([[teamName, true, 2]]);
  const grid = page.getByRole("table", { name: "Tabelle 4. Liga, Uri" });
  await expect(grid.getByText("zurückgezogen")).toBeVisible();
  await expect(page.getByText(/2 Punkte abgezogen – Schiedsrichterkosten nicht bezahlt/)).toBeVisible();

  // The deduction is taken back in «Abzüge & Fairplay».
  await page.goto("/spielleitung/entscheide?kanton=Uri&liga=4.%20Liga");
  const entry = page
    .getByRole("listitem")
    .filter({ hasText: "Schiedsrichterkosten nicht bezahlt" })
    .filter({ hasText: teamName });
  await entry.getByRole("button", { name: "Zurücknehmen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Zurücknehmen" }).click();
  await expect(entry).toHaveCount(0);
});

test("the league office imports a group's teams and fixtures by CSV", async ({ page, loginAs }) => {
  const year = seasonOf(new Date()) + 1;
  const [home, away] = [uniqueName("FC Urnerboden"), uniqueName("SC Schächental")];
  const group = uniqueName("Gruppe ");
  await loginAs(DEMO_LEAGUE_OFFICE);
  await page.goto("/spielleitung/einteilung?kanton=Uri&liga=5.%20Liga");
  await page.getByRole("button", { name: "Gruppe aus CSV importieren" }).click();
  const dialog = page.getByRole("dialog", { name: "Gruppe aus CSV importieren" });
  await dialog.getByRole("textbox", { name: "Gruppe" }).fill(group);
  const file = (rows: string[]) => ({
    name: "gruppe.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(["Datum;Zeit;Heim;Gast;Ort", ...rows].join("\n")),
  });
  // A row with an error: nothing can be imported, the row is named.
  await dialog.getByLabel("CSV-Datei").setInputFiles(file([`31.02.${year};15:00;${home};${away};`]));
  await expect(dialog.getByRole("alert")).toContainText("Zeile 2, Datum");
  await expect(dialog.getByRole("button", { name: "Importieren" })).toBeDisabled();

  await dialog
    .getByLabel("CSV-Datei")
    .setInputFiles(
      file([`09.05.${year};15:00;${home};${away};Sportplatz`, `16.05.${year};16:00;${away};${home};`]),
    );
  await expect(dialog.getByText(`${home} (neu)`)).toBeVisible();
  await dialog.getByRole("button", { name: "2 Spiele importieren" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: new RegExp(group) })).toBeVisible();
  await expect(page.getByText(home, { exact: true })).toBeVisible();
  await expect(page.getByText(away, { exact: true })).toBeVisible();
});

test("a decision's reason has the card's width on a phone, its «Zurücknehmen» below it", async ({
  page,
  browser,
  loginAs,
}) => {
  const baseURL = test.info().project.use.baseURL ?? "";
  const { id: teamId, name: teamName } = await newClubTeam(browser, "Linth", "Glarus");

  await loginAs(DEMO_LEAGUE_OFFICE);
  const season = seasonOf(new Date());
  const write = async (method: "PUT" | "POST", path: string, data: object) => {
    const res = await page.request.fetch(path, { method, headers: { origin: baseURL }, data });
    expect(res.ok(), await res.text()).toBeTruthy();
  };
  await write("PUT", "/api/league-office/placements", {
    teamId,
    season,
    canton: "Glarus",
    league: "4. Liga",
    group: uniqueName("Gruppe "),
  });
  const reason = `Nicht qualifizierter Spieler eingesetzt, Entscheid der Disziplinarkommission ${teamName}`;
  await write("POST", "/api/league-office/deductions", { teamId, season, points: 3, reason });

  await page.goto("/spielleitung/entscheide?kanton=Glarus&liga=4.%20Liga");
  const entry = page.getByRole("listitem").filter({ hasText: reason });
  const button = entry.getByRole("button", { name: /zurücknehmen/ });
  await expect(button).toBeVisible();
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    expect(found).not.toBeNull();
    return found ?? { x: 0, y: 0, width: 0, height: 0 };
  };
  const item = await box(entry);
  const text = await box(entry.getByText(reason, { exact: false }).first());
  const action = await box(button);
  if ((page.viewportSize()?.width ?? 0) < 640) {
    // At 390 px the button stood beside the reason and squeezed it into a column of a few words a
    // line (the entry several times its height); the reason has the entry's width now.
    expect(text.width).toBeGreaterThan(item.width - 8);
    expect(action.y).toBeGreaterThanOrEqual(text.y + text.height - 1);
  } else {
    // On a wide screen it stays beside the entry, on its first line.
    expect(action.x).toBeGreaterThan(text.x + text.width - 1);
    expect(Math.abs(action.y - item.y)).toBeLessThan(12);
  }
  await button.click();
  await expect(page.getByRole("alertdialog")).toContainText("zurücknehmen?");
});

test("a «Spielabbruch»'s answers stay whole within its card on a phone", async ({ page, loginAs }) => {
  // A disputed abort of two teams with long names, as the office's list answers it: getting one
  // needs a live ticker ended early by one club and disputed by the other.
  const abort: MatchProposal = {
    ...DISPUTED_ABORT,
    matchLabel: "FC Seeblick 1. Mannschaft – SV Limmatau 1. Mannschaft, Samstag, 5. Dezember 2026 15:00",
    awayTeamName: "SV Limmatau 1. Mannschaft",
  };
  await page.route("**/api/league-office/match-proposals", (route) =>
    route.fulfill({ json: { proposals: [abort] } }),
  );
  await loginAs(DEMO_LEAGUE_OFFICE);
  await page.goto("/spielleitung/vorschlaege");
  const card = page.getByRole("listitem", { name: /Spielabbruch/ });
  // At 390 px «Forfait gegen FC Seeblick 1. Mannschaft (0:3)» ran out of the card, cut at «(».
  const forfeit = card.getByRole("button", { name: /^Forfait gegen SV Limmatau 1\. Mannschaft \(3:0\)/ });
  await expect(forfeit).toBeVisible();
  const cardBox = await card.boundingBox();
  for (const button of await card.getByRole("button").all()) {
    const fits = await button.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, (await button.textContent()) ?? "").toBe(true);
    const box = await button.boundingBox();
    expect(box && cardBox && box.x + box.width <= cardBox.x + cardBox.width).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );

  // Its question shows whole buttons too: the confirmation read «Limmatau 1. Mannschaft
  // (Gastmannscha», the decision's start and end cut off; the title says whom it goes against.
  await forfeit.click();
  const question = page.getByRole("dialog", {
    name: "Spielabbruch: Forfait gegen SV Limmatau 1. Mannschaft (Gastmannschaft), 3:0 gewertet",
  });
  await expect(question).toBeVisible();
  for (const button of await question.getByRole("button").all()) {
    const fits = await button.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, (await button.textContent()) ?? "").toBe(true);
  }
});
