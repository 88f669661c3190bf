import { FormDialog } from "../../ui/crud/form-dialog.tsx";
import { Field, Input, Textarea } from "../../ui/input.tsx";
import { Switch } from "../../ui/switch.tsx";
import { NewsImagesFieldset } from "./news-images-fieldset.tsx";
import { type NewsDialogProps, useNewsDraft } from "./use-news-draft.ts";

/** Create or edit a news post: title, content, images with captions and order, 'Sofort veröffentlichen'. */
export function NewsEditDialog({ clubId, post, open, onOpenChange }: NewsDialogProps) {
  const draft = useNewsDraft({ clubId, post, open, onOpenChange });
  const { form, isPublished } = draft;
  const { errors } = form.formState;
  const title = post ? "Beitrag bearbeiten" : "Neuer Beitrag";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Veröffentlichte Beiträge erscheinen unter News und auf deiner Vereinsseite."
      size="lg"
      bodyClassName="grid gap-4"
      onSubmit={draft.onSubmit}
      isSaving={draft.isSaving}
      isUploading={draft.isUploading}
      isDirty={draft.isDirty}
      submitLabel="Speichern"
    >
      <Field label="Titel" required error={errors.title?.message} hint="Höchstens 200 Zeichen.">
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

      <NewsImagesFieldset draft={draft} />

      <Switch
        label="Sofort veröffentlichen"
        description={
          isPublished
            ? "Der Beitrag ist nach dem Speichern öffentlich."
            : "Der Beitrag wird als Entwurf gespeichert."
        }
        checked={isPublished}
        onCheckedChange={draft.setPublished}
        disabled={draft.isSaving}
      />
    </FormDialog>
  );
}
