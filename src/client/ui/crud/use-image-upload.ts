import { useCallback, useState } from "react";
import { errorMessage } from "../../lib/api.ts";
import { checkImageFile } from "../../lib/image-check.ts";
import { uploadImage } from "../../lib/upload-image.ts";
import { toast } from "../toast.tsx";

export type UploadKind = "logo" | "stadium" | "team" | "player" | "coach" | "board" | "news";

export const UPLOAD_MESSAGES = {
  failed: "Fehler beim Hochladen des Bildes",
  succeeded: "Bild erfolgreich hochgeladen",
} as const;

/**
 * Uploads one picture through POST /api/uploads (the server checks, resizes and strips it) and
 * says how it went (spec §8 'Image upload'). `isUploading` keeps buttons disabled and dialogs
 * open meanwhile.
 */
export function useImageUpload(kind: UploadKind, options: { quiet?: boolean; namesFile?: boolean } = {}) {
  const [isUploading, setUploading] = useState(false);
  const { quiet = false, namesFile = false } = options;

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      // Of several files chosen at once, the one refused is named: the reason alone left the
      // person to guess which (the others were added).
      const said = (reason: string) => (namesFile ? `«${file.name}»: ${reason}` : reason);
      const problem = checkImageFile(file, kind === "news" ? "news" : "strict");
      if (problem) {
        toast.error(UPLOAD_MESSAGES.failed, said(problem));
        return null;
      }
      setUploading(true);
      try {
        const url = await uploadImage(file, kind);
        if (!quiet) toast.success(UPLOAD_MESSAGES.succeeded);
        return url;
      } catch (error) {
        toast.error(UPLOAD_MESSAGES.failed, said(errorMessage(error, "Bitte versuche es erneut.")));
        return null;
      } finally {
        setUploading(false);
      }
    },
    [kind, quiet, namesFile],
  );

  return { upload, isUploading };
}

/** The client-side pre-check the ImageUpload field shows inline (5 MB; JPEG, PNG, WebP). */
export const strictImageCheck = (file: File) => checkImageFile(file, "strict");

/**
 * The single picture of a create/edit dialog: its URL (set it when the dialog opens: that is the
 * picture the dialog started with) and the ImageUpload props that upload a chosen file into it or
 * remove it. `isChanged` says whether the picture differs from the one the dialog opened with.
 */
export function useDialogImage(kind: UploadKind) {
  const { upload, isUploading } = useImageUpload(kind);
  const [image, setImage] = useState<{ url: string | null; openedWith: string | null }>({
    url: null,
    openedWith: null,
  });
  const setPicked = (url: string | null) => setImage((current) => ({ ...current, url }));
  return {
    imageUrl: image.url,
    setImageUrl: (url: string | null) => setImage({ url, openedWith: url }),
    isChanged: image.url !== image.openedWith,
    isUploading,
    uploadProps: {
      src: image.url,
      uploading: isUploading,
      validate: strictImageCheck,
      onFile: async (file: File) => {
        const url = await upload(file);
        if (url) setPicked(url);
      },
      onRemove: () => setPicked(null),
    },
  };
}
