import { useEffect, useState } from "react";

/** A pause in typing this long ends a term: not every key press becomes a request. */
const TYPING_PAUSE_MS = 250;

/**
 * The term a search box asks for: `text`, trimmed, once the typing pauses. The setter ends a
 * term at once (Enter).
 */
export function useTypingPause(text: string): [term: string, setTerm: (term: string) => void] {
  const [term, setTerm] = useState(text.trim());
  useEffect(() => {
    const id = window.setTimeout(() => setTerm(text.trim()), TYPING_PAUSE_MS);
    return () => window.clearTimeout(id);
  }, [text]);
  return [term, setTerm];
}
