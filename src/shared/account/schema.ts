import { z } from "zod";
import { ACCOUNT_TYPES, PASSWORD_MIN, USERNAME_MIN } from "../constants.ts";
import { visibleName } from "../form-fields.ts";

// Account and profile rules (spec: public-and-accounts §5, §8), with the spec's German messages.

export const MESSAGES = {
  email: "Gültige E-Mail-Adresse erforderlich",
  password: "Das Passwort muss mindestens 6 Zeichen lang sein",
  passwordTooLong: "Das Passwort darf höchstens 128 Zeichen lang sein",
  passwordBlank: "Das Passwort darf nicht nur aus Leerzeichen bestehen.",
  username: "Nutzername muss mindestens 3 Zeichen lang sein",
  usernameTooLong: "Der Nutzername darf höchstens 40 Zeichen lang sein",
  accountType: "Bitte wähle einen Kontotyp",
  name: "Bitte gib einen Namen an.",
  emailTaken: "Diese E-Mail-Adresse ist bereits registriert.",
  usernameTaken: "Dieser Nutzername ist bereits vergeben.",
  signUpFailed: "Fehler beim Erstellen des Kontos",
  signInFailed: "E-Mail-Adresse oder Passwort ist falsch.",
  imageByUpload: "Dein Profilbild lädst du in deinem Profil hoch.",
  rateLimited: "Zu viele Versuche. Bitte warte eine Minute und versuche es dann erneut.",
} as const;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.email }).max(254, MESSAGES.email));
const passwordLength = z
  .string({ error: MESSAGES.password })
  .min(PASSWORD_MIN, MESSAGES.password)
  .max(128, MESSAGES.passwordTooLong);
/**
 * A password set at sign-up or as a new one (change, reset): it keeps its spaces (a passphrase
 * has them), but six spaces passed every length check and are no secret.
 */
export const passwordField = passwordLength.refine((value) => value.trim() !== "", MESSAGES.passwordBlank);
// A username names a person beside what they write and in the members' list: a name under the
// names' rule, so no invisible, control or direction character makes it look like another's.
const username = visibleName(
  z
    .string({ error: MESSAGES.username })
    .trim()
    .min(USERNAME_MIN, MESSAGES.username)
    .max(40, MESSAGES.usernameTooLong),
  "Der Nutzername",
);

// An account whose blank password was set before the rule still signs in with it.
export const signInSchema = z.object({ email, password: passwordLength });
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  email,
  password: passwordField,
  username,
  accountType: z.enum(ACCOUNT_TYPES, { error: MESSAGES.accountType }),
  fullName: visibleName(z.string().trim().max(120), "Der vollständige Name").optional().default(""),
  newsletterOptIn: z.boolean().optional().default(false),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/**
 * The account's name in better-auth (`user.name`; the app sends the username): the league
 * office's accounts list and a match's history show it, so it is a name under the names' rule.
 */
export const accountNameField = visibleName(z.string({ error: MESSAGES.name }));

/** What POST /api/auth/sign-up/email takes: the sign-up's fields and better-auth's `name`. */
export const signUpBodySchema = signUpSchema.extend({ name: accountNameField });

// A name, an address and a place are one line that shows every character, as the names do.
const shortText = (max: number, label: string) =>
  visibleName(z.string().trim().max(max, `${label} darf höchstens ${max} Zeichen lang sein`), label)
    .optional()
    .transform((v) => v ?? "");

/** Profile edit dialog. The spec does not set field rules; these keep rows sane. */
export const profileUpdateSchema = z.object({
  username,
  fullName: shortText(120, "Der vollständige Name"),
  address: shortText(200, "Die Adresse"),
  city: shortText(100, "Der Ort"),
  phone: z
    .string()
    .trim()
    .max(40, "Die Telefonnummer darf höchstens 40 Zeichen lang sein")
    .regex(/^[+\d\s()/-]*$/, "Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten")
    .optional()
    .transform((v) => v ?? ""),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
