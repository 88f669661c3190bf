import type { ManageNewsPost } from "#shared/news/types.ts";

/** An image of the post being written: its upload's address and its caption ("" for none). */
export interface DraftImage {
  url: string;
  caption: string;
}

export const imagesOf = (post: ManageNewsPost | null): DraftImage[] =>
  post?.images.map((i) => ({ url: i.url, caption: i.caption ?? "" })) ?? [];

/**
 * Whether closing the dialog asks «Änderungen verwerfen?»: the texts (the form's own dirty
 * state), the switch or the images (added, removed, moved, captioned) differ from what it
 * opened with.
 */
export function isNewsDraftChanged(
  post: ManageNewsPost | null,
  draft: { isTextDirty: boolean; isPublished: boolean; images: DraftImage[] },
): boolean {
  return (
    draft.isTextDirty ||
    draft.isPublished !== (post?.isPublished ?? false) ||
    JSON.stringify(draft.images) !== JSON.stringify(imagesOf(post))
  );
}
