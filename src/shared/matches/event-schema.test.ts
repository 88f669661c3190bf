import { describe, expect, it } from "vitest";
import { EVENT_MESSAGES, matchEventInputSchema, resolveEventSide } from "./event-schema.ts";

const PLAYER = "0d6f4b7e-3c1a-4b8e-9a55-0a4f1d2b3c4d";
const OTHER = "1d6f4b7e-3c1a-4b8e-9a55-0a4f1d2b3c4d";

function firstMessage(input: unknown) {
  return matchEventInputSchema.safeParse(input).error?.issues[0]?.message;
}

describe("the event's type", () => {
  it("asks for a type left out, and names one off the list as unknown", () => {
    expect(firstMessage({ minute: 3 })).toBe(EVENT_MESSAGES.required);
    expect(firstMessage({ type: "penalty", minute: 3 })).toBe(EVENT_MESSAGES.unknownType);
    expect(EVENT_MESSAGES.unknownType).toContain("penaltyGoal");
  });
});

describe("events without a player", () => {
  it("a sided event needs a player or a side ('ohne Spieler'), in both forms", () => {
    for (const source of ["report", "live"] as const) {
      for (const type of ["goal", "ownGoal", "penaltyGoal", "yellowCard", "yellowRedCard", "substitution"]) {
        expect(firstMessage({ type, minute: 3, source })).toBe(EVENT_MESSAGES.sideRequired);
        expect(firstMessage({ type, minute: 3, source, teamSide: "away" })).toBeUndefined();
      }
    }
  });

  it("a kickoff names nobody; a comment needs its text", () => {
    expect(firstMessage({ type: "kickoff", minute: 0, playerId: PLAYER })).toBe(EVENT_MESSAGES.invalidPlayer);
    expect(firstMessage({ type: "comment", minute: 12 })).toBe(EVENT_MESSAGES.commentRequired);
    expect(firstMessage({ type: "comment", minute: 12, description: "Regen setzt ein" })).toBeUndefined();
  });

  it("a substitution names two different players; only a substitution names one coming on", () => {
    expect(firstMessage({ type: "substitution", minute: 60, playerId: PLAYER, playerInId: PLAYER })).toBe(
      EVENT_MESSAGES.playerInIsPlayerOut,
    );
    expect(firstMessage({ type: "goal", minute: 60, playerId: PLAYER, playerInId: OTHER })).toBe(
      EVENT_MESSAGES.playerInOnlyForSubstitution,
    );
  });

  it("stoppage minutes only after 45, 90, 105 and 120", () => {
    expect(matchEventInputSchema.parse({ type: "kickoff", minute: 45, addedMinute: "2" }).addedMinute).toBe(
      2,
    );
    expect(
      matchEventInputSchema.parse({ type: "kickoff", minute: 30, addedMinute: "" }).addedMinute,
    ).toBeNull();
    expect(firstMessage({ type: "kickoff", minute: 30, addedMinute: 2 })).toBe(
      EVENT_MESSAGES.addedMinuteBase,
    );
    expect(firstMessage({ type: "kickoff", minute: 90, addedMinute: 31 })).toBe(
      EVENT_MESSAGES.addedMinuteRange,
    );
  });
});

describe("event schema", () => {
  it("requires type and minute", () => {
    expect(firstMessage({ minute: 3 })).toBe(EVENT_MESSAGES.required);
    expect(firstMessage({ type: "kickoff" })).toBe(EVENT_MESSAGES.required);
    expect(firstMessage({ type: "kickoff", minute: "" })).toBe(EVENT_MESSAGES.required);
  });

  it("takes minutes 0 to 120, also as form text", () => {
    expect(matchEventInputSchema.parse({ type: "kickoff", minute: "0" }).minute).toBe(0);
    expect(matchEventInputSchema.parse({ type: "kickoff", minute: 120 }).minute).toBe(120);
    expect(firstMessage({ type: "kickoff", minute: 121 })).toBe(EVENT_MESSAGES.minuteRange);
    expect(firstMessage({ type: "kickoff", minute: -1 })).toBe(EVENT_MESSAGES.minuteRange);
  });

  it("takes a minute as a number or a plain digit string: a blank one is missing, hex and exponents are no minute", () => {
    for (const minute of [" ", "\t"]) {
      expect(firstMessage({ type: "kickoff", minute }), JSON.stringify(minute)).toBe(EVENT_MESSAGES.required);
    }
    for (const minute of ["0x10", "1e1", "0b11", "12.0", "Infinity"]) {
      expect(firstMessage({ type: "kickoff", minute }), minute).toBe(EVENT_MESSAGES.minuteRange);
    }
    expect(matchEventInputSchema.parse({ type: "kickoff", minute: " 12 " }).minute).toBe(12);
    for (const addedMinute of ["0x2", "1e1", "2.0"]) {
      expect(firstMessage({ type: "kickoff", minute: 45, addedMinute }), addedMinute).toBe(
        EVENT_MESSAGES.addedMinuteRange,
      );
    }
    // Stoppage is optional: blank or 0 is none.
    for (const addedMinute of [" ", "0", 0, null]) {
      expect(
        matchEventInputSchema.parse({ type: "kickoff", minute: 45, addedMinute }).addedMinute,
      ).toBeNull();
    }
  });

  it("reads empty form fields as none and defaults the source to the report dialog", () => {
    const parsed = matchEventInputSchema.parse({
      type: "kickoff",
      minute: 0,
      playerId: "",
      assistPlayerId: "",
      teamSide: "",
      description: "",
    });
    expect(parsed).toEqual({
      type: "kickoff",
      minute: 0,
      playerId: null,
      assistPlayerId: null,
      playerInId: null,
      addedMinute: null,
      teamSide: null,
      description: null,
      source: "report",
    });
  });

  it("allows an assist only on a goal and not by the scorer", () => {
    expect(firstMessage({ type: "yellowCard", minute: 3, playerId: PLAYER, assistPlayerId: OTHER })).toBe(
      EVENT_MESSAGES.assistOnlyForGoal,
    );
    expect(firstMessage({ type: "goal", minute: 3, playerId: PLAYER, assistPlayerId: PLAYER })).toBe(
      EVENT_MESSAGES.assistIsScorer,
    );
    expect(
      firstMessage({ type: "goal", minute: 3, playerId: PLAYER, assistPlayerId: OTHER }),
    ).toBeUndefined();
  });
});

describe("sides and score", () => {
  it("takes the player's side, else the chosen one, and refuses a contradiction", () => {
    expect(resolveEventSide({ playerSide: "home", requestedSide: null })).toEqual({
      side: "home",
      error: null,
    });
    expect(resolveEventSide({ playerSide: null, requestedSide: "away" })).toEqual({
      side: "away",
      error: null,
    });
    expect(resolveEventSide({ playerSide: "home", requestedSide: "home" }).side).toBe("home");
    expect(resolveEventSide({ playerSide: "home", requestedSide: "away" }).error).toBe(
      EVENT_MESSAGES.sideMismatch,
    );
  });
});

describe("the event's description", () => {
  it("refuses controls and direction controls, and keeps a comment's lines", () => {
    const comment = { type: "comment", minute: 10 };
    expect(firstMessage({ ...comment, description: "Pfiff\u0007" })).toBe(
      "Die Beschreibung darf keine Steuerzeichen enthalten (nur Zeilenumbrüche und Tabulatoren).",
    );
    expect(firstMessage({ ...comment, description: "\u202eGoal" })).toBe(
      "Die Beschreibung darf keine Steuerzeichen der Schreibrichtung enthalten.",
    );
    expect(matchEventInputSchema.parse({ ...comment, description: "Regen\nPause" }).description).toBe(
      "Regen\nPause",
    );
  });
});
