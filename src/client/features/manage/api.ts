import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { accountPaths } from "#shared/account/paths.ts";
import { boardPaths } from "#shared/board/paths.ts";
import type { BoardMemberInput } from "#shared/board/schema.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import type { ClubInfoInput } from "#shared/clubs/schema.ts";
import { coachPaths } from "#shared/coaches/paths.ts";
import type { CoachInput } from "#shared/coaches/schema.ts";
import { newsPaths } from "#shared/news/paths.ts";
import type { NewsPostInput } from "#shared/news/schema.ts";
import { playerPaths } from "#shared/players/paths.ts";
import type { PlayerInput } from "#shared/players/schema.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import type { TeamInput } from "#shared/teams/schema.ts";
import { api } from "../../lib/api.ts";
import { meQueryOptions } from "../auth/api.ts";

// Queries and writes of the club-management tabs. Everything lives under the key ["manage", …].

const MANAGE = "manage";

export const manageClubQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE, clubId, "club"],
    queryFn: () => api(clubPaths.manage(clubId)).then((r) => r.club),
  });

export const manageTeamsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE, clubId, "teams"],
    queryFn: () => api(teamPaths.clubTeams(clubId)).then((r) => r.teams),
  });

export const managePlayersQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE, clubId, "players"],
    queryFn: () => api(playerPaths.clubPlayers(clubId)).then((r) => r.players),
  });

export const manageCoachesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [MANAGE, "team", teamId, "coaches"],
    queryFn: () => api(coachPaths.teamCoaches(teamId)).then((r) => r.coaches),
  });

export const manageBoardQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE, clubId, "board"],
    queryFn: () => api(boardPaths.clubBoard(clubId)).then((r) => r.boardMembers),
  });

export const manageNewsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE, clubId, "news"],
    queryFn: () => api(newsPaths.clubNews(clubId)).then((r) => r.news),
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
    (input: ClubInfoInput) => api(clubPaths.manage(clubId), { method: "PATCH", body: input }),
    { refreshMe: true },
  );
}

export function useSaveClubImage(clubId: string, which: "logo" | "stadium-image") {
  return useManageWrite(
    (url: string | null) => api(clubPaths.manageImage(clubId, which), { method: "PUT", body: { url } }),
    { refreshMe: which === "logo" },
  );
}

export function useSaveTeam(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: TeamInput }) =>
    id
      ? api(teamPaths.update(id), { method: "PATCH", body: input })
      : api(teamPaths.create(clubId), { method: "POST", body: input }),
  );
}

export function useDeleteTeam() {
  return useManageWrite((id: string) => api(teamPaths.remove(id), { method: "DELETE" }));
}

export function useSavePlayer(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: PlayerInput }) =>
    id
      ? api(playerPaths.update(id), { method: "PATCH", body: input })
      : api(playerPaths.create(clubId), { method: "POST", body: input }),
  );
}

export function useDeletePlayer() {
  return useManageWrite((id: string) => api(playerPaths.remove(id), { method: "DELETE" }));
}

export function useSaveCoach() {
  return useManageWrite(
    ({ id, teamId, input }: { id: string | null; teamId: string | null; input: CoachInput }) =>
      id
        ? api(coachPaths.update(id), { method: "PATCH", body: input })
        : api(coachPaths.create(teamId ?? "null"), { method: "POST", body: input }),
  );
}

export function useDeleteCoach() {
  return useManageWrite((id: string) => api(coachPaths.remove(id), { method: "DELETE" }));
}

export function useSaveBoardMember(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: BoardMemberInput }) =>
    id
      ? api(boardPaths.update(id), { method: "PATCH", body: input })
      : api(boardPaths.create(clubId), { method: "POST", body: input }),
  );
}

export function useSaveBoardMemberImage() {
  return useManageWrite(({ id, url }: { id: string; url: string | null }) =>
    api(boardPaths.image(id), { method: "PUT", body: { url } }),
  );
}

export function useDeleteBoardMember() {
  return useManageWrite((id: string) => api(boardPaths.remove(id), { method: "DELETE" }));
}

export function useSaveNews(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: NewsPostInput }) =>
    id
      ? api(newsPaths.update(id), { method: "PATCH", body: input })
      : api(newsPaths.create(clubId), { method: "POST", body: input }),
  );
}

export function useToggleNews() {
  return useManageWrite((id: string) => api(newsPaths.togglePublish(id), { method: "POST" }));
}

export function useDeleteNews() {
  return useManageWrite((id: string) => api(newsPaths.remove(id), { method: "DELETE" }));
}

export function useBootstrapClub() {
  return useMutation({
    mutationFn: () => api(accountPaths.bootstrapClub(), { method: "POST" }),
  });
}
