import { Link } from "react-router";
import { IMPRESSUM_PATH, PRIVACY_TITLE } from "#shared/legal/pages.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Container, PageHeader } from "../../ui/page.tsx";
import { LegalList, LegalSection } from "./legal-section.tsx";
import { OperatorDetails, useOperator } from "./operator-details.tsx";
import { AccountSections, ClubSections, RightsSections } from "./privacy-sections.tsx";

// What this statement says is what the code does (schema, auth, logs, push, uploads); where the
// operator's own facts are needed (who, where the servers run) they come from his configuration.
export function Component() {
  usePageTitle(PRIVACY_TITLE);
  const operator = useOperator();
  return (
    <Container size="narrow" className="space-y-8 pb-12">
      <PageHeader
        title={PRIVACY_TITLE}
        description="Welche Personendaten Tschutti bearbeitet, wozu, wie lange und welche Rechte du hast (Schweizer Datenschutzgesetz, DSG)."
      />
      <LegalSection title="Verantwortlich">
        <p>
          Verantwortlich für die Bearbeitung ist der Betreiber dieser Tschutti-Instanz (siehe{" "}
          <Link className="text-brand-700 underline" to={IMPRESSUM_PATH}>
            Impressum
          </Link>
          ). Für Fragen zum Datenschutz und für deine Anliegen erreichst du ihn hier:
        </p>
        <OperatorDetails operator={operator} />
      </LegalSection>
      <LegalSection title="Das Wichtigste in Kürze">
        <LegalList>
          <li>Kein Tracking, keine Analyse-Dienste, keine Werbung.</li>
          <li>
            Tschutti lädt keine Inhalte von fremden Servern (keine fremden Schriften, Karten oder Skripte);
            dein Browser spricht nur mit diesem Server.
          </li>
          <li>Ein einziges Cookie, und nur wenn du dich anmeldest: für deine Sitzung.</li>
          <li>Tschutti verkauft keine Daten und bearbeitet keine Zahlungsdaten.</li>
        </LegalList>
      </LegalSection>
      <LegalSection title="Wenn du Tschutti ohne Konto besuchst">
        <p>
          Damit der Server dir Seiten schicken kann, erhält er bei jeder Anfrage deine IP-Adresse und die
          üblichen Angaben deines Browsers. Die IP-Adresse nutzt er, um zu viele Anfragen von einer Adresse zu
          bremsen (Schutz vor Überlastung und Missbrauch); dafür zählt er sie im Arbeitsspeicher, bei
          Anmeldung und Registrierung höchstens eine Minute lang in der Datenbank.
        </p>
        <p>
          Das Protokoll des Servers hält fehlgeschlagene und langsame Anfragen fest: Zeitpunkt, Methode, Pfad,
          Status und Dauer, ohne IP-Adresse.
        </p>
        <p>In deinem Browser speichert Tschutti (nicht auf dem Server):</p>
        <LegalList>
          <li>deine Favoriten, solange du ohne Konto folgst;</li>
          <li>
            die Dateien der App und öffentliche Daten (Spiele, Tabellen, News), damit Tschutti auch bei
            schlechtem Empfang funktioniert;
          </li>
          <li>
            bei Vereinskonten den zuletzt gewählten Verein und im Live-Ticker die noch nicht gesendeten
            Eingaben, damit bei einem Verbindungsunterbruch nichts verloren geht.
          </li>
        </LegalList>
        <p>Du kannst diese Daten jederzeit in den Einstellungen deines Browsers löschen.</p>
      </LegalSection>
      <AccountSections />
      <ClubSections />
      <RightsSections hosting={operator?.hosting ?? null} />
    </Container>
  );
}
