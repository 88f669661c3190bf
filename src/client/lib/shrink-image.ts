import { MAX_IMAGE_BYTES } from "#shared/constants.ts";

// A photo over the upload limit is made smaller in the browser before it is sent: a
// phone camera's 8 MB picture becomes a WebP (or JPEG) of at most 5 MB, instead of a refusal.
// The server keeps its limit and checks every upload again. A file that cannot be decoded here
// goes as it is (and is refused by the server with its German message).

/** Longest side of a shrunk photo: more than any page shows, and far below 5 MB as WebP. */
const MAX_SIDE = 3200;
const QUALITIES = [0.85, 0.7] as const;

function canvasBlob(bitmap: ImageBitmap, width: number, height: number, type: string, quality: number) {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.resolve<Blob | null>(null);
  // A JPEG has no transparency: a logo's transparent background becomes white, not black.
  if (type === "image/jpeg") {
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The file itself when it fits, else a smaller WebP or JPEG of it (or the file, if that fails). */
export async function fitImageToLimit(file: File, maxBytes: number = MAX_IMAGE_BYTES): Promise<File> {
  if (file.size <= maxBytes || !file.type.startsWith("image/") || typeof createImageBitmap !== "function") {
    return file;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    let scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    for (let attempt = 0; attempt < 6; attempt++) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      for (const quality of QUALITIES) {
        // WebP keeps transparency; a browser that cannot write it answers PNG, then JPEG is used.
        let blob = await canvasBlob(bitmap, width, height, "image/webp", quality);
        if (blob?.type !== "image/webp")
          blob = await canvasBlob(bitmap, width, height, "image/jpeg", quality);
        if (blob && blob.size <= maxBytes) {
          const extension = blob.type === "image/webp" ? "webp" : "jpg";
          const name = `${file.name.replace(/\.[^.]*$/, "") || "bild"}.${extension}`;
          return new File([blob], name, { type: blob.type, lastModified: file.lastModified });
        }
      }
      scale *= 0.7;
    }
    return file;
  } finally {
    bitmap.close();
  }
}
