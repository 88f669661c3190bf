import type { Context } from "hono";
import { INVALID_IMAGE_URL } from "#shared/form-fields.ts";
import type { AppEnv } from "../context.ts";
import { relativeUploadUrl } from "../http/absolute-urls.ts";
import { badRequest } from "../http/errors.ts";
import { requestImageBase } from "../http/public-cache.ts";

// Which image URLs a club-management write may save. Who may write is server/auth/access.ts.

/**
 * An image URL a write wants to save: undefined keeps the current one, null clears it, a
 * string must be the current URL or a file in our own storage (`requireStoredImage`).
 */
export async function checkImageUrl(
  c: Context<AppEnv>,
  url: string | null | undefined,
  current: string | null,
  field: string,
): Promise<string | null> {
  if (url === undefined) return current;
  if (url === null) return null;
  const stored = storedUploadUrl(c, url);
  if (stored === current) return stored;
  await requireStoredImage(c, stored, field);
  return stored;
}

/**
 * An image URL in the form rows keep: the management answers name our uploads absolute
 * (http/manage-upload-urls.ts), and a client sends back what it read.
 */
export function storedUploadUrl(c: Context<AppEnv>, url: string): string {
  return relativeUploadUrl(requestImageBase(c), url);
}

/**
 * A new image URL is a file in our own storage (an upload from /api/uploads): an address into
 * the storage with no file behind it would show as a broken image. 400 on `field` otherwise.
 */
export async function requireStoredImage(c: Context<AppEnv>, url: string, field: string): Promise<void> {
  const { storage } = c.var.deps;
  if (!storage.owns(url) || !(await storage.exists(url))) {
    throw badRequest(INVALID_IMAGE_URL, { [field]: INVALID_IMAGE_URL });
  }
}
