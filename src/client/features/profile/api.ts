import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { accountPaths } from "#shared/account/paths.ts";
import type { ProfileUpdateInput } from "#shared/account/schema.ts";
import { api } from "../../lib/api.ts";
import { fitImageToLimit } from "../../lib/shrink-image.ts";
import { meQueryOptions } from "../auth/api.ts";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api(accountPaths.profile(), { method: "PATCH", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set("file", await fitImageToLimit(file));
      return api(accountPaths.profileImage(), { method: "POST", form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api(accountPaths.changePassword(), { method: "POST", body: { ...input, revokeOtherSessions: true } }),
  });
}

/**
 * The account's address and a change that waits for its link: told on every visit of the profile.
 * Keyed by the address: after a sign-out, another account signed in on the same device must not
 * see the last one's pending address while its own loads.
 */
export const emailChangeQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ["me", "email", email],
    queryFn: () => api(accountPaths.email()),
  });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; currentPassword: string }) =>
      api(accountPaths.email(), { method: "PATCH", body: input }),
    onSuccess: (state) => {
      queryClient.setQueryData(emailChangeQueryOptions(state.email).queryKey, state);
      return queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey, exact: true });
    },
  });
}

export function useWithdrawEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(accountPaths.email(), { method: "DELETE" }),
    onSuccess: (state) => queryClient.setQueryData(emailChangeQueryOptions(state.email).queryKey, state),
  });
}

/**
 * `onBecame` runs here, not in `mutate`'s own callbacks: the account, read anew, is a club's, and
 * the profile's section that asked is gone before the rest has loaded. A gone component's
 * callbacks never run (the page stayed on the profile without a word).
 */
export function useBecomeClub(onBecame: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(accountPaths.clubAccount(), { method: "POST" }),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      await onBecame();
    },
  });
}

export function useDeleteAccount(onDeleted: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api(accountPaths.deleteUser(), { method: "POST", body: { password } }),
    onSuccess: async () => {
      await onDeleted();
      queryClient.clear();
    },
  });
}
