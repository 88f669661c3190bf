import { Button } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

/**
 * 'Weitere … laden' under a list read in pages (useInfiniteQuery). The button stays enabled
 * while it loads: a disabled button would drop a keyboard user's focus to the page. A second
 * press while loading is the caller's to ignore. Screen readers hear how many came and how many
 * are shown; a failed page shows an alert and the button tries again.
 */
export function MorePages({
  hasMore,
  loading,
  failed,
  added,
  shown,
  onMore,
  texts,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  /** How many the last press added (0 before the first). */
  added: number;
  shown: number;
  onMore: () => void;
  /** E.g. { more: "Weitere Spiele laden", loading: "Lade weitere Spiele...", failed: "…", noun: "Spiele" } */
  texts: { more: string; loading: string; failed: string; noun: string };
}) {
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <p className="sr-only" aria-live="polite">
        {added > 0 ? `${added} weitere ${texts.noun} geladen, ${shown} angezeigt` : ""}
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-red-800">
          {texts.failed}
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="outline" onClick={onMore} aria-busy={loading || undefined}>
          {loading ? <Spinner size="sm" label={null} /> : null}
          {loading ? texts.loading : texts.more}
        </Button>
      ) : null}
    </div>
  );
}
