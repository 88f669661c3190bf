import { useQuery } from "@tanstack/react-query";
import { ChevronRight, Goal, Radio, RectangleVertical } from "lucide-react";
import { memo, useEffect, useState } from "react";
import { Link } from "react-router";
import { formatClockSeconds, liveMinuteLabel } from "#shared/matches/clock.ts";
import { EVENT_TYPE_INFO, EVENT_TYPE_LABELS } from "#shared/matches/event-types.ts";
import { matchPath } from "#shared/matches/paths.ts";
import { teamLogoSrc } from "#shared/matches/team-logo.ts";
import { formatEventMinute } from "#shared/matches/timeline.ts";
import type { MatchEventView, MatchSummary, MatchTeam } from "#shared/matches/types.ts";
import { compareCodeUnits } from "#shared/text/compare-names.ts";
import { useNow } from "../../lib/use-now.ts";
import { TeamLogo } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { SpokenLiveMinute } from "../live/live-minute.tsx";
import { liveTeaserQueryOptions, matchEventsQueryOptions } from "../matches/api.ts";
import { sideNames } from "../matches/match-teams.tsx";

/**
 * The home page's live-ticker teaser: the real match when one is live; otherwise the spec's
 * demonstration (67:00 running to 90:00, 2:1, a goal at 63', a yellow card at 58'), clearly
 * marked as an example so nobody mistakes it for a result.
 */
export const LiveTeaser = memo(function LiveTeaser({ titleId }: { titleId?: string }) {
  const live = useQuery(liveTeaserQueryOptions);
  const matches = live.data ?? [];
  const first = matches[0];
  return (
    <Card className="h-full">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        {/* The section's one heading: it names the region around the teaser. */}
        <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
          <Radio aria-hidden="true" className="size-5 text-live" /> Live-Ticker
        </CardTitle>
        {first ? <Badge variant="live" /> : live.isLoading ? null : <Badge variant="warning">Beispiel</Badge>}
      </CardHeader>
      <CardContent>
        {live.isLoading ? (
          <div className="flex flex-col gap-3" role="status" aria-label="Lade Live-Spiele...">
            <Skeleton className="h-16" />
            <Skeleton className="h-10" />
          </div>
        ) : first ? (
          <LiveMatch match={first} more={matches.length - 1} />
        ) : (
          <DemoMatch />
        )}
      </CardContent>
    </Card>
  );
});

function TeamSide({ team }: { team: MatchTeam }) {
  const name = team.clubName || team.name;
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center">
      <TeamLogo name={name} src={teamLogoSrc(team)} size="lg" decorative />
      <span className="line-clamp-2 text-sm font-semibold">{name}</span>
      {team.clubName ? <span className="truncate text-xs text-gray-600">{team.name}</span> : null}
    </div>
  );
}

/**
 * The running minute; only the minute inside renders every second (SpokenLiveMinute keeps its own
 * clock). The pill asks the clock just whether there is a minute yet (an old row without a
 * kick-off time has none), which a minute's clock tells soon enough: its own second's clock made
 * two renders a second.
 */
function MinutePill({ match }: { match: MatchSummary }) {
  const now = useNow(60_000);
  const label = liveMinuteLabel(match, now);
  return label ? (
    // «Halbzeit» and «Spielminute» as the match page says them (the minute replaces itself when it
    // moved on between the server's render and hydration).
    <span className="rounded-full bg-live-soft px-2 py-0.5 text-sm font-bold text-live-dark tabular-nums">
      <SpokenLiveMinute match={match} />
    </span>
  ) : null;
}

function LiveMatch({ match, more }: { match: MatchSummary; more: number }) {
  // The page's live stream writes every event into this cache (no polling).
  const events = useQuery(matchEventsQueryOptions(match.id));
  // Newest first, only what a fan cares about at a glance.
  const latest = (events.data ?? [])
    // Goals of every kind, cards, substitutions, missed penalties: what belongs to a side.
    .filter((e) => EVENT_TYPE_INFO[e.type].isSided)
    .sort(
      (a, b) =>
        b.minute - a.minute ||
        (b.addedMinute ?? 0) - (a.addedMinute ?? 0) ||
        compareCodeUnits(b.createdAt, a.createdAt),
    )
    .slice(0, 3);
  // Two teams of one club are told apart by their teams' names, not the club's twice.
  const [homeName, awayName] = sideNames(match);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-2">
        <TeamSide team={match.homeTeam} />
        <div className="flex shrink-0 flex-col items-center gap-1 pt-2">
          <span
            className="text-3xl font-extrabold tabular-nums"
            role="img"
            aria-label={`Spielstand ${homeName} ${match.homeScore ?? 0} zu ${match.awayScore ?? 0} ${awayName}`}
          >
            {match.homeScore ?? 0}:{match.awayScore ?? 0}
          </span>
          <MinutePill match={match} />
        </div>
        <TeamSide team={match.awayTeam} />
      </div>
      {latest.length > 0 ? (
        <ul className="flex flex-col gap-1.5 border-t border-gray-100 pt-3" aria-label="Letzte Ereignisse">
          {latest.map((event) => (
            <EventLine key={event.id} event={event} homeName={homeName} awayName={awayName} />
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button asChild size="sm">
          <Link to={matchPath(match.id)}>
            Zum Live-Ticker <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
        {more > 0 ? (
          <Link to="/live-ticker" className="text-sm font-semibold text-brand-700 hover:underline">
            {more === 1 ? "1 weiteres Live-Spiel" : `${more} weitere Live-Spiele`}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function EventIcon({ type }: { type: MatchEventView["type"] }) {
  if (type === "goal" || type === "penaltyGoal")
    return <Goal aria-hidden="true" className="size-4 text-brand-700" />;
  if (type === "ownGoal") return <Goal aria-hidden="true" className="size-4 text-red-700" />;
  if (type === "yellowRedCard")
    return <RectangleVertical aria-hidden="true" className="size-4 fill-orange-500 text-red-700" />;
  if (type === "yellowCard")
    return <RectangleVertical aria-hidden="true" className="size-4 fill-yellow-400 text-yellow-500" />;
  if (type === "redCard")
    return <RectangleVertical aria-hidden="true" className="size-4 fill-red-600 text-red-700" />;
  return <ChevronRight aria-hidden="true" className="size-4 text-sky-700" />;
}

function EventLine({
  event,
  homeName,
  awayName,
}: {
  event: MatchEventView;
  homeName: string;
  awayName: string;
}) {
  const who = event.player ? `${event.player.firstName} ${event.player.lastName}` : null;
  const side = event.teamSide === "home" ? homeName : event.teamSide === "away" ? awayName : null;
  return (
    // A long line wraps rather than being cut: on a phone the cut part was the team.
    <li className="flex items-start gap-2 text-sm">
      <span className="w-10 shrink-0 text-right font-bold tabular-nums text-gray-700">
        {formatEventMinute(event.minute, event.addedMinute)}
      </span>
      <span className="flex h-5 shrink-0 items-center">
        <EventIcon type={event.type} />
      </span>
      <span className="min-w-0 wrap-break-word">
        <span className="font-semibold">{EVENT_TYPE_LABELS[event.type]}</span>
        {who ? ` – ${who}` : ""}
        {/* The team moves to the next line whole (it wraps inside only when longer than the line). */}
        {side ? (
          <>
            {" "}
            <span className="inline-block text-gray-600">({side})</span>
          </>
        ) : null}
      </span>
    </li>
  );
}

const DEMO_START_SECONDS = 67 * 60;
const DEMO_END_SECONDS = 90 * 60;

/** The demonstration's running clock, from 67:00 to 90:00; it alone renders every second. */
function DemoClock() {
  const [seconds, setSeconds] = useState(DEMO_START_SECONDS);
  useEffect(() => {
    if (seconds >= DEMO_END_SECONDS) return;
    const id = window.setTimeout(() => setSeconds((s) => Math.min(s + 1, DEMO_END_SECONDS)), 1000);
    return () => window.clearTimeout(id);
  }, [seconds]);
  return formatClockSeconds(seconds);
}

/** The spec's fixed demonstration; nothing in it is a real match. */
function DemoMatch() {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-600">
        Gerade läuft kein Spiel. So sieht ein Live-Ticker aus – ein Beispiel, kein echtes Spiel:
      </p>
      <div className="flex items-start gap-2">
        <DemoTeam name="FC Beispiel" />
        <div className="flex shrink-0 flex-col items-center gap-1 pt-2">
          <span className="text-3xl font-extrabold tabular-nums">2:1</span>
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-sm font-bold text-gray-700 tabular-nums">
            <span className="sr-only">Spielzeit </span>
            <DemoClock />
          </span>
        </div>
        <DemoTeam name="SC Muster" />
      </div>
      <ul
        className="flex flex-col gap-1.5 border-t border-gray-100 pt-3"
        aria-label="Ereignisse des Beispielspiels"
      >
        <li className="flex items-center gap-2 text-sm">
          <span className="w-10 shrink-0 text-right font-bold tabular-nums text-gray-700">63'</span>
          <EventIcon type="goal" />
          <span>
            <span className="font-semibold">Tor</span> <span className="text-gray-600">(FC Beispiel)</span>
          </span>
        </li>
        <li className="flex items-center gap-2 text-sm">
          <span className="w-10 shrink-0 text-right font-bold tabular-nums text-gray-700">58'</span>
          <EventIcon type="yellowCard" />
          <span>
            <span className="font-semibold">Gelbe Karte</span>{" "}
            <span className="text-gray-600">(SC Muster)</span>
          </span>
        </li>
      </ul>
      <Button asChild size="sm" variant="outline" className="self-start">
        <Link to="/live-ticker">
          Alle Live-Spiele <ChevronRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

function DemoTeam({ name }: { name: string }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center">
      <TeamLogo name={name} size="lg" decorative />
      <span className="text-sm font-semibold">{name}</span>
    </div>
  );
}
