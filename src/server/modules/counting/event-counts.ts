import { type SQL, sql } from "drizzle-orm";
import { STORED_SCORER_GOAL_TYPES } from "#shared/matches/event-types.ts";

// The one SQL rule for what counts in player statistics and rankings (issue 10 item 5): a goal
// or penalty goal is the named player's goal, an own goal never is; yellow, yellow-red and red
// cards are counted apart. Players' pages, line-ups and the scorer and card rankings all use
// these fragments, so they can never disagree. `e` is the alias of match_events in the query.

function column(e: string, name: string): SQL {
  return sql.raw(`${e}.${name}`);
}

const scorerGoalList = sql.raw(`(${STORED_SCORER_GOAL_TYPES.map((t) => `'${t}'`).join(", ")})`);

/** Whether the event is the named player's goal. */
export function isScorerGoalSql(e: string): SQL {
  return sql`${column(e, "event_type")} in ${scorerGoalList}`;
}

/** Whether the event is a card of any kind. */
export function isCardSql(e: string): SQL {
  return sql`${column(e, "event_type")} in ('yellow_card', 'yellow_red_card', 'red_card')`;
}

/** goals, yellow, yellow_red, red: the counts of the events in `e`, as int columns. */
export function eventCountColumns(e: string): SQL {
  const type = column(e, "event_type");
  return sql`count(*) filter (where ${isScorerGoalSql(e)})::int as goals,
             count(*) filter (where ${type} = 'yellow_card')::int as yellow,
             count(*) filter (where ${type} = 'yellow_red_card')::int as yellow_red,
             count(*) filter (where ${type} = 'red_card')::int as red`;
}

/** The card ranking's keys: sending-offs (red and yellow-red) first, then yellow cards. */
export function cardRankingKeys(e: string): SQL {
  const type = column(e, "event_type");
  return sql`count(*) filter (where ${type} in ('red_card', 'yellow_red_card')) as first_key,
             count(*) filter (where ${type} = 'yellow_card') as second_key`;
}
