import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ClubInvite,
  ClubMember,
  ClubRole,
  CreatedInvite,
  MemberRoleInput,
} from "#shared/members/club-roles.ts";
import { api } from "../../lib/api.ts";

// Queries and writes of the tab 'Mitglieder & Rollen' and of the invite page.

export const membersQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["manage", clubId, "members"],
    queryFn: () =>
      api<{ members: ClubMember[] }>(`/api/manage/clubs/${clubId}/members`).then((r) => r.members),
  });

export const invitesQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["manage", clubId, "invites"],
    queryFn: () =>
      api<{ invites: ClubInvite[] }>(`/api/manage/clubs/${clubId}/invites`).then((r) => r.invites),
  });

export interface InvitePreview {
  clubId: string;
  clubName: string;
  clubLogoUrl: string | null;
  role: ClubRole;
  expiresAt: string;
  isExpired: boolean;
}

export const invitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["invite", token],
    queryFn: () =>
      api<{ invite: InvitePreview }>(`/api/invites/${encodeURIComponent(token)}`).then((r) => r.invite),
    retry: false,
  });

function useClubWrite<V, R>(clubId: string, mutationFn: (v: V) => Promise<R>, refreshMe = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["manage", clubId] });
      if (refreshMe) await queryClient.invalidateQueries({ queryKey: ["me"] });
    },
  });
}

export function useCreateInvite(clubId: string) {
  return useClubWrite(clubId, (input: MemberRoleInput & { email?: string }) =>
    api<CreatedInvite>(`/api/manage/clubs/${clubId}/invites`, { method: "POST", body: input }),
  );
}

export function useRevokeInvite(clubId: string) {
  return useClubWrite(clubId, (id: string) => api(`/api/manage/invites/${id}`, { method: "DELETE" }));
}

export function useChangeRole(clubId: string) {
  return useClubWrite(
    clubId,
    ({ userId, ...input }: MemberRoleInput & { userId: string }) =>
      api(`/api/manage/clubs/${clubId}/members/${userId}`, { method: "PATCH", body: input }),
    true,
  );
}

export function useRemoveMember(clubId: string) {
  return useClubWrite(
    clubId,
    (userId: string) => api(`/api/manage/clubs/${clubId}/members/${userId}`, { method: "DELETE" }),
    true,
  );
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<{ clubId: string; role: ClubRole }>(`/api/invites/${encodeURIComponent(token)}/accept`, {
        method: "POST",
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useDeleteClub(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/api/manage/clubs/${clubId}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
