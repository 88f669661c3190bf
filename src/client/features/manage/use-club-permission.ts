import { useCallback } from "react";
import { type ClubPermission, roleAllows } from "#shared/members/club-roles.ts";
import { useMe } from "../auth/api.ts";

/**
 * What the signed-in member may do in this club, by the rule the server checks every write with
 * (`roleAllows`, shared/members/club-roles.ts): the screens offer a button exactly when the
 * server would accept its write. For `team`, the teams the write touches. The role is the one in
 * the club the tab shows: a person may be Administrator of one club and Ticker of another.
 */
export function useClubPermission(
  clubId: string,
): (permission: ClubPermission, teamIds?: readonly string[]) => boolean {
  const { clubs } = useMe();
  const membership = clubs.find((c) => c.id === clubId);
  return useCallback(
    (permission: ClubPermission, teamIds: readonly string[] = []) =>
      membership !== undefined && roleAllows(membership, permission, teamIds),
    [membership],
  );
}
