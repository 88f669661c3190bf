import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, isPhone, test, uniqueName } from "./fixtures.ts";

// Set-up of the club-management journeys: a fresh club account, test images, reading the API,
// and the way to a management tab.

export async function png(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Registers a new club account through the API; the page's browser context is signed in. */
export async function registerClub(page: Page): Promise<string> {
  const username = uniqueName("fc");
  const baseURL = test.info().project.use.baseURL ?? "";
  const res = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL },
    data: {
      email: `${username}@example.ch`,
      password: "geheim123",
      name: username,
      username,
      fullName: username,
      accountType: "club",
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return username;
}

export async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** Opens a management tab from the side menu (a drawer on phones). */
export async function openTab(page: Page, label: string, heading: string): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole("button", { name: /Bereiche/ }).click();
    await page.getByRole("dialog").getByRole("link", { name: label, exact: true }).click();
  } else {
    await page
      .getByRole("navigation", { name: "Vereinsverwaltung" })
      .getByRole("link", { name: label, exact: true })
      .click();
  }
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
}
