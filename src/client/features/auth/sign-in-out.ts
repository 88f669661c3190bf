import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { accountPaths } from "#shared/account/paths.ts";
import type { SignInInput } from "#shared/account/schema.ts";
import { SIGNED_OUT_ME } from "#shared/account/types.ts";
import type { AccountType } from "#shared/constants.ts";
import { api } from "../../lib/api.ts";
import { toast } from "../../ui/toast.tsx";
import { signOutDevice } from "../push/api.ts";
import { meQueryOptions } from "./api.ts";

// Signing in, up and out, apart from the auth state (api.ts) that every page reads: these are
// used by the sign-in page and the signed-in menus only, so they (and the push device's sign-out
// they bring) stay off every public page's first route.

export interface SignUpForm {
  email: string;
  password: string;
  username: string;
  accountType: AccountType;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api(accountPaths.signIn(), { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    // The registration form sends the username as full name (spec §3).
    mutationFn: (input: SignUpForm) =>
      api(accountPaths.signUp(), {
        method: "POST",
        body: { ...input, name: input.username, fullName: input.username, newsletterOptIn: false },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** After a failed sign-out the device has left push all the same: the fan hears it, and where to undo it. */
const PUSH_LEFT_BUT_SIGNED_IN =
  "Du bist noch angemeldet, aber Benachrichtigungen sind auf diesem Gerät jetzt aus. Schalte sie unter «Mein Dashboard» wieder ein.";

/**
 * Signs out and says so; goes to `target`: "/" from the avatar menu, "/auth" from the sign-out
 * page /auth/logout (the phone's menu goes there), a page that needs no session; "/auth?…" from
 * an invite opened in someone else's account (signing in with the right one leads back to it). Plain async
 * code rather than mutation callbacks, because the menu that starts it unmounts as soon as the
 * user is signed out.
 */
export function useLogout(target: "/" | "/auth" | `/auth?${string}`) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    // The device leaves push while the session still allows it (the delete is the account's),
    // and before the session ends, so no signed-out browser keeps getting the account's alerts.
    mutationFn: async (device: { leftPush: boolean }) => {
      device.leftPush = await signOutDevice();
      return api(accountPaths.signOut(), { method: "POST", body: {} });
    },
  });
  /** False when the sign-out failed (the user is still signed in, and was told so). */
  const logout = async (): Promise<boolean> => {
    // Leave a page that requires a session before the session ends, committed at once: as a
    // transition the old page stayed on screen while the start page loaded its data, saw the
    // session end and sent the visitor to the sign-in page instead.
    if (target === "/") await navigate("/", { flushSync: true });
    const device = { leftPush: false };
    try {
      await mutation.mutateAsync(device);
    } catch {
      toast.error("Abmeldung fehlgeschlagen", device.leftPush ? PUSH_LEFT_BUT_SIGNED_IN : undefined);
      return false;
    }
    queryClient.setQueryData(meQueryOptions.queryKey, SIGNED_OUT_ME);
    toast.success("Erfolgreich abgemeldet");
    // Every open query reloads as a visitor's, in the background: waiting for them held the
    // toast back for seconds.
    void queryClient.invalidateQueries();
    // In place of the sign-out page: «Zurück» does not sign out once more.
    if (target !== "/") await navigate(target, { replace: true });
    return true;
  };
  return { logout, isPending: mutation.isPending };
}
