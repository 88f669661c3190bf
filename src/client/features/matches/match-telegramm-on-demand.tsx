import { lazy, Suspense, useState } from "react";
import type { MatchSummary } from "#shared/matches/types.ts";
import { whenIdleAfterHydration } from "../../lib/after-hydration.ts";
import { loadedMatchTelegramm, loadMatchTelegramm } from "./match-telegramm-code.ts";
import { TelegrammLoading } from "./match-telegramm-loading.tsx";

// The server renders a completed match's Matchtelegramm in place: its loader loaded the code
// and the text. The browser hydrates the page without that code: React keeps the server's text
// (a Suspense boundary not yet hydrated) and takes it over once the code has arrived, which it
// asks for when the page is idle after hydrating, not with the first route. Until then the
// download link works (a plain link) and the copy button does nothing yet.

const LazyMatchTelegramm = lazy(() =>
  whenIdleAfterHydration()
    .then(loadMatchTelegramm)
    .then((m) => ({ default: m.MatchTelegramm })),
);

export function MatchTelegramm({ match }: { match: MatchSummary }) {
  // Chosen once per mount: switching from the lazy part to the loaded one would mount it anew.
  const [Telegramm] = useState(() => loadedMatchTelegramm()?.MatchTelegramm ?? LazyMatchTelegramm);
  if (match.status !== "completed") return null;
  return (
    <Suspense fallback={<TelegrammLoading />}>
      <Telegramm match={match} />
    </Suspense>
  );
}
