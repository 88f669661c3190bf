import type { TeamSide } from "#shared/constants.ts";
import type { SideLineup } from "#shared/lineups/types.ts";
import type { MatchHistoryEntry } from "#shared/matches/history-types.ts";
import type { MatchEventView, MatchReportView, MatchSummary } from "#shared/matches/types.ts";
import type { PlayerStats } from "#shared/players/stats.ts";

// The frames of GET /api/live/stream, defined once for the server that encodes them and the
// client that applies them. On the wire a frame is `id: <realtime_log id>\nevent: <kind>\ndata:
// <JSON>\n\n`. Plain types and a tiny parser, no zod: the live hook is in the first page's chunk.

/**
 * What an event change did to the statistics the line-up popup shows: the new totals of every
 * player the change touched (scorer, assist, the player of a card; before and after an edit).
 * A fan's page patches its line-ups with them instead of loading them again, so a goal costs
 * no request per fan.
 */
export interface LiveEventStats {
  playerStats: Record<string, PlayerStats>;
}

/**
 * A match after its change. `moveReason`: why «Verschieben» moved it to a known kick-off; the
 * match row keeps no reason for a match set for a time (only the Verlauf has it), so the push
 * sender reads it here to tell the fans why.
 */
export type LiveMatchChange = MatchSummary & { moveReason?: string };

/** What each kind carries. */
export interface LiveFrameData {
  /** The match after the change (score, clock, status). */
  match: LiveMatchChange;
  "match.deleted": { id: string };
  /**
   * The event with the texts and running score the server derived; a client that holds the
   * timeline derives every event's again (rederiveTimeline), since an early goal renumbers later ones.
   */
  "event.created": MatchEventView & LiveEventStats;
  "event.updated": MatchEventView & LiveEventStats;
  "event.deleted": { id: string; matchId: string } & LiveEventStats;
  /**
   * A side's line-up changed, and the side's line-up as GET …/starting-lineups answers it. A
   * row logged before frames carried it has no `lineup`: the client loads it again.
   */
  lineup: { matchId: string; side: TeamSide; lineup?: SideLineup | null };
  /**
   * The club wrote or edited the match's report: the report as GET …/report answers it, so the
   * fans still on the match page after the final whistle read it without a request each.
   */
  report: { matchId: string; report: MatchReportView };
  /**
   * A new line of the match's «Verlauf», as its public record reads it (clubs named, people
   * not), so the match page shows it without a request.
   */
  history: { matchId: string; entry: MatchHistoryEntry };
  /**
   * Sent once per connection after any replay. `serverTime` is the server's clock in ms since
   * the epoch, so every client derives the same running minute.
   */
  ready: { lastEventId: number; serverTime: number };
  /** The server cannot replay everything missed: reload all data. */
  reset: Record<string, never>;
}

export type LiveFrameKind = keyof LiveFrameData;

/** One frame: `kind` tells which `data` it carries. */
export type LiveFrame = { [K in LiveFrameKind]: { kind: K; data: LiveFrameData[K] } }[LiveFrameKind];

/** Frames that are changes of a match, stored in realtime_log and replayed on resume. */
export type LiveChangeKind = Exclude<LiveFrameKind, "ready" | "reset">;
export type LiveChange = Extract<LiveFrame, { kind: LiveChangeKind }>;

// A record keyed by every kind, so adding a kind to LiveFrameData without listing it here fails
// to compile.
const CHANGE_KINDS: Record<LiveChangeKind, true> = {
  match: true,
  "match.deleted": true,
  "event.created": true,
  "event.updated": true,
  "event.deleted": true,
  lineup: true,
  report: true,
  history: true,
};
const CONNECTION_KINDS: Record<Exclude<LiveFrameKind, LiveChangeKind>, true> = { ready: true, reset: true };

export const LIVE_FRAME_KINDS = [
  ...Object.keys(CHANGE_KINDS),
  ...Object.keys(CONNECTION_KINDS),
] as LiveFrameKind[];

export function isLiveChangeKind(kind: string): kind is LiveChangeKind {
  return Object.hasOwn(CHANGE_KINDS, kind);
}

export function isLiveFrameKind(kind: string): kind is LiveFrameKind {
  return isLiveChangeKind(kind) || Object.hasOwn(CONNECTION_KINDS, kind);
}

/**
 * A frame from the stream's event name and data line; null for a kind this client does not
 * know or data that is not a JSON object. The server encodes every frame from LiveFrame, so
 * the kind decides the shape of the data.
 */
export function parseLiveFrame(kind: string, data: string): LiveFrame | null {
  if (!isLiveFrameKind(kind)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  return { kind, data: parsed } as LiveFrame;
}
