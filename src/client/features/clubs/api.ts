import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ManageClubResponse } from "#shared/api/manage.ts";
import type { ClubInfoInput } from "#shared/clubs/schema.ts";
import type {
  ClubBoardResponse,
  ClubListResponse,
  ClubResponse,
  ClubTeamsResponse,
} from "#shared/clubs/types.ts";
import type { NewsListResponse } from "#shared/news/types.ts";
import { api } from "../../lib/api.ts";
import { MANAGE_KEY, useManageWrite } from "../../lib/manage-write.ts";
import { meQueryOptions } from "../auth/api.ts";

export const CLUBS_PAGE_SIZE = 24;

export function clubListQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: ["clubs", "list", { search, page }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(CLUBS_PAGE_SIZE) });
      if (search) params.set("search", search);
      return api<ClubListResponse>(`/api/clubs?${params}`, { signal });
    },
    // Typing in the search keeps the last result on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function clubQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: ["clubs", clubId],
    queryFn: async () => (await api<ClubResponse>(`/api/clubs/${encodeURIComponent(clubId)}`)).club,
  });
}

export function clubTeamsQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: ["clubs", clubId, "teams"],
    queryFn: async () =>
      (await api<ClubTeamsResponse>(`/api/clubs/${encodeURIComponent(clubId)}/teams`)).teams,
  });
}

export function clubBoardQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: ["clubs", clubId, "board"],
    queryFn: async () =>
      (await api<ClubBoardResponse>(`/api/clubs/${encodeURIComponent(clubId)}/board`)).boardMembers,
  });
}

export function clubNewsQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: ["news", "club", clubId],
    queryFn: async () => (await api<NewsListResponse>(`/api/clubs/${encodeURIComponent(clubId)}/news`)).news,
  });
}

export const manageClubQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE_KEY, clubId, "club"],
    queryFn: () => api<ManageClubResponse>(`/api/manage/clubs/${clubId}`).then((r) => r.club),
  });

export function useSaveClubInfo(clubId: string) {
  return useManageWrite(
    (input: ClubInfoInput) =>
      api<ManageClubResponse>(`/api/manage/clubs/${clubId}`, { method: "PATCH", body: input }),
    { refresh: meQueryOptions.queryKey },
  );
}

export function useSaveClubImage(clubId: string, which: "logo" | "stadium-image") {
  return useManageWrite(
    (url: string | null) =>
      api<ManageClubResponse>(`/api/manage/clubs/${clubId}/${which}`, { method: "PUT", body: { url } }),
    which === "logo" ? { refresh: meQueryOptions.queryKey } : {},
  );
}
