import {
  EMAIL_CHANGE_LINK_HOURS,
  PASSWORD_RESET_LINK_HOURS,
  PUSH_NOTIFICATIONS_KEPT_DAYS,
  SESSION_DAYS,
  SIGN_IN_WINDOW_MINUTES,
  UNUSED_UPLOAD_HOURS,
} from "#shared/legal/retention.ts";
import { INVITE_VALID_DAYS } from "#shared/members/club-roles.ts";
import { LegalList, LegalSection } from "./legal-section.tsx";

const hours = (n: number) => (n === 1 ? "eine Stunde" : `${n} Stunden`);

/** The account, its cookie, what a fan keeps and the mails Tschutti sends. */
export function AccountSections() {
  return (
    <>
      <LegalSection title="Dein Konto">
        <p>
          Für die Registrierung brauchst du eine E-Mail-Adresse, einen Nutzernamen und ein Passwort; dazu
          wählst du, ob du als Fan oder als Verein mitmachst. Das Passwort speichert Tschutti nie im Klartext,
          sondern nur als Argon2id-Hash. Im Profil kannst du freiwillig deinen vollständigen Namen, Adresse,
          Ort, Telefonnummer und ein Profilbild ergänzen.
        </p>
        <p>
          Tschutti braucht diese Angaben, um dein Konto zu führen, dich anzumelden und dir Mails zu deinem
          Konto zu schicken. Dein Profil ist nicht öffentlich. Vereine, in denen du mitarbeitest, und die
          Spielleitung sehen deinen Nutzernamen dort, wo du für einen Verein etwas geändert hast (zum Beispiel
          im Verlauf eines Spiels).
        </p>
      </LegalSection>
      <LegalSection title="Cookie und Sitzung">
        <p>
          Wenn du dich anmeldest, setzt Tschutti das Cookie <code>better-auth.session_token</code> (über HTTPS{" "}
          <code>__Secure-better-auth.session_token</code>). Es hält dich angemeldet, ist für Skripte nicht
          lesbar (HttpOnly) und gilt nur für diese Website. Ohne dieses Cookie ist keine Anmeldung möglich;
          weitere Cookies gibt es nicht.
        </p>
        <p>
          Zu jeder Sitzung speichert der Server, wann sie begonnen hat, deine IP-Adresse und die Kennung
          deines Browsers (User-Agent). Eine Sitzung endet {SESSION_DAYS} Tage nach ihrer letzten Verlängerung
          (einmal täglich, wenn du Tschutti nutzt) und sofort, wenn du dich abmeldest oder dein Passwort
          zurücksetzt.
        </p>
        <p>
          Zum Schutz vor erratenen Passwörtern zählt Tschutti fehlgeschlagene Anmeldungen pro E-Mail-Adresse
          während {SIGN_IN_WINDOW_MINUTES} Minuten; eine erfolgreiche Anmeldung löscht den Zähler.
        </p>
      </LegalSection>
      <LegalSection title="Favoriten, Benachrichtigungen und Kalender">
        <LegalList>
          <li>Mit Konto speichert Tschutti die Teams, denen du folgst, damit du sie auf jedem Gerät hast.</li>
          <li>
            Schaltest du Benachrichtigungen ein, gibt dein Browser Tschutti eine Adresse beim Push-Dienst
            seines Herstellers (etwa Google, Mozilla oder Apple) und die Schlüssel dazu. Tschutti speichert
            sie mit deiner Auswahl pro Team und schickt die Meldungen verschlüsselt über diesen Dienst. Die
            Liste deiner Meldungen im Dashboard wird nach {PUSH_NOTIFICATIONS_KEPT_DAYS} Tagen gelöscht. Das
            Gerät wird abgemeldet, wenn du dich darauf abmeldest oder der Push-Dienst es nicht mehr kennt.
          </li>
          <li>
            Für dein Kalender-Abo erzeugt Tschutti eine geheime Adresse. Wer sie kennt, sieht die Spiele
            deiner Teams; erneuerst du sie, gilt die alte nicht mehr.
          </li>
        </LegalList>
      </LegalSection>
      <LegalSection title="E-Mails">
        <p>
          Tschutti schickt Mails nur, wenn es um dein Konto oder deinen Verein geht: den Link zum Zurücksetzen
          des Passworts (gültig {hours(PASSWORD_RESET_LINK_HOURS)}), die Bestätigung einer neuen
          E-Mail-Adresse (gültig {hours(EMAIL_CHANGE_LINK_HOURS)}) und Einladungen in einen Verein (gültig{" "}
          {INVITE_VALID_DAYS} Tage). Es gibt keinen Newsletter. Das Protokoll des Servers hält Empfänger und
          Betreff jeder gesendeten Mail fest.
        </p>
      </LegalSection>
    </>
  );
}

/** What clubs publish, the youth rule, images. */
export function ClubSections() {
  return (
    <>
      <LegalSection title="Was Vereine veröffentlichen">
        <p>
          Vereine erfassen und veröffentlichen auf Tschutti ihre Angaben und Kontaktdaten, Mannschaften,
          Spielerinnen und Spieler (Name, Rückennummer, Position, Geburtsjahr, im Verein seit, Foto), Trainer
          und Vorstand (Name, Funktion, Geburtsjahr, Kontaktdaten, Foto), Spiele mit Aufstellungen, Toren,
          Karten und Wechseln, Spielberichte und News. Diese Seiten sind öffentlich und über die offene
          Lese-API, Kalender und Widgets abrufbar. Der Verein ist dafür verantwortlich, dass er diese Angaben
          veröffentlichen darf; wer darin vorkommt, wendet sich zuerst an seinen Verein oder an den Betreiber.
        </p>
        <p>
          Minderjährige sind besonders geschützt: Foto und Geburtsjahr einer Spielerin oder eines Spielers
          unter 18 Jahren erscheinen öffentlich nur, wenn der Verein das Einverständnis der Eltern erfasst
          hat. Fehlt das Geburtsjahr, gilt in Junioren-Mannschaften jede Person als minderjährig. Das
          Geburtsjahr Minderjähriger sehen auch im Verein nur die Administratoren und die Trainer ihrer
          Mannschaft.
        </p>
        <p>
          Wer im Verein was darf, legt der Verein fest; für Einladungen speichert Tschutti die eingeladene
          E-Mail-Adresse. Änderungen an Spielen hält Tschutti mit Zeitpunkt und Person fest, damit beide
          Vereine und die Spielleitung sie nachvollziehen können. Von API-Schlüsseln eines Vereins speichert
          Tschutti nur einen Hash, ihren Namen, wer sie erstellt hat und wann sie zuletzt benutzt wurden.
        </p>
      </LegalSection>
      <LegalSection title="Bilder">
        <p>
          Hochgeladene Bilder rechnet Tschutti ins WebP-Format um; dabei gehen Metadaten wie Kamera- oder
          Ortsangaben (EXIF) verloren. Die Bilder liegen beim Server oder, wenn der Betreiber es so
          einrichtet, in einem S3-kompatiblen Objektspeicher. Ein hochgeladenes Bild, das nach{" "}
          {hours(UNUSED_UPLOAD_HOURS)} nirgends gespeichert wurde, wird gelöscht.
        </p>
      </LegalSection>
    </>
  );
}

/** Where the data lives, how long, and what a person may ask. */
export function RightsSections({ hosting }: { hosting: string | null }) {
  return (
    <>
      <LegalSection title="Empfänger und Standort">
        <p>
          Die Daten liegen in der Datenbank und im Bildspeicher des Betreibers.{" "}
          {hosting
            ? `Standort der Server: ${hosting}.`
            : "Den Standort seiner Server hat der Betreiber noch nicht angegeben."}{" "}
          Mails verschickt der Betreiber über seinen Mailserver. Benachrichtigungen gehen über den Push-Dienst
          des Herstellers deines Browsers, der auch im Ausland stehen kann; sie sind so verschlüsselt, dass er
          nur die Zustellung sieht, nicht den Inhalt. Weitere Empfänger gibt es nicht.
        </p>
      </LegalSection>
      <LegalSection title="Wie lange Daten bleiben">
        <p>
          Deine Kontodaten bleiben, solange du dein Konto hast. Löschst du es, gehen mit ihm Profil und
          Profilbild, Sitzungen, Favoriten, Benachrichtigungen und ihre Einstellungen, dein Kalender-Abo,
          deine Mitgliedschaften in Vereinen und die API-Schlüssel, die du erstellt hast. Was du für einen
          Verein veröffentlicht hast (News, Spielberichte, Resultate), bleibt beim Verein, aber ohne
          Verbindung zu dir. Entscheide, die du für die Spielleitung getroffen hast, nennen weiter den Namen,
          den du damals hattest. Solange du der einzige Administrator eines Vereins bist, gibst du diese Rolle
          zuerst weiter oder löschst den Verein.
        </p>
      </LegalSection>
      <LegalSection title="Deine Rechte">
        <LegalList>
          <li>
            <strong>Auskunft:</strong> Du kannst wissen, welche Daten über dich bearbeitet werden. Dein Profil
            siehst du jederzeit selbst; für alles Weitere schreib dem Betreiber.
          </li>
          <li>
            <strong>Berichtigung:</strong> Nutzername, Name, Adresse, Ort, Telefon, Profilbild, E-Mail-Adresse
            und Passwort änderst du selbst im Profil.
          </li>
          <li>
            <strong>Löschung:</strong> Im Profil unter «Konto löschen» (mit deinem Passwort). Angaben, die ein
            Verein über dich veröffentlicht hat, lässt du beim Verein oder beim Betreiber entfernen.
          </li>
          <li>
            <strong>Herausgabe:</strong> Einen Export zum Selbst-Herunterladen gibt es nicht; deine Daten
            bekommst du auf Anfrage beim Betreiber.
          </li>
        </LegalList>
        <p>
          Bist du mit der Antwort nicht einverstanden, kannst du dich an den Eidgenössischen Datenschutz- und
          Öffentlichkeitsbeauftragten (EDÖB) wenden.
        </p>
      </LegalSection>
    </>
  );
}
