import type { ClubPermission } from "../members/club-roles.ts";
import { API_KEY_SCOPES, type ApiKeyScope } from "./schema.ts";

/**
 * What each scope lets a key do, as the access module's permissions. No scope grants `club`,
 * `news`, `matches` or `team`: a key can never manage the club, its members, its schedule or
 * its teams, so it stays below the Administrator who created it.
 */
const SCOPE_PERMISSIONS: Record<ApiKeyScope, readonly ClubPermission[]> = {
  read: ["member"],
  results: ["results"],
  ticker: ["ticker"],
};

export function scopesAllow(scopes: readonly ApiKeyScope[], permission: ClubPermission): boolean {
  return scopes.some((scope) => SCOPE_PERMISSIONS[scope].includes(permission));
}

/** The scope that would allow `permission` (for the 403 that names it), if any does. */
export function scopeAllowing(permission: ClubPermission): ApiKeyScope | undefined {
  return API_KEY_SCOPES.find((scope) => SCOPE_PERMISSIONS[scope].includes(permission));
}
