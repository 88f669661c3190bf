// Smaller copies of an uploaded image, so a phone showing a picture 360 px wide does not load
// the 1600 px original. Which widths exist is written into the stored file's name, so the
// client can build a `srcset` from the URL alone (no column, no request) and an image stored
// before variants existed, or a URL without the marker, simply has none.
//
//   news-images/<uuid>.w160-240-400-800-1600.jpg        the original, 1600 px wide
//   news-images/<uuid>.w160-240-400-800-1600.400.webp   its 400 px copy
//
// Copies are WebP whatever the original is (a news original stays JPEG for downloads and
// sharing): they exist only to be shown, and WebP is a third smaller than JPEG at equal quality.

/** Widths of the copies made at upload, each only when the image is wider. */
export const VARIANT_WIDTHS = [160, 240, 400, 800] as const;

const MARKED = /\.w(\d+(?:-\d+)*)\.([a-z0-9]+)$/;

/** The widths a stored image has copies at: all below its own width. */
export function variantWidthsFor(originalWidth: number): number[] {
  return VARIANT_WIDTHS.filter((width) => width < originalWidth);
}

/** The storage key of the original: `<base>.w<widths…>-<original>.<ext>`. */
export function markedKey(base: string, ext: string, originalWidth: number): string {
  return `${base}.w${[...variantWidthsFor(originalWidth), originalWidth].join("-")}.${ext}`;
}

/** The key or URL of one copy of a marked original. */
export function variantKey(originalKey: string, width: number): string {
  return originalKey.replace(/\.[a-z0-9]+$/, `.${width}.webp`);
}

/** Every width an image URL offers, the original's last; empty for an unmarked URL. */
export function widthsOf(url: string): number[] {
  const match = MARKED.exec(url);
  if (!match?.[1]) return [];
  const widths = match[1].split("-").map(Number);
  return widths.every((w) => Number.isInteger(w) && w > 0) ? widths : [];
}

/** The URLs of the copies of an image (not the original); empty for an unmarked URL. */
export function variantUrls(url: string): string[] {
  return widthsOf(url)
    .slice(0, -1)
    .map((width) => variantKey(url, width));
}

/** A `srcset` for the image, or undefined when it has no copies. */
export function srcSetOf(url: string): string | undefined {
  const widths = widthsOf(url);
  if (widths.length < 2) return undefined;
  const original = widths.length - 1;
  return widths.map((width, i) => `${i === original ? url : variantKey(url, width)} ${width}w`).join(", ");
}

/**
 * The narrowest stored copy at least `minWidth` wide (the original when none is): for places
 * that take one URL and no srcset.
 */
export function urlForWidth(url: string, minWidth: number): string {
  const widths = widthsOf(url);
  const width = widths.slice(0, -1).find((w) => w >= minWidth);
  return width === undefined ? url : variantKey(url, width);
}
