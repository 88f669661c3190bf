import { markedKey, variantKey } from "#shared/uploads/image-variants.ts";
import type { Storage } from "../storage/storage.ts";
import { IMAGE_KINDS, type ImageKind, processImage } from "./process-image.ts";

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded picture and stores it with its narrower copies under a fresh,
 * never reused name (which is what lets uploads be cached as immutable). The copies are stored
 * first: once the original's URL exists, every copy its name announces exists too.
 */
export async function storeImage(storage: Storage, kind: ImageKind, input: Buffer): Promise<StoredImage> {
  const image = await processImage(input, kind);
  const key = markedKey(`${IMAGE_KINDS[kind].folder}/${crypto.randomUUID()}`, image.ext, image.width);
  const copies = await Promise.allSettled(
    image.variants.map((variant) => storage.put(variantKey(key, variant.width), variant.body, "image/webp")),
  );
  const failure = copies.find((copy) => copy.status === "rejected");
  if (failure) {
    // No half-stored image: remove the copies that made it.
    const stored = copies.flatMap((copy) => (copy.status === "fulfilled" ? [copy.value] : []));
    await Promise.allSettled(stored.map((url) => storage.remove(url)));
    throw failure.reason;
  }
  const url = await storage.put(key, image.body, image.contentType);
  return { url, width: image.width, height: image.height };
}
