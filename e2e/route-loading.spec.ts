import { expect, test, untilInteractive } from "./fixtures.ts";

// Pages load their data in route loaders and fail in one route error element:
// a record that does not exist shows the page's German not-found text, a failed request shows
// the error with a retry that loads the page.

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

test("an unknown club answers 404 and shows the club's not-found page inside the layout", async ({
  page,
}) => {
  const res = await page.goto(`/vereine/${UNKNOWN_ID}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Verein nicht gefunden")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Zur Vereinsliste" })).toHaveAttribute(
    "href",
    "/vereine",
  );
  // The top bar stays: the error is the page's, not the app's.
  await expect(page.getByRole("link", { name: "Tschutti – Startseite" })).toBeVisible();
});

test("an unknown news article answers 404 and shows the article's not-found page", async ({ page }) => {
  const res = await page.goto(`/news/${UNKNOWN_ID}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Der gesuchte Artikel wurde nicht gefunden.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Zu allen News" })).toBeVisible();
});

test("an unknown club reached by a link in the app shows the not-found page", async ({ page }) => {
  await page.goto("/vereine");
  await expect(page.getByRole("heading", { level: 1, name: "Vereine" })).toBeVisible();
  // A client-side navigation: the loader gets the 404 from the API, not the server's HTML.
  await page.evaluate((id) => {
    window.history.pushState({}, "", `/vereine/${id}`);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, UNKNOWN_ID);
  await expect(page.getByText("Verein nicht gefunden")).toBeVisible();
});

test("a failed data request shows the route error, and its retry loads the page", async ({ page }) => {
  const clubs = (await (await page.request.get("/api/clubs?page=1&pageSize=1")).json()) as {
    clubs: { id: string; clubName: string }[];
  };
  const club = clubs.clubs[0];
  if (!club) throw new Error("The demo data has no club");
  let failing = true;
  await page.route(`**/api/clubs/${club.id}`, async (route) => {
    if (failing) await route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
    else await route.continue();
  });
  // The server renders a page it is asked for directly (its reads never fail in the browser):
  // the failing read is the client's, on a navigation inside the app.
  await page.goto("/vereine");
  await expect(page.getByRole("heading", { level: 1, name: "Vereine" })).toBeVisible();
  await page.evaluate((id) => {
    window.history.pushState({}, "", `/vereine/${id}`);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, club.id);
  const alert = page.getByRole("alert");
  await expect(alert.getByText("Die Seite konnte nicht geladen werden.")).toBeVisible();
  await expect(alert.getByText("Bitte versuche es in einem Moment erneut.")).toBeVisible();

  failing = false;
  await alert.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: club.clubName })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a page opened before a release loads the next page afresh when its old code is gone", async ({
  page,
}) => {
  // The club list's code as the old build named it: the server answers 404 for it once, as it
  // does for every chunk of a build it no longer serves.
  let gone = true;
  const removed: string[] = [];
  await page.route(/\/assets\/club-list-page-[^/]+\.js$/, async (route) => {
    if (!gone) return route.continue();
    gone = false;
    removed.push(route.request().url());
    await route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" });
  });
  const freshLoads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") freshLoads.push(new URL(request.url()).pathname);
  });
  await page.goto("/spielplan");
  await untilInteractive(page);
  await page.evaluate(() => {
    window.history.pushState({}, "", "/vereine");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1, name: "Vereine" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(removed).toHaveLength(1);
  // The list came with the page loaded afresh at its address, not from the old build.
  expect(freshLoads).toEqual(["/spielplan", "/vereine"]);
});
