import { useCallback, useEffect, useRef, useState } from "react";

// What a screen reader should hear after a change that moves no focus (an image moved in a
// list, a search's result). A live region is heard only when its content changes while it is in
// the page: one that appears together with its text is mostly not read. So the region stays
// mounted, empty until there is something to say.

export interface Said {
  text: string;
  /** Counts the messages: the same text twice is a new node, and is read again. */
  count: number;
}

/** The last message and a function to say the next one. */
export function useSay(): [Said | null, (text: string) => void] {
  const [said, setSaid] = useState<Said | null>(null);
  const say = useCallback((text: string) => setSaid((last) => ({ text, count: (last?.count ?? 0) + 1 })), []);
  return [said, say];
}

/** The polite live region for `said`, visible to screen readers only. */
export function LiveMessage({ said }: { said: Said | null }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {said ? <span key={said.count}>{said.text}</span> : null}
    </p>
  );
}

/**
 * What a list says after its search or filter changed: `asked` names them (not the page of the
 * list; null while the list cannot be asked yet), `result` is the text for the answer on screen
 * for it (null while it loads or an earlier answer stands in). Nothing on the first answer: a
 * page that opens is read from its top.
 */
export function useResultMessage(asked: string | null, result: string | null): Said | null {
  const [said, say] = useSay();
  const answered = useRef(asked);
  useEffect(() => {
    if (asked === null || result === null || answered.current === asked) return;
    const isFirst = answered.current === null;
    answered.current = asked;
    if (!isFirst) say(result);
  }, [asked, result, say]);
  return said;
}
