import type { UseFormRegisterReturn } from "react-hook-form";
import { zurichYear } from "#shared/format.ts";
import { Field, Input } from "../input.tsx";

/** A registered form field with its error message. */
type RegisteredField = { field: UseFormRegisterReturn; error: string | undefined };

/** 'Vorname' and 'Nachname' (both required) of a player, coach or board member. */
export function NameFields({
  firstName,
  lastName,
}: {
  firstName: RegisteredField;
  lastName: RegisteredField;
}) {
  return (
    <>
      <Field label="Vorname" required error={firstName.error}>
        <Input autoComplete="off" {...firstName.field} />
      </Field>
      <Field label="Nachname" required error={lastName.error}>
        <Input autoComplete="off" {...lastName.field} />
      </Field>
    </>
  );
}

/** 'Geburtsjahr' and 'Im Verein seit' of a player, coach or board member: whole years up to this one. */
export function YearFields({
  min,
  required = false,
  birthYear,
  atClubSince,
}: {
  min: number;
  required?: boolean;
  birthYear: RegisteredField;
  atClubSince: RegisteredField;
}) {
  const year = zurichYear();
  return (
    <>
      <Field label="Geburtsjahr" required={required} error={birthYear.error}>
        <Input type="number" inputMode="numeric" min={min} max={year} step={1} {...birthYear.field} />
      </Field>
      <Field label="Im Verein seit" required={required} error={atClubSince.error}>
        <Input type="number" inputMode="numeric" min={min} max={year} step={1} {...atClubSince.field} />
      </Field>
    </>
  );
}

/**
 * Register «Geburtsjahr» with this: «Im Verein seit» is checked against it (its message stands
 * at «Im Verein seit»), so once the form was sent, correcting the birth year takes that message
 * back too, not only a change of «Im Verein seit».
 */
export const SINCE_DEPENDS_ON_BIRTH = { deps: "atClubSince" } as const;
