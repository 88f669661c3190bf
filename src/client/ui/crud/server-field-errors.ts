import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "../../lib/api.ts";

/**
 * Puts the server's field messages (an error answer's `fields`, e.g. a shirt number another
 * player of the team wears) on the dialog's own fields: the field is marked and described as
 * when the form's own check finds a fault, and the first one gets the focus, so the person sees
 * where to change something. What the server names that the form has no field for stays with
 * the toast. Answers whether a field was marked.
 */
export function markServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const values: object = form.getValues();
  const fields = Object.entries(error.fields).filter(([field]) => Object.hasOwn(values, field));
  fields.forEach(([field, message], index) => {
    form.setError(field as Path<T>, { message }, { shouldFocus: index === 0 });
  });
  return fields.length > 0;
}
