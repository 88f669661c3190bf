import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useTypingPause } from "./use-typing-pause.ts";

/** The address parameter of a list page's search term: `/vereine?suche=see`. */
export const SEARCH_PARAM = "suche";

/**
 * A list page's search box whose term lives in the address, so back/forward and a shared link
 * keep it. `text` is what the box shows; `term` follows it after a pause in typing, and the
 * address follows `term` (replacing the entry, dropping `dropOnChange`, e.g. the club list's
 * page number). `submit` ends the term at once (Enter).
 */
export function useAddressSearch(dropOnChange: readonly string[] = []): {
  text: string;
  setText: (text: string) => void;
  term: string;
  submit: () => void;
} {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get(SEARCH_PARAM) ?? "");
  const [term, setTerm] = useTypingPause(text);

  const dropped = dropOnChange.join(",");
  useEffect(() => {
    // Every setParams is a navigation: one with nothing new would cancel a click on a result
    // that is still loading, so the address is only touched when the term changed.
    if ((new URLSearchParams(window.location.search).get(SEARCH_PARAM) ?? "") === term) return;
    setParams(
      (prev) => {
        if ((prev.get(SEARCH_PARAM) ?? "") === term) return prev;
        const next = new URLSearchParams(prev);
        if (term) next.set(SEARCH_PARAM, term);
        else next.delete(SEARCH_PARAM);
        for (const name of dropped.split(",")) if (name) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [term, dropped, setParams]);

  return { text, setText, term, submit: () => setTerm(text.trim()) };
}
