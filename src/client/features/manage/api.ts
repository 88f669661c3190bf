import { useMutation } from "@tanstack/react-query";
import { accountPaths } from "#shared/account/paths.ts";
import { api } from "../../lib/api.ts";

// The management shell's own request; each tab's queries and writes live in its domain's api.ts.

/** Spec §4: gives a club account without a club profile its club. */
export function useBootstrapClub() {
  return useMutation({
    mutationFn: () => api(accountPaths.bootstrapClub(), { method: "POST" }),
  });
}
