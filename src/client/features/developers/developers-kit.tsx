import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";

// The pieces every section of the developers' page is built of.

export const iconClass = "size-5 text-brand-700";

export function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card asChild>
      <section aria-label={title}>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            {icon} {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm leading-relaxed text-gray-700">{children}</CardContent>
      </section>
    </Card>
  );
}

export function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-xs break-all text-gray-900">
      {children}
    </code>
  );
}

/** An example to copy; scrolls sideways on a phone, so it is focusable for keyboard users too. */
export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
      className="overflow-x-auto rounded-lg bg-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <pre className="p-3 text-xs text-gray-100">
        <code>{children}</code>
      </pre>
    </section>
  );
}
