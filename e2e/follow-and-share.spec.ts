import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { seasonLabel, seasonOf } from "../src/shared/matches/season.ts";
import { expect, test } from "./fixtures.ts";

// Following a team in a calendar and sharing pages. Reads the demo data only: the calendar and
// the share buttons write nothing, so the desktop and phone projects may use the same team.

async function openDemoTeam(page: Page): Promise<void> {
  // Searched: other journeys add clubs that sort before it, beyond the list's first page.
  await page.goto("/vereine?suche=Seeblick");
  await page
    .getByRole("link", { name: /FC Seeblick/ })
    .first()
    .click();
  // The club's team list; the club's next and last matches name the team too.
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: /^1\. Mannschaft/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "1. Mannschaft" })).toBeVisible();
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL ?? "" });
});

test("a team's calendar: subscribe, copy the link, download the file, read the help", async ({ page }) => {
  await openDemoTeam(page);
  const opener = page.getByRole("button", { name: "Kalender abonnieren" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Kalender abonnieren" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Abonnieren" })).toHaveAttribute(
    "href",
    /^webcal:\/\/localhost:\d+\/api\/teams\/[0-9a-f-]+\/calendar\.ics$/,
  );
  const address = await dialog.getByRole("textbox", { name: "Link zum Kalender" }).inputValue();
  expect(address).toMatch(/^http:\/\/localhost:\d+\/api\/teams\/[0-9a-f-]+\/calendar\.ics$/);

  await dialog.getByRole("button", { name: "Link kopieren" }).click();
  await expect(page.getByText("Link kopiert")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  const downloading = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Herunterladen" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("tschutti-team.ics");
  const file = await readFile((await download.path()) ?? "", "utf8");
  expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(file).toContain("SUMMARY:");

  await dialog.getByText("Outlook", { exact: true }).click();
  await expect(dialog.getByText(/«Aus dem Internet abonnieren»/)).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("«Teilen» copies the page's link where the browser cannot share", async ({ page }) => {
  await openDemoTeam(page);
  await page.getByRole("button", { name: "Teilen" }).click();
  await expect(page.getByText("Link kopiert")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test("«Teilen» opens the device's share sheet with the page's title and link, and its preview is a 1200×630 picture", async ({
  page,
  request,
}) => {
  // A share sheet that notes what it was given (headless Chromium has none of its own).
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const tableLink = `/ranking?${new URLSearchParams({ tab: "tabelle", kanton: "Zürich", liga: "3. Liga", gruppe: "Gruppe 1" })}`;
  await page.goto(tableLink);
  await expect(page.getByRole("heading", { level: 1, name: "Ranking" })).toBeVisible();
  await page.getByRole("button", { name: "Teilen" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData.length))
    .toBe(1);
  const [shared] = await page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
  expect(shared?.title).toBe("Ranking");
  // The table's own address, with its season: opened next season, the link still shows this table.
  expect(shared?.url).toBe(new URL(`${tableLink}&saison=${seasonOf(new Date())}`, page.url()).href);
  await expect(page.getByText("Link kopiert")).toHaveCount(0);

  // What a messenger fetches for the link's preview: the table (league, group, canton, season) and its picture.
  const html = await (await request.get(tableLink)).text();
  const season = seasonLabel(seasonOf(new Date()));
  expect(html).toContain(
    `<meta property="og:title" content="Tabelle 3. Liga, Gruppe 1, Kanton Zürich, Saison ${season} – Tschutti" />`,
  );
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
  expect(image).toBeTruthy();
  const res = await request.get(image ?? "");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/jpeg");
  const body = await res.body();
  // JPEG's start-of-frame carries the size: height then width, after the marker and length.
  const sof = body.indexOf(Buffer.from([0xff, 0xc0]));
  const sofProgressive = body.indexOf(Buffer.from([0xff, 0xc2]));
  const at = sof >= 0 ? sof : sofProgressive;
  expect(at).toBeGreaterThan(0);
  expect([body.readUInt16BE(at + 7), body.readUInt16BE(at + 5)]).toEqual([1200, 630]);
});
