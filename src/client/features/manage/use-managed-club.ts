import { useSearchParams } from "react-router";
import type { MyClub } from "#shared/account/types.ts";
import { useMe } from "../auth/api.ts";
import { storeChosenClubId, useChosenClubId } from "./chosen-club.ts";
import { CLUB_PARAM } from "./manage-tabs.ts";

export interface ManagedClub {
  /** The club the management shows; null for an account in no club. */
  club: MyClub | null;
  /** Every club of the account, in the order joined. */
  clubs: MyClub[];
  /** `?verein=` names a club the account does not belong to (a foreign link, a club left). */
  isUnknownChoice: boolean;
  /** Kept for the next visit (the management stores what it shows). */
  remember: (clubId: string) => void;
}

/**
 * The club the person manages now. A person may belong to several clubs (their own and one that
 * invited them): the address's `?verein=` decides, else the club last chosen in this browser,
 * else the first joined. Everything that acts for «your club» (the management, the dashboard's
 * proposals, the profile's club card) reads it here, so all of them show the same club.
 */
export function useManagedClub(): ManagedClub {
  const { clubs } = useMe();
  const [params] = useSearchParams();
  const chosen = useChosenClubId();
  const asked = params.get(CLUB_PARAM);
  const byId = (id: string | null) => (id === null ? undefined : clubs.find((c) => c.id === id));
  return {
    club: byId(asked) ?? byId(chosen) ?? clubs[0] ?? null,
    clubs,
    isUnknownChoice: asked !== null && clubs.length > 0 && byId(asked) === undefined,
    remember: storeChosenClubId,
  };
}
