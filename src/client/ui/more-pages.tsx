import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link, type To } from "react-router";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import { Spinner } from "./spinner.tsx";

/**
 * 'Weitere … laden' under a list read in pages (useInfiniteQuery); what it shows is derived from
 * the query. The button stays enabled while it loads (a disabled button would drop a keyboard
 * user's focus to the page) and a second press meanwhile is ignored. It hides while the list
 * shows a previous search's answer (placeholder data). Screen readers hear how many came and
 * how many are shown; a failed page shows an alert and the button tries again.
 */
export function MorePages<Page>({
  query,
  sizeOf,
  texts,
  href = null,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  /**
   * The next page's own address, which the server renders: without scripts it is offered as a
   * link instead of the button (lib/address-cursor.ts).
   */
  href?: To | null;
  /** How many rows a page holds. */
  sizeOf: (page: Page) => number;
  /** E.g. { more: "Weitere Spiele laden", loading: "Lade weitere Spiele...", failed: "…", noun: "Spiele" } */
  texts: { more: string; loading: string; failed: string; noun: string };
}) {
  const pages = query.data?.pages ?? [];
  const last = pages.at(-1);
  const added = pages.length > 1 && last !== undefined ? sizeOf(last) : 0;
  const shown = pages.reduce((sum, page) => sum + sizeOf(page), 0);
  const loading = query.isFetchingNextPage;
  // The button goes with the last page; a keyboard user who pressed it would be left on the
  // page's body. The focus then goes to the line that says the list is complete.
  const pressed = useRef(false);
  const done = useRef<HTMLParagraphElement>(null);
  const isComplete = pages.length > 1 && !query.hasNextPage && !loading;
  useEffect(() => {
    if (!isComplete || !pressed.current) return;
    pressed.current = false;
    const active = document.activeElement;
    // Without scrolling: the line is below the rows that just came, which the fan reads next.
    if (active === null || active === document.body) done.current?.focus({ preventScroll: true });
  }, [isComplete]);
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <p className="sr-only" aria-live="polite">
        {added > 0 ? `${added} weitere ${texts.noun} geladen, ${shown} angezeigt` : ""}
      </p>
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-red-800">
          {texts.failed}
        </p>
      ) : null}
      {query.hasNextPage && !query.isPlaceholderData ? (
        <Button
          variant="outline"
          className={cn(href && "unscripted:hidden")}
          onClick={(event) => {
            pressed.current = document.activeElement === event.currentTarget;
            if (!loading) void query.fetchNextPage();
          }}
          aria-busy={loading || undefined}
        >
          {loading ? <Spinner size="sm" label={null} /> : null}
          {loading ? texts.loading : texts.more}
        </Button>
      ) : null}
      {isComplete ? (
        <p ref={done} tabIndex={-1} className="text-sm text-gray-600 outline-none">
          Alle {texts.noun} geladen.
        </p>
      ) : null}
      {query.hasNextPage && !query.isPlaceholderData && href ? (
        <Button asChild variant="outline" className="scripted:hidden">
          <Link to={href}>{texts.more}</Link>
        </Button>
      ) : null}
    </div>
  );
}
