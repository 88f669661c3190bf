import { srcSetOf } from "#shared/uploads/image-variants.ts";

/**
 * `src`, `srcSet` and `sizes` for an uploaded image: with the copies its URL announces, the
 * browser loads the narrowest one that fills `sizes` at the screen's density. `sizes` is the
 * width the image is shown at (CSS media conditions, then a length); an image without copies
 * keeps a plain `src`.
 */
export function responsiveImage(
  url: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = srcSetOf(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}
