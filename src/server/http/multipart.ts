import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_IMAGE_BYTES } from "#shared/constants.ts";
import type { AppEnv } from "../context.ts";
import { AppError, badRequest, errorBody } from "./errors.ts";

/** Rejects bodies over 5 MB (plus form overhead) before reading them into memory. */
export function imageBodyLimit(message = "Datei ist zu groß. Maximale Größe ist 5MB.") {
  return bodyLimit({
    maxSize: MAX_IMAGE_BYTES + 64 * 1024,
    onError: (c) => c.json(errorBody("too_large", message), 413),
  });
}

/** The `file` field of a multipart form as bytes. */
export async function readUploadedFile(
  c: Context<AppEnv>,
  field = "file",
): Promise<{ bytes: Buffer; name: string }> {
  const contentType = c.req.header("content-type") ?? "";
  if (!contentType.includes("multipart/form-data")) {
    throw new AppError(415, "unsupported_media_type", "Bitte sende die Datei als multipart/form-data.");
  }
  const form = await c.req.parseBody().catch(() => {
    throw badRequest("Das Formular konnte nicht gelesen werden.");
  });
  const file = form[field];
  if (!(file instanceof File)) throw badRequest("Bitte wähle eine Datei aus.", { [field]: "Keine Datei" });
  return { bytes: Buffer.from(await file.arrayBuffer()), name: file.name };
}
