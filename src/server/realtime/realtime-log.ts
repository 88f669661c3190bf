import { isLiveChangeKind, type LiveChangeKind } from "#shared/live/stream-frames.ts";
import type { Sql } from "../db/client.ts";
import { LOG_APPEND_LOCK } from "./publish.ts";

// The reads and the pruning of realtime_log that the hub needs; publish.ts writes it.

export interface LogEntry {
  id: number;
  matchId: string;
  /** null: a kind this server version does not know. */
  kind: LiveChangeKind | null;
  /** The change's data as JSON text, written to the stream as is. */
  payload: string;
}

export interface RealtimeLog {
  /** Rows after `id` in id order (of the given matches only, when named). */
  fetchAfter(id: number, limit: number, matchIds?: readonly string[]): Promise<LogEntry[]>;
  maxId(): Promise<number>;
  /**
   * The id of the last append that can ever become visible: where a starting hub stands. Not the
   * table's newest row, which is 0 once pruning has emptied it (a quiet week), though the ids went
   * on: the next change's id then lay far above, read as rows pruned before this process saw them,
   * and every subscriber was told to reload at the first change of the day.
   */
  position(): Promise<number>;
  /** Whether rows after `afterId` may have been pruned, so a replay could have holes. */
  mayHaveLostRows(afterId: number): Promise<boolean>;
  /** Deletes rows older than `retainMs`; returns how many, and the newest id among them. */
  prune(retainMs: number): Promise<{ count: number; upToId: number | null }>;
}

export function realtimeLogOf(sql: Sql): RealtimeLog {
  return {
    async fetchAfter(id, limit, matchIds) {
      const filter = matchIds ? sql`and match_id in ${sql(matchIds as string[])}` : sql``;
      const rows = await sql<{ id: string; match_id: string; kind: string; payload: string }[]>`
        select id, match_id, kind, payload::text as payload
        from realtime_log where id > ${id} ${filter}
        order by id limit ${limit}`;
      return rows.map((r) => ({
        id: Number(r.id),
        matchId: r.match_id,
        // Only publishChange() writes the log, from a typed change; another kind can only come
        // from a newer server version, and is passed over (null) rather than sent unknown.
        kind: isLiveChangeKind(r.kind) ? r.kind : null,
        payload: r.payload,
      }));
    },

    async maxId() {
      const [row] = await sql<{ max: string | null }[]>`select max(id)::text as max from realtime_log`;
      return Number(row?.max ?? 0);
    },

    async position() {
      // Under the append lock no id is drawn and still uncommitted (publish.ts), so the sequence's
      // last id is the last append, committed or rolled back (a gap is no loss).
      return sql.begin(async (tx) => {
        await tx`select pg_advisory_xact_lock(${LOG_APPEND_LOCK})`;
        const [row] = await tx<{ at: string }[]>`
          select (case when is_called then last_value else 0 end)::text as at from realtime_log_id_seq`;
        return Number(row?.at ?? 0);
      });
    },

    async mayHaveLostRows(afterId) {
      const [row] = await sql<{ min: string | null }[]>`select min(id)::text as min from realtime_log`;
      return row?.min === null || row?.min === undefined ? true : Number(row.min) > afterId + 1;
    },

    async prune(retainMs) {
      const [row] = await sql<{ count: number; up_to: string | null }[]>`
        with pruned as (
          delete from realtime_log where created_at < now() - make_interval(secs => ${retainMs / 1000})
          returning id
        )
        select count(*)::int as count, max(id)::text as up_to from pruned`;
      return { count: row?.count ?? 0, upToId: row?.up_to ? Number(row.up_to) : null };
    },
  };
}
