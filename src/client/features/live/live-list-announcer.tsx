import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { MatchSummary } from "#shared/matches/types.ts";
import { serverNow } from "../../lib/server-clock.ts";
import { LiveMessage, type Said } from "../../ui/live-message.tsx";
import { matchQueryOptions } from "../matches/api.ts";
import { fullTeamName, scoreLabel } from "../matches/match-teams.tsx";

/**
 * Says what changed on «Live-Ticker» to a screen reader: a goal, half time, the second half, the
 * final whistle, a match that kicked off, or one that runs again after the club took its end
 * back. A sighted fan sees a card's score and minute change in
 * place and a card come or go; a blind one heard nothing. What the page opened with is not read
 * out (the page is read from its top), only what came after, in one polite region that stays in
 * the page. The running minute is not news.
 */
export function LiveListAnnouncer({ matches }: { matches: readonly MatchSummary[] | undefined }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<Heard>({
    matches: undefined,
    seen: null,
    said: null,
    left: new Set(),
    heardAt: null,
  });
  // Derived during render from the new list (React's pattern for state that follows a prop).
  if (matches !== state.matches) setState(hear(state, matches, queryClient));
  return <LiveMessage said={state.said} />;
}

interface Heard {
  matches: readonly MatchSummary[] | undefined;
  /** The matches known so far, by id, as last heard; null until the first list arrived. */
  seen: ReadonlyMap<string, MatchSummary> | null;
  said: Said | null;
  /** The matches that left the list while the page was open: back, they run again (the club's «Rückgängig»). */
  left: ReadonlySet<string>;
  /** When the last list was heard (the server's clock), null before the first. */
  heardAt: number | null;
}

/** A list is read from the server's cache and the stream: a kick-off this long before may be missing from it. */
const LIST_MAY_LAG_MS = 2 * 60_000;

function startedBefore(match: MatchSummary, heardAt: number | null): boolean {
  return (
    heardAt !== null && match.startedAt !== null && Date.parse(match.startedAt) < heardAt - LIST_MAY_LAG_MS
  );
}

function hear(before: Heard, matches: readonly MatchSummary[] | undefined, queryClient: QueryClient): Heard {
  if (!matches) return { ...before, matches };
  const now = new Map(matches.map((m) => [m.id, m]));
  const heardAt = serverNow().getTime();
  if (before.seen === null) return { ...before, matches, seen: now, said: null, heardAt };
  const known = before.seen;
  const news = [
    ...matches.flatMap((m) => {
      const was = known.get(m.id);
      if (was) return changes(was, m);
      if (m.status !== "live") return [];
      // Back after it left, or kicked off well before the list heard last, which lacked it (the
      // page opened after a final whistle the club then took back): it runs again, it did not
      // kick off now.
      const runsAgain = before.left.has(m.id) || startedBefore(m, before.heardAt);
      return [runsAgain ? `Läuft wieder: ${pairing(m)}` : `Angepfiffen: ${pairing(m)}`];
    }),
    // A match that left the list: its end came on the stream, and the list, read again, may have
    // dropped it before a render showed it ended. The match's own entry holds its last state.
    ...[...known.values()]
      .filter((m) => !now.has(m.id) && m.status === "live")
      .flatMap((m) => {
        const last = queryClient.getQueryData<MatchSummary>(matchQueryOptions(m.id).queryKey);
        return last && last.status !== "live" ? changes(m, last) : [`Nicht mehr live: ${pairing(m)}`];
      }),
  ];
  const said = news.length ? { text: news.join(". "), count: (before.said?.count ?? 0) + 1 } : before.said;
  const left = new Set([...before.left, ...[...known.keys()].filter((id) => !now.has(id))]);
  for (const id of now.keys()) left.delete(id);
  return { matches, seen: now, said, left, heardAt };
}

/** What a fan would want to hear of one match's change, in the order it happened. */
function changes(was: MatchSummary, is: MatchSummary): string[] {
  const said: string[] = [];
  const home = (is.homeScore ?? 0) - (was.homeScore ?? 0);
  const away = (is.awayScore ?? 0) - (was.awayScore ?? 0);
  if (home > 0 && away === 0) said.push(`Tor für ${fullTeamName(is.homeTeam)}: ${scoreLabel(is)}`);
  else if (away > 0 && home === 0) said.push(`Tor für ${fullTeamName(is.awayTeam)}: ${scoreLabel(is)}`);
  else if (home !== 0 || away !== 0) said.push(`Spielstand geändert: ${scoreLabel(is)}`);
  if (was.status === "live" && is.status === "completed") said.push(`Schlusspfiff: ${scoreLabel(is)}`);
  else if (was.status === "live" && is.status !== "live") said.push(`Nicht mehr live: ${pairing(is)}`);
  else if (was.period !== "halftime" && is.period === "halftime") said.push(`Halbzeit: ${scoreLabel(is)}`);
  else if (was.period === "halftime" && is.period === "second_half")
    said.push(`Zweite Halbzeit angepfiffen: ${pairing(is)}`);
  return said;
}

function pairing(match: MatchSummary): string {
  return `${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)}`;
}
