import { queryOptions } from "@tanstack/react-query";
import { clubPaths } from "#shared/clubs/paths.ts";
import type { ClubInfoInput } from "#shared/clubs/schema.ts";
import { api } from "../../lib/api.ts";
import { MANAGE_KEY, useManageWrite } from "../../lib/manage-write.ts";
import { meQueryOptions } from "../auth/api.ts";

// The club's own data as its management edits it. Apart from api.ts, whose reads a club page's
// loader and screen both load: these writes are no part of a fan's first route.

export const manageClubQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE_KEY, clubId, "club"],
    queryFn: () => api(clubPaths.manage(clubId)).then((r) => r.club),
  });

export function useSaveClubInfo(clubId: string) {
  return useManageWrite(
    (input: ClubInfoInput) => api(clubPaths.manage(clubId), { method: "PATCH", body: input }),
    { refresh: meQueryOptions.queryKey },
  );
}

export function useSaveClubImage(clubId: string, which: "logo" | "stadium-image") {
  return useManageWrite(
    (url: string | null) => api(clubPaths.manageImage(clubId, which), { method: "PUT", body: { url } }),
    which === "logo" ? { refresh: meQueryOptions.queryKey } : {},
  );
}
