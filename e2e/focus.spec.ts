import type { Locator, Page } from "@playwright/test";
import {
  DEMO_FAN,
  DEMO_LEAGUE_OFFICE,
  expect,
  isPhone,
  login,
  test,
  untilAnimationsEnd,
  untilInteractive,
} from "./fixtures.ts";
import { getJson, registerClub } from "./manage-helpers.ts";

// Keyboard and screen-reader users land where they were after a dialog closes: on the button
// that opened it, never at the top of the page.

/** Saves the open «Mannschaft bearbeiten» and waits for its toast, which it returns. */
async function saveTeamDialog(page: Page): Promise<Locator> {
  await page
    .getByRole("dialog", { name: "Mannschaft bearbeiten" })
    .getByRole("button", { name: "Speichern" })
    .click();
  const toast = page.getByRole("listitem").filter({ hasText: "Mannschaft wurde aktualisiert" });
  await expect(toast).toBeVisible();
  return toast;
}

/** The toast's box and a button's share no point: a tap on the button reaches it. */
async function expectToastBeside(toast: Locator, button: Locator, name: string) {
  const toastBox = await toast.boundingBox();
  const box = await button.boundingBox();
  if (!toastBox || !box) throw new Error(`no box for the toast or «${name}»`);
  const apart =
    toastBox.y >= box.y + box.height ||
    box.y >= toastBox.y + toastBox.height ||
    toastBox.x >= box.x + box.width ||
    box.x >= toastBox.x + toastBox.width;
  expect(apart, `the toast covers «${name}»`).toBe(true);
}

async function seeblickTeamUrl(page: Page): Promise<string> {
  const clubs = (await (await page.request.get("/api/clubs?search=seeblick")).json()) as {
    clubs: Array<{ id: string }>;
  };
  const clubId = clubs.clubs[0]?.id ?? "";
  const teams = (await (await page.request.get(`/api/clubs/${clubId}/teams`)).json()) as {
    teams: Array<{ id: string; name: string }>;
  };
  const team = teams.teams.find((t) => t.name === "1. Mannschaft") ?? teams.teams[0];
  return `/vereine/${clubId}/teams/${team?.id ?? ""}`;
}

async function liveMatchUrl(page: Page): Promise<string | null> {
  const live = (await (await page.request.get("/api/matches?scope=live")).json()) as {
    matches: Array<{ id: string }>;
  };
  return live.matches[0] ? `/live-ticker/${live.matches[0].id}` : null;
}

test("the team page's player card gives focus back to the player row", async ({ page }) => {
  await page.goto(await seeblickTeamUrl(page));
  const row = page.getByRole("button", { name: /Severin Kägi/ });
  await row.click();
  const dialog = page.getByRole("dialog", { name: "Severin Kägi" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();

  // The same with the keyboard and the close button.
  await row.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Schliessen" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();
});

test("a team opened under another club's address moves to its own", async ({ page }) => {
  const url = await seeblickTeamUrl(page);
  const teamId = url.split("/").pop() ?? "";
  const clubs = (await (await page.request.get("/api/clubs?search=limmatau")).json()) as {
    clubs: Array<{ id: string }>;
  };
  const wrongAddress = `/vereine/${clubs.clubs[0]?.id}/teams/${teamId}?tab=trainer`;
  // The server says so itself, so a search engine or a link preview lands on the team's address.
  const answer = await page.request.get(wrongAddress, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(new URL(answer.headers().location ?? "", "http://x").pathname).toBe(
    new URL(url, "http://x").pathname,
  );
  await page.goto(wrongAddress);
  await expect(page).toHaveURL(`${url}?tab=trainer`);
  await expect(page.getByRole("heading", { level: 1, name: "1. Mannschaft" })).toBeVisible();
});

test("the ticker's line-up and player popup give focus back and link to the player", async ({ page }) => {
  const url = await liveMatchUrl(page);
  test.skip(url === null, "no live match in the demo data");
  await page.goto(url ?? "");
  const lineupButton = page.getByRole("button", { name: "Aufstellung anzeigen" });
  await lineupButton.click();
  const lineup = page.getByRole("dialog", { name: "Aufstellung" });
  await expect(lineup).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(lineup).toBeHidden();
  await expect(lineupButton).toBeFocused();

  // A player's name in the match course opens the popup; it links to the player page.
  const course = page.getByRole("region", { name: "Spielverlauf" });
  const nameButton = course.getByRole("button").first();
  const playerName = (await nameButton.textContent()) ?? "";
  await nameButton.click();
  const popup = page.getByRole("dialog", { name: playerName });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole("link", { name: "Zum Spielerprofil" })).toHaveAttribute(
    "href",
    /^\/players\//,
  );
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  await expect(nameButton).toBeFocused();
});

test("the phone menu closes on Escape and gives focus back, signed out and signed in", async ({ page }) => {
  test.skip(!isPhone(page), "the menu button is the phone's");
  await page.goto("/");
  const menuButton = page.locator(`header button[aria-label^="Menü"]`);
  await menuButton.click();
  const menu = page.getByRole("navigation", { name: "Mobile Navigation" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");

  await login(page, DEMO_FAN);
  await menuButton.click();
  const drawer = page.getByRole("dialog", { name: "Menü" });
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("toasts leave the top bar free", async ({ page }) => {
  await page.goto(await seeblickTeamUrl(page));
  await page.getByRole("button", { name: "Zu Favoriten hinzufügen" }).click();
  const toast = page.getByText("Zu Favoriten hinzugefügt").first();
  await expect(toast).toBeVisible();
  // Where the toast comes to rest, not where it is while it slides in.
  await untilAnimationsEnd(page);
  const header = await page.locator("header").first().boundingBox();
  const box = await toast.boundingBox();
  expect(header && box ? box.y >= header.y + header.height : false).toBe(true);
});

test("a toast leaves a dialog's buttons free", async ({ page }) => {
  // On a phone a dialog is a sheet from the bottom, where toasts sat: the toast of the last
  // save covered the next question's buttons, and a tap on «Löschen» went to the toast.
  await registerClub(page);
  const me = await getJson<{ club: { id: string } }>(page, "/api/me");
  const baseURL = test.info().project.use.baseURL ?? "";
  const created = await page.request.post(`/api/manage/clubs/${me.club.id}/teams`, {
    data: { name: "Zweite", canton: "Bern", league: "4. Liga" },
    headers: { origin: baseURL },
  });
  expect(created.ok()).toBe(true);
  await page.goto("/manage-club/teams");
  await page.getByRole("button", { name: "Zweite bearbeiten" }).click();
  const toast = await saveTeamDialog(page);
  await page.getByRole("button", { name: "Zweite löschen" }).click();
  const question = page.getByRole("alertdialog", { name: "Mannschaft löschen" });
  await expect(question).toBeVisible();
  await expect(toast).toBeVisible();
  await untilAnimationsEnd(page);
  for (const name of ["Löschen", "Abbrechen"]) {
    await expectToastBeside(toast, question.getByRole("button", { name }), name);
  }
});

test("a refusal's toast in a dialog leaves the field it names readable", async ({ page }) => {
  // A name the club already has: the form marks «Name» and moves the focus there, and the
  // refusal's toast (the specification's) shows at the top for 4 s. The sheet scrolled the field
  // to its top edge, right under the toast, which covered the label and the field. And the visit's
  // first toast, loaded while the dialog hid the page from screen readers, was hidden with it.
  await registerClub(page);
  const me = await getJson<{ club: { id: string } }>(page, "/api/me");
  const baseURL = test.info().project.use.baseURL ?? "";
  const created = await page.request.post(`/api/manage/clubs/${me.club.id}/teams`, {
    data: { name: "Erste", canton: "Bern", league: "4. Liga" },
    headers: { origin: baseURL },
  });
  expect(created.ok()).toBe(true);
  await page.goto("/manage-club/teams");
  await page.getByRole("button", { name: "Mannschaft hinzufügen" }).click();
  const dialog = page.getByRole("dialog", { name: "Neue Mannschaft" });
  const name = dialog.getByRole("textbox", { name: "Name" });
  await name.fill("Erste");
  await dialog.getByRole("combobox", { name: "Kanton" }).selectOption("Bern");
  await dialog.getByRole("combobox", { name: "Liga" }).selectOption("4. Liga");
  const create = dialog.getByRole("button", { name: "Erstellen" });
  await create.scrollIntoViewIfNeeded();
  await create.click();
  // By its role: a screen reader hears it, while the dialog hides the page behind it.
  const toast = page
    .getByRole("region", { name: /Benachrichtigungen/ })
    .getByRole("listitem")
    .filter({ hasText: "Die Mannschaft konnte nicht gespeichert werden" });
  await expect(toast).toBeVisible();
  await expect(name).toBeFocused();
  await untilAnimationsEnd(page);
  await expectToastBeside(toast, name, "Name (das Feld)");
  await expectToastBeside(
    toast,
    dialog.locator("label").filter({ hasText: /^Name/ }),
    "Name (die Beschriftung)",
  );
});

test("a save's toast leaves the card's buttons free when the card is at the screen's bottom", async ({
  page,
}) => {
  // A save's toast sat at the bottom edge for 4 s, over the buttons of a card down there (at
  // 390 px and at 1280 px): the next «Löschen» or «Bearbeiten» went to the toast.
  await registerClub(page);
  const me = await getJson<{ club: { id: string } }>(page, "/api/me");
  const baseURL = test.info().project.use.baseURL ?? "";
  for (const name of ["Erste", "Zweite", "Dritte", "Vierte", "Fünfte", "Sechste", "Siebte", "Achte"]) {
    const created = await page.request.post(`/api/manage/clubs/${me.club.id}/teams`, {
      data: { name, canton: "Bern", league: "4. Liga" },
      headers: { origin: baseURL },
    });
    expect(created.ok()).toBe(true);
  }
  await page.goto("/manage-club/teams");
  // Newest first: «Dritte» is the sixth card, low on the page at both widths.
  const edit = page.getByRole("button", { name: "Dritte bearbeiten" });
  const remove = page.getByRole("button", { name: "Dritte löschen" });
  await expect(edit).toBeVisible();
  // Its buttons just above the screen's bottom edge, where a thumb reaches them.
  await edit.evaluate((button) => {
    window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 24);
  });
  await edit.click();
  const toast = await saveTeamDialog(page);
  await expect(page.getByRole("dialog")).toBeHidden();
  // Where the toast comes to rest, not where it is while it slides in.
  await untilAnimationsEnd(page);
  await expectToastBeside(toast, edit, "Bearbeiten");
  await expectToastBeside(toast, remove, "Löschen");
});

test("a tap right after the page arrives, before its code runs, is not lost", async ({ page }) => {
  test.skip(!isPhone(page), "the menu button is the phone's");
  // On a slow phone the page's code runs well after the HTML has arrived, and after the load
  // event a test's goto waits for. Here the route's code arrives a second late: a tap in that
  // second reached a button without a handler and did nothing. The button takes the tap once
  // it works.
  let delayed = 0;
  await page.route(/\/assets\/home-page-[^/]*\.js$/, async (route) => {
    delayed++;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto("/");
  await page.locator(`header button[aria-label^="Menü"]`).click();
  await expect(page.getByRole("navigation", { name: "Mobile Navigation" })).toBeVisible();
  // Without the late code (a renamed chunk) this journey would prove nothing.
  expect(delayed, "the start page's code was held back").toBeGreaterThan(0);
});

test("an in-app link takes the focus to the new page's h1; tabs, a search and sections keep it", async ({
  page,
}) => {
  await page.goto("/vereine");
  await untilInteractive(page);
  // The first page is read from its top as the browser loaded it: nothing is moved.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  // A search writes the address (?suche=…) and keeps the focus in the box.
  const box = page.getByRole("searchbox", { name: "Vereine durchsuchen" });
  await box.fill("seeblick");
  await expect(page).toHaveURL(/suche=seeblick/);
  await expect(box).toBeFocused();

  // A link in the page leaves with its page: the focus goes to the new page's h1, without a ring.
  const card = page.getByRole("link", { name: /FC Seeblick/ });
  await card.focus();
  await page.keyboard.press("Enter");
  const clubHeading = page.getByRole("heading", { level: 1, name: "FC Seeblick" });
  await expect(clubHeading).toBeFocused();
  expect(await clubHeading.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe("none");

  // Back: the list's h1.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Vereine" })).toBeFocused();

  // The schedule's tabs write the address (?tab=…) and keep the focus on the tab.
  await page.goto("/spielplan");
  await untilInteractive(page);
  const past = page.getByRole("tab", { name: "Vergangene Spiele" });
  await past.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/tab=vergangene/);
  await expect(past).toBeFocused();

  // The top bar's links (the phone's menu) stay in the page; the focus goes to the new page.
  if (isPhone(page)) {
    await page.locator(`header button[aria-label^="Menü"]`).click();
    await page
      .getByRole("navigation", { name: "Mobile Navigation" })
      .getByRole("link", { name: "Vereine", exact: true })
      .click();
  } else {
    const clubs = page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Vereine", exact: true });
    await clubs.focus();
    await page.keyboard.press("Enter");
  }
  await expect(page.getByRole("heading", { level: 1, name: "Vereine" })).toBeFocused();
});

test("the league office's sections keep the focus on their link; the phone's menu leads to the page's h1", async ({
  page,
}) => {
  await login(page, DEMO_LEAGUE_OFFICE);
  if (isPhone(page)) {
    // The signed-in menu is a dialog: closed by its link, it gives the focus to the new page,
    // not back to the menu button.
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.getByRole("dialog", { name: "Menü" }).getByRole("link", { name: "Spielleitung" }).click();
  } else {
    await page.goto("/spielleitung");
  }
  await expect(page).toHaveURL(/\/spielleitung\/einteilung/);
  const office = page.getByRole("heading", { level: 1, name: "Spielleitung" });
  if (isPhone(page)) await expect(office).toBeFocused();
  else await expect(office).toBeVisible();

  const history = page.getByRole("navigation", { name: "Bereiche der Spielleitung" }).getByRole("link", {
    name: "Verlauf",
  });
  await history.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/spielleitung\/verlauf/);
  await expect(history).toHaveAttribute("aria-current", "page");
  await expect(history).toBeFocused();
});
