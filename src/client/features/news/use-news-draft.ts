import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { NEWS_MAX_IMAGES, NEWS_MESSAGES, newsPostSchema } from "#shared/news/schema.ts";
import type { ManageNewsPost } from "#shared/news/types.ts";
import { errorMessage } from "../../lib/api.ts";
import { markServerFieldErrors } from "../../ui/crud/server-field-errors.ts";
import { UPLOAD_MESSAGES, useImageUpload } from "../../ui/crud/use-image-upload.ts";
import { useOnOpen } from "../../ui/crud/use-on-open.ts";
import { toast } from "../../ui/toast.tsx";
import { useSaveNews } from "./manage-api.ts";
import { type DraftImage, imagesOf, isNewsDraftChanged } from "./news-draft.ts";
import { useNewsImageMoves } from "./use-news-image-moves.ts";

const textSchema = newsPostSchema.pick({ title: true, content: true });
type FormIn = z.input<typeof textSchema>;
type FormOut = z.output<typeof textSchema>;

/** The news dialog's props: the club, the post to change (null for a new one), open or not. */
export interface NewsDialogProps {
  clubId: string;
  post: ManageNewsPost | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The news dialog's state and decisions: the texts, images and 'Sofort veröffentlichen' of the
 * post being written, set from `post` each time the dialog opens, its uploads, whether it was
 * changed, and saving it.
 */
export function useNewsDraft({ clubId, post, open, onOpenChange }: NewsDialogProps) {
  const save = useSaveNews(clubId);
  const { upload, isUploading } = useImageUpload("news", { quiet: true, namesFile: true });
  const [images, setImages] = useState<DraftImage[]>([]);
  const [isPublished, setPublished] = useState(false);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(textSchema) });
  const moves = useNewsImageMoves(images, setImages);

  useOnOpen(open, () => {
    form.reset({ title: post?.title ?? "", content: post?.content ?? "" });
    setImages(imagesOf(post));
    // 'Sofort veröffentlichen' is off for a new post; an edit starts from the post's state.
    setPublished(post?.isPublished ?? false);
  });

  async function addFiles(files: File[]) {
    const room = NEWS_MAX_IMAGES - images.length;
    if (files.length > room) toast.error(NEWS_MESSAGES.tooManyImages);
    let added = 0;
    for (const file of files.slice(0, Math.max(0, room))) {
      const url = await upload(file);
      if (url) {
        added++;
        setImages((list) => [...list, { url, caption: "" }]);
      }
    }
    if (added > 0)
      toast.success(UPLOAD_MESSAGES.succeeded, added > 1 ? `${added} Bilder hinzugefügt.` : undefined);
  }

  function setCaption(index: number, caption: string) {
    setImages((list) => list.map((item, i) => (i === index ? { ...item, caption } : item)));
  }

  // A form refused before sending says so at its fields, where the focus goes: a toast would
  // cover the first field on a phone.
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      {
        id: post?.id ?? null,
        input: { ...values, isPublished, images: images.map((i) => ({ url: i.url, caption: i.caption })) },
      },
      {
        onSuccess: () => {
          toast.success(
            post ? NEWS_MESSAGES.updated : NEWS_MESSAGES.created,
            isPublished ? "Veröffentlicht" : "Als Entwurf gespeichert",
          );
          onOpenChange(false);
        },
        onError: (error) => {
          markServerFieldErrors(form, error);
          toast.error(NEWS_MESSAGES.saveFailed, errorMessage(error, "Bitte versuche es erneut."));
        },
      },
    ),
  );

  return {
    form,
    images,
    isPublished,
    setPublished,
    isSaving: save.isPending,
    isUploading,
    isBusy: isUploading || save.isPending,
    isFull: images.length >= NEWS_MAX_IMAGES,
    isDirty: isNewsDraftChanged(post, { isTextDirty: form.formState.isDirty, isPublished, images }),
    addFiles,
    setCaption,
    onSubmit,
    ...moves,
  };
}

/** What the dialog's parts get from `useNewsDraft`. */
export type NewsDraft = ReturnType<typeof useNewsDraft>;
