import { PROFILE_IMAGE_TYPES } from "#shared/constants.ts";

/**
 * The spec's client-side pre-check; the server checks the bytes again. The size is no reason
 * to refuse here: a photo over 5 MB is made smaller before the upload (shrink-image.ts), and
 * the server refuses what is still too large.
 */
export function checkImageFile(file: File, kind: "strict" | "news" = "strict"): string | null {
  if (kind === "news") {
    if (!file.type.startsWith("image/")) return "Bitte wähle eine Bilddatei aus";
    return null;
  }
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type))
    return "Nur JPG, PNG und WebP-Dateien sind erlaubt.";
  return null;
}
