import type { Mail } from "../mail/mailer.ts";

// The texts of the account mails (German, du-form).

export const RESET_PATH = "/passwort-zuruecksetzen";

export function passwordResetMail(baseUrl: string, to: string, token: string): Mail {
  const link = `${baseUrl}${RESET_PATH}?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Tschutti: Passwort zurücksetzen",
    link,
    text: [
      "Hallo",
      "",
      "Du hast ein neues Passwort für dein Tschutti-Konto angefordert. Über diesen Link setzt du es:",
      "",
      link,
      "",
      "Der Link ist eine Stunde gültig und funktioniert nur einmal. Wenn du nichts angefordert hast, kannst du diese Mail ignorieren.",
      "",
      "Dein Tschutti-Team",
    ].join("\n"),
  };
}

export function inviteMail(to: string, clubName: string, role: string, url: string): Mail {
  return {
    to,
    subject: `Tschutti: Einladung zu ${clubName}`,
    link: url,
    text: [
      "Hallo",
      "",
      `Du wurdest eingeladen, bei «${clubName}» auf Tschutti als ${role} mitzuarbeiten.`,
      "Über diesen Link nimmst du die Einladung an (melde dich an oder registriere dich zuerst):",
      "",
      url,
      "",
      "Die Einladung ist 7 Tage gültig und kann nur einmal verwendet werden.",
      "",
      "Dein Tschutti-Team",
    ].join("\n"),
  };
}

export const EMAIL_CONFIRM_PATH = "/api/me/email/confirm";

export function emailChangeMail(baseUrl: string, to: string, token: string): Mail {
  const link = `${baseUrl}${EMAIL_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Tschutti: Neue E-Mail-Adresse bestätigen",
    link,
    text: [
      "Hallo",
      "",
      "Du möchtest dein Tschutti-Konto künftig mit dieser Adresse nutzen. Bestätige sie über diesen Link:",
      "",
      link,
      "",
      "Der Link ist 24 Stunden gültig. Bis dahin gilt deine bisherige Adresse. Wenn du nichts geändert hast, kannst du diese Mail ignorieren.",
      "",
      "Dein Tschutti-Team",
    ].join("\n"),
  };
}
