import { useCallback, useEffect, useRef, useState } from "react";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { useLogout } from "./sign-in-out.ts";

/**
 * /auth/logout (the mobile menu's link): signs out, then shows the sign-in screen. A failed
 * sign-out (no connection) says so with «Erneut versuchen»: the page would otherwise say
 * «Abmelden...» for good while the account stays signed in.
 */
export function Component() {
  const { logout, isPending } = useLogout("/auth");
  const [hasFailed, setHasFailed] = useState(false);
  const signOut = useCallback(async () => {
    setHasFailed(!(await logout()));
  }, [logout]);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);
  if (!hasFailed) return <LoadingState label="Abmelden..." />;
  return (
    <ErrorState
      className="mx-auto my-10 max-w-md"
      title="Abmeldung fehlgeschlagen"
      message="Du bist noch angemeldet. Prüfe die Verbindung und versuche es erneut."
      onRetry={() => void signOut()}
      isRetrying={isPending}
    />
  );
}
