import { History } from "lucide-react";
import { deprecationNotes, VERSION_POLICY } from "#shared/api-versions.ts";
import { Code, iconClass, Section } from "./developers-kit.tsx";

// The same policy the API document's info.description states (shared/api-versions.ts), and the
// operations deprecated today.

/** A text whose `backticks` mark code, as the document's Markdown shows it. */
function WithCode({ text }: { text: string }) {
  return text.split("`").map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
    index % 2 === 1 ? <Code key={index}>{part}</Code> : part,
  );
}

export function VersionsSection() {
  return (
    <Section icon={<History aria-hidden="true" className={iconClass} />} title="Versionen und Änderungen">
      {VERSION_POLICY.map((text) => (
        <p key={text}>
          <WithCode text={text} />
        </p>
      ))}
      <ul className="list-inside list-disc space-y-1">
        {deprecationNotes().map((note) => (
          <li key={note}>
            <WithCode text={note} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
