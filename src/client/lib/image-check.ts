import { MAX_IMAGE_BYTES, PROFILE_IMAGE_TYPES } from "#shared/constants.ts";

/** The spec's client-side pre-check; the server checks the bytes again. */
export function checkImageFile(file: File, kind: "strict" | "news" = "strict"): string | null {
  if (kind === "news") {
    if (!file.type.startsWith("image/")) return "Bitte wähle eine Bilddatei aus";
    if (file.size > MAX_IMAGE_BYTES) return "Bild ist zu groß. Maximale Größe: 5MB";
    return null;
  }
  if (file.size > MAX_IMAGE_BYTES) return "Datei ist zu groß. Maximale Größe ist 5MB.";
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type))
    return "Nur JPG, PNG und WebP-Dateien sind erlaubt.";
  return null;
}
