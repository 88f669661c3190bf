import type { ReactNode } from "react";

/** One part of a legal page: an h2 and its text, readable on a phone. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold text-gray-900 sm:text-xl">{title}</h2>
      <div className="space-y-3 leading-relaxed text-gray-700">{children}</div>
    </section>
  );
}

/** A list inside a section. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-5">{children}</ul>;
}
