import { Search } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { cn } from "./cn.ts";
import { Input } from "./input.tsx";
import { Spinner } from "./spinner.tsx";

export type SearchFieldProps = {
  /** The accessible name, e.g. 'Vereine durchsuchen'. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * The address parameter the term lives in (`suche`). The box is then a GET form of its own:
   * Enter searches where the page has not hydrated yet or has no JavaScript, and the server
   * renders the result.
   */
  name?: string;
  /** Enter, once the page has hydrated: search now, without waiting for a pause in typing. */
  onSubmit?: () => void;
  /**
   * A search for the current text is on its way while the last one's results stay on screen: the
   * query's `isPlaceholderData`, not `isFetching` (a refetch of the same results is no search, and
   * a page hydrating stale data reports one in its first render, which the server did not draw).
   */
  isSearching?: boolean;
  /** The longest term the list's server takes: longer typing would only earn a refusal. */
  maxLength?: number;
  className?: string;
};

/** The one search box: magnifier, `type="search"`, no autofill, a spinner while results load. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  name,
  onSubmit,
  isSearching = false,
  maxLength,
  className,
}: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the page hydrated stands in the box, but not in the state: hydrating, React
  // keeps what the box shows. Taken over once, so the results follow what the box says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box is first in the page
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []);
  const box = (
    <>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
      />
      <Input
        ref={input}
        type="search"
        name={name}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // The spinner takes the place of the browser's clear button while it shows.
        className={cn("pl-9", isSearching && "[&::-webkit-search-cancel-button]:hidden")}
        autoComplete="off"
        maxLength={maxLength}
      />
      {isSearching ? (
        <Spinner
          size="sm"
          label="Suche läuft"
          className="absolute top-1/2 right-3 -translate-y-1/2 text-gray-500"
        />
      ) : null}
    </>
  );
  if (name === undefined) return <div className={cn("relative", className)}>{box}</div>;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is no landmark before iOS 17 (and unknown to jsdom)
    <form role="search" method="get" onSubmit={submit} className={cn("relative", className)}>
      {box}
    </form>
  );
}
