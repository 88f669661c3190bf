import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { variantUrls } from "#shared/uploads/image-variants.ts";
import { createLocalStorage } from "../storage/local-storage.ts";
import type { Storage } from "../storage/storage.ts";
import { storeImage } from "./store-image.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "tschutti-store-image-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#15803d" } })
    .png()
    .toBuffer();
const fileOf = (url: string) => path.join(dir, url.slice("/uploads/".length));

describe("storeImage", () => {
  it("stores the original (a news picture as JPEG) and a WebP copy at each narrower width", async () => {
    const storage = createLocalStorage(dir);
    const stored = await storeImage(storage, "news", await png(2400, 1200));
    expect(stored).toMatchObject({ width: 1600, height: 800 });
    expect(stored.url).toMatch(/^\/uploads\/news-images\/[0-9a-f-]{36}\.w160-240-400-800-1600\.jpg$/);
    expect((await sharp(fileOf(stored.url)).metadata()).width).toBe(1600);
    const copies = variantUrls(stored.url);
    expect(copies).toHaveLength(4);
    for (const [i, width] of [160, 240, 400, 800].entries()) {
      const meta = await sharp(fileOf(copies[i] ?? "")).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height: width / 2 });
    }
  });

  it("makes no copy wider than a small original, and removes every file of an image", async () => {
    const storage = createLocalStorage(dir);
    const stored = await storeImage(storage, "logo", await png(300, 300));
    expect(stored.url).toMatch(/\.w160-240-300\.webp$/);
    expect(readdirSync(path.join(dir, "club-logos"))).toHaveLength(3);
    await storage.remove(stored.url);
    expect(readdirSync(path.join(dir, "club-logos"))).toHaveLength(0);
  });

  it("still removes an image stored before copies existed", async () => {
    const storage = createLocalStorage(dir);
    const old = await storage.put("team-images/alt.webp", await png(10, 10), "image/webp");
    await storage.remove(old);
    expect(existsSync(fileOf(old))).toBe(false);
  });

  it("leaves no copies behind when storing one fails", async () => {
    const local = createLocalStorage(dir);
    let puts = 0;
    const failing: Storage = {
      ...local,
      async put(key, body, contentType) {
        puts += 1;
        if (puts === 2) throw new Error("Speicher voll");
        return local.put(key, body, contentType);
      },
    };
    await expect(storeImage(failing, "stadium", await png(1600, 900))).rejects.toThrow("Speicher voll");
    expect(readdirSync(path.join(dir, "stadium-images"))).toEqual([]);
  });
});
