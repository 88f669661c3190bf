import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import type { MatchSummary } from "#shared/matches/types.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { matchTelegrammQueryOptions } from "./api.ts";
import { TelegrammLoading } from "./match-telegramm-loading.tsx";

// Only a completed match has a Matchtelegramm, and its text is read in the browser (no loader
// fetches it): a match page's first route does without its code. For a completed match the
// server's HTML and the first render show the loading section the telegramm itself shows; once
// the page has hydrated, the code and the text load side by side.

const LazyMatchTelegramm = lazy(() =>
  import("./match-telegramm.tsx").then((m) => ({ default: m.MatchTelegramm })),
);

export function MatchTelegramm({ match }: { match: MatchSummary }) {
  const isHydrated = useHydrated();
  const isCompleted = match.status === "completed";
  useQuery({ ...matchTelegrammQueryOptions(match.id), enabled: isHydrated && isCompleted });
  if (!isCompleted) return null;
  if (!isHydrated) return <TelegrammLoading />;
  return (
    <Suspense fallback={<TelegrammLoading />}>
      <LazyMatchTelegramm match={match} />
    </Suspense>
  );
}
