import type { TeamSide } from "../constants.ts";
import { formatCount, toZurichDateInput } from "../format.ts";
import type { LineupEntryView, SideLineup } from "../lineups/types.ts";
import {
  formatScore,
  goalSteps,
  goalsMatchResult,
  halfTimeScore,
  newspaperMinute,
  orderedEvents,
  type TextEvent,
} from "./match-text.ts";
import { resultLabel, resultNote } from "./result-mark.ts";
import type { Score } from "./timeline.ts";

// The Matchtelegramm: the block of facts a Swiss newspaper prints under a match, in
// its usual order. Each part is written only from what Tschutti holds; a part without data is
// left out, never filled in. Deterministic: the same match gives the same text, byte for byte.
//
//   FC Seeblick – FC Neuling 2:1 (1:0)
//   Sportanlage Seeblick. – 120 Zuschauer. – SR Meier.
//   Tore: 12. Lena Frei 1:0. 56. Marco Keller 1:1. 90+2. Nina Graf (Penalty) 2:1.
//   FC Seeblick: Sara Huber; Lena Frei, Nina Graf (67. Mia Roth).
//   Wechsel FC Neuling: 70. Tim Frei für Jan Berger.
//   Verwarnungen: 34. Marco Keller (FC Neuling).
//   Platzverweise: 80. Tim Meier (FC Neuling, Gelb-Rote Karte).
//   Bemerkungen: 60. Lena Frei (FC Seeblick) verschiesst einen Penalty.
//
// A forfeit reads «3:0 (Forfait)», a score the league office let stand after an abort «2:1
// (Spielabbruch)» (the match page's marks, no half time to show), and the remarks name why first.

export interface TelegrammInput {
  homeName: string;
  awayName: string;
  score: Score;
  venue: string | null;
  attendance: number | null;
  referee: string | null;
  events: readonly TextEvent[];
  lineups: { home: SideLineup | null; away: SideLineup | null };
  /** The side that forfeited: the score reads «3:0 (Forfait)», as on the match page. */
  forfeit: TeamSide | null;
  /** The reason the match page shows beside a score the league office let stand after an abort. */
  abortReason: string | null;
}

/** A sentence part ends with exactly one full stop (a typed 'Seeblick.' keeps its own). */
function withStop(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function sideName(input: TelegrammInput, side: TeamSide | null): string | null {
  if (side === "home") return input.homeName;
  if (side === "away") return input.awayName;
  return null;
}

/** Who an event names: the player, else the side it was entered for ('ohne Spieler'). */
function actor(input: TelegrammInput, event: TextEvent): string | null {
  return event.playerName ?? sideName(input, event.teamSide);
}

function headline(input: TelegrammInput): string {
  // A result not played out has no half time to show; its mark stands where the half-time score would.
  const label = resultLabel(input);
  const half = label === null ? halfTimeScore(input.events, input.score) : null;
  const mark = label ? ` (${label})` : half ? ` (${formatScore(half)})` : "";
  return `${input.homeName} – ${input.awayName} ${formatScore(input.score)}${mark}`;
}

function factsLine(input: TelegrammInput): string | null {
  const parts: string[] = [];
  const venue = input.venue?.trim();
  if (venue) parts.push(withStop(venue));
  if (input.attendance !== null) parts.push(`${formatCount(input.attendance)} Zuschauer.`);
  // The name alone is asked for; a club that typed «SR Meier» is printed «SR Meier», not «SR SR Meier».
  const referee = input.referee?.trim().replace(/^(SR\.?|Schiedsrichter(in)?)\s+/i, "");
  if (referee) parts.push(withStop(`SR ${referee}`));
  return parts.length ? parts.join(" – ") : null;
}

function goalsLine(input: TelegrammInput): string | null {
  const steps = goalSteps(input.events);
  if (steps.length === 0) return null;
  // Running scores only when the ticker's goals are the whole result.
  const withScores = goalsMatchResult(input.events, input.score);
  const items = steps.map(({ event, after }) => {
    const mark = event.type === "penaltyGoal" ? " (Penalty)" : event.type === "ownGoal" ? " (Eigentor)" : "";
    const who = actor(input, event) ?? "";
    const score = withScores ? ` ${formatScore(after)}` : "";
    return `${newspaperMinute(event)} ${who}${mark}${score}`.replace(/\s+/g, " ").trim();
  });
  return `Tore: ${items.map(withStop).join(" ")}`;
}

/**
 * 'Nina Graf (67. Mia Roth)': each player brought on for this one, with the minute. The changes
 * it places go into `placed`, so those it cannot place are listed apart.
 */
function withSubstitutes(
  entry: LineupEntryView,
  substitutions: TextEvent[],
  names: Map<string, string>,
  placed: Set<TextEvent>,
) {
  const chain: string[] = [];
  let current = entry.playerId;
  while (current) {
    const off = current;
    const change = substitutions.find((s) => s.playerId === off);
    if (!change) break;
    const incoming = change.playerInName ?? (change.playerInId ? names.get(change.playerInId) : undefined);
    if (!incoming) break;
    chain.push(`${newspaperMinute(change)} ${incoming}`);
    placed.add(change);
    current = change.playerInId;
  }
  return chain.length ? `${entry.name} (${chain.join(", ")})` : entry.name;
}

/**
 * '70. Tim Frei für Jan Berger', or what is known of the change: who came on, who went off, or
 * neither. A change entered without players still names itself, as the line's other items name
 * their players: «75. Wechsel (Namen nicht erfasst)», not a bare «75. ohne Namen».
 */
function substitutionItem(change: TextEvent, names: Map<string, string>): string {
  const on = change.playerInName ?? (change.playerInId ? names.get(change.playerInId) : undefined);
  const off = change.playerName ?? (change.playerId ? names.get(change.playerId) : undefined);
  const what =
    on && off
      ? `${on} für ${off}`
      : on
        ? `${on} (eingewechselt)`
        : off
          ? `${off} (ausgewechselt)`
          : "Wechsel (Namen nicht erfasst)";
  return `${newspaperMinute(change)} ${what}`;
}

/**
 * A side's line-up with each substitute in brackets behind the player they replaced; a side
 * whose line-up was not recorded has its substitutions on a line in its place, since they are
 * facts of the match all the same: «Wechsel FC Neuling: 70. Tim Frei für Jan Berger.» A change
 * the brackets cannot hold (its player off not in the line-up, or not named) follows the
 * line-up on a line of its own: «Weitere Wechsel FC Seeblick: 70. Lara Keller (eingewechselt).»
 */
function lineupLines(input: TelegrammInput, side: TeamSide): (string | null)[] {
  const lineup = input.lineups[side];
  const starters = lineup?.starters.filter((e) => e.name.trim() !== "") ?? [];
  const names = new Map(
    lineup
      ? [...lineup.starters, ...lineup.bench].flatMap((e) =>
          e.playerId ? [[e.playerId, e.name] as const] : [],
        )
      : [],
  );
  const substitutions = orderedEvents(input.events).filter(
    (e) => e.type === "substitution" && e.teamSide === side,
  );
  const changesLine = (label: string, changes: TextEvent[]) =>
    listLine(
      `${label} ${sideName(input, side)}`,
      changes.map((change) => substitutionItem(change, names)),
    );
  if (starters.length === 0) return [changesLine("Wechsel", substitutions)];
  const placed = new Set<TextEvent>();
  const keeper = starters.find((e) => e.isGoalkeeper);
  const field = starters
    .filter((e) => e !== keeper)
    .map((e) => withSubstitutes(e, substitutions, names, placed));
  const players = keeper
    ? `${withSubstitutes(keeper, substitutions, names, placed)}${field.length ? `; ${field.join(", ")}` : ""}`
    : field.join(", ");
  return [
    `${sideName(input, side)}: ${withStop(players)}`,
    changesLine(
      "Weitere Wechsel",
      substitutions.filter((change) => !placed.has(change)),
    ),
  ];
}

function listLine(label: string, items: string[]): string | null {
  return items.length ? `${label}: ${items.join(", ")}.` : null;
}

function cardsLines(input: TelegrammInput): (string | null)[] {
  const events = orderedEvents(input.events);
  // A booked player's side in brackets, as a goal's kind is («31. Tim Meier (FC Neuling)»): a
  // card has no running score to tell the side by. A card entered 'ohne Spieler' names the side
  // already.
  const item = (event: TextEvent, card?: string) => {
    const who = actor(input, event);
    if (!who) return null;
    const side = event.playerName ? sideName(input, event.teamSide) : null;
    const notes = [side, card].filter((n): n is string => Boolean(n));
    return `${newspaperMinute(event)} ${who}${notes.length ? ` (${notes.join(", ")})` : ""}`;
  };
  const warnings = events.filter((e) => e.type === "yellowCard").map((e) => item(e));
  const sendingsOff = events
    .filter((e) => e.type === "yellowRedCard" || e.type === "redCard")
    .map((e) => item(e, e.type === "yellowRedCard" ? "Gelb-Rote Karte" : "Rote Karte"));
  const known = (items: (string | null)[]) => items.filter((i): i is string => i !== null);
  return [listLine("Verwarnungen", known(warnings)), listLine("Platzverweise", known(sendingsOff))];
}

/** Why the result stands: the office's decision after an abort, else who did not play a forfeit. */
function resultRemark(input: TelegrammInput): string | null {
  const note = resultNote(input, input.homeName, input.awayName);
  return note === null ? null : withStop(note);
}

function remarksLine(input: TelegrammInput): string | null {
  const fromEvents = orderedEvents(input.events).flatMap((event) => {
    if (event.type === "missedPenalty") {
      // The player's side in brackets, as a booking's: whose penalty it was is not in the name.
      const side = event.playerName ? sideName(input, event.teamSide) : null;
      const who = event.playerName && side ? `${event.playerName} (${side})` : actor(input, event);
      const text = who ? `${who} verschiesst einen Penalty` : "Penalty verschossen";
      return [withStop(`${newspaperMinute(event)} ${text}`)];
    }
    const comment = event.type === "comment" ? event.description?.trim() : null;
    return comment ? [withStop(`${newspaperMinute(event)} ${comment.replace(/\s+/g, " ")}`)] : [];
  });
  const remark = resultRemark(input);
  const items = remark ? [remark, ...fromEvents] : fromEvents;
  return items.length ? `Bemerkungen: ${items.join(" ")}` : null;
}

/** The Matchtelegramm of a completed match as plain text (lines end with '\n'). */
export function buildMatchTelegramm(input: TelegrammInput): string {
  const lines = [
    headline(input),
    factsLine(input),
    goalsLine(input),
    ...lineupLines(input, "home"),
    ...lineupLines(input, "away"),
    ...cardsLines(input),
    remarksLine(input),
  ].filter((line): line is string => line !== null);
  return `${lines.join("\n")}\n`;
}

export const TELEGRAMM_MESSAGES = {
  notCompleted: "Das Matchtelegramm gibt es erst, wenn das Spiel beendet ist",
  copied: "Matchtelegramm kopiert",
} as const;

/** 'matchtelegramm-fc-seeblick-fc-neuling-2025-05-05.txt' for the download. */
export function telegrammFileName(homeName: string, awayName: string, matchDate: string): string {
  const slug = `${homeName}-${awayName}`
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `matchtelegramm-${slug}-${toZurichDateInput(matchDate).date}.txt`;
}
