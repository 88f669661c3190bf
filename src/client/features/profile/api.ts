import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateInput } from "#shared/validation/account.ts";
import { api } from "../../lib/api.ts";
import { meQueryOptions } from "../auth/api.ts";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api("/api/me/profile", { method: "PATCH", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return api<{ profileImageUrl: string }>("/api/me/profile-image", { method: "POST", form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
