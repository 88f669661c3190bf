import { useState } from "react";
import type { MatchStatus } from "#shared/constants.ts";
import { scoreFromEvents } from "#shared/matches/timeline.ts";
import type { MatchEventView } from "#shared/matches/types.ts";
import { LiveMessage, type Said } from "../../ui/live-message.tsx";
import { eventMinuteLabel } from "./match-event-list.tsx";

/**
 * Says a live page's new events to a screen reader («67'. Tor durch Lena Frei zum 2:1»): the
 * timeline and the score change in place, which a sighted fan sees and a blind one would not
 * hear. The events the page opened with are not read out, only those that came after, and one
 * region stays in the page, since a region that appears with its text is often not read. An event
 * the club took back is said too («Gestrichen: 12' Tor …»): its line goes and the score may drop.
 * An event the club corrected (minute, player, type …) is said with its new words («Korrigiert:
 * 72' Gelbe Karte für Levin Wyss»): a blind fan kept the wrong card in mind. One whose words
 * change only because another changed (its «zum 2:0» renumbered) was not corrected. Half time
 * and the final whistle say the score («Schlusspfiff, Endstand 2:1»): a fan hearing only
 * «Schlusspfiff» had to look for the result. A match the club took back from its end or abort
 * («Rückgängig») says that it runs again: the badge went back to LIVE in silence.
 */
export function EventAnnouncer({
  events,
  status,
}: {
  events: readonly MatchEventView[] | undefined;
  /** The match's state: its return from «completed» or «cancelled» to «live» is said. */
  status?: MatchStatus;
}) {
  const [state, setState] = useState<Heard>({ events: undefined, seen: null, said: null, status });
  // Derived during render from the new list (React's pattern for state that follows a prop).
  if (events !== state.events || status !== state.status) {
    setState(heardStatus(state, events === state.events ? state : hear(state, events), status));
  }
  return <LiveMessage said={state.said} />;
}

const RUNS_AGAIN = "Das Spiel läuft wieder.";

/** `heard` (the events heard) with the match's state, said after the events' news of this render. */
function heardStatus(before: Heard, heard: Heard, status: MatchStatus | undefined): Heard {
  const isBack = status === "live" && (before.status === "completed" || before.status === "cancelled");
  if (!isBack) return { ...heard, status };
  const news = heard.said !== before.said && heard.said ? `${heard.said.text}. ${RUNS_AGAIN}` : RUNS_AGAIN;
  return { ...heard, status, said: { text: news, count: (before.said?.count ?? 0) + 1 } };
}

interface Heard {
  events: readonly MatchEventView[] | undefined;
  /** The events known so far, by id, with their words and what was entered, as last heard; null until the first list arrived. */
  seen: ReadonlyMap<string, Known> | null;
  said: Said | null;
  /** The match's state as last heard. */
  status: MatchStatus | undefined;
}

const STAND_AT: Partial<Record<MatchEventView["type"], string>> = {
  halftime: "Pausenstand",
  finalWhistle: "Endstand",
};

interface Known {
  words: string;
  /** What the club entered; a change of it is a correction, a change of the words alone is not. */
  entered: string;
}

function enteredOf(e: MatchEventView): string {
  const { type, minute, addedMinute, teamSide, player, assist, playerIn, customDescription } = e;
  return JSON.stringify([
    type,
    minute,
    addedMinute,
    teamSide,
    player?.id,
    assist?.id,
    playerIn?.id,
    customDescription,
  ]);
}

function spoken(e: MatchEventView, events: readonly MatchEventView[]): string {
  const said = `${eventMinuteLabel(e)} ${e.description}`;
  const stand = STAND_AT[e.type];
  if (!stand) return said;
  // The goals up to the whistle (one typed later for an earlier minute counts, a later one not).
  const upTo = events.filter(
    (o) => o.minute < e.minute || (o.minute === e.minute && (o.addedMinute ?? 0) <= (e.addedMinute ?? 0)),
  );
  const score = scoreFromEvents(upTo);
  return `${said}, ${stand} ${score.home}:${score.away}`;
}

function hear(before: Heard, events: readonly MatchEventView[] | undefined): Heard {
  if (!events) return { ...before, events };
  const now = new Map(events.map((e) => [e.id, { words: spoken(e, events), entered: enteredOf(e) }]));
  if (before.seen === null) return { ...before, events, seen: now, said: null };
  const known = before.seen;
  const fresh: string[] = [];
  const corrected: string[] = [];
  for (const [id, heard] of now) {
    const old = known.get(id);
    if (!old) fresh.push(heard.words);
    else if (old.entered !== heard.entered) corrected.push(`Korrigiert: ${heard.words}`);
  }
  const gone = [...known].filter(([id]) => !now.has(id)).map(([, old]) => `Gestrichen: ${old.words}`);
  const news = [...fresh, ...corrected, ...gone];
  const said = news.length ? { text: news.join(". "), count: (before.said?.count ?? 0) + 1 } : before.said;
  return { ...before, events, seen: now, said };
}
