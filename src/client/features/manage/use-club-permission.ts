import { useCallback } from "react";
import { type ClubPermission, roleAllows } from "#shared/members/club-roles.ts";
import { useMe } from "../auth/api.ts";

/**
 * What the signed-in member may do in the club they manage, by the rule the server checks every
 * write with (`roleAllows`, shared/members/club-roles.ts): the screens offer a button exactly
 * when the server would accept its write. For `team`, the teams the write touches.
 */
export function useClubPermission(): (permission: ClubPermission, teamIds?: readonly string[]) => boolean {
  const { club } = useMe();
  return useCallback(
    (permission: ClubPermission, teamIds: readonly string[] = []) =>
      club !== null && roleAllows(club, permission, teamIds),
    [club],
  );
}
