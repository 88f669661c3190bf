// The image formats a news post takes (club-management §5: «any image»; the server converts
// each to JPEG). One list for the server's check, the file picker and the dialog's hint.

export const NEWS_IMAGE_FORMATS = [
  { mime: "image/jpeg", name: "JPG" },
  { mime: "image/png", name: "PNG" },
  { mime: "image/webp", name: "WebP" },
  { mime: "image/gif", name: "GIF" },
  { mime: "image/avif", name: "AVIF" },
  { mime: "image/tiff", name: "TIFF" },
] as const;

const names = NEWS_IMAGE_FORMATS.map((format) => format.name);
/** 'JPG, PNG, WebP, GIF, AVIF und TIFF' */
export const NEWS_IMAGE_FORMAT_NAMES = `${names.slice(0, -1).join(", ")} und ${names.at(-1)}`;

/** The file picker's `accept`: only what the server takes is offered. */
export const NEWS_IMAGE_ACCEPT = NEWS_IMAGE_FORMATS.map((format) => format.mime).join(",");

export const NEWS_IMAGE_MESSAGES = {
  /** Not an image at all (the spec's message). */
  notImage: "Bitte wähle eine Bilddatei aus",
  /** An image in a format the server does not convert (BMP, SVG, HEIC …). */
  unsupportedFormat: `Dieses Bildformat wird nicht unterstützt. Erlaubt sind ${NEWS_IMAGE_FORMAT_NAMES}.`,
} as const;
