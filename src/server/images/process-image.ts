import { MAX_IMAGE_BYTES } from "#shared/constants.ts";
import { variantWidthsFor } from "#shared/uploads/image-variants.ts";
import { NEWS_IMAGE_FORMATS, NEWS_IMAGE_MESSAGES } from "#shared/uploads/news-images.ts";
import { AppError } from "../http/errors.ts";

/**
 * What each kind of picture is for decides its display size. Every image is decoded and
 * re-encoded by sharp, which drops EXIF/GPS and other metadata (photos of minors).
 */
export const IMAGE_KINDS = {
  profile: { width: 512, height: 512, folder: "profile-images" },
  logo: { width: 512, height: 512, folder: "club-logos" },
  stadium: { width: 1600, height: 900, folder: "stadium-images" },
  team: { width: 1200, height: 900, folder: "team-images" },
  player: { width: 800, height: 1200, folder: "player-images" },
  coach: { width: 800, height: 1200, folder: "coach-images" },
  board: { width: 800, height: 1200, folder: "board-member-images" },
  news: { width: 1600, height: 1600, folder: "news-images" },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;
export const IMAGE_KIND_NAMES = Object.keys(IMAGE_KINDS) as ImageKind[];

const STRICT_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
const NEWS_TYPES = new Set<string>(NEWS_IMAGE_FORMATS.map((format) => format.mime));

export const IMAGE_MESSAGES = {
  tooLarge: "Datei ist zu groß. Maximale Größe ist 5MB.",
  wrongType: "Nur JPG, PNG und WebP-Dateien sind erlaubt.",
  newsTooLarge: "Bild ist zu groß. Maximale Größe: 5MB",
  unreadable: "Das Bild konnte nicht gelesen werden. Bitte wähle eine andere Datei.",
} as const;

/** The fixed background PNG news images are composited over (spec: club-management §5). */
const NEWS_BACKGROUND = { r: 255, g: 255, b: 255 };

export interface ProcessedImage {
  body: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
  /** Narrower WebP copies (see #shared/uploads/image-variants.ts). */
  variants: { width: number; body: Buffer }[];
}

export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  const isNews = kind === "news";
  if (input.byteLength > MAX_IMAGE_BYTES) {
    throw new AppError(413, "too_large", isNews ? IMAGE_MESSAGES.newsTooLarge : IMAGE_MESSAGES.tooLarge);
  }
  // The type comes from the bytes, never from the file name or the client's content type.
  // Both libraries load on the first upload, not at every server start (fast restart).
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import("file-type"),
    import("sharp"),
  ]);
  const detected = await fileTypeFromBuffer(input);
  const allowed = isNews ? NEWS_TYPES : STRICT_TYPES;
  if (!detected || !allowed.has(detected.mime)) {
    const message = !isNews
      ? IMAGE_MESSAGES.wrongType
      : detected?.mime.startsWith("image/")
        ? NEWS_IMAGE_MESSAGES.unsupportedFormat
        : NEWS_IMAGE_MESSAGES.notImage;
    throw new AppError(415, "unsupported_media_type", message);
  }
  const { width, height } = IMAGE_KINDS[kind];
  try {
    const pipeline = sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width, height, fit: "inside", withoutEnlargement: true });
    const result = isNews
      ? await pipeline
          .flatten({ background: NEWS_BACKGROUND })
          .jpeg({ quality: 90, mozjpeg: true })
          .toBuffer({ resolveWithObject: true })
      : await pipeline.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    // Copies are made from the re-encoded original: already rotated, flattened and stripped.
    const variants = await Promise.all(
      variantWidthsFor(result.info.width).map(async (variantWidth) => ({
        width: variantWidth,
        body: await sharp(result.data).resize({ width: variantWidth }).webp({ quality: 78 }).toBuffer(),
      })),
    );
    return {
      body: result.data,
      contentType: isNews ? "image/jpeg" : "image/webp",
      ext: isNews ? "jpg" : "webp",
      width: result.info.width,
      height: result.info.height,
      variants,
    };
  } catch {
    throw new AppError(415, "unsupported_media_type", IMAGE_MESSAGES.unreadable);
  }
}
