import { describe, expect, it } from "vitest";
import type { EventType, TeamSide } from "../constants.ts";
import {
  afterFinalWhistle,
  deriveTimeline,
  findTimelineViolation,
  formatEventMinute,
  generatedEventText,
  rederiveTimeline,
  scoreAfterGoalChange,
  scoreFromEvents,
  scoreHoldsEvents,
  TIMELINE_MESSAGES,
  type TimelineEvent,
} from "./timeline.ts";

let seq = 0;
function ev(
  type: EventType,
  minute: number,
  rest: Partial<TimelineEvent> & { teamSide?: TeamSide | null } = {},
): TimelineEvent {
  seq++;
  return {
    id: `e${seq}`,
    type,
    minute,
    addedMinute: null,
    teamSide: null,
    playerId: null,
    playerName: null,
    playerInId: null,
    playerInName: null,
    assistPlayerId: null,
    description: null,
    sequence: seq,
    ...rest,
  };
}

const teams = { home: "FC Seeblick 1. Mannschaft", away: "FC Neuling" };
const texts = (events: TimelineEvent[]) => deriveTimeline(events, teams).map((d) => d.derived.text);

describe("running score and texts, derived when read", () => {
  it("numbers goals in timeline order, whatever the entry order", () => {
    const late = ev("goal", 80, { teamSide: "home", playerId: "p1", playerName: "Lena Frei" });
    const early = ev("goal", 10, { teamSide: "away" });
    expect(texts([late, early])).toEqual(["Tor für FC Neuling zum 0:1", "Tor durch Lena Frei zum 1:1"]);
  });

  it("renumbers everything after an edited or deleted goal", () => {
    const a = ev("goal", 10, { teamSide: "home", playerName: "A", playerId: "a" });
    const b = ev("goal", 20, { teamSide: "home", playerName: "B", playerId: "b" });
    const c = ev("goal", 30, { teamSide: "home", playerName: "C", playerId: "c" });
    expect(texts([a, b, c])[2]).toBe("Tor durch C zum 3:0");
    expect(texts([b, c])).toEqual(["Tor durch B zum 1:0", "Tor durch C zum 2:0"]);
    expect(texts([a, { ...b, teamSide: "away" }, c])[2]).toBe("Tor durch C zum 2:1");
  });

  it("an own goal counts for the other side; a missed penalty for nobody", () => {
    const own = ev("ownGoal", 5, { teamSide: "home", playerName: "Marco Keller", playerId: "m" });
    const penalty = ev("penaltyGoal", 7, { teamSide: "home" });
    const missed = ev("missedPenalty", 9, { teamSide: "away" });
    expect(texts([own, penalty, missed])).toEqual([
      "Eigentor von Marco Keller zum 0:1",
      "Elfmetertor für FC Seeblick 1. Mannschaft zum 1:1",
      "Elfmeter verschossen von FC Neuling",
    ]);
    expect(scoreFromEvents([own, penalty, missed])).toEqual({ home: 1, away: 1 });
  });

  it("keeps a club's own text, and orders stoppage minutes between 45 and 46", () => {
    const second = ev("kickoff", 46);
    const stoppage = ev("goal", 45, { addedMinute: 2, teamSide: "away", description: "Kopfball" });
    const first = ev("goal", 45, { teamSide: "home" });
    const derived = deriveTimeline([second, stoppage, first], teams);
    expect(derived.map((d) => d.event.id)).toEqual([first.id, stoppage.id, second.id]);
    expect(derived[1]?.derived).toEqual({ score: { home: 1, away: 1 }, text: "Kopfball" });
    expect(formatEventMinute(45, 2)).toBe("45+2'");
    expect(formatEventMinute(12, null)).toBe("12'");
  });

  it("writes substitutions as a pair and cards without a player for the team", () => {
    const base = { minute: 60, playerName: "B", playerInName: "A" };
    expect(generatedEventText({ ...base, type: "substitution" }, "FC Neuling", null)).toBe(
      "Wechsel bei FC Neuling: A kommt für B",
    );
    expect(
      generatedEventText(
        { ...base, type: "substitution", playerName: null, playerInName: null },
        "FC Neuling",
        null,
      ),
    ).toBe("Wechsel bei FC Neuling");
    expect(generatedEventText({ ...base, type: "yellowRedCard", playerName: null }, "FC Neuling", null)).toBe(
      "Gelb-Rote Karte für FC Neuling",
    );
  });
});

describe("rules on the timeline", () => {
  it("refuses an event written after the final whistle, not one in its minute, nor the whistle itself", () => {
    const whistle = ev("finalWhistle", 90, { addedMinute: 3 });
    expect(afterFinalWhistle(ev("goal", 91), [whistle])).toBe(TIMELINE_MESSAGES.afterFinalWhistle("90+3"));
    expect(afterFinalWhistle(ev("goal", 90, { addedMinute: 4 }), [whistle])).not.toBeNull();
    expect(afterFinalWhistle(ev("goal", 90, { addedMinute: 3 }), [whistle])).toBeNull();
    expect(afterFinalWhistle(ev("goal", 50), [whistle])).toBeNull();
    expect(afterFinalWhistle(ev("goal", 95), [])).toBeNull();
    // Ending a match whose events were typed a minute ahead of the clock.
    expect(afterFinalWhistle(ev("finalWhistle", 2), [ev("goal", 3)])).toBeNull();
  });

  it("a player sent off (red or yellow-red) takes no further part", () => {
    for (const type of ["redCard", "yellowRedCard"] as const) {
      const card = ev(type, 30, { teamSide: "home", playerId: "p", playerName: "Lena Frei" });
      const goal = ev("goal", 40, { teamSide: "home", playerId: "p" });
      expect(findTimelineViolation([card, goal])).toEqual({
        eventId: goal.id,
        field: "playerId",
        message: TIMELINE_MESSAGES.sentOff("Lena Frei"),
      });
      // A goal before the card is fine.
      expect(findTimelineViolation([card, { ...goal, minute: 20 }])).toBeNull();
    }
  });

  it("an assist after the sending-off is refused too", () => {
    const card = ev("redCard", 30, { teamSide: "home", playerId: "p", playerName: "P" });
    const goal = ev("goal", 40, { teamSide: "home", playerId: "q", assistPlayerId: "p" });
    expect(findTimelineViolation([card, goal])?.field).toBe("assistPlayerId");
  });

  it("a substituted player does not come back and nobody comes on twice", () => {
    const sub = ev("substitution", 60, {
      teamSide: "home",
      playerId: "off",
      playerName: "Off",
      playerInId: "on",
      playerInName: "On",
    });
    const back = ev("substitution", 70, { teamSide: "home", playerId: "x", playerInId: "off" });
    expect(findTimelineViolation([sub, back])?.message).toBe(TIMELINE_MESSAGES.substitutedOff("Off"));
    const twice = ev("substitution", 75, { teamSide: "home", playerId: "y", playerInId: "on" });
    expect(findTimelineViolation([sub, twice])?.message).toBe(TIMELINE_MESSAGES.cameOnTwice("On"));
    const goalAfter = ev("goal", 80, { teamSide: "home", playerId: "off" });
    expect(findTimelineViolation([sub, goalAfter])?.message).toBe(TIMELINE_MESSAGES.substitutedOff("Off"));
    const goalOfSubstitute = ev("goal", 80, { teamSide: "home", playerId: "on" });
    expect(findTimelineViolation([sub, goalOfSubstitute])).toBeNull();
  });
});

describe("rederiveTimeline: a held timeline after a live frame", () => {
  const lena = { id: "p-lena", firstName: "Lena", lastName: "Frei" };
  const mia = { id: "p-mia", firstName: "Mia", lastName: "Keller" };
  function entry(id: string, type: EventType, minute: number, teamSide: TeamSide, createdAt: string) {
    return {
      id,
      type,
      minute,
      addedMinute: null,
      teamSide,
      customDescription: null,
      player: teamSide === "home" ? lena : mia,
      playerIn: null,
      assist: null,
      createdAt,
      // What the server had sent: stale on purpose, the derivation must not keep it.
      description: "alt",
      score: null,
    };
  }

  it("renumbers every later goal when an earlier one is inserted, and again when it is deleted", () => {
    const held = [
      entry("a", "goal", 20, "home", "2026-05-05T13:20:00.000Z"),
      entry("b", "goal", 30, "away", "2026-05-05T13:30:00.000Z"),
    ];
    const inserted = rederiveTimeline(
      [...held, entry("c", "goal", 10, "away", "2026-05-05T13:35:00.000Z")],
      teams,
    );
    expect(inserted.map((e) => [e.id, e.description, e.score])).toEqual([
      ["c", "Tor durch Mia Keller zum 0:1", { home: 0, away: 1 }],
      ["a", "Tor durch Lena Frei zum 1:1", { home: 1, away: 1 }],
      ["b", "Tor durch Mia Keller zum 1:2", { home: 1, away: 2 }],
    ]);
    const deleted = rederiveTimeline(
      inserted.filter((e) => e.id !== "a"),
      teams,
    );
    expect(deleted.map((e) => e.description)).toEqual([
      "Tor durch Mia Keller zum 0:1",
      "Tor durch Mia Keller zum 0:2",
    ]);
  });

  it("keeps a club's own text, orders by stoppage minute and entry time, and names a side without player", () => {
    const own = {
      ...entry("own", "goal", 45, "home", "2026-05-05T14:00:00.000Z"),
      customDescription: "Traumtor!",
    };
    const late = {
      ...entry("late", "goal", 45, "away", "2026-05-05T13:59:00.000Z"),
      addedMinute: 2,
      player: null,
    };
    const result = rederiveTimeline([late, own], teams);
    expect(result.map((e) => [e.id, e.description])).toEqual([
      ["own", "Traumtor!"],
      ["late", "Tor für FC Neuling zum 1:1"],
    ]);
  });
});

describe("the score after goal events changed", () => {
  const live = { status: "live", homeScore: 1, awayScore: 0 };
  const entered = { status: "completed", homeScore: 2, awayScore: 1 };

  it("follows the events while the match is played, and where the score is theirs", () => {
    expect(scoreAfterGoalChange(live, { home: 1, away: 0 }, { home: 1, away: 1 })).toEqual({
      home: 1,
      away: 1,
    });
    const fromEvents = { status: "completed", homeScore: 1, awayScore: 1 };
    expect(scoreAfterGoalChange(fromEvents, { home: 1, away: 1 }, { home: 0, away: 1 })).toEqual({
      home: 0,
      away: 1,
    });
  });

  it("keeps a final score entered with more goals than its events name, raised only beyond it", () => {
    expect(scoreAfterGoalChange(entered, { home: 0, away: 0 }, { home: 1, away: 0 })).toEqual({
      home: 2,
      away: 1,
    });
    expect(scoreAfterGoalChange(entered, { home: 1, away: 0 }, { home: 0, away: 0 })).toEqual({
      home: 2,
      away: 1,
    });
    expect(scoreAfterGoalChange(entered, { home: 2, away: 0 }, { home: 3, away: 0 })).toEqual({
      home: 3,
      away: 1,
    });
  });

  it("takes a final score that holds at least the events' goals on each side", () => {
    expect(scoreHoldsEvents({ home: 2, away: 1 }, { home: 1, away: 1 })).toBe(true);
    expect(scoreHoldsEvents({ home: 2, away: 0 }, { home: 1, away: 1 })).toBe(false);
  });
});
