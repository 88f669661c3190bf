import { and, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { COMPETITION_LABELS } from "#shared/constants.ts";
import { formatLongDateTime } from "#shared/format.ts";
import { EVENT_TYPE_LABELS } from "#shared/matches/event-types.ts";
import type { MatchChange, MatchChangeNote, MatchHistoryEntry } from "#shared/matches/history-types.ts";
import type { MatchEventView } from "#shared/matches/types.ts";
import { teamLabel } from "#shared/rankings/types.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { clubs, matches, matchHistory, teams, user } from "../../db/schema/index.ts";
import { appendChangesSql } from "../../realtime/publish.ts";
import type { ManagedMatch, MatchRow } from "./match-access.ts";

/**
 * Who made a change: the user and the club they acted for (ManagedMatch.actingClubId), and the
 * API key when a club's script made it(the user is then the key's creator).
 */
export interface MatchActor {
  userId: string;
  clubId: string | null;
  apiKeyId?: string | undefined;
}

export function actorOf(
  userId: string,
  managed: Pick<ManagedMatch, "actingClubId"> & { access?: { apiKeyId?: string | undefined } },
): MatchActor {
  return { userId, clubId: managed.actingClubId, apiKeyId: managed.access?.apiKeyId };
}

/**
 * THE writer of the match history: every write path of a match, its events and its result calls
 * it inside its own transaction, so a change and its record are committed together or not at all.
 * The line of a public match goes out on the live stream in the same statement (historyFrameSql);
 * the live ticker's tap, which writes its line in its own one statement, sends it there.
 */
export async function recordMatchChange(
  tx: Tx,
  actor: MatchActor,
  matchId: string,
  action: string,
  changes: MatchChange[] = [],
): Promise<void> {
  await tx.execute(sql`
    with history_row as (
      insert into match_history (match_id, user_id, club_id, api_key_id, action, changes)
      values (${matchId}::uuid, ${actor.userId}::uuid, ${actor.clubId}::uuid, ${actor.apiKeyId ?? null}::uuid,
        ${action}, ${JSON.stringify(changes)}::jsonb)
      returning *
    ),
    history_public as materialized (
      select 1 from matches where id = ${matchId}::uuid and acceptance = 'accepted'
    ),
    ${appendChangesSql(matchId, historyFrameSql("history_row", 1), "history_public")}
    select (select count(*) from history_row)::int as written, (select count(*) from log_notified)::int as published`);
}

/**
 * The `history` change of the match_history rows of the CTE `rows` (`returning *`), as the public
 * record reads them (toEntry over listPublicMatchHistory: no person named), numbered `ord` among
 * a statement's changes (appendChangesSql).
 */
export function historyFrameSql(rows: string, ord: number): SQL {
  return sql`select ${ord}::int as ord, 'history'::text as kind, jsonb_build_object('matchId', h.match_id,
      'entry', jsonb_build_object('id', h.id, 'matchId', h.match_id, 'action', h.action, 'changes', h.changes,
        'userName', null, 'clubId', h.club_id,
        'clubName', (select c.club_name from clubs c where c.id = h.club_id),
        'createdAt', to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) as payload
    from ${sql.identifier(rows)} h`;
}

const STATUS_LABELS: Record<MatchRow["status"], string> = {
  scheduled: "Geplant",
  live: "Live",
  completed: "Beendet",
  cancelled: "Abgesagt",
  postponed: "Verschoben",
};
const ACCEPTANCE_LABELS: Record<MatchRow["acceptance"], string> = {
  requested: "Anfrage",
  accepted: "Angenommen",
  declined: "Abgelehnt",
};

const scoreOf = (m: MatchRow) =>
  m.homeScore === null || m.awayScore === null
    ? null
    : `${m.homeScore}:${m.awayScore}${m.forfeit ? " (Forfait)" : ""}`;

/**
 * The one column keeps the reason of a cancellation and of a postponement, and the league
 * office's remark on a result it decided after an abort: it is named for the status it was given
 * with (the row that has it; undoing a postponement clears it).
 */
function reasonLabel(before: MatchRow, after: MatchRow): string {
  const status = after.cancellationReason !== null ? after.status : before.status;
  if (status === "postponed") return "Grund der Verschiebung";
  return status === "completed" ? "Vermerk zum Ergebnis" : "Absagegrund";
}

/** The fields a person cares about, as text (team ids become names through `teamNames`). */
function snapshot(
  m: MatchRow,
  teamNames: Map<string, string>,
  reasonField: string,
): Record<string, string | null> {
  return {
    Anpfiff: formatLongDateTime(m.matchDate),
    Stadion: m.stadium,
    Heim: teamNames.get(m.homeTeamId) ?? null,
    Auswärts: teamNames.get(m.awayTeamId) ?? null,
    Wettbewerb: COMPETITION_LABELS[m.competition],
    Status: STATUS_LABELS[m.status],
    Ergebnis: scoreOf(m),
    [reasonField]: m.cancellationReason,
    Bestätigung: ACCEPTANCE_LABELS[m.acceptance],
  };
}

/**
 * The match row as it is now in the transaction, compared with `before`: every field that
 * differs becomes a change (returned, for the office's history). Records nothing when nothing a
 * person sees has changed.
 */
export async function recordMatchUpdate(
  tx: Tx,
  actor: MatchActor,
  before: MatchRow,
  action: string,
): Promise<MatchChange[]> {
  const [after] = await tx.select().from(matches).where(eq(matches.id, before.id));
  if (!after) return [];
  const ids = [...new Set([before.homeTeamId, before.awayTeamId, after.homeTeamId, after.awayTeamId])];
  const names = await tx.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids));
  const teamNames = new Map(names.map((t) => [t.id, t.name]));
  const reasonField = reasonLabel(before, after);
  const old = snapshot(before, teamNames, reasonField);
  const now = snapshot(after, teamNames, reasonField);
  const changes = Object.keys(now)
    .filter((field) => old[field] !== now[field])
    .map((field) => ({ field, from: old[field] ?? null, to: now[field] ?? null }));
  if (changes.length > 0) await recordMatchChange(tx, actor, before.id, action, changes);
  return changes;
}

/** An event as one line: 'Tor 23' – Max Muster (Vorlage: Tim Roth)'. */
export function describeEvent(event: MatchEventView): string {
  const label = EVENT_TYPE_LABELS[event.type] ?? event.type;
  const name = (p: MatchEventView["player"]) => (p ? `${p.firstName} ${p.lastName}`.trim() : null);
  const player = name(event.player);
  const assist = name(event.assist);
  return [`${label} ${event.minute}'`, player && ` – ${player}`, assist && ` (Vorlage: ${assist})`]
    .filter(Boolean)
    .join("");
}

/** An event created, changed or deleted, recorded as old → new text. */
export async function recordEventChange(
  tx: Tx,
  actor: MatchActor,
  matchId: string,
  before: MatchEventView | null,
  after: MatchEventView | null,
): Promise<void> {
  const action = !before ? "Ereignis erfasst" : !after ? "Ereignis gelöscht" : "Ereignis bearbeitet";
  const from = before ? describeEvent(before) : null;
  const to = after ? describeEvent(after) : null;
  if (from === to) return;
  await recordMatchChange(tx, actor, matchId, action, [{ field: "Ereignis", from, to }]);
}

const historyColumns = {
  id: matchHistory.id,
  matchId: matchHistory.matchId,
  action: matchHistory.action,
  changes: matchHistory.changes,
  // A key's change names the key and the Administrator it acts for.
  userName: sql<
    string | null
  >`coalesce((select 'API-Schlüssel «' || k.name || '»' || coalesce(' (' || ${user.name} || ')', '') from club_api_keys k where k.id = ${matchHistory.apiKeyId}), ${user.name})`,
  clubId: matchHistory.clubId,
  clubName: clubs.clubName,
  createdAt: matchHistory.createdAt,
};

type HistoryRow = {
  id: string;
  matchId: string;
  action: string;
  changes: unknown;
  userName: string | null;
  clubId: string | null;
  clubName: string | null;
  createdAt: Date;
};

function toEntry(row: HistoryRow): MatchHistoryEntry {
  return {
    ...row,
    changes: Array.isArray(row.changes) ? (row.changes as MatchChange[]) : [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** A match's history, newest first. */
export async function listMatchHistory(db: DbOrTx, matchId: string): Promise<MatchHistoryEntry[]> {
  const rows = await db
    .select(historyColumns)
    .from(matchHistory)
    .leftJoin(user, eq(user.id, matchHistory.userId))
    .leftJoin(clubs, eq(clubs.id, matchHistory.clubId))
    .where(eq(matchHistory.matchId, matchId))
    .orderBy(desc(matchHistory.createdAt), desc(matchHistory.id))
    .limit(500);
  return rows.map(toEntry);
}

/**
 * A match's history as the public sees it, newest first: the clubs answer for their record in
 * public, the people behind an account do not. It reads no account table, so its answer (and
 * the match page that shows it) can be kept by the read cache, which hears of no change there.
 */
export async function listPublicMatchHistory(db: DbOrTx, matchId: string): Promise<MatchHistoryEntry[]> {
  const rows = await db
    .select({ ...historyColumns, userName: sql<string | null>`null` })
    .from(matchHistory)
    .leftJoin(clubs, eq(clubs.id, matchHistory.clubId))
    .where(eq(matchHistory.matchId, matchId))
    .orderBy(desc(matchHistory.createdAt), desc(matchHistory.id))
    .limit(500);
  return rows.map(toEntry);
}

const NOTE_DAYS = 30;
const NOTE_LIMIT = 20;
const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");
const homeClub = alias(clubs, "home_club");
const awayClub = alias(clubs, "away_club");

/**
 * What another club changed in the last 30 days on matches of this club's teams: the note on
 * the club's dashboard, so a change by the opponent never goes unseen.
 */
export async function listMatchChangeNotes(db: DbOrTx, clubId: string): Promise<MatchChangeNote[]> {
  const rows = await db
    .select({
      ...historyColumns,
      homeTeamName: homeTeam.name,
      homeClubName: homeClub.clubName,
      awayTeamName: awayTeam.name,
      awayClubName: awayClub.clubName,
      matchDate: matches.matchDate,
    })
    .from(matchHistory)
    .innerJoin(matches, eq(matches.id, matchHistory.matchId))
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .leftJoin(homeClub, eq(homeClub.id, homeTeam.clubId))
    .leftJoin(awayClub, eq(awayClub.id, awayTeam.clubId))
    .leftJoin(user, eq(user.id, matchHistory.userId))
    .leftJoin(clubs, eq(clubs.id, matchHistory.clubId))
    .where(
      and(
        or(eq(homeTeam.clubId, clubId), eq(awayTeam.clubId, clubId)),
        ne(matchHistory.clubId, clubId),
        sql`${matchHistory.createdAt} > now() - make_interval(days => ${NOTE_DAYS})`,
      ),
    )
    .orderBy(desc(matchHistory.createdAt), desc(matchHistory.id))
    .limit(NOTE_LIMIT);
  return rows.map((r) => ({
    ...toEntry(r),
    homeTeamName: teamLabel(r.homeTeamName, r.homeClubName),
    awayTeamName: teamLabel(r.awayTeamName, r.awayClubName),
    matchDate: r.matchDate.toISOString(),
  }));
}
