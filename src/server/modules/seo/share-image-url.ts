import { createHash } from "node:crypto";
import type { ShareCard } from "../../images/share-card.ts";
import type { PageMeta } from "./page-meta.ts";

/** Raised when the card's drawing changes, so previews already fetched are fetched again. */
const CARD_DESIGN_VERSION = 1;

export const SHARE_IMAGE_PATH = "/share-image.jpg";

/** A short hash of what the card shows: the image's address changes exactly when the picture does. */
export function shareCardVersion(card: ShareCard): string {
  return createHash("sha256")
    .update(JSON.stringify([CARD_DESIGN_VERSION, card]))
    .digest("base64url")
    .slice(0, 16);
}

/**
 * The og:image path of a public page (`/share-image.jpg?seite=/vereine/…&v=…`), or null for
 * pages that are not shared (not found, signed-in areas).
 */
export function shareImagePath(meta: PageMeta): string | null {
  if (meta.status !== 200 || meta.canonicalPath === null) return null;
  const query = new URLSearchParams({ seite: meta.canonicalPath, v: shareCardVersion(meta.card) });
  return `${SHARE_IMAGE_PATH}?${query}`;
}
