import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { zurichYear } from "#shared/format.ts";
import { fromStoredEventType } from "#shared/matches/event-types.ts";
import { fullTeamName, rederiveTimeline, type TimelineEvent } from "#shared/matches/timeline.ts";
import type { MatchEventView, MatchPlayerRef, MatchSummary } from "#shared/matches/types.ts";
import { playerFullName } from "#shared/players/full-name.ts";
import { builtOnce } from "../../db/built-once.ts";
import type { DbOrTx } from "../../db/client.ts";
import { matchEvents, players } from "../../db/schema/index.ts";
import { AGE_YEAR_PLACEHOLDER, publicPlayerImage } from "../players/public-player-fields.ts";
import { findMatchSummary } from "./match-queries.ts";

// A match's events: as stored (the timeline rules' input) and as the public timeline shows them.

const scorer = alias(players, "scorer");
const assistant = alias(players, "assistant");
const comingOn = alias(players, "coming_on");
const named = alias(players, "named");

/** A player of an event as the public sees them (a Junioren photo only with consent). */
function playerColumns(p: typeof scorer | typeof assistant | typeof comingOn | typeof named) {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    playerNumber: p.playerNumber,
    // The reads below are built once: the year is their runs' (AGE_YEAR_PLACEHOLDER).
    playerImageUrl: publicPlayerImage(p, AGE_YEAR_PLACEHOLDER),
    teamId: p.teamId,
  };
}

/** Left-joined players come back as null when the event names none. */
function toPlayerRef(
  p: { [K in keyof MatchPlayerRef]: MatchPlayerRef[K] | null } | null,
): MatchPlayerRef | null {
  if (!p?.id || p.firstName === null || p.lastName === null || p.teamId === null) return null;
  return { ...p, id: p.id, firstName: p.firstName, lastName: p.lastName, teamId: p.teamId };
}

/** Players as an event names them (the input of a new event, before it is written). */
export async function findPlayerRefs(db: DbOrTx, ids: readonly string[]): Promise<MatchPlayerRef[]> {
  if (ids.length === 0) return [];
  const rows = await playersByIds(db).execute({ ids: [...ids], year: zurichYear() });
  return rows.map(toPlayerRef).filter((p): p is MatchPlayerRef => p !== null);
}

const playersByIds = builtOnce((db) =>
  db
    .select(playerColumns(named))
    .from(named)
    .where(sql`${named.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("players_by_ids"),
);

function nameOf(p: MatchPlayerRef | null): string | null {
  return p ? playerFullName(p) : null;
}

/** A stored event as the timeline rules read it, with its public view (texts not derived). */
export type StoredTimelineEvent = TimelineEvent & { view: Omit<MatchEventView, "description" | "score"> };

/** The stored events of a match as the timeline rules read them (players' names resolved). */
export async function loadTimeline(db: DbOrTx, matchId: string): Promise<StoredTimelineEvent[]> {
  const rows = await timelineOf(db).execute({ matchId, year: zurichYear() });
  return rows.map((r, index) => {
    const player = toPlayerRef(r.player);
    const playerIn = toPlayerRef(r.playerIn);
    const type = fromStoredEventType(r.event.eventType);
    return {
      id: r.event.id,
      type,
      minute: r.event.minute,
      addedMinute: r.event.addedMinute,
      teamSide: r.event.teamSide,
      playerId: r.event.playerId,
      playerName: nameOf(player),
      playerInId: r.event.playerInId,
      playerInName: nameOf(playerIn),
      assistPlayerId: r.event.assistPlayerId,
      description: r.event.description,
      // Creation order breaks ties within a minute; the query's order makes it total.
      sequence: index,
      view: {
        id: r.event.id,
        matchId: r.event.matchId,
        type,
        minute: r.event.minute,
        addedMinute: r.event.addedMinute,
        customDescription: r.event.description,
        teamSide: r.event.teamSide,
        player,
        assist: toPlayerRef(r.assist),
        playerIn,
        createdAt: r.event.createdAt.toISOString(),
      },
    };
  });
}

// Every tap and every match page reads it.
const timelineOf = builtOnce((db) =>
  db
    .select({
      event: matchEvents,
      player: playerColumns(scorer),
      assist: playerColumns(assistant),
      playerIn: playerColumns(comingOn),
    })
    .from(matchEvents)
    .leftJoin(scorer, eq(scorer.id, matchEvents.playerId))
    .leftJoin(assistant, eq(assistant.id, matchEvents.assistPlayerId))
    .leftJoin(comingOn, eq(comingOn.id, matchEvents.playerInId))
    .where(eq(matchEvents.matchId, sql.placeholder("matchId")))
    .orderBy(asc(matchEvents.minute), asc(matchEvents.createdAt), asc(matchEvents.id))
    .prepare("match_timeline"),
);

/**
 * A match's timeline in order (minute, stoppage minute, entry), with players' names and the
 * running score and texts derived from all events (shared/matches/timeline.ts). `eventIds`
 * narrows the answer to some events (for realtime payloads); the derivation still sees all.
 */
export async function listMatchEvents(
  db: DbOrTx,
  matchId: string,
  eventIds?: string[],
): Promise<MatchEventView[]> {
  if (eventIds && eventIds.length === 0) return [];
  const timeline = await loadTimeline(db, matchId);
  return viewsOf(timeline, await findMatchSummary(db, matchId), eventIds);
}

/** The whole timeline of a match the caller has already read (saves reading it again). */
export async function listEventsOfMatch(db: DbOrTx, match: MatchSummary): Promise<MatchEventView[]> {
  return viewsOf(await loadTimeline(db, match.id), match);
}

/**
 * The timeline's views with their running score and texts derived (shared/matches/timeline.ts),
 * `added` (an event not yet written) placed by its minute and entry time like a stored one.
 */
export function viewsOf(
  timeline: readonly StoredTimelineEvent[],
  summary: MatchSummary | null,
  eventIds?: string[],
  added: readonly StoredTimelineEvent["view"][] = [],
): MatchEventView[] {
  const teamNames = {
    home: summary ? fullTeamName(summary.homeTeam) : "Heim",
    away: summary ? fullTeamName(summary.awayTeam) : "Auswärts",
  };
  // The same derivation a client runs on the timeline it holds after a live frame, so both
  // give every event the same running score and text.
  const views = [...timeline.map((e) => e.view), ...added].map(
    (view): MatchEventView => ({ ...view, description: "", score: null }),
  );
  return rederiveTimeline(views, teamNames).filter((e) => !eventIds || eventIds.includes(e.id));
}

export async function findMatchEvent(db: DbOrTx, matchId: string, eventId: string): Promise<MatchEventView> {
  const [event] = await listMatchEvents(db, matchId, [eventId]);
  if (!event) throw new Error(`event ${eventId} vanished inside its transaction`);
  return event;
}
