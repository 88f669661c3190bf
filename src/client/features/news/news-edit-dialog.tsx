import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { NEWS_MAX_IMAGES, NEWS_MESSAGES, newsPostSchema } from "#shared/news/schema.ts";
import type { ManageNewsPost } from "#shared/news/types.ts";
import { NEWS_IMAGE_ACCEPT, NEWS_IMAGE_FORMAT_NAMES } from "#shared/uploads/news-images.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { FormDialog } from "../../ui/crud/form-dialog.tsx";
import { markServerFieldErrors } from "../../ui/crud/server-field-errors.ts";
import { useImageUpload } from "../../ui/crud/use-image-upload.ts";
import { useOnOpen } from "../../ui/crud/use-on-open.ts";
import { Field, Input, Textarea } from "../../ui/input.tsx";
import { LiveMessage, useSay } from "../../ui/live-message.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { Switch } from "../../ui/switch.tsx";
import { toast } from "../../ui/toast.tsx";
import { useSaveNews } from "./manage-api.ts";

const textSchema = newsPostSchema.pick({ title: true, content: true });
type FormIn = z.input<typeof textSchema>;
type FormOut = z.output<typeof textSchema>;

interface DraftImage {
  url: string;
  caption: string;
}

type ImageControl = "up" | "down" | "remove";

/** Where the focus goes once a move or removal is on screen: a control of an image, or «Bilder hinzufügen». */
type FocusAfter = { url: string; control: ImageControl } | "add";

function imagesLeft(count: number): string {
  if (count === 0) return "keine Bilder übrig";
  return count === 1 ? "1 Bild übrig" : `${count} Bilder übrig`;
}

const imagesOf = (post: ManageNewsPost | null): DraftImage[] =>
  post?.images.map((i) => ({ url: i.url, caption: i.caption ?? "" })) ?? [];

/** Create or edit a news post: title, content, images with captions and order, 'Sofort veröffentlichen'. */
export function NewsEditDialog({
  clubId,
  post,
  open,
  onOpenChange,
}: {
  clubId: string;
  post: ManageNewsPost | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveNews(clubId);
  const { upload, isUploading } = useImageUpload("news", { quiet: true });
  const [images, setImages] = useState<DraftImage[]>([]);
  const [isPublished, setPublished] = useState(false);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(textSchema) });
  const { errors } = form.formState;
  const isBusy = isUploading || save.isPending;
  const isFull = images.length >= NEWS_MAX_IMAGES;
  const fileInput = useRef<HTMLInputElement>(null);
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
      toast.success("Bild erfolgreich hochgeladen", added > 1 ? `${added} Bilder hinzugefügt.` : undefined);
  }

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

  const title = post ? "Beitrag bearbeiten" : "Neuer Beitrag";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Veröffentlichte Beiträge erscheinen unter News und auf deiner Vereinsseite."
      size="lg"
      bodyClassName="grid gap-4"
      onSubmit={onSubmit}
      isSaving={save.isPending}
      isUploading={isUploading}
      isDirty={
        form.formState.isDirty ||
        isPublished !== (post?.isPublished ?? false) ||
        JSON.stringify(images) !== JSON.stringify(imagesOf(post))
      }
      submitLabel="Speichern"
    >
      <Field label="Titel" required error={errors.title?.message}>
        <Input autoComplete="off" {...form.register("title")} />
      </Field>
      <Field
        label="Inhalt"
        required
        error={errors.content?.message}
        hint="Absätze mit Zeilenumbrüchen trennen."
      >
        <Textarea rows={8} {...form.register("content")} />
      </Field>

      <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
        <legend className="mb-2 p-0 text-sm font-medium text-gray-900">Bilder</legend>
        {images.length > 0 ? (
          <ol ref={imageList} className="flex flex-col gap-3" aria-label="Bilder des Beitrags">
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
                    onChange={(event) =>
                      setImages((list) =>
                        list.map((item, i) =>
                          i === index ? { ...item, caption: event.target.value } : item,
                        ),
                      )
                    }
                  />
                </Field>
                <div className="flex gap-1 self-end sm:self-center">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={index === 0 || isBusy}
                    data-control="up"
                    onClick={() => move(index, -1)}
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
                    onClick={() => move(index, 1)}
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
                    onClick={() => remove(index)}
                    aria-label={`Bild ${index + 1} entfernen`}
                    className="text-live-dark hover:bg-red-50 hover:text-live-dark"
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-gray-600">Noch keine Bilder.</p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {/* Not disabled while it uploads or the post is full: a disabled button drops the
              focus of the keyboard that pressed it (to the dialog's top). It says so instead. */}
          <Button
            ref={addButton}
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
              if (files.length > 0) void addFiles(files);
            }}
          />
          <span className="text-xs text-gray-600">
            {NEWS_IMAGE_FORMAT_NAMES}, je höchstens 5 MB. Die Reihenfolge hier ist die Reihenfolge im Beitrag.
          </span>
        </div>
        <LiveMessage said={said} />
      </fieldset>

      <Switch
        label="Sofort veröffentlichen"
        description={
          isPublished
            ? "Der Beitrag ist nach dem Speichern öffentlich."
            : "Der Beitrag wird als Entwurf gespeichert."
        }
        checked={isPublished}
        onCheckedChange={setPublished}
        disabled={save.isPending}
      />
    </FormDialog>
  );
}
