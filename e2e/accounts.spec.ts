import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readableMail, resetTokenFrom } from "../src/server/test/mail-text.ts";
import {
  DEMO_FAN,
  expect,
  isPhone,
  login,
  openAccountMenu,
  test,
  uniqueName,
  untilInteractive,
} from "./fixtures.ts";

test("a club registers, sees its club card, logs out and logs in again", async ({ page }) => {
  const username = uniqueName("fc");
  const email = `${username}@example.ch`;

  await page.goto("/auth");
  await page.getByRole("tab", { name: "Registrieren" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registrieren" })).toBeVisible();
  const form = page.getByRole("form", { name: "Registrieren" });
  // The spec's validation messages show before anything is sent.
  await form.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(form.getByText("Nutzername muss mindestens 3 Zeichen lang sein")).toBeVisible();
  await expect(form.getByText("Gültige E-Mail-Adresse erforderlich")).toBeVisible();

  await form.getByLabel("Nutzername").fill(username);
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort").fill("geheim123");
  await form.getByText("Verein", { exact: true }).click();
  await form.getByRole("button", { name: "Konto erstellen" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Konto erfolgreich erstellt!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Vereinsverwaltung" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Vereinsverwaltung" })).toHaveAttribute(
    "href",
    "/manage-club/club",
  );

  await openAccountMenu(page);
  if (isPhone(page)) {
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByText("Verein", { exact: true })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Vereinsverwaltung" })).toBeVisible();
    await drawer.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  } else {
    await page.getByRole("menuitem", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/$/);
  }
  await expect(page.getByText("Erfolgreich abgemeldet")).toBeVisible();

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\?weiter=%2Fprofile$/);
  const login = page.getByRole("form", { name: "Anmelden" });
  await login.getByLabel("E-Mail").fill(email);
  await login.getByLabel("Passwort").fill("falsch123");
  await login.getByRole("button", { name: "Anmelden" }).click();
  await expect(
    login.getByRole("alert").filter({ hasText: "E-Mail-Adresse oder Passwort ist falsch." }),
  ).toBeVisible();
  await login.getByLabel("Passwort").fill("geheim123");
  await login.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`@${username}`)).toBeVisible();

  // A signed-in user who opens /auth is sent home, by the server: the sign-in forms never show.
  const response = await page.goto("/auth");
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/auth$/);
  await expect(page).toHaveURL(/\/$/);
});

test("the profile can be edited", async ({ page }) => {
  const username = uniqueName("fan");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Registrieren" }).click();
  const form = page.getByRole("form", { name: "Registrieren" });
  await form.getByLabel("Nutzername").fill(username);
  await form.getByLabel("E-Mail").fill(`${username}@example.ch`);
  await form.getByLabel("Passwort").fill("geheim123");
  await form.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole("button", { name: "Bearbeiten" }).click();
  const dialog = page.getByRole("dialog", { name: "Profil bearbeiten" });
  await dialog.getByLabel("Vollständiger Name").fill("Mia Brunner");
  await dialog.getByLabel("Ort").fill("Winterthur");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Profil aktualisiert")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Mia Brunner")).toBeVisible();
  await expect(page.getByText("Winterthur")).toBeVisible();
});

/** The reset link of the newest mail to `email` in the server's outbox (no SMTP in the journeys); "" before it. */
function resetLinkFor(email: string): string {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? ".e2e-data", "outbox");
  const mails = (existsSync(outbox) ? readdirSync(outbox).sort() : [])
    .map((file) => readableMail(readFileSync(path.join(outbox, file), "latin1")))
    .filter((mail) => mail.includes(`To: ${email}`));
  const newest = mails.at(-1);
  if (!newest) return "";
  return `/passwort-zuruecksetzen?token=${encodeURIComponent(resetTokenFrom(newest))}`;
}

// A link already used (or expired) was found out only after the new password had been typed
// twice: the page now says so when it opens.
test("a forgotten password is set through the mail's link, which then says at once that it is used", async ({
  page,
}) => {
  const username = uniqueName("vergesslich");
  const email = `${username}@example.ch`;
  const signedUp = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: test.info().project.use.baseURL ?? "" },
    data: { email, password: "geheim123", name: username, username, fullName: username, accountType: "fan" },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  await page.context().clearCookies();

  await page.goto("/passwort-vergessen");
  await untilInteractive(page);
  await page.getByLabel("E-Mail").fill(email);
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await expect.poll(() => resetLinkFor(email)).not.toBe("");
  const link = resetLinkFor(email);

  await page.goto(link);
  await untilInteractive(page);
  const form = page.getByRole("form", { name: "Neues Passwort" });
  await form.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill("neu-und-geheim");
  await form.getByLabel("Neues Passwort wiederholen").fill("neu-und-geheim");
  await form.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page).toHaveURL(/\/auth/);

  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("Dieser Link ist ungültig oder abgelaufen.");
  await expect(page.getByRole("link", { name: "Neuen Link anfordern" })).toBeVisible();
  await expect(page.getByLabel("Neues Passwort wiederholen")).toHaveCount(0);
});

// On a wide screen the profile card stood beside the tall «Konto & Sicherheit» column and was
// stretched to its height: a large empty white box under the person's details.
test("the profile card on a wide screen ends where its details end", async ({ page }) => {
  test.skip(isPhone(page), "one column on phones: each card has its own height");
  await login(page, DEMO_FAN);
  await page.goto("/profile");
  // The card: the outermost rounded box around its heading.
  const card = page
    .locator("div.rounded-xl")
    .filter({ has: page.getByRole("heading", { name: "Profilinformationen" }) })
    .first();
  const details = page.locator("dl").filter({ hasText: "E-Mail" });
  await expect(details).toBeVisible();
  await expect(page.getByRole("heading", { name: "Konto & Sicherheit" })).toBeVisible();
  const cardBox = await card.boundingBox();
  const detailsBox = await details.boundingBox();
  expect(
    cardBox && detailsBox ? cardBox.y + cardBox.height - (detailsBox.y + detailsBox.height) : -1,
  ).toBeLessThan(64);
});

// A long e-mail address stood cut in the profile's details («franziska.muster-oberholzer@bluewin-ex…»,
// on a phone and on a wide screen alike): the person could not read which address the account has.
test("the profile shows a long e-mail address whole", async ({ page, baseURL }) => {
  const username = uniqueName("lang");
  const email = `${username}.muster-oberholzer@oberdonaudampfschifffahrt-fussball.example.ch`;
  const answer = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "geheim123", name: username, username, accountType: "fan" },
    headers: { origin: baseURL ?? "" },
  });
  expect(answer.ok()).toBe(true);
  await page.goto("/profile");
  const shown = page.locator("dd").filter({ hasText: email });
  await expect(shown).toBeVisible();
  const cut = await shown.evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    const box = element.getBoundingClientRect();
    return (
      element.scrollWidth > element.clientWidth + 1 ||
      [...text.getClientRects()].some((r) => r.right > box.right + 1 || r.left < box.left - 1)
    );
  });
  expect(cut).toBe(false);
});
