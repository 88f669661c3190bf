import { useQuery } from "@tanstack/react-query";
import { Copy, Download } from "lucide-react";
import { useId, useRef } from "react";
import { matchPaths } from "#shared/matches/paths.ts";
import { TELEGRAMM_MESSAGES, telegrammFileName } from "#shared/matches/telegramm.ts";
import { fullTeamName } from "#shared/matches/timeline.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { loadErrorDetail } from "../../lib/api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button, buttonClassName } from "../../ui/button.tsx";
import { ErrorState } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { matchTelegrammQueryOptions } from "./api.ts";
import { TelegrammHeading, TelegrammLoading } from "./match-telegramm-loading.tsx";

/** Selects the text of an element, so a fallback copy (or the user) can take it. */
function selectContents(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * The Matchtelegramm of a completed match for any match view: the text as the
 * newspaper prints it, a copy button and a plain-text download of the same answer the API gives.
 * Without the Clipboard API (an http address in the club's network, an old browser) the text
 * is selected and copied the old way; if that fails too, it stays selected for the user.
 */
export function MatchTelegramm({ match }: { match: MatchSummary }) {
  const telegramm = useQuery({
    ...matchTelegrammQueryOptions(match.id),
    enabled: match.status === "completed",
  });
  const textRef = useRef<HTMLPreElement>(null);
  const headingId = useId();
  // The server renders the text in place and this part takes it over later than the page
  // (match-telegramm-on-demand.tsx): the copy button takes a tap only once it works.
  const isHydrated = useHydrated();
  if (match.status !== "completed") return null;

  async function copy(text: string) {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      toast.success(TELEGRAMM_MESSAGES.copied);
      return;
    } catch {
      // Fall through to the selection.
    }
    const element = textRef.current;
    if (element) selectContents(element);
    // execCommand is the only copy without the Clipboard API; it is deprecated, never removed.
    const isCopied = element !== null && document.execCommand("copy");
    if (isCopied) toast.success(TELEGRAMM_MESSAGES.copied);
    else toast.error(TELEGRAMM_MESSAGES.copyFailed);
  }

  if (telegramm.isPending) return <TelegrammLoading />;
  const fileName = telegrammFileName(
    fullTeamName(match.homeTeam),
    fullTeamName(match.awayTeam),
    match.matchDate,
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <TelegrammHeading id={headingId} />
      {telegramm.isError ? (
        <ErrorState
          message={`Das Matchtelegramm konnte nicht geladen werden. ${loadErrorDetail(telegramm.error)}`}
          onRetry={() => void telegramm.refetch()}
          isRetrying={telegramm.isFetching}
        />
      ) : (
        <>
          <pre
            ref={textRef}
            data-testid="match-telegramm"
            className="overflow-x-auto rounded-lg bg-gray-50 p-3 font-sans text-sm leading-relaxed whitespace-pre-wrap text-gray-900 ring-1 ring-gray-200 ring-inset"
          >
            {telegramm.data}
          </pre>
          {/* Copy and download do nothing on paper; a printed page keeps the text alone. */}
          <div data-print-hidden className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={!isHydrated}
              onClick={() => void copy(telegramm.data)}
            >
              <Copy aria-hidden="true" />
              Telegramm kopieren
            </Button>
            <a
              href={matchPaths.telegramm(match.id)}
              download={fileName}
              className={buttonClassName({ variant: "outline", size: "sm" })}
            >
              <Download aria-hidden="true" />
              Als Textdatei herunterladen
            </a>
          </div>
        </>
      )}
    </section>
  );
}
