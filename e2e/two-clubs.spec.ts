import { expectNoAxeViolations } from "./axe.ts";
import {
  DEMO_CLUB,
  expect,
  login,
  test,
  uniqueName,
  untilInteractive,
  waitUntilSettled,
} from "./fixtures.ts";
import { apiJson } from "./match-helpers.ts";

// The administrator of a club of their own who runs the live ticker of a friend club: the invite
// opens the friend club, the header switches between the two, and a reload keeps the choice.

test("a person in two clubs opens the club just joined and switches between both", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const viewport = test.info().project.use.viewport ?? null;

  // FC Seeblick's administrator invites a Ticker, in a browser of their own.
  const adminContext = await browser.newContext({ viewport });
  const admin = await adminContext.newPage();
  await login(admin, DEMO_CLUB);
  const seeblick = (
    await apiJson<{ club: { id: string; clubName: string } }>(admin.request, base, "GET", "/api/me")
  ).club;
  const invite = await apiJson<{ token: string }>(
    admin.request,
    base,
    "POST",
    `/api/manage/clubs/${seeblick.id}/invites`,
    { role: "ticker" },
  );
  await adminContext.close();

  // A club account with a club of its own.
  const username = uniqueName("ufer");
  await apiJson(page.request, base, "POST", "/api/auth/sign-up/email", {
    email: `${username}@example.ch`,
    password: "geheim123",
    name: username,
    username,
    accountType: "club",
  });
  const own = (await apiJson<{ club: { id: string } }>(page.request, base, "GET", "/api/me")).club;
  const ownName = `FC Ufer ${username}`;
  await apiJson(page.request, base, "PATCH", `/api/manage/clubs/${own.id}`, { clubName: ownName });

  await page.goto(`/einladung/${invite.token}`);
  await untilInteractive(page);
  await page.getByRole("button", { name: "Einladung annehmen" }).click();
  await expect(page.getByText(`Willkommen bei ${seeblick.clubName}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/manage-club/?\\?verein=${seeblick.id}$`));
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(seeblick.clubName);
  const switcher = page.getByRole("combobox", { name: "Verein wechseln" });
  await expect(switcher).toHaveValue(seeblick.id);

  // To the own club: the Ticker's «Spielplan» is an area its Administrator has too.
  await switcher.selectOption(own.id);
  await expect(heading).toHaveText(ownName);
  await expect(page).toHaveURL(new RegExp(`/manage-club/schedule\\?verein=${own.id}$`));

  // A reload keeps it, and so does the management opened without the address's club.
  await page.reload();
  await expect(heading).toHaveText(ownName);
  await page.goto("/manage-club/teams");
  await expect(heading).toHaveText(ownName);
  await expect(switcher).toHaveValue(own.id);

  // The header with the switcher fits the phone's width and passes axe.
  const box = await switcher.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
    viewport?.width ?? 1280,
  );
  await waitUntilSettled(page);
  await expectNoAxeViolations(page, { include: "main header" });
});
