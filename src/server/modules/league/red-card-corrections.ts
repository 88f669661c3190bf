import { type SQL, sql } from "drizzle-orm";
import { LEAGUE_OFFICE_MESSAGES } from "#shared/league/schema.ts";
import type { OfficeCardMatch, OfficeRedCard } from "#shared/league/types.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { playerFullName } from "#shared/players/full-name.ts";
import { teamLabel } from "#shared/rankings/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, conflict } from "../../http/errors.ts";
import { countingCorrectionsSql, countingRedCardEventsSql, countingRedCardsSql } from "./group-matches.ts";

// The red cards a «Rote Karte» correction may raise: the team's cards that count in a table of
// the season (`countingRedCardEventsSql`), each raised once.

/** The columns `cardColumnsSql` selects. */
export type CardRow = {
  card_match_date: string | null;
  card_opponent: string | null;
  card_opponent_club: string | null;
  card_minute: number | null;
  card_added_minute: number | null;
  card_first_name: string | null;
  card_last_name: string | null;
};

/**
 * The card of `row` (an alias with team_id, match_id and event_id: a correction or a counting
 * card) as the console names it; its joins come from `cardJoinsSql` of the same alias.
 */
export const cardColumnsSql = sql`cm.match_date as card_match_date, co.name as card_opponent,
  coc.club_name as card_opponent_club, ce.minute as card_minute, ce.added_minute as card_added_minute,
  cp.first_name as card_first_name, cp.last_name as card_last_name`;

export function cardJoinsSql(row: string): SQL {
  const r = sql.raw(row);
  return sql`left join matches cm on cm.id = ${r}.match_id
    left join teams co on co.id = case when cm.home_team_id = ${r}.team_id then cm.away_team_id else cm.home_team_id end
    left join clubs coc on coc.id = co.club_id
    left join match_events ce on ce.id = ${r}.event_id
    left join players cp on cp.id = ce.player_id`;
}

export function cardOf(r: CardRow): OfficeCardMatch {
  return {
    matchDate: r.card_match_date === null ? null : new Date(r.card_match_date).toISOString(),
    opponent: r.card_opponent === null ? null : teamLabel(r.card_opponent, r.card_opponent_club),
    minute: r.card_minute,
    addedMinute: r.card_added_minute,
    player:
      r.card_first_name === null
        ? null
        : playerFullName({ firstName: r.card_first_name, lastName: r.card_last_name ?? "" }),
  };
}

/** The team's counting red cards of the season, in the order they were shown. */
export async function listRaisableRedCards(
  db: DbOrTx,
  teamId: string,
  season: number,
): Promise<OfficeRedCard[]> {
  const rows = await db.execute<CardRow & { event_id: string; match_id: string; raised: boolean }>(sql`
    select c.event_id, c.match_id, ${cardColumnsSql},
           exists (select 1 from fair_play_corrections f where f.event_id = c.event_id) as raised
    from ${countingRedCardEventsSql(season, sql`select ${teamId}::uuid`)} c
    ${cardJoinsSql("c")}
    order by cm.match_date, ce.minute, ce.added_minute nulls first, c.event_id`);
  return [...rows].map((r) => {
    const card = cardOf(r);
    // A counting card's match, opponent and event are there (inner joins in the counting rule).
    return {
      ...card,
      eventId: r.event_id,
      matchId: r.match_id,
      matchDate: card.matchDate ?? "",
      opponent: card.opponent ?? "",
      minute: card.minute ?? 0,
      raised: r.raised,
    };
  });
}

interface NamedCard {
  teamId: string;
  season: number;
  matchId: string;
  eventId: string;
}

/**
 * A «Rote Karte» correction raises one red card's value (up to the catalogue's maximum): the card
 * it names is the team's, in a match of the team's season, counts in a table, and no correction
 * raised it yet. Older corrections name no card and may stand for any of the team's counting
 * cards (`countingCorrectionsSql`): together with the named ones that count, they leave a card
 * to raise only while there are fewer of them than counting cards.
 */
export async function requireRaisableRedCard(tx: DbOrTx, card: NamedCard): Promise<void> {
  // One correction at a time per team, so two at once cannot both take the last card.
  await tx.execute(sql`select 1 from teams where id = ${card.teamId} for update`);
  const [match] = await tx.execute<{ side: "home" | "away"; match_date: string }>(sql`
    select case when m.home_team_id = ${card.teamId} then 'home' else 'away' end as side, m.match_date
    from matches m
    where m.id = ${card.matchId} and ${card.teamId} in (m.home_team_id, m.away_team_id)`);
  if (!match || seasonOf(new Date(match.match_date)) !== card.season) {
    throw badRequest(LEAGUE_OFFICE_MESSAGES.notTeamsMatch, { matchId: LEAGUE_OFFICE_MESSAGES.notTeamsMatch });
  }
  const [event] = await tx.execute<{ id: string }>(sql`
    select e.id from match_events e
    where e.id = ${card.eventId} and e.match_id = ${card.matchId}
      and e.event_type = 'red_card' and e.team_side = ${match.side}`);
  if (!event) {
    throw badRequest(LEAGUE_OFFICE_MESSAGES.notTeamsRedCard, {
      eventId: LEAGUE_OFFICE_MESSAGES.notTeamsRedCard,
    });
  }
  const [counts] = await tx.execute<{
    counting: boolean;
    raised: boolean;
    cards: number;
    corrected: number;
  }>(sql`
    select
      exists (select 1 from ${countingRedCardEventsSql(card.season, sql`select ${card.teamId}::uuid`)} c
        where c.event_id = ${card.eventId}) as counting,
      exists (select 1 from fair_play_corrections f where f.event_id = ${card.eventId}) as raised,
      ${countingRedCardsSql(card.season, card.teamId)} as cards,
      (select count(*)::int from fair_play_corrections f
        where f.team_id = ${card.teamId} and f.season = ${card.season} and f.kind = 'red_card'
          and (not f.names_card or f.id in (
            select k.id from ${countingCorrectionsSql(card.season, sql`select ${card.teamId}::uuid`)} k))
      ) as corrected`);
  if (!counts?.counting) throw conflict(LEAGUE_OFFICE_MESSAGES.redCardNotCounting);
  if (counts.raised) throw conflict(LEAGUE_OFFICE_MESSAGES.redCardRaised);
  if (counts.corrected >= counts.cards) throw conflict(LEAGUE_OFFICE_MESSAGES.noRedCardLeft(counts.cards));
}
