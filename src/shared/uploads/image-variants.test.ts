import { describe, expect, it } from "vitest";
import {
  markedKey,
  srcSetOf,
  urlForWidth,
  variantKey,
  variantUrls,
  variantWidthsFor,
  widthsOf,
} from "./image-variants.ts";

describe("image variants", () => {
  it("announce only copies narrower than the original", () => {
    expect(variantWidthsFor(1600)).toEqual([160, 240, 400, 800]);
    expect(variantWidthsFor(400)).toEqual([160, 240]);
    expect(variantWidthsFor(160)).toEqual([]);
    expect(markedKey("news-images/abc", "jpg", 1600)).toBe("news-images/abc.w160-240-400-800-1600.jpg");
    expect(markedKey("club-logos/abc", "webp", 120)).toBe("club-logos/abc.w120.webp");
  });

  it("build a srcset from the URL alone, the original last", () => {
    const url = "/uploads/news-images/abc.w160-240-400-800-1600.jpg";
    expect(widthsOf(url)).toEqual([160, 240, 400, 800, 1600]);
    expect(variantKey(url, 400)).toBe("/uploads/news-images/abc.w160-240-400-800-1600.400.webp");
    expect(variantUrls(url)).toEqual([
      "/uploads/news-images/abc.w160-240-400-800-1600.160.webp",
      "/uploads/news-images/abc.w160-240-400-800-1600.240.webp",
      "/uploads/news-images/abc.w160-240-400-800-1600.400.webp",
      "/uploads/news-images/abc.w160-240-400-800-1600.800.webp",
    ]);
    expect(srcSetOf(url)?.split(", ")).toEqual([
      "/uploads/news-images/abc.w160-240-400-800-1600.160.webp 160w",
      "/uploads/news-images/abc.w160-240-400-800-1600.240.webp 240w",
      "/uploads/news-images/abc.w160-240-400-800-1600.400.webp 400w",
      "/uploads/news-images/abc.w160-240-400-800-1600.800.webp 800w",
      "/uploads/news-images/abc.w160-240-400-800-1600.jpg 1600w",
    ]);
  });

  it("pick the narrowest copy wide enough for one-URL places", () => {
    const url = "/uploads/club-logos/abc.w160-240-400-512.webp";
    expect(urlForWidth(url, 80)).toBe("/uploads/club-logos/abc.w160-240-400-512.160.webp");
    expect(urlForWidth(url, 224)).toBe("/uploads/club-logos/abc.w160-240-400-512.240.webp");
    expect(urlForWidth(url, 450)).toBe(url);
    expect(urlForWidth("/uploads/club-logos/alt.webp", 80)).toBe("/uploads/club-logos/alt.webp");
  });

  it("give an image stored before copies existed, a copy itself or a foreign URL no srcset", () => {
    for (const url of [
      "/uploads/news-images/0b6f1c1e-6a55-4a4e-9d1e-2f0c3c1d2e3f.jpg",
      "/uploads/news-images/abc.w160-240-400-800-1600.400.webp",
      "/uploads/club-logos/abc.w120.webp",
      "https://example.com/bild.webp",
    ]) {
      expect(srcSetOf(url)).toBeUndefined();
      expect(variantUrls(url)).toEqual([]);
    }
  });
});
