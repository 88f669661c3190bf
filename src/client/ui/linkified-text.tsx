import { linkify } from "#shared/text/linkify.ts";

/** Plain text with its web and e-mail addresses as safe links (http, https, mailto only). */
export function LinkifiedText({ text }: { text: string }) {
  return linkify(text).map((part, index) =>
    part.kind === "text" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text keep their order
      <span key={index}>{part.text}</span>
    ) : (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text keep their order
        key={index}
        href={part.href}
        rel="noopener noreferrer nofollow"
        {...(part.href.startsWith("mailto:") ? {} : { target: "_blank" })}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {part.text}
      </a>
    ),
  );
}
