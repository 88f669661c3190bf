import { z } from "zod";
import { MESSAGES, passwordField } from "./schema.ts";

// Account care: password and e-mail change, forgotten password, deletion.

export const CARE_MESSAGES = {
  currentPassword: "Bitte gib dein aktuelles Passwort ein.",
  wrongPassword: "Das Passwort stimmt nicht.",
  deletePassword: "Bitte gib dein Passwort ein, um dein Konto zu löschen.",
  passwordsDiffer: "Die Passwörter stimmen nicht überein.",
  emailUnchanged: "Das ist bereits deine E-Mail-Adresse.",
  emailConfirmSent: (email: string) =>
    `Wir haben dir eine E-Mail an ${email} geschickt. Die neue Adresse gilt, sobald du den Link darin öffnest (24 Stunden gültig).`,
  emailChangeWithdrawn: (email: string) =>
    `Die Änderung ist zurückgezogen. Der Link in der E-Mail an ${email} gilt nicht mehr.`,
  emailConfirmed: "Deine neue E-Mail-Adresse ist bestätigt.",
  emailConfirmInvalid:
    "Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte ändere die Adresse erneut.",
  /** The same, on the sign-in page: the link was opened where no one is signed in. */
  emailConfirmedSignIn: "Deine neue E-Mail-Adresse ist bestätigt. Melde dich mit ihr an.",
  emailConfirmInvalidSignIn:
    "Dieser Bestätigungslink ist ungültig oder abgelaufen. Melde dich mit deiner bisherigen Adresse an und ändere sie im Profil erneut.",
  resetSent:
    "Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir dir einen Link geschickt. Er ist eine Stunde gültig.",
  resetInvalid: "Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.",
  passwordChanged: "Passwort geändert.",
  accountDeleted: "Dein Konto wurde gelöscht.",
  lastAdmin:
    "Du bist der letzte Administrator eines Vereins. Ernenne zuerst eine andere Person zum Administrator oder lösche den Verein.",
  alreadyClub: "Dein Konto ist bereits ein Vereinskonto.",
  passwordRateLimited:
    "Zu viele falsche Passwörter für dieses Konto. Bitte warte 15 Minuten und versuche es dann erneut.",
  accountRateLimited:
    "Zu viele Anmeldeversuche für dieses Konto. Bitte warte 15 Minuten und versuche es dann erneut.",
} as const;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.email }).max(254, MESSAGES.email));

const currentPassword = z
  .string({ error: CARE_MESSAGES.currentPassword })
  .min(1, CARE_MESSAGES.currentPassword)
  .max(128);

const samePasswords = (v: { newPassword: string; repeatPassword: string }) =>
  v.newPassword === v.repeatPassword;
const differ = { message: CARE_MESSAGES.passwordsDiffer, path: ["repeatPassword"] };

/** The forms ask for the new password twice. */
export const changePasswordFormSchema = z
  .object({ currentPassword, newPassword: passwordField, repeatPassword: z.string() })
  .refine(samePasswords, differ);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: passwordField, repeatPassword: z.string() })
  .refine(samePasswords, differ);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const forgotPasswordSchema = z.object({ email });

export const changeEmailSchema = z.object({ email, currentPassword });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const deleteAccountSchema = z.object({ password: currentPassword });
