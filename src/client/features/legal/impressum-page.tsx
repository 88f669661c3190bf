import { Link } from "react-router";
import { IMPRESSUM_TITLE, PRIVACY_PATH, PRIVACY_TITLE } from "#shared/legal/pages.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Container, PageHeader } from "../../ui/page.tsx";
import { LegalSection } from "./legal-section.tsx";
import { OperatorDetails, useOperator } from "./operator-details.tsx";

export function Component() {
  usePageTitle(IMPRESSUM_TITLE);
  const operator = useOperator();
  return (
    <Container size="narrow" className="space-y-8 pb-12">
      <PageHeader
        title={IMPRESSUM_TITLE}
        description="Wer diese Tschutti-Instanz betreibt und wie du ihn erreichst."
      />
      <LegalSection title="Betreiber und Kontakt">
        <OperatorDetails operator={operator} />
      </LegalSection>
      <LegalSection title="Inhalte der Vereine">
        <p>
          Vereinsseiten, Mannschaften, Spielerinnen und Spieler, Spiele, Spielberichte und News erfassen die
          Vereine selbst. Für diese Inhalte ist der jeweilige Verein verantwortlich; seine Kontaktangaben
          stehen auf seiner Vereinsseite.
        </p>
      </LegalSection>
      <LegalSection title="Datenschutz">
        <p>
          Welche Daten Tschutti bearbeitet und welche Rechte du hast, steht in der{" "}
          <Link className="text-brand-700 underline" to={PRIVACY_PATH}>
            {PRIVACY_TITLE}
          </Link>
          .
        </p>
      </LegalSection>
    </Container>
  );
}
