import { uploadPaths } from "#shared/uploads/paths.ts";
import { api } from "./api.ts";
import { fitImageToLimit } from "./shrink-image.ts";

// Apart from the fetch wrapper: only forms upload, and the shrinking (with the shared constants
// it reads) would otherwise travel in the app's first chunk to every visitor.

/**
 * Uploads an image and returns its stored URL (server re-encodes and checks it). A photo over
 * the limit is made smaller in the browser first (shrink-image.ts).
 */
export async function uploadImage(file: File, kind: string): Promise<string> {
  const form = new FormData();
  form.set("file", await fitImageToLimit(file));
  const result = await api(uploadPaths.upload(kind), {
    method: "POST",
    form,
  });
  return result.url;
}
