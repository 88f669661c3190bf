import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "../../ui/button.tsx";
import { Field, Input } from "../../ui/input.tsx";
import type { NewsDraft } from "./use-news-draft.ts";

/** The post's images in their order, each with its caption and «nach oben», «nach unten», «entfernen». */
export function NewsImageList({
  draft,
}: {
  draft: Pick<NewsDraft, "images" | "imageList" | "isBusy" | "setCaption" | "move" | "remove">;
}) {
  const { images, isBusy } = draft;
  return (
    <ol ref={draft.imageList} className="flex flex-col gap-3" aria-label="Bilder des Beitrags">
      {images.map((image, index) => (
        <li
          key={image.url}
          className="flex flex-col gap-3 rounded-xl border border-gray-200 p-3 sm:flex-row sm:items-center"
        >
          <img
            src={image.url}
            alt={image.caption || `Bild ${index + 1}`}
            className="aspect-video w-full rounded-lg bg-gray-100 object-cover sm:w-32"
          />
          <Field label={`Bildunterschrift ${index + 1} (optional)`} className="min-w-0 flex-1">
            <Input
              value={image.caption}
              maxLength={300}
              onChange={(event) => draft.setCaption(index, event.target.value)}
            />
          </Field>
          <div className="flex gap-1 self-end sm:self-center">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={index === 0 || isBusy}
              data-control="up"
              onClick={() => draft.move(index, -1)}
              aria-label={`Bild ${index + 1} nach oben`}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={index === images.length - 1 || isBusy}
              data-control="down"
              onClick={() => draft.move(index, 1)}
              aria-label={`Bild ${index + 1} nach unten`}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={isBusy}
              data-control="remove"
              onClick={() => draft.remove(index)}
              aria-label={`Bild ${index + 1} entfernen`}
              className="text-live-dark hover:bg-red-50 hover:text-live-dark"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}
