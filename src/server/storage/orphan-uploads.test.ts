import { existsSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, uploads } from "../db/schema/index.ts";
import { call, signUp } from "../test/http.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { ORPHAN_AFTER_MS, removeOrphanUploads } from "./orphan-uploads.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function uploadProfileImage(cookie: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#15803d" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "bild.png");
  const res = await call<{ url: string }>(t.app, "POST", "/api/uploads?kind=profile", { cookie, form });
  expect(res.status).toBe(201);
  return res.body.url;
}

const fileOf = (url: string) => path.join(t.uploadsDir, url.slice("/uploads/".length));

describe("orphan uploads", () => {
  it("removes an upload no entity refers to after 24 h, and keeps the others", async () => {
    const { cookie, userId } = await signUp(t.app);
    const abandoned = await uploadProfileImage(cookie);
    const kept = await uploadProfileImage(cookie);
    const fresh = await uploadProfileImage(cookie);
    // The form saved one of them; the other two were never saved.
    await t.deps.db.update(profiles).set({ profileImageUrl: kept }).where(eq(profiles.userId, userId));
    await t.deps.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${uploads.url} in (${abandoned}, ${kept})`);
    for (const url of [abandoned, kept, fresh]) expect(existsSync(fileOf(url))).toBe(true);

    expect(await removeOrphanUploads(t.deps.db, t.deps.storage)).toBe(1);
    expect(existsSync(fileOf(abandoned))).toBe(false);
    expect(existsSync(fileOf(kept))).toBe(true);
    expect(existsSync(fileOf(fresh))).toBe(true);
    const left = await t.deps.db.select({ url: uploads.url }).from(uploads);
    expect(left.map((r) => r.url).sort()).toEqual([kept, fresh].sort());

    // The unsaved fresh one goes once it is old enough, the saved one stays.
    const later = new Date(Date.now() + ORPHAN_AFTER_MS + 60_000);
    expect(await removeOrphanUploads(t.deps.db, t.deps.storage, later)).toBe(1);
    expect(existsSync(fileOf(fresh))).toBe(false);
    expect(existsSync(fileOf(kept))).toBe(true);
  });
});
