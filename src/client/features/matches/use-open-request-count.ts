import { useQuery } from "@tanstack/react-query";
import { clubMatchesQueryOptions } from "./api.ts";
import { isOpenRequestFor } from "./club-schedule-queries.ts";

/** How many requests wait for this club's answer (the count on the 'Spielplan' tab). */
export function useOpenRequestCount(clubId: string): number {
  const matches = useQuery(clubMatchesQueryOptions(clubId));
  return matches.data?.filter((m) => isOpenRequestFor(m, clubId)).length ?? 0;
}
