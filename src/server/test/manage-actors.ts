import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { uploadPaths } from "#shared/uploads/paths.ts";
import { type CallResult, call, type SignedUp, signUp } from "./http.ts";
import type { TestContext } from "./test-app.ts";

// Shared set-up of the club-management API tests: an owner club, another club, a fan.

export interface Actors {
  owner: SignedUp & { clubId: string };
  other: SignedUp & { clubId: string };
  fan: SignedUp;
}

async function clubOf(t: TestContext, cookie: string): Promise<string> {
  const me = await call(t.app, "GET", accountPaths.me(), { cookie });
  if (!me.body.club) throw new Error("club account without club");
  return me.body.club.id;
}

export async function createActors(t: TestContext): Promise<Actors> {
  const owner = await signUp(t.app, { accountType: "club" });
  const other = await signUp(t.app, { accountType: "club" });
  const fan = await signUp(t.app, { accountType: "fan" });
  return {
    owner: { ...owner, clubId: await clubOf(t, owner.cookie) },
    other: { ...other, clubId: await clubOf(t, other.cookie) },
    fan,
  };
}

/** A real picture through POST /api/uploads, as the dialogs do; returns the stored URL. */
export async function uploadImage(
  t: TestContext,
  cookie: string,
  kind: string,
  options: { width?: number; height?: number; format?: "png" | "jpeg"; alpha?: boolean } = {},
): Promise<string> {
  const form = new FormData();
  form.set("file", await pngFile(options));
  const res = await call(t.app, "POST", uploadPaths.upload(kind), { cookie, form });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.url;
}

/** A small picture file as a browser's form sends it (PNG unless `format` says JPEG). */
export async function pngFile(
  options: { width?: number; height?: number; format?: "png" | "jpeg"; alpha?: boolean } = {},
): Promise<File> {
  const { width = 60, height = 90, format = "png", alpha = false } = options;
  const base = sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 0, g: 128, b: 0, alpha: 0.2 } : "#15803d",
    },
  });
  const bytes = format === "png" ? await base.png().toBuffer() : await base.jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], `bild.${format}`, { type: `image/${format}` });
}

/** How an answer names a stored upload: absolute with the test app's PUBLIC_URL (test-app.ts). */
export function answeredUrl(storedUrl: string): string {
  return `http://localhost:3000${storedUrl}`;
}

/** The file behind a local storage URL. */
export function storedFile(t: TestContext, url: string): string {
  return path.join(t.uploadsDir, url.slice("/uploads/".length));
}

export function fileExists(t: TestContext, url: string): boolean {
  return existsSync(storedFile(t, url));
}

export function expectError(res: CallResult, status: number, message: string): void {
  expect({
    status: res.status,
    message: (res.body as { error?: { message?: string } })?.error?.message,
  }).toEqual({
    status,
    message,
  });
}

/**
 * The authorization matrix of one write: another club and a fan get 403 'Keine Berechtigung',
 * a visitor 401. Callers check afterwards that the row is unchanged.
 */
export async function expectRefused(
  t: TestContext,
  actors: Actors,
  method: string,
  url: string,
  body?: unknown,
  visitorMessage = "Keine Berechtigung",
): Promise<void> {
  for (const who of [actors.other, actors.fan]) {
    const res = await call(t.app, method, url, { cookie: who.cookie, body });
    expectError(res, 403, "Keine Berechtigung");
  }
  const visitor = await call(t.app, method, url, { body });
  expectError(visitor, 401, visitorMessage);
}
