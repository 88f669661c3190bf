import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { clubPaths } from "#shared/clubs/paths.ts";
import { memberPaths } from "#shared/members/paths.ts";
import type { MemberRoleInput } from "#shared/members/schema.ts";
import { api } from "../../lib/api.ts";
import { meQueryOptions } from "../auth/api.ts";

// Queries and writes of the tab 'Mitglieder & Rollen' and of the invite page.

export const membersQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["manage", clubId, "members"],
    queryFn: () => api(memberPaths.members(clubId)).then((r) => r.members),
  });

export const invitesQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["manage", clubId, "invites"],
    queryFn: () => api(memberPaths.invites(clubId)).then((r) => r.invites),
  });

export const invitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["invite", token],
    queryFn: () => api(memberPaths.invite(token)).then((r) => r.invite),
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
    api(memberPaths.createInvite(clubId), { method: "POST", body: input }),
  );
}

export function useRevokeInvite(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(memberPaths.revokeInvite(id), { method: "DELETE" }),
    // Read again on a refusal too: the invite was most likely accepted meanwhile, so the lists on
    // screen are old (it should leave «Offene Einladungen», the person join the members).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["manage", clubId] }),
  });
}

export function useChangeRole(clubId: string) {
  return useClubWrite(
    clubId,
    ({ userId, ...input }: MemberRoleInput & { userId: string }) =>
      api(memberPaths.member(clubId, userId), { method: "PATCH", body: input }),
    true,
  );
}

export function useRemoveMember(clubId: string) {
  return useClubWrite(
    clubId,
    (userId: string) => api(memberPaths.removeMember(clubId, userId), { method: "DELETE" }),
    true,
  );
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api(memberPaths.acceptInvite(token), { method: "POST" }),
    // Everything is read anew but the invite on screen: its link is used now, so the server
    // would answer 404 for it.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== invitePreviewQueryOptions("").queryKey[0],
      }),
  });
}

/**
 * «Verein löschen». `onDeleted` runs before the queries reload: the page must leave the club
 * management first, which would otherwise see an account without a club and redirect away.
 */
export function useDeleteClub(clubId: string, onDeleted: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(clubPaths.remove(clubId), { method: "DELETE" }),
    onSuccess: async () => {
      await onDeleted();
      // The account is marked stale, not read again here: the club area may still be on screen
      // while the profile's code loads, and an account without a club there means 'off to the
      // dashboard'. The profile reads the account afresh when it mounts.
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey, refetchType: "none" });
      return queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== meQueryOptions.queryKey[0],
      });
    },
  });
}

/**
 * The signed-in person leaves a club. `onLeft` runs here, before the account is read anew: the
 * button that asked leaves with the club (a gone component's `mutate` callbacks never run).
 */
export function useLeaveClub(clubId: string, onLeft: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api(memberPaths.removeMember(clubId, userId), { method: "DELETE" }),
    onSuccess: async () => {
      await onLeft();
      await queryClient.invalidateQueries({ queryKey: ["manage", clubId] });
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}
