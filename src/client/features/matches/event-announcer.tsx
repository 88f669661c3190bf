import { useState } from "react";
import type { MatchEventView } from "#shared/matches/types.ts";
import { LiveMessage, type Said } from "../../ui/live-message.tsx";
import { eventMinuteLabel } from "./match-event-list.tsx";

/**
 * Says a live page's new events to a screen reader («67'. Tor durch Lena Frei zum 2:1»): the
 * timeline and the score change in place, which a sighted fan sees and a blind one would not
 * hear. The events the page opened with are not read out, only those that came after, and one
 * region stays in the page, since a region that appears with its text is often not read. An event
 * the club took back is said too («Gestrichen: 12' Tor …»): its line goes and the score may drop.
 * A correction of a known event is not news.
 */
export function EventAnnouncer({ events }: { events: readonly MatchEventView[] | undefined }) {
  const [state, setState] = useState<Heard>({ events: undefined, seen: null, said: null });
  // Derived during render from the new list (React's pattern for state that follows a prop).
  if (events !== state.events) setState(hear(state, events));
  return <LiveMessage said={state.said} />;
}

interface Heard {
  events: readonly MatchEventView[] | undefined;
  /** The events known so far, by id, with their words as last heard; null until the first list arrived. */
  seen: ReadonlyMap<string, string> | null;
  said: Said | null;
}

const spoken = (e: MatchEventView) => `${eventMinuteLabel(e)} ${e.description}`;

function hear(before: Heard, events: readonly MatchEventView[] | undefined): Heard {
  if (!events) return { ...before, events };
  const now = new Map(events.map((e) => [e.id, spoken(e)]));
  if (before.seen === null) return { events, seen: now, said: null };
  const known = before.seen;
  const fresh = events.filter((e) => !known.has(e.id)).map(spoken);
  const gone = [...known].filter(([id]) => !now.has(id)).map(([, words]) => `Gestrichen: ${words}`);
  const news = [...fresh, ...gone];
  const said = news.length ? { text: news.join(". "), count: (before.said?.count ?? 0) + 1 } : before.said;
  return { events, seen: now, said };
}
