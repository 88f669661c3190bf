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
import { copyText } from "../../ui/copy-text.ts";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { ErrorState } from "../../ui/skeleton.tsx";
import { matchTelegrammQueryOptions } from "./api.ts";
import { TelegrammHeading, TelegrammLoading } from "./match-telegramm-loading.tsx";

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
            <KeptTogether text={telegramm.data} />
          </pre>
          {/* Copy and download do nothing on paper; a printed page keeps the text alone. */}
          <div data-print-hidden className="flex flex-wrap gap-2">
            {/* Copying needs the page's code: where none runs, the button would stay greyed for
                good, so it is not offered (the text above can be selected, the file downloaded). */}
            <Button
              type="button"
              size="sm"
              variant="secondary"
              className="unscripted:hidden"
              disabled={!isHydrated}
              onClick={() =>
                void copyText(
                  telegramm.data,
                  { copied: TELEGRAMM_MESSAGES.copied, thing: "Text" },
                  textRef.current,
                )
              }
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
