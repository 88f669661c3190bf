import { Search } from "lucide-react";
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
   * A search for the current text is on its way while the last one's results stay on screen: the
   * query's `isPlaceholderData`, not `isFetching` (a refetch of the same results is no search, and
   * a page hydrating stale data reports one in its first render, which the server did not draw).
   */
  isSearching?: boolean;
  className?: string;
};

/** The one search box: magnifier, `type="search"`, no autofill, a spinner while results load. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  isSearching = false,
  className,
}: SearchFieldProps) {
  return (
    <div className={cn("relative", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // The spinner takes the place of the browser's clear button while it shows.
        className={cn("pl-9", isSearching && "[&::-webkit-search-cancel-button]:hidden")}
        autoComplete="off"
      />
      {isSearching ? (
        <Spinner
          size="sm"
          label="Suche läuft"
          className="absolute top-1/2 right-3 -translate-y-1/2 text-gray-500"
        />
      ) : null}
    </div>
  );
}
