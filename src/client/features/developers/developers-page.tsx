import { CalendarPlus, Code2, FileJson, Gauge, Globe, KeyRound, LayoutTemplate } from "lucide-react";
import { Link } from "react-router";
import { API_KEY_SCOPE_DESCRIPTIONS, API_KEY_SCOPE_LABELS, API_KEY_SCOPES } from "#shared/api-keys/schema.ts";
import { WIDGET_HEIGHT_MESSAGE } from "#shared/widgets/height-message.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { Container, PageHeader } from "../../ui/page.tsx";
import { Code, CodeBlock, iconClass, Section } from "./developers-kit.tsx";
import { LiveDataSection } from "./live-data-section.tsx";
import { VersionsSection } from "./versions-section.tsx";

// What an integrator can read without an account. Paths are real routes of the API.
const ENDPOINTS: Array<[string, string]> = [
  ["/api/clubs?search=see", "Vereine, mit Suche und Seiten"],
  ["/api/clubs/{id}", "Ein Verein mit Kontaktangaben"],
  ["/api/clubs/{id}/teams", "Die Mannschaften eines Vereins"],
  ["/api/teams/{id}", "Eine Mannschaft mit Liga und Kanton"],
  [
    "/api/matches?scope=upcoming&teamIds={id}",
    "Spiele (kommende, vergangene, live) von Teams (teamIds={id}, mehrere durch Kommas getrennt) oder eines Vereins (clubId={id}), in Seiten (nextCursor als after=)",
  ],
  ["/api/matches/{id}/events", "Die Ereignisse eines Spiels (Tore, Karten, Wechsel …)"],
  [
    "/api/news",
    "Veröffentlichte Vereins-News, auch nur die bestimmter Vereine (clubIds={id}, mehrere durch Kommas getrennt), in Seiten (nextCursor als after=)",
  ],
  [
    // Encoded as sent (ü as %C3%BC): pasted raw into curl, the request line is refused.
    "/api/rankings/table?canton=Z%C3%BCrich&league=3.%20Liga&group=Gruppe%201",
    "Die Tabelle einer Gruppe einer Liga in einem Kanton (group entfällt bei einer Liga mit einer Gruppe)",
  ],
  ["/api/live/stream?matches={id}", "Live-Änderungen als Server-Sent Events (unten: «Live-Daten»)"],
];

export function Component() {
  usePageTitle("Für Entwickler");
  return (
    <Container size="narrow" className="space-y-6 pb-12">
      <PageHeader
        title="Für Entwickler"
        description="Baue Tschutti-Daten in deine Vereins-Website oder App ein: offene Lese-API, Kalender und Widgets, ohne Konto und ohne Tracking."
      />

      <Section icon={<Globe aria-hidden="true" className={iconClass} />} title="Offene Lese-API">
        <p>
          Alle öffentlichen Daten kannst du mit einfachen <Code>GET</Code>-Anfragen als JSON lesen, auch
          direkt aus dem Browser einer anderen Website (CORS: <Code>Access-Control-Allow-Origin: *</Code>,
          ohne Cookies). Schreiben kann nur ein Verein, mit seinem API-Schlüssel (unten).
        </p>
        <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
          {ENDPOINTS.map(([path, text]) => (
            <li key={path} className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-baseline sm:gap-3">
              <Code>{path}</Code>
              <span className="text-gray-600">{text}</span>
            </li>
          ))}
        </ul>
        <CodeBlock label="Beispiel: Vereine mit fetch lesen">{`const res = await fetch("${siteOrigin()}/api/clubs");
const { clubs } = await res.json();`}</CodeBlock>
      </Section>

      <LiveDataSection />

      <Section icon={<FileJson aria-hidden="true" className={iconClass} />} title="Dokumentation">
        <p>
          Jede Adresse mit ihren Parametern und Antworten steht in der OpenAPI-Beschreibung. Daraus kannst du
          dir auch einen Client erzeugen lassen.
        </p>
        <div className="flex flex-wrap gap-2">
          <a href="/api/docs" className={buttonClassName({ variant: "outline" })}>
            <Code2 aria-hidden="true" /> API-Dokumentation
          </a>
          <a href="/api/openapi.json" className={buttonClassName({ variant: "ghost" })}>
            openapi.json
          </a>
        </div>
      </Section>

      <VersionsSection />

      <Section icon={<Gauge aria-hidden="true" className={iconClass} />} title="Faire Nutzung">
        <p>
          Ohne Anmeldung sind die Anfragen pro IP-Adresse begrenzt. Wird die Grenze erreicht, antwortet die
          API mit Status <Code>429</Code> und sagt im Kopf <Code>Retry-After</Code>, wie viele Sekunden du
          warten sollst. Die Kopfzeilen <Code>RateLimit-Limit</Code> und <Code>RateLimit-Remaining</Code>{" "}
          zeigen, wie viel noch geht. Bitte speichere Antworten zwischen, statt dieselben Daten laufend neu zu
          holen.
        </p>
      </Section>

      <Section icon={<KeyRound aria-hidden="true" className={iconClass} />} title="API-Schlüssel für Vereine">
        <p>
          Ein Verein bindet seine eigenen Systeme mit einem API-Schlüssel an, etwa eine App für Resultate oder
          den Live-Ticker. Administratoren erstellen ihn in der{" "}
          <Link to="/manage-club/club" className="font-semibold text-brand-700 hover:underline">
            Vereinsverwaltung unter «Mein Verein» → «API-Schlüssel»
          </Link>{" "}
          und geben ihm nur die Berechtigungen, die er braucht:
        </p>
        <dl className="divide-y divide-gray-100 rounded-lg border border-gray-200">
          {API_KEY_SCOPES.map((scope) => (
            <div key={scope} className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-baseline sm:gap-3">
              <dt className="font-semibold text-gray-900 sm:w-44 sm:shrink-0">
                {API_KEY_SCOPE_LABELS[scope]} <Code>{scope}</Code>
              </dt>
              <dd className="text-gray-600">{API_KEY_SCOPE_DESCRIPTIONS[scope]}</dd>
            </div>
          ))}
        </dl>
        <p>
          Gesendet wird er im Kopf <Code>Authorization: Bearer tsk_…</Code>. Er wirkt nur im eigenen Verein,
          hat für die Verwaltung eine eigene Grenze pro Minute (<Code>429</Code> mit <Code>Retry-After</Code>
          {"; "}
          öffentliche Daten zählen wie ohne Schlüssel pro Adresse) und lässt sich jederzeit widerrufen.
          Schreibende Anfragen dürfen einen <Code>Idempotency-Key</Code> tragen: dieselbe Anfrage mit
          demselben Schlüssel wirkt nur einmal, auch wenn sie nach einem Verbindungsabbruch nochmals gesendet
          wird.
        </p>
      </Section>

      <Section icon={<CalendarPlus aria-hidden="true" className={iconClass} />} title="Kalender">
        <p>
          Jede Mannschaft hat einen Kalender im iCalendar-Format (RFC 5545):{" "}
          <Code>/api/teams/{"{id}"}/calendar.ics</Code>. Verschobene Spiele werden in Kalender-Apps
          aktualisiert, Absagen als abgesagt markiert und Resultate nach dem Spiel eingetragen. Den Link
          «Kalender abonnieren» findest du auf jeder Team-Seite.
        </p>
      </Section>

      <Section
        icon={<LayoutTemplate aria-hidden="true" className={iconClass} />}
        title="Widgets für Vereins-Websites"
      >
        <p>
          Spielplan, Tabelle und Live-Ticker kannst du mit einem <Code>&lt;iframe&gt;</Code> auf deiner
          Website zeigen. Die Widgets setzen keine Cookies und laden nichts von Dritten; sie passen sich der
          Breite (300 bis 800 Pixel) an.
        </p>
        <ul className="list-inside list-disc space-y-1">
          <li>
            <Code>/widget/teams/{"{id}"}/matches</Code>: die Spiele einer Mannschaft
          </li>
          <li>
            <Code>/widget/teams/{"{id}"}/table</Code>: die Tabelle einer Mannschaft, in der Gruppe, in die die
            Spielleitung sie gerade eingeteilt hat (auch nach einem Auf- oder Abstieg), ihre Zeile
            hervorgehoben
          </li>
          <li>
            <Code>/widget/table?canton=Z%C3%BCrich&amp;league=3.%20Liga&amp;group=Gruppe%201</Code>: eine
            bestimmte Tabelle
          </li>
          <li>
            <Code>/widget/matches/{"{id}"}/ticker</Code>: der Live-Ticker eines Spiels
          </li>
        </ul>
        <p>
          Die Farben wählst du passend zu deiner Website mit <Code>theme=light</Code> (hell),{" "}
          <Code>theme=dark</Code> (dunkel) oder <Code>theme=auto</Code> (wie das Gerät der Besucher; so auch
          ohne Angabe).
        </p>
        <p>
          Die Höhe passt sich dem Inhalt an: Jedes Widget meldet der Seite, die es einbettet, seine Höhe beim
          Laden und bei jeder Änderung (schmaleres Fenster, neues Ereignis im Ticker), als{" "}
          <Code>
            postMessage({"{"} type: "{WIDGET_HEIGHT_MESSAGE}", widget, height {"}"})
          </Code>
          . Das kleine Script im kopierten Code setzt damit die Höhe des <Code>&lt;iframe&gt;</Code>; es nimmt
          nur Nachrichten von Tschutti und aus genau diesem <Code>&lt;iframe&gt;</Code> an. Erlaubt deine
          Website keine Scripts, gilt die feste Höhe im Code: Sie zeigt den üblichen Inhalt auf einem Handy
          ganz.
        </p>
        <p>
          Als Verein findest du Vorschau und fertigen Code zum Kopieren in der{" "}
          <Link to="/manage-club/widgets" className="font-semibold text-brand-700 hover:underline">
            Vereinsverwaltung unter «Widgets»
          </Link>
          .
        </p>
      </Section>
    </Container>
  );
}
