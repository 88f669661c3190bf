import type { Browser, Page } from "@playwright/test";
import { DEMO_CLUB, expect, isPhone, login, test, uniqueName } from "./fixtures.ts";
import { registerClub } from "./manage-helpers.ts";
import { apiJson } from "./match-helpers.ts";

// Each role of FC Seeblick's team of admins sees exactly what the server lets it do.
// For every button a role does not get, the server refuses the write behind it too; for the
// buttons it gets, a write goes through. Members join by invite, each in a browser of its own.

const ALL_TABS = [
  "Mein Verein",
  "Mannschaften",
  "Trainer",
  "Spieler",
  "Vorstandsmitglieder",
  "Vereins-News",
  "Spielplan",
  "Live-Ticker",
  "Widgets",
  "Mitglieder & Rollen",
];

type Team = { id: string; name: string };

async function seeblick(page: Page, base: string) {
  const me = await apiJson<{ club: { id: string } }>(page.request, base, "GET", "/api/me");
  const { teams } = await apiJson<{ teams: Team[] }>(
    page.request,
    base,
    "GET",
    `/api/clubs/${me.club.id}/teams`,
  );
  const team = (name: string) => {
    const found = teams.find((t) => t.name === name);
    if (!found) throw new Error(`demo team ${name} missing`);
    return found;
  };
  return { clubId: me.club.id, first: team("1. Mannschaft"), juniors: team("Junioren B") };
}

/** A new account joins FC Seeblick with a role (invited by the demo admin); its signed-in page. */
async function joinAs(browser: Browser, base: string, role: string, teamIds: string[] = []): Promise<Page> {
  const viewport = test.info().project.use.viewport ?? null;
  const adminContext = await browser.newContext({ viewport });
  const admin = await adminContext.newPage();
  await login(admin, DEMO_CLUB);
  const { clubId } = await seeblick(admin, base);
  const invite = await apiJson<{ token: string }>(
    admin.request,
    base,
    "POST",
    `/api/manage/clubs/${clubId}/invites`,
    {
      role,
      ...(teamIds.length ? { teamIds } : {}),
    },
  );
  await adminContext.close();

  const context = await browser.newContext({
    viewport,
    isMobile: isPhoneProject(),
    hasTouch: isPhoneProject(),
  });
  const page = await context.newPage();
  const username = uniqueName(role);
  await apiJson(page.request, base, "POST", "/api/auth/sign-up/email", {
    email: `${username}@example.ch`,
    password: "geheim123",
    name: username,
    username,
    fullName: `Test ${role}`,
    accountType: "fan",
  });
  await apiJson(page.request, base, "POST", `/api/invites/${invite.token}/accept`, {});
  return page;
}

function isPhoneProject(): boolean {
  return (test.info().project.use.viewport?.width ?? 1280) < 768;
}

/** The labels of the management menu (the side menu, or the drawer on a phone). */
async function menuLabels(page: Page): Promise<string[]> {
  if (isPhone(page)) {
    await page.getByRole("button", { name: /Bereiche/ }).click();
    const drawer = page.getByRole("dialog", { name: "Vereinsverwaltung" });
    const labels = await drawer.getByRole("link").allInnerTexts();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    return labels.map((l) => l.split("\n")[0]?.trim() ?? "");
  }
  const nav = page.getByRole("navigation", { name: "Vereinsverwaltung" });
  await expect(nav).toBeVisible();
  return (await nav.getByRole("link").allInnerTexts()).map((l) => l.split("\n")[0]?.trim() ?? "");
}

async function status(page: Page, base: string, method: "DELETE" | "POST", path: string, body?: unknown) {
  const res = await page.request.fetch(path, {
    method,
    headers: { origin: base, "content-type": "application/json" },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.status();
}

test("Administrator: every area, and the venue and clock-change rules in the match dialog", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  await login(page, DEMO_CLUB);
  await page.goto("/manage-club/coaches");
  expect(await menuLabels(page)).toEqual(ALL_TABS);
  await expect(page.getByRole("button", { name: "Trainer hinzufügen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Marco Brunner bearbeiten" })).toBeVisible();

  // An away match: the home club's ground is suggested, not 'Stadion 1. Mannschaft'.
  const { clubId } = await seeblick(page, base);
  const options = await apiJson<{
    otherTeams: { id: string; clubName: string | null; stadiumName: string | null }[];
  }>(page.request, base, "GET", `/api/manage/clubs/${clubId}/match-teams`);
  const host = options.otherTeams.find((t) => t.clubName && t.stadiumName);
  if (!host?.stadiumName) throw new Error("no other club with a ground in the demo data");
  await page.goto("/manage-club/schedule");
  await page.getByRole("button", { name: "Spiel hinzufügen" }).click();
  const dialog = page.getByRole("dialog", { name: "Neues Spiel" });
  await dialog.getByLabel("Heimmannschaft").selectOption(host.id);
  await expect(dialog.getByLabel("Stadion")).toHaveValue(host.stadiumName);

  // 02:30 on the last Sunday of March 2027 does not exist; autumn's doubled 02:30 is the first.
  await dialog.getByLabel("Datum").fill("2027-03-28");
  await dialog.getByLabel("Zeit").fill("02:30");
  await expect(dialog.getByRole("status").filter({ hasText: "Zeitumstellung auf Sommerzeit" })).toBeVisible();
  await dialog.getByRole("button", { name: "Spiel erstellen" }).click();
  await expect(dialog.getByText(/^02:30 Uhr gibt es am 28\.03\.2027 nicht/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Datum").fill("2027-10-31");
  await expect(
    dialog.getByText(/gibt es am 31\.10\.2027 zweimal.*Gespeichert wird die erste 02:30 Uhr/),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
});

test("Administrator: «Alle annehmen» asks before it accepts every request", async ({ browser, baseURL }) => {
  const base = baseURL ?? "";
  const viewport = test.info().project.use.viewport ?? null;
  // Two new clubs, so no other journey's requests are touched: B asks A for two matches.
  const clubs = [];
  for (const prefix of ["FC Gastgeber ", "FC Anfrage "]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const clubName = uniqueName(prefix);
    await apiJson(page.request, base, "POST", "/api/auth/sign-up/email", {
      email: `${uniqueName("club")}@example.ch`,
      password: "geheim123",
      name: clubName,
      username: uniqueName("club"),
      accountType: "club",
    });
    const me = await apiJson<{ club: { id: string } }>(page.request, base, "GET", "/api/me");
    await apiJson(page.request, base, "PATCH", `/api/manage/clubs/${me.club.id}`, { clubName });
    const team = await apiJson<{ team: { id: string } }>(
      page.request,
      base,
      "POST",
      `/api/manage/clubs/${me.club.id}/teams`,
      {
        name: "1. Mannschaft",
        canton: "Uri",
        league: "5. Liga",
      },
    );
    clubs.push({ page, clubId: me.club.id, teamId: team.team.id, clubName });
  }
  const [host, guest] = clubs as [(typeof clubs)[0], (typeof clubs)[0]];
  for (const date of ["2027-05-08", "2027-05-15"]) {
    await apiJson(guest.page.request, base, "POST", `/api/manage/clubs/${guest.clubId}/matches`, {
      homeTeamId: host.teamId,
      awayTeamId: guest.teamId,
      date,
      time: "15:00",
      stadium: "Sportplatz",
    });
  }
  const page = host.page;
  await page.goto("/manage-club/schedule");
  const requests = page.getByRole("region", { name: /Anfragen/ });
  await expect(requests.getByRole("listitem")).toHaveCount(2);
  await requests.getByRole("button", { name: "Alle annehmen" }).click();
  let question = page.getByRole("alertdialog", { name: "2 Anfragen annehmen?" });
  await expect(question.getByText(/08\.05\.2027.*15\.05\.2027/)).toBeVisible();
  await question.getByRole("button", { name: "Abbrechen" }).click();
  await expect(question).toBeHidden();
  await expect(requests.getByRole("listitem")).toHaveCount(2);

  await requests.getByRole("button", { name: "Alle annehmen" }).click();
  question = page.getByRole("alertdialog", { name: "2 Anfragen annehmen?" });
  await question.getByRole("button", { name: "Alle annehmen" }).click();
  await expect(page.getByText("2 Anfragen angenommen")).toBeVisible();
  await expect(page.getByRole("region", { name: /Anfragen/ })).toHaveCount(0);
  for (const club of clubs) await club.page.context().close();
});

test("Redaktion: only the club news; the server refuses the schedule too", async ({ browser, baseURL }) => {
  const base = baseURL ?? "";
  const page = await joinAs(browser, base, "redaktion");
  await page.goto("/manage-club");
  await expect(page.getByRole("heading", { level: 2, name: "Vereins-News" })).toBeVisible();
  expect(await menuLabels(page)).toEqual(["Vereins-News"]);
  await expect(page.getByRole("button", { name: "Neuer Beitrag" })).toBeVisible();
  // A schedule address leads back to the news; the server refuses a match write as well.
  await page.goto("/manage-club/schedule");
  await expect(page).toHaveURL(/\/manage-club\/news$/);
  const { clubId } = await seeblick(page, base);
  const { matches } = await apiJson<{ matches: { id: string }[] }>(
    page.request,
    base,
    "GET",
    `/api/manage/clubs/${clubId}/matches`,
  );
  expect(await status(page, base, "DELETE", `/api/manage/matches/${matches[0]?.id}`)).toBe(403);
  await page.context().close();
});

test("Ticker: schedule and live ticker; the server refuses news and players", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const page = await joinAs(browser, base, "ticker");
  await page.goto("/manage-club");
  expect(await menuLabels(page)).toEqual(["Spielplan", "Live-Ticker"]);
  await expect(page.getByRole("button", { name: "Spiel hinzufügen" })).toBeVisible();
  const { clubId } = await seeblick(page, base);
  const { news } = await apiJson<{ news: { id: string }[] }>(
    page.request,
    base,
    "GET",
    `/api/manage/clubs/${clubId}/news`,
  );
  expect(await status(page, base, "DELETE", `/api/manage/news/${news[0]?.id}`)).toBe(403);
  const { players } = await apiJson<{ players: { id: string }[] }>(
    page.request,
    base,
    "GET",
    `/api/manage/clubs/${clubId}/players`,
  );
  expect(await status(page, base, "DELETE", `/api/manage/players/${players[0]?.id}`)).toBe(403);
  await page.context().close();
});

test("Trainer of the juniors: own team editable, the first team's coaches and players only to look at", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await login(adminPage, DEMO_CLUB);
  const { first, juniors } = await seeblick(adminPage, base);
  await admin.close();
  const page = await joinAs(browser, base, "trainer", [juniors.id]);

  await page.goto("/manage-club/coaches");
  expect(await menuLabels(page)).toEqual(["Trainer", "Spieler"]);
  // The own team comes first, with its buttons; an edit goes through.
  await expect(page.getByLabel("Mannschaft")).toHaveValue(juniors.id);
  await expect(page.getByRole("button", { name: "Trainer hinzufügen" })).toBeVisible();
  await page.getByRole("button", { name: "Sandro Rüegg bearbeiten" }).click();
  const dialog = page.getByRole("dialog", { name: "Trainer bearbeiten" });
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Trainer aktualisiert")).toBeVisible();

  // The first team's coaches: no buttons, and the server refuses the writes behind them.
  await page.getByLabel("Mannschaft").selectOption(first.id);
  const list = page.getByRole("list", { name: "Trainer von 1. Mannschaft" });
  await expect(list.getByText("Marco Brunner")).toBeVisible();
  await expect(list.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Trainer hinzufügen" })).toHaveCount(0);
  const { coaches } = await apiJson<{ coaches: { id: string }[] }>(
    page.request,
    base,
    "GET",
    `/api/manage/teams/${first.id}/coaches`,
  );
  expect(await status(page, base, "DELETE", `/api/manage/coaches/${coaches[0]?.id}`)).toBe(403);

  // Players: buttons only on the juniors' cards.
  await page.goto("/manage-club/players");
  const { clubId } = await seeblick(page, base);
  const { players } = await apiJson<{
    players: { id: string; teamId: string; firstName: string; lastName: string }[];
  }>(page.request, base, "GET", `/api/manage/clubs/${clubId}/players`);
  const firstTeamPlayer = players.find((p) => p.teamId === first.id);
  const junior = players.find((p) => p.teamId === juniors.id);
  if (!firstTeamPlayer || !junior) throw new Error("demo teams without players");
  const cards = page.getByRole("list", { name: "Spieler" });
  await expect(
    cards.getByRole("button", { name: `${junior.firstName} ${junior.lastName} bearbeiten` }),
  ).toBeVisible();
  await expect(
    cards.getByRole("button", {
      name: `${firstTeamPlayer.firstName} ${firstTeamPlayer.lastName} bearbeiten`,
    }),
  ).toHaveCount(0);
  expect(await status(page, base, "DELETE", `/api/manage/players/${firstTeamPlayer.id}`)).toBe(403);
  await page.context().close();
});

test("an open invitation shows its whole address, and its validity on lines of its own", async ({ page }) => {
  const base = test.info().project.use.baseURL ?? "";
  await registerClub(page);
  const { club } = await apiJson<{ club: { id: string } }>(page.request, base, "GET", "/api/me");
  const email = `${uniqueName("regula.hintermeister-baumgartner")}@example.ch`;
  const { team } = await apiJson<{ team: { id: string } }>(
    page.request,
    base,
    "POST",
    `/api/manage/clubs/${club.id}/teams`,
    { name: "Junioren B", canton: "Zürich", league: "Junioren B" },
  );
  await apiJson(page.request, base, "POST", `/api/manage/clubs/${club.id}/invites`, {
    role: "trainer",
    teamIds: [team.id],
    email,
  });
  await page.goto("/manage-club/members");
  const row = page
    .getByRole("region", { name: "Offene Einladungen" })
    .getByRole("listitem")
    .filter({ hasText: email });
  const address = row.getByText(email, { exact: true });
  const validity = row.getByText(/gültig bis/);
  // A tablet too: there, with the side menu, «Zurückziehen» stood beside a row of 470 px.
  const widths = isPhone(page) ? [390] : [1280, 768];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    await expect(address).toBeVisible();
    if (width >= 768) {
      // «Trainer (Junioren B) · gültig bis 14.12.2026, 00:03» on one line: beside the button, at
      // 768 px, it took two.
      const lines = await validity.evaluate(
        (el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
      );
      expect(lines, `${width} px`).toBeLessThan(1.5);
    }
    // The address was cut to «regula.hintermeister-baumgartner@exam…»: the part that tells two
    // invitations apart was gone.
    const cut = await row.evaluate((li) =>
      [...li.querySelectorAll("*")]
        .filter((el) => getComputedStyle(el).overflowX !== "visible" && el.scrollWidth > el.clientWidth)
        .map((el) => el.textContent),
    );
    expect(cut, `${width} px`).toEqual([]);
  }
});
