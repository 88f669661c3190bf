import { Fragment } from "react";

/**
 * An e-mail address shown whole on a narrow screen: it may wrap after its '@' and before its
 * dots ('praesident@' / 'fc-rheinfelden-au.ch') before it wraps anywhere, so a long address
 * stays readable and is never cut. The breaks are `<wbr>`, so the text (and a link's name) is
 * the address itself.
 */
export function EmailAddress({ address }: { address: string }) {
  // Split by hand, not by a lookbehind pattern: Safari before 16.4 cannot parse one, and the
  // whole module would fail there.
  const parts = address.replaceAll("@", "@\n").replaceAll(".", "\n.").split("\n");
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      {parts.map((part, i) => (
        // The parts of one address never change order; their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
