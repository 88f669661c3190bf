import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BoardMemberInput } from "#shared/board/schema.ts";
import type { ManageBoardMemberResponse, ManageBoardMembersResponse } from "#shared/board/types.ts";
import type { ClubInfoInput } from "#shared/clubs/schema.ts";
import type { ManageClubResponse } from "#shared/clubs/types.ts";
import type { CoachInput } from "#shared/coaches/schema.ts";
import type { ManageCoachesResponse, ManageCoachResponse } from "#shared/coaches/types.ts";
import type { DeletedResponse } from "#shared/http.ts";
import type { NewsPostInput } from "#shared/news/schema.ts";
import type { ManageNewsListResponse, ManageNewsResponse } from "#shared/news/types.ts";
import type { PlayerInput } from "#shared/players/schema.ts";
import type { ManagePlayerResponse, ManagePlayersResponse } from "#shared/players/types.ts";
import type { TeamInput } from "#shared/teams/schema.ts";
import type { ManageTeamResponse, ManageTeamsResponse } from "#shared/teams/types.ts";
import { api } from "../../lib/api.ts";
import { meQueryOptions } from "../auth/api.ts";

// Queries and writes of the club-management tabs. Everything lives under the key ["manage", …].

const MANAGE = "manage";

export const manageClubQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE, clubId, "club"],
    queryFn: () => api<ManageClubResponse>(`/api/manage/clubs/${clubId}`).then((r) => r.club),
  });

export const manageTeamsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE, clubId, "teams"],
    queryFn: () => api<ManageTeamsResponse>(`/api/manage/clubs/${clubId}/teams`).then((r) => r.teams),
  });

export const managePlayersQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE, clubId, "players"],
    queryFn: () => api<ManagePlayersResponse>(`/api/manage/clubs/${clubId}/players`).then((r) => r.players),
  });

export const manageCoachesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [MANAGE, "team", teamId, "coaches"],
    queryFn: () => api<ManageCoachesResponse>(`/api/manage/teams/${teamId}/coaches`).then((r) => r.coaches),
  });

export const manageBoardQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE, clubId, "board"],
    queryFn: () =>
      api<ManageBoardMembersResponse>(`/api/manage/clubs/${clubId}/board-members`).then(
        (r) => r.boardMembers,
      ),
  });

export const manageNewsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE, clubId, "news"],
    queryFn: () => api<ManageNewsListResponse>(`/api/manage/clubs/${clubId}/news`).then((r) => r.news),
  });

/**
 * A management write. Afterwards every management list reloads (a deleted team takes its
 * players and coaches along), and every other cached query is marked stale so the public
 * pages (club, team, player, news) fetch fresh data the next time they are opened.
 */
function useManageWrite<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  options: { refreshMe?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== MANAGE,
        refetchType: "none",
      });
      if (options.refreshMe) await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: [MANAGE] });
    },
  });
}

export function useSaveClubInfo(clubId: string) {
  return useManageWrite(
    (input: ClubInfoInput) =>
      api<ManageClubResponse>(`/api/manage/clubs/${clubId}`, { method: "PATCH", body: input }),
    { refreshMe: true },
  );
}

export function useSaveClubImage(clubId: string, which: "logo" | "stadium-image") {
  return useManageWrite(
    (url: string | null) =>
      api<ManageClubResponse>(`/api/manage/clubs/${clubId}/${which}`, { method: "PUT", body: { url } }),
    { refreshMe: which === "logo" },
  );
}

export function useSaveTeam(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: TeamInput }) =>
    id
      ? api<ManageTeamResponse>(`/api/manage/teams/${id}`, { method: "PATCH", body: input })
      : api<ManageTeamResponse>(`/api/manage/clubs/${clubId}/teams`, { method: "POST", body: input }),
  );
}

export function useDeleteTeam() {
  return useManageWrite((id: string) =>
    api<DeletedResponse>(`/api/manage/teams/${id}`, { method: "DELETE" }),
  );
}

export function useSavePlayer(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: PlayerInput }) =>
    id
      ? api<ManagePlayerResponse>(`/api/manage/players/${id}`, { method: "PATCH", body: input })
      : api<ManagePlayerResponse>(`/api/manage/clubs/${clubId}/players`, { method: "POST", body: input }),
  );
}

export function useDeletePlayer() {
  return useManageWrite((id: string) =>
    api<DeletedResponse>(`/api/manage/players/${id}`, { method: "DELETE" }),
  );
}

export function useSaveCoach() {
  return useManageWrite(
    ({ id, teamId, input }: { id: string | null; teamId: string | null; input: CoachInput }) =>
      id
        ? api<ManageCoachResponse>(`/api/manage/coaches/${id}`, { method: "PATCH", body: input })
        : api<ManageCoachResponse>(`/api/manage/teams/${encodeURIComponent(teamId ?? "null")}/coaches`, {
            method: "POST",
            body: input,
          }),
  );
}

export function useDeleteCoach() {
  return useManageWrite((id: string) =>
    api<DeletedResponse>(`/api/manage/coaches/${id}`, { method: "DELETE" }),
  );
}

export function useSaveBoardMember(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: BoardMemberInput }) =>
    id
      ? api<ManageBoardMemberResponse>(`/api/manage/board-members/${id}`, { method: "PATCH", body: input })
      : api<ManageBoardMemberResponse>(`/api/manage/clubs/${clubId}/board-members`, {
          method: "POST",
          body: input,
        }),
  );
}

export function useSaveBoardMemberImage() {
  return useManageWrite(({ id, url }: { id: string; url: string | null }) =>
    api<ManageBoardMemberResponse>(`/api/manage/board-members/${id}/image`, { method: "PUT", body: { url } }),
  );
}

export function useDeleteBoardMember() {
  return useManageWrite((id: string) =>
    api<DeletedResponse>(`/api/manage/board-members/${id}`, { method: "DELETE" }),
  );
}

export function useSaveNews(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: NewsPostInput }) =>
    id
      ? api<ManageNewsResponse>(`/api/manage/news/${id}`, { method: "PATCH", body: input })
      : api<ManageNewsResponse>(`/api/manage/clubs/${clubId}/news`, { method: "POST", body: input }),
  );
}

export function useToggleNews() {
  return useManageWrite((id: string) =>
    api<ManageNewsResponse>(`/api/manage/news/${id}/toggle-publish`, { method: "POST" }),
  );
}

export function useDeleteNews() {
  return useManageWrite((id: string) => api<DeletedResponse>(`/api/manage/news/${id}`, { method: "DELETE" }));
}

export function useBootstrapClub() {
  return useMutation({
    mutationFn: () => api<{ clubId: string; created: boolean }>("/api/me/club", { method: "POST" }),
  });
}
