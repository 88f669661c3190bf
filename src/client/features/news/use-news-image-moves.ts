import { type Dispatch, type SetStateAction, useLayoutEffect, useRef } from "react";
import { useSay } from "../../ui/live-message.tsx";
import type { DraftImage } from "./news-draft.ts";

/** The buttons of an image's row, by their `data-control` (news-image-list.tsx). */
type ImageControl = "up" | "down" | "remove";

/** Where the focus goes once a move or removal is on screen: a control of an image, or «Bilder hinzufügen». */
type FocusAfter = { url: string; control: ImageControl } | "add";

function imagesLeft(count: number): string {
  if (count === 0) return "keine Bilder übrig";
  return count === 1 ? "1 Bild übrig" : `${count} Bilder übrig`;
}

/**
 * Moving and removing the post's images from the keyboard: the new order, where the focus goes
 * once it is on screen, and what a screen reader hears (`said`, for a LiveMessage). `imageList`
 * and `addButton` are the refs of the list and of «Bilder hinzufügen».
 */
export function useNewsImageMoves(images: DraftImage[], setImages: Dispatch<SetStateAction<DraftImage[]>>) {
  const imageList = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  const [said, say] = useSay();

  // A moved image's row is put elsewhere in the page, a removed one leaves it, and a button at
  // the list's end is disabled: each time the browser dropped the focus, and Radix put it on the
  // dialog's top. Once the new order is on screen, the focus goes where the keyboard was.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    if (target === "add") {
      addButton.current?.focus();
      return;
    }
    const row = imageList.current?.children[images.findIndex((image) => image.url === target.url)];
    row?.querySelector<HTMLElement>(`[data-control="${target.control}"]`)?.focus();
  }, [images]);

  function move(index: number, by: -1 | 1) {
    const target = index + by;
    const item = images[index];
    if (!item || target < 0 || target >= images.length) return;
    const next = images.filter((_, i) => i !== index);
    next.splice(target, 0, item);
    setImages(next);
    // The pressed arrow, unless the image has reached that end: then the one that leads back.
    const atEnd = by < 0 ? target === 0 : target === next.length - 1;
    const same: ImageControl = by < 0 ? "up" : "down";
    focusAfter.current = { url: item.url, control: atEnd ? (by < 0 ? "down" : "up") : same };
    say(`Bild ${index + 1} ist jetzt Bild ${target + 1}.`);
  }

  function remove(index: number) {
    const next = images.filter((_, i) => i !== index);
    setImages(next);
    // The next image's «entfernen» takes the removed one's place; after the last, what follows.
    const following = next[index];
    focusAfter.current = following ? { url: following.url, control: "remove" } : "add";
    say(`Bild ${index + 1} entfernt, ${imagesLeft(next.length)}.`);
  }

  return { imageList, addButton, said, move, remove };
}
