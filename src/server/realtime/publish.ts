import { type SQL, sql } from "drizzle-orm";
import { isLiveChangeKind, type LiveChange } from "#shared/live/stream-frames.ts";
import type { Tx } from "../db/client.ts";
import { realtimeLog } from "../db/schema/index.ts";
import type { LogEntry } from "./realtime-log.ts";

/** The PostgreSQL channel every server process LISTENs on; the payload: see parseNotification. */
export const REALTIME_CHANNEL = "tschutti_live";

// Any constant works; it names the one advisory lock that orders appends to realtime_log.
export const LOG_APPEND_LOCK = 727_001;

/** NOTIFY payloads must stay below 8000 bytes; a longer row is announced by its id alone. */
const MAX_NOTIFY_BYTES = 7_999;

/**
 * Appends a change of a match to realtime_log and NOTIFYs it, inside the caller's transaction:
 * the row and the notification exist exactly when the change itself commits.
 *
 * Why the advisory lock: SSE resume sends 'every row after Last-Event-ID', which is only gap-free
 * if ids become visible in increasing order. A bigserial alone does not promise that (a
 * transaction can take id 10, another id 11 and commit first; a client that saw 11 would never
 * get 10). Taking a transaction-scoped lock before drawing the id makes id order equal commit
 * order. Callers publish as the last step of their transaction, so the lock is held only for the
 * insert and the commit.
 *
 * Lock, insert and notify are one statement (the insert reads its row from the lock's CTE, so
 * the lock is taken before the id is drawn): one round trip inside the writer's transaction
 * instead of three. The notification carries the row as the log stores it (payload as jsonb
 * text), so that a hub can send it without reading it back.
 */
export async function publishChange(tx: Tx, matchId: string, change: LiveChange): Promise<number> {
  const rows = await tx.execute<{ id: string | number }>(sql`
    with locked as materialized (select pg_advisory_xact_lock(${LOG_APPEND_LOCK})),
    appended as (
      insert into ${realtimeLog} (match_id, kind, payload)
      select ${matchId}::uuid, ${change.kind}, ${JSON.stringify(change.data)}::jsonb from locked
      returning id, id::text || ' ' || match_id::text || ' ' || kind || ' ' || payload::text as message
    )
    select id, pg_notify(${REALTIME_CHANNEL},
      case when octet_length(message) <= ${MAX_NOTIFY_BYTES} then message else id::text end)
    from appended`);
  // NOTIFY inside a transaction is delivered on commit, and not at all on rollback.
  const id = rows[0] ? Number(rows[0].id) : null;
  if (id === null) throw new Error("realtime_log insert returned no row");
  return id;
}

/**
 * publishChange for a writer that makes its whole change in one statement: the CTEs
 * `log_locked`, `log_appended` and `log_notified` append `changes` (a query of `ord`, `kind`,
 * `payload` jsonb, appended in `ord` order) under the same lock and NOTIFY each row as
 * publishChange does. `log_notified` must be read by the statement's final select (a CTE that
 * is not read does not run); `guard` is a CTE of the statement that yields a row only when the
 * change is made, so a statement that writes nothing takes no lock.
 */
export function appendChangesSql(matchId: string, changes: SQL, guard: string): SQL {
  return sql`log_locked as materialized (select pg_advisory_xact_lock(${LOG_APPEND_LOCK}) from ${sql.identifier(guard)}),
    log_appended as (
      insert into ${realtimeLog} (match_id, kind, payload)
      select ${matchId}::uuid, c.kind, c.payload from log_locked, (${changes}) c order by c.ord
      returning id, id::text || ' ' || match_id::text || ' ' || kind || ' ' || payload::text as message
    ),
    log_notified as (
      select id, pg_notify(${REALTIME_CHANNEL},
        case when octet_length(message) <= ${MAX_NOTIFY_BYTES} then message else id::text end)
      from log_appended
    )`;
}

/**
 * A notification is `<id> <match id> <kind> <payload json>`, or `<id>` alone when the row was
 * too long for NOTIFY (or came from an older server): then `entry` is null and the row must be
 * read from realtime_log.
 */
export function parseNotification(payload: string): { id: number; entry: LogEntry | null } {
  const first = payload.indexOf(" ");
  if (first < 0) return { id: Number(payload), entry: null };
  const id = Number(payload.slice(0, first));
  const second = payload.indexOf(" ", first + 1);
  const third = second < 0 ? -1 : payload.indexOf(" ", second + 1);
  if (third < 0) return { id, entry: null };
  const kind = payload.slice(second + 1, third);
  return {
    id,
    entry: {
      id,
      matchId: payload.slice(first + 1, second),
      // As realtime-log.ts reads rows: a kind this version does not know is passed over.
      kind: isLiveChangeKind(kind) ? kind : null,
      payload: payload.slice(third + 1),
    },
  };
}
