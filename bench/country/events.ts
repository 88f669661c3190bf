import type { TeamSide } from "#shared/constants.ts";
import type { Random } from "./prng.ts";

// The events of one match, consistent with its score and the ticker's rules: every goal of the
// score is one goal, penalty goal or own goal event (an own goal is booked on the side that put
// it into its own net and counts for the other); assists only on a player's goal and never by
// the scorer; a substitution takes a player off (player_id) for one from the bench
// (player_in_id); a yellow-red card follows a yellow for the same player; nobody sent off or
// substituted acts again. Stoppage minutes only on 45 and 90.

export interface EventRow {
  type: string;
  minute: number;
  addedMinute: number | null;
  side: TeamSide;
  playerId: string | null;
  assistId: string | null;
  playerInId: string | null;
  description: string | null;
}

interface Slot {
  minute: number;
  addedMinute: number | null;
  kind: "goal" | "yellow" | "red" | "sub" | "comment";
  side: TeamSide;
}

function minuteOf(rnd: Random, upTo: number): { minute: number; addedMinute: number | null } {
  if (upTo >= 90 && rnd.chance(0.06))
    return { minute: rnd.chance(0.5) ? 45 : 90, addedMinute: rnd.int(1, 5) };
  return { minute: rnd.int(1, upTo), addedMinute: null };
}

/** `upTo`: the minute the match has reached (90 for a played match, less for a live one). */
export function eventsForMatch(
  rnd: Random,
  score: { home: number; away: number },
  squads: Record<TeamSide, string[]>,
  upTo: number,
): EventRow[] {
  const slots: Slot[] = [];
  const add = (kind: Slot["kind"], side: TeamSide) => slots.push({ ...minuteOf(rnd, upTo), kind, side });
  for (const side of ["home", "away"] as const) {
    for (let i = 0; i < score[side]; i++) add("goal", side);
    const share = upTo / 90;
    for (let i = rnd.poisson(1.0 * share); i > 0; i--) add("yellow", side);
    if (rnd.chance(0.03 * share)) add("red", side);
    for (let i = rnd.poisson(0.9 * share); i > 0; i--) add("sub", side);
  }
  if (rnd.chance(0.05)) add("comment", rnd.chance(0.5) ? "home" : "away");
  // Stoppage of the first half belongs before the second half starts.
  const order = (s: Slot) =>
    s.addedMinute ? s.minute + s.addedMinute / 100 : s.minute >= 46 ? s.minute + 0.5 : s.minute;
  slots.sort((a, b) => order(a) - order(b));

  const onPitch = { home: new Set(squads.home.slice(0, 11)), away: new Set(squads.away.slice(0, 11)) };
  const bench = { home: squads.home.slice(11), away: squads.away.slice(11) };
  const booked = new Set<string>();
  const anyOf = (ids: Iterable<string>) => {
    const list = [...ids];
    return list.length ? rnd.pick(list) : null;
  };
  const rows: EventRow[] = [];
  for (const slot of slots) {
    const { minute, addedMinute } = slot;
    const base = { minute, addedMinute, assistId: null, playerInId: null, description: null };
    if (slot.kind === "goal") {
      const other: TeamSide = slot.side === "home" ? "away" : "home";
      if (rnd.chance(0.04)) {
        rows.push({ ...base, type: "own_goal", side: other, playerId: anyOf(onPitch[other]) });
        continue;
      }
      const scorer = anyOf(onPitch[slot.side]);
      const mates = [...onPitch[slot.side]].filter((id) => id !== scorer);
      const assist = scorer && mates.length && rnd.chance(0.6) ? rnd.pick(mates) : null;
      const type = rnd.chance(0.08) ? "penalty_goal" : "goal";
      rows.push({
        ...base,
        type,
        side: slot.side,
        playerId: scorer,
        assistId: type === "goal" ? assist : null,
      });
    } else if (slot.kind === "yellow") {
      const cautioned = [...onPitch[slot.side]].filter((id) => booked.has(id));
      if (cautioned.length && rnd.chance(0.08)) {
        const player = rnd.pick(cautioned);
        onPitch[slot.side].delete(player);
        rows.push({ ...base, type: "yellow_red_card", side: slot.side, playerId: player });
        continue;
      }
      const player = anyOf([...onPitch[slot.side]].filter((id) => !booked.has(id)));
      if (!player) continue;
      booked.add(player);
      rows.push({ ...base, type: "yellow_card", side: slot.side, playerId: player });
    } else if (slot.kind === "red") {
      const player = anyOf(onPitch[slot.side]);
      if (!player) continue;
      onPitch[slot.side].delete(player);
      rows.push({ ...base, type: "red_card", side: slot.side, playerId: player });
    } else if (slot.kind === "sub") {
      const off = anyOf(onPitch[slot.side]);
      const on = bench[slot.side].shift();
      if (!off || !on) continue;
      onPitch[slot.side].delete(off);
      onPitch[slot.side].add(on);
      rows.push({ ...base, type: "substitution", side: slot.side, playerId: off, playerInId: on });
    } else {
      rows.push({
        ...base,
        type: "comment",
        side: slot.side,
        playerId: null,
        description: "Starker Regen, der Platz wird tief.",
      });
    }
  }
  return rows;
}

/** What the timeline rules count: a scorer's goal for its side, an own goal for the other. */
export function scoreOf(rows: EventRow[]): { home: number; away: number } {
  const score = { home: 0, away: 0 };
  for (const row of rows) {
    if (row.type === "goal" || row.type === "penalty_goal") score[row.side]++;
    if (row.type === "own_goal") score[row.side === "home" ? "away" : "home"]++;
  }
  return score;
}
