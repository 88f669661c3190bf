import { RadioTower } from "lucide-react";
import { formatCount } from "#shared/format.ts";
import { LIVE_FRAME_KINDS } from "#shared/live/stream-frames.ts";
import {
  LIVE_FRAME_DESCRIPTIONS,
  MAX_STREAM_MATCHES,
  STREAM_LOG_HOURS,
  STREAM_REPLAY_LIMIT,
} from "#shared/live/stream-guide.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { Code, CodeBlock, iconClass, Section } from "./developers-kit.tsx";

// GET /api/live/stream for someone who follows matches from outside: the kinds and what they
// mean come from the same texts as the API document's (stream-guide.ts), so none is missing here.

export function LiveDataSection() {
  return (
    <Section icon={<RadioTower aria-hidden="true" className={iconClass} />} title="Live-Daten">
      <p>
        Was auf dem Platz passiert, schickt der Server sofort als Server-Sent Events über eine offene
        Verbindung, ohne Schlüssel und für jede Website (CORS). Einem Spiel oder mehreren folgst du mit{" "}
        <Code>/api/live/stream?matches={"{id1},{id2}"}</Code> (IDs durch Kommas getrennt, höchstens{" "}
        {MAX_STREAM_MATCHES} Spiele), allen laufenden Spielen mit <Code>/api/live/stream?all=live</Code>.
        Öffne eine Verbindung für alle Spiele deiner Seite: Pro Adresse sind die offenen Verbindungen
        begrenzt, darüber antwortet der Server mit <Code>429</Code> und <Code>Retry-After</Code>.
      </p>
      <CodeBlock label="Beispiel: einem Spiel im Browser folgen">{`const stream = new EventSource("${siteOrigin()}/api/live/stream?matches={id}");
stream.addEventListener("event.created", (message) => {
  const event = JSON.parse(message.data);
  console.log(event.minute, event.description);
});
stream.addEventListener("reset", () => location.reload());`}</CodeBlock>
      <p>
        Jede Nachricht hat eine Nummer (<Code>id:</Code>), eine Art (<Code>event:</Code>) und ihre Daten als
        JSON in einer Zeile (<Code>data:</Code>). Was in den Daten jeder Art steht, zeigt die
        OpenAPI-Beschreibung. Die Arten:
      </p>
      <dl className="divide-y divide-gray-100 rounded-lg border border-gray-200">
        {LIVE_FRAME_KINDS.map((kind) => (
          <div key={kind} className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-baseline sm:gap-3">
            <dt className="sm:w-32 sm:shrink-0">
              <Code>{kind}</Code>
            </dt>
            <dd className="text-gray-600">{LIVE_FRAME_DESCRIPTIONS[kind]}</dd>
          </div>
        ))}
      </dl>
      <p>
        Eine Art, die du nicht kennst, überspringst du: Es können neue dazukommen. Zeilen, die mit{" "}
        <Code>:</Code> beginnen, halten die Verbindung offen und tragen nichts.
      </p>
      <p>
        <strong>Fortsetzen:</strong> Reisst die Verbindung ab, verbindet sich EventSource von selbst wieder
        und schickt die Nummer der letzten Nachricht im Kopf <Code>Last-Event-ID</Code> mit. Ohne EventSource
        tust du dasselbe oder hängst <Code>lastEventId={"{id}"}</Code> an die Adresse. Der Server schickt dann
        zuerst, was du verpasst hast, und danach <Code>ready</Code>.
      </p>
      <p>
        <strong>Neu laden:</strong> Kann der Server nicht alles nachholen (du hast mehr als{" "}
        {formatCount(STREAM_REPLAY_LIMIT)} Änderungen verpasst, deine letzte Nachricht ist älter als{" "}
        {STREAM_LOG_HOURS} Stunden – so lange bewahrt er Änderungen auf – oder er kennt ihre Nummer nicht),
        schickt er <Code>reset</Code>. Dann lade alles, was du zeigst, neu über die Lese-API, etwa{" "}
        <Code>/api/matches/{"{id}"}</Code> und <Code>/api/matches/{"{id}"}/events</Code>; der Stream bleibt
        offen und bringt ab da die neuen Änderungen. Auch einer offenen Verbindung schickt er{" "}
        <Code>reset</Code>, wenn er selbst länger als {STREAM_LOG_HOURS} Stunden von seiner Datenbank getrennt
        war: Was in dieser Zeit geschah, kann er nicht mehr senden.
      </p>
    </Section>
  );
}
