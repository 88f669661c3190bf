import { useEffect, useRef } from "react";
import { LoadingState } from "../../ui/skeleton.tsx";
import { useLogout } from "./api.ts";

/** /auth/logout (the mobile menu's link): signs out, then shows the sign-in screen. */
export function Component() {
  const { logout } = useLogout("/auth");
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <LoadingState label="Abmelden..." />;
}
