import { ImageIcon, Trash2, Upload } from "lucide-react";
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import { Spinner } from "./spinner.tsx";

const aspects = {
  square: "aspect-square w-32",
  portrait: "aspect-[2/3] w-32",
  wide: "aspect-video w-full max-w-sm",
} as const;

export const DEFAULT_IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * A `validate` function for `ImageUpload` with the spec's limits and messages
 * (5 MB; JPEG, PNG, WebP). Pass other texts for news images.
 */
export function imageFileValidator({
  maxBytes = 5 * 1024 * 1024,
  types = DEFAULT_IMAGE_ACCEPT.split(","),
  tooLargeMessage = "Datei ist zu groß. Maximale Größe ist 5MB.",
  wrongTypeMessage = "Nur JPG, PNG und WebP-Dateien sind erlaubt.",
}: {
  maxBytes?: number;
  /** MIME types; an entry ending in "/*" allows the whole family. */
  types?: readonly string[];
  tooLargeMessage?: string;
  wrongTypeMessage?: string;
} = {}): (file: File) => string | null {
  return (file) => {
    const isAllowed = types.some((type) =>
      type.endsWith("/*") ? file.type.startsWith(type.slice(0, -1)) : file.type === type,
    );
    if (!isAllowed) return wrongTypeMessage;
    if (file.size > maxBytes) return tooLargeMessage;
    return null;
  };
}

/** A temporary URL to preview a chosen file before it is uploaded; revoked when the file changes. */
export function useObjectUrl(file: File | Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export type ImageUploadProps = {
  /** The current image URL; a placeholder shows when empty. */
  src?: string | null;
  /** Called with a file that passed `validate`; the caller uploads it and sets `uploading`. */
  onFile: (file: File) => void;
  /** Shows an 'Entfernen' button while there is an image. */
  onRemove?: () => void;
  uploading?: boolean;
  disabled?: boolean;
  /** Default 'image/jpeg,image/png,image/webp'. */
  accept?: string;
  /** Client-side pre-check; return a German error or null. See `imageFileValidator()`. */
  validate?: (file: File) => string | null;
  /** An error from outside (e.g. the upload failed). */
  error?: ReactNode;
  /** square (logos), portrait 2:3 (players, coaches), wide 16:9 (stadium, news). */
  aspect?: keyof typeof aspects;
  /** `contain` for logos, `cover` for photos (default). */
  fit?: "cover" | "contain";
  /** Visible label of the group, e.g. 'Vereinslogo'. */
  label?: ReactNode;
  /**
   * The picture the buttons act on, where a page has more than one (the club's logo and stadium
   * picture): without it, a screen reader's list of buttons has «Bild ändern» and «Entfernen»
   * twice and says not for which. Names them «Bild ändern: Vereinslogo», «Vereinslogo entfernen».
   */
  name?: string;
  /** Alt text of the shown image; defaults to empty (decorative). */
  alt?: string;
  hint?: ReactNode;
  className?: string;
};

export function ImageUpload({
  src,
  onFile,
  onRemove,
  uploading = false,
  disabled = false,
  accept = DEFAULT_IMAGE_ACCEPT,
  validate,
  error,
  aspect = "square",
  fit = "cover",
  label,
  name,
  alt = "",
  hint,
  className,
}: ImageUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [validationError, setValidationError] = useState<string | null>(null);
  // Remembers which URL failed to load, so a new URL gets a new chance.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const shownError = validationError ?? error;
  const isBusy = uploading || disabled;
  const hasImage = Boolean(src) && src !== brokenSrc;
  const chooseLabel = hasImage ? "Bild ändern" : "Bild auswählen";

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Allow choosing the same file again after an error.
    event.target.value = "";
    if (!file) return;
    const problem = validate ? validate(file) : null;
    setValidationError(problem);
    if (problem === null) onFile(file);
  }

  return (
    <fieldset
      aria-busy={uploading || undefined}
      className={cn("m-0 flex min-w-0 flex-col gap-2 border-0 p-0", className)}
    >
      {label ? <legend className="mb-2 p-0 text-sm font-medium text-gray-900">{label}</legend> : null}
      <div className={cn("flex gap-4", aspect === "wide" ? "flex-col" : "items-start")}>
        <div
          className={cn(
            "relative shrink-0 overflow-hidden rounded-xl border border-gray-200 bg-gray-100",
            aspects[aspect],
          )}
        >
          {hasImage && src ? (
            <img
              src={src}
              alt={alt}
              onError={() => setBrokenSrc(src)}
              className={cn("size-full", fit === "contain" ? "bg-white object-contain p-2" : "object-cover")}
            />
          ) : null}
          {!hasImage && !uploading ? (
            <div className="flex size-full flex-col items-center justify-center gap-1 text-gray-600">
              <ImageIcon aria-hidden="true" className="size-8" />
              <span className="text-xs">Kein Bild</span>
            </div>
          ) : null}
          {uploading ? (
            <div
              role="status"
              className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-white/85 text-brand-800"
            >
              <Spinner size="md" label={null} />
              <span className="text-xs font-medium">Wird hochgeladen…</span>
            </div>
          ) : null}
        </div>
        <div className="flex flex-col items-start gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={isBusy}
            aria-describedby={
              [hint ? hintId : "", shownError ? errorId : ""].filter(Boolean).join(" ") || undefined
            }
            onClick={() => inputRef.current?.click()}
            aria-label={name ? `${chooseLabel}: ${name}` : undefined}
          >
            <Upload aria-hidden="true" />
            {chooseLabel}
          </Button>
          {onRemove && hasImage ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={isBusy}
              onClick={() => {
                setValidationError(null);
                onRemove();
              }}
              className="text-live-dark hover:bg-red-50 hover:text-live-dark"
              aria-label={name ? `${name} entfernen` : undefined}
            >
              <Trash2 aria-hidden="true" />
              Entfernen
            </Button>
          ) : null}
          {hint ? (
            <p id={hintId} className="text-xs text-gray-600">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-live-dark">
          {shownError}
        </p>
      ) : null}
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        disabled={isBusy}
        onChange={handleChange}
        data-testid="image-upload-input"
      />
    </fieldset>
  );
}
