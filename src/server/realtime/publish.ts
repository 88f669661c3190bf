import { sql } from "drizzle-orm";
import type { LiveChange } from "#shared/live/stream-frames.ts";
import type { Tx } from "../db/client.ts";
import { realtimeLog } from "../db/schema/index.ts";

/** The PostgreSQL channel every server process LISTENs on; the payload is a realtime_log id. */
export const REALTIME_CHANNEL = "tschutti_live";

// Any constant works; it names the one advisory lock that orders appends to realtime_log.
const LOG_APPEND_LOCK = 727_001;

/**
 * Appends a change of a match to realtime_log and NOTIFYs its id, inside the caller's
 * transaction: the row and the notification exist exactly when the change itself commits.
 *
 * Why the advisory lock: SSE resume sends 'every row after Last-Event-ID', which is only gap-free
 * if ids become visible in increasing order. A bigserial alone does not promise that (a
 * transaction can take id 10, another id 11 and commit first; a client that saw 11 would never
 * get 10). Taking a transaction-scoped lock before drawing the id makes id order equal commit
 * order. Callers publish as the last step of their transaction, so the lock is held only for the
 * insert and the commit.
 */
export async function publishChange(tx: Tx, matchId: string, change: LiveChange): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOG_APPEND_LOCK})`);
  // Raw insert with an explicit ::jsonb cast: the data is stored as a JSON object, never as a
  // JSON string holding JSON.
  const rows = await tx.execute<{ id: string | number }>(sql`
    insert into ${realtimeLog} (match_id, kind, payload)
    values (${matchId}, ${change.kind}, ${JSON.stringify(change.data)}::jsonb)
    returning id`);
  const row = rows[0] ? { id: Number(rows[0].id) } : null;
  if (!row) throw new Error("realtime_log insert returned no row");
  // NOTIFY inside a transaction is delivered on commit, and not at all on rollback.
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${String(row.id)})`);
  return row.id;
}
