import { useCallback, useEffect, useState } from "react";

/**
 * For a form (or a dialog) that checks its fields by hand instead of with react-hook-form (which
 * focuses the first field with an error itself): call the returned function with the form after
 * a submit that found errors, and once they are on screen the focus goes to the first field
 * marked invalid. Its label and error are read there, and the keyboard is where the change is needed.
 */
export function useFocusFirstInvalid(): (form: HTMLElement | null) => void {
  // A new object for each submit: the same errors a second time move the focus again.
  const [asked, setAsked] = useState<{ form: HTMLElement } | null>(null);
  useEffect(() => {
    asked?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [asked]);
  return useCallback((form: HTMLElement | null) => {
    if (form) setAsked({ form });
  }, []);
}
