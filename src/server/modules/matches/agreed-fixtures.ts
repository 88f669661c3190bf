import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { matches } from "../../db/schema/index.ts";
import { closeOvertakenProposals } from "./agreed-record.ts";
import { type MatchActor, recordMatchUpdate } from "./match-history.ts";
import { publishMatch } from "./match-writes.ts";

// A club that deletes a team, or itself, leaves the fixtures it agreed with other clubs. They are
// part of the other club's schedule, its fans' calendars and its league's plan: taken out
// silently, the other club would learn of it on the pitch. They are called off instead, with
// the reason, as any cancellation shows («Grund: …»), and stay in both clubs' records.

/** THE rule of an agreed record (isAgreedMatch) over `matches` rows named `m`, in SQL. */
export function agreedBetweenClubsSql(m: string): SQL {
  const match = sql.raw(m);
  return sql`(${match}.acceptance = 'accepted' and exists (
    select 1 from teams h join teams a on a.id = ${match}.away_team_id
    where h.id = ${match}.home_team_id and h.club_id is not null and a.club_id is not null
      and h.club_id <> a.club_id))`;
}

/**
 * Cancels the agreed fixtures of `teamIds` that are still to be played, inside the caller's
 * transaction, each with the history entry and the frame every cancellation has; questions the
 * clubs had asked about them are closed. Returns how many were called off.
 */
export async function callOffAgreedFixtures(
  tx: Tx,
  actor: MatchActor,
  teamIds: readonly string[],
  reason: string,
): Promise<number> {
  if (teamIds.length === 0) return 0;
  const ids = sql.join(
    teamIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const open = await tx
    .select()
    .from(matches)
    .where(
      sql`(${matches.homeTeamId} in (${ids}) or ${matches.awayTeamId} in (${ids}))
        and ${matches.status} in ('scheduled', 'postponed') and ${agreedBetweenClubsSql("matches")}`,
    )
    .orderBy(matches.id)
    .for("update");
  for (const before of open) {
    await tx
      .update(matches)
      .set({ status: "cancelled", cancellationReason: reason, liveUndo: null, updatedAt: new Date() })
      .where(sql`${matches.id} = ${before.id}`);
    await closeOvertakenProposals(tx, actor, before.id, "Vorschlag durch die Absage hinfällig");
    await recordMatchUpdate(tx, actor, before, "Spiel abgesagt");
    await publishMatch(tx, before.id);
  }
  return open.length;
}
