import { useState } from "react";
import type { MatchEventView } from "#shared/matches/types.ts";
import { LiveMessage, type Said } from "../../ui/live-message.tsx";
import { eventMinuteLabel } from "./match-event-list.tsx";

/**
 * Says a live page's new events to a screen reader («67'. Tor durch Lena Frei zum 2:1»): the
 * timeline and the score change in place, which a sighted fan sees and a blind one would not
 * hear. The events the page opened with are not read out, only those that came after, and one
 * region stays in the page, since a region that appears with its text is often not read.
 */
export function EventAnnouncer({ events }: { events: readonly MatchEventView[] | undefined }) {
  const [state, setState] = useState<Heard>({ events: undefined, seen: null, said: null });
  // Derived during render from the new list (React's pattern for state that follows a prop).
  if (events !== state.events) setState(hear(state, events));
  return <LiveMessage said={state.said} />;
}

interface Heard {
  events: readonly MatchEventView[] | undefined;
  /** The ids known so far; null until the first list arrived. */
  seen: ReadonlySet<string> | null;
  said: Said | null;
}

function hear(before: Heard, events: readonly MatchEventView[] | undefined): Heard {
  if (!events) return { ...before, events };
  const ids = new Set(events.map((e) => e.id));
  if (before.seen === null) return { events, seen: ids, said: null };
  const known = before.seen;
  const fresh = events.filter((e) => !known.has(e.id));
  const said = fresh.length
    ? {
        text: fresh.map((e) => `${eventMinuteLabel(e)} ${e.description}`).join(". "),
        count: (before.said?.count ?? 0) + 1,
      }
    : before.said;
  return { events, seen: new Set([...known, ...ids]), said };
}
