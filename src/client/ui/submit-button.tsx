import { useHydrated } from "../lib/use-hydrated.ts";
import { Button, type ButtonProps } from "./button.tsx";

/**
 * The submit button of a form the server renders (sign-in, a page opened from a mail). Until the page has
 * hydrated, the form has no handler, and the browser would send it by itself: with Enter in a
 * field, as a GET with the fields in the address, a password or an e-mail address included.
 * Disabled until then, the button stops that too: Enter sends a form only through an enabled
 * submit button.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, "type">) {
  const isHydrated = useHydrated();
  return (
    <>
      <Button {...props} type="submit" disabled={disabled || !isHydrated} />
      {/* Where the browser runs no scripts, the button stays disabled: say why. */}
      <p className="hidden text-sm text-gray-600 unscripted:block">
        Dieses Formular braucht JavaScript. Bitte schalte es in deinem Browser ein.
      </p>
    </>
  );
}
