import { ImagePlus } from "lucide-react";
import { useRef } from "react";
import { NEWS_IMAGE_ACCEPT, NEWS_IMAGE_FORMAT_NAMES } from "#shared/uploads/news-images.ts";
import { Button } from "../../ui/button.tsx";
import { LiveMessage } from "../../ui/live-message.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { NewsImageList } from "./news-image-list.tsx";
import type { NewsDraft } from "./use-news-draft.ts";

/** The dialog's «Bilder»: the images (or «Noch keine Bilder.»), «Bilder hinzufügen» and what moves say. */
export function NewsImagesFieldset({ draft }: { draft: NewsDraft }) {
  const { isBusy, isFull, isUploading } = draft;
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
      <legend className="mb-2 p-0 text-sm font-medium text-gray-900">Bilder</legend>
      {draft.images.length > 0 ? (
        <NewsImageList draft={draft} />
      ) : (
        <p className="text-sm text-gray-600">Noch keine Bilder.</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {/* Not disabled while it uploads or the post is full: a disabled button drops the
            focus of the keyboard that pressed it (to the dialog's top). It says so instead. */}
        <Button
          ref={draft.addButton}
          type="button"
          variant="outline"
          size="sm"
          aria-disabled={isBusy || isFull || undefined}
          onClick={() => {
            if (!isBusy && !isFull) fileInput.current?.click();
          }}
        >
          {isUploading ? <Spinner size="sm" label={null} /> : <ImagePlus aria-hidden="true" />}
          {isUploading ? "Wird hochgeladen…" : "Bilder hinzufügen"}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={NEWS_IMAGE_ACCEPT}
          multiple
          hidden
          tabIndex={-1}
          disabled={isBusy || isFull}
          data-testid="news-image-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            if (files.length > 0) void draft.addFiles(files);
          }}
        />
        <span className="text-xs text-gray-600">
          {NEWS_IMAGE_FORMAT_NAMES}, je höchstens 5 MB. Die Reihenfolge hier ist die Reihenfolge im Beitrag.
        </span>
      </div>
      <LiveMessage said={draft.said} />
    </fieldset>
  );
}
