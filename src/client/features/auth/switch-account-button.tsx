import { Button } from "../../ui/button.tsx";
import { useLogout } from "./sign-in-out.ts";

/**
 * «Mit einem anderen Konto …»: signs out and opens the sign-in page, which leads back to `back`
 * (a page of this site) once the right account is signed in.
 */
export function SwitchAccountButton({
  back,
  disabled,
  children,
}: {
  back: string;
  disabled?: boolean;
  children: string;
}) {
  const { logout, isPending } = useLogout(`/auth?tab=anmelden&weiter=${encodeURIComponent(back)}`);
  return (
    <Button
      variant="outline"
      onClick={() => void logout()}
      loading={isPending}
      disabled={disabled}
      className="w-full"
    >
      {children}
    </Button>
  );
}
