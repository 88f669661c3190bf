import { readFile } from "node:fs/promises";
import { DEMO_CLUB, expect, login, test, uniqueName } from "./fixtures.ts";
import { createOwnMatch, zurichInput } from "./match-helpers.ts";

// On a 390 px phone: the club ends its match in the live ticker, drafts the report from
// the ticker, changes a word and publishes it; a fan copies the Matchtelegramm and downloads it.

test.skip(({ viewport }) => (viewport?.width ?? 0) > 500, "phone journey (390 px)");
test.describe.configure({ timeout: 180_000 });

test("a club drafts its report from the ticker, a fan copies the Matchtelegramm", async ({
  page,
  browser,
  baseURL,
}) => {
  const opponent = uniqueName("FC Telegramm ");
  await login(page, DEMO_CLUB);
  // Kicked off a few minutes ago: once ended, it is among the past matches of /spielplan.
  await createOwnMatch(page, baseURL ?? "", opponent, zurichInput(-3));

  // The live ticker on the phone: start, a home goal in two taps, end.
  await page.goto("/manage-club/live-ticker");
  await page
    .getByRole("listitem")
    .filter({ hasText: opponent })
    .getByRole("button", { name: /^Live-Ticker starten: / })
    .click();
  const control = page.getByRole("dialog", { name: "Live-Ticker" });
  await control.getByRole("button", { name: "Spiel starten" }).click();
  await expect(page.getByText("Spiel gestartet!")).toBeVisible();
  await control.getByRole("button", { name: "Tor Heim" }).click();
  const tile = control
    .getByRole("group", { name: /^Spieler FC Seeblick/ })
    .getByRole("button", { name: /^Nr\./ })
    .first();
  const scorer = ((await tile.getAttribute("aria-label")) ?? "").replace(/^Nr\. \d+, /, "");
  await tile.click();
  await expect(control.getByRole("img", { name: /1 zu 0/ })).toBeVisible();
  const phases = control.getByRole("region", { name: "Spielphase" });
  await phases.getByRole("button", { name: "Spiel beenden" }).click();
  const question = page.getByRole("alertdialog", { name: "Spiel beenden?" });
  await question.getByRole("button", { name: "Spiel beenden" }).click();
  await expect(control.getByText("Beendet", { exact: true })).toBeVisible();

  // The report: drafted from the ticker, one word changed, published.
  await page.goto("/manage-club/schedule");
  await page
    .getByRole("listitem")
    .filter({ hasText: opponent })
    .getByRole("button", { name: "Spielbericht" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Spielbericht" });
  const title = dialog.getByLabel("Titel");
  const content = dialog.getByLabel("Inhalt");
  await expect(title).toHaveValue("");
  await dialog.getByRole("button", { name: "Bericht aus dem Ticker entwerfen" }).click();
  await expect(title).toHaveValue(`FC Seeblick 1. Mannschaft gewinnt 1:0 gegen ${opponent}`);
  const drafted = await content.inputValue();
  expect(drafted).toContain(`gewann das Heimspiel gegen ${opponent} mit 1:0.`);
  expect(drafted).toContain(`brachte ${scorer} FC Seeblick 1. Mannschaft in Führung (1:0).`);
  const edited = drafted.replace("gewann das Heimspiel", "gewann das umkämpfte Heimspiel");
  await content.fill(edited);
  await dialog.getByLabel("Zuschauer").fill("120");
  await dialog.getByLabel("Schiedsrichter (Name)").fill("Meier");
  await dialog.getByRole("button", { name: "Spielbericht speichern" }).click();
  await expect(page.getByText("Spielbericht wurde erstellt")).toBeVisible();
  await expect(dialog).toBeHidden();

  // A fan (no account) reads the report and copies the telegram.
  const fanContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: true,
    hasTouch: true,
    locale: "de-CH",
    timezoneId: "Europe/Zurich",
    permissions: ["clipboard-read", "clipboard-write"],
    acceptDownloads: true,
  });
  const fan = await fanContext.newPage();
  await fan.goto("/spielplan");
  await fan.getByRole("tab", { name: "Vergangene Spiele" }).click();
  await fan
    .getByRole("listitem")
    .filter({ hasText: opponent })
    .getByRole("link", { name: "Spielbericht anzeigen" })
    .click();
  const modal = fan.getByRole("main");
  await expect(modal.getByText("gewann das umkämpfte Heimspiel", { exact: false })).toBeVisible();
  await expect(modal.getByTestId("match-telegramm")).toContainText("SR Meier.");
  await modal.getByRole("button", { name: "Telegramm kopieren" }).click();
  await expect(fan.getByText("Matchtelegramm kopiert")).toBeVisible();
  const copied = await fan.evaluate(() => navigator.clipboard.readText());
  // The goal was ticked in the first minutes: half-time 1:0; its minute is the clock's.
  expect(copied).toMatch(
    new RegExp(
      [
        `^FC Seeblick 1\\. Mannschaft – ${opponent} 1:0 \\(1:0\\)`,
        "Sportanlage Seeblick\\. – 120 Zuschauer\\. – SR Meier\\.",
        `Tore: \\d+\\. ${scorer} 1:0\\.\n$`,
      ].join("\n"),
    ),
  );

  const [download] = await Promise.all([
    fan.waitForEvent("download"),
    modal.getByRole("link", { name: "Als Textdatei herunterladen" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^matchtelegramm-fc-seeblick-1-mannschaft-fc-telegramm-.+\.txt$/,
  );
  const path = await download.path();
  expect(await readFile(path, "utf8")).toBe(copied);
  await fanContext.close();
});
