import type { Context } from "hono";
import { isUuid } from "#shared/uuid.ts";
import { INVALID_IMAGE_URL } from "#shared/validation/manage-fields.ts";
import { isClubAdmin } from "../../auth/session.ts";
import type { AppEnv, SessionUser } from "../../context.ts";
import { badRequest, forbidden, notFound, unauthorized } from "../../http/errors.ts";

// Shared rules of the club-management API: who may write, which ids exist, which image URLs
// may be saved.

export const NO_PERMISSION = "Keine Berechtigung";

/** 404 for anything that is not a UUID: such an id cannot name a row. */
export function requireUuid(id: string, message: string): string {
  if (!isUuid(id)) throw notFound(message);
  return id;
}

/** Signed in (401 otherwise, with the given message). */
export function requireSignedIn(c: Context<AppEnv>, message = NO_PERMISSION): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthorized(message);
  return user;
}

/**
 * The signed-in user administers `clubId` (through club_admins): 401 for a visitor, 403
 * 'Keine Berechtigung' for a fan or another club. Every management read and write calls it
 * with the club that owns the row.
 */
export async function requireManager(
  c: Context<AppEnv>,
  clubId: string | null,
  unauthenticatedMessage = NO_PERMISSION,
): Promise<SessionUser> {
  const user = requireSignedIn(c, unauthenticatedMessage);
  if (!clubId || !(await isClubAdmin(c.var.deps.db, user.id, clubId))) throw forbidden(NO_PERMISSION);
  return user;
}

/**
 * An image URL a write wants to save: undefined keeps the current one, null clears it, a
 * string must be the current URL or point into our own storage (an upload from /api/uploads).
 */
export function checkImageUrl(
  c: Context<AppEnv>,
  url: string | null | undefined,
  current: string | null,
  field: string,
): string | null {
  if (url === undefined) return current;
  if (url === null || url === current) return url;
  if (!c.var.deps.storage.owns(url)) throw badRequest(INVALID_IMAGE_URL, { [field]: INVALID_IMAGE_URL });
  return url;
}
