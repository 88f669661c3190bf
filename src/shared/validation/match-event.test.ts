import { describe, expect, it } from "vitest";
import {
  defaultEventDescription,
  EVENT_MESSAGES,
  isPlayerRequired,
  matchEventInputSchema,
  resolveEventSide,
  scoreDelta,
} from "./match-event.ts";

const PLAYER = "0d6f4b7e-3c1a-4b8e-9a55-0a4f1d2b3c4d";
const OTHER = "1d6f4b7e-3c1a-4b8e-9a55-0a4f1d2b3c4d";

function firstMessage(input: unknown) {
  return matchEventInputSchema.safeParse(input).error?.issues[0]?.message;
}

describe("player requirement by form", () => {
  it("report dialog: goal, cards and substitution need a player", () => {
    for (const type of ["goal", "yellowCard", "redCard", "substitution"] as const) {
      expect(isPlayerRequired(type, "report")).toBe(true);
    }
    for (const type of ["kickoff", "halftime", "finalWhistle"] as const) {
      expect(isPlayerRequired(type, "report")).toBe(false);
    }
  });

  it("live form: everything but a substitution and the whistle events needs a player", () => {
    expect(isPlayerRequired("goal", "live")).toBe(true);
    expect(isPlayerRequired("yellowCard", "live")).toBe(true);
    expect(isPlayerRequired("redCard", "live")).toBe(true);
    expect(isPlayerRequired("substitution", "live")).toBe(false);
    expect(isPlayerRequired("kickoff", "live")).toBe(false);
  });

  it("the schema uses the form's own message", () => {
    expect(firstMessage({ type: "goal", minute: 3 })).toBe(
      "Bitte einen Spieler für dieses Ereignis auswählen",
    );
    expect(firstMessage({ type: "goal", minute: 3, source: "live" })).toBe("Bitte wähle einen Spieler aus");
    expect(firstMessage({ type: "substitution", minute: 3, source: "live" })).toBeUndefined();
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

  it("moves the score only for goals", () => {
    expect(scoreDelta({ type: "goal", side: "home" }, 1)).toEqual({ home: 1, away: 0 });
    expect(scoreDelta({ type: "goal", side: "away" }, -1)).toEqual({ home: 0, away: -1 });
    expect(scoreDelta({ type: "redCard", side: "home" }, 1)).toEqual({ home: 0, away: 0 });
    expect(scoreDelta({ type: "goal", side: null }, 1)).toEqual({ home: 0, away: 0 });
  });
});

describe("default descriptions", () => {
  const base = { minute: 10, playerName: "Lena Frei", teamName: "FC Seeblick" };
  it("reads like the demo data", () => {
    expect(defaultEventDescription({ ...base, type: "goal", score: { home: 2, away: 1 } })).toBe(
      "Tor durch Lena Frei zum 2:1",
    );
    expect(defaultEventDescription({ ...base, type: "goal", playerName: null })).toBe("Tor für FC Seeblick");
    expect(defaultEventDescription({ ...base, type: "yellowCard" })).toBe("Gelbe Karte für Lena Frei");
    expect(defaultEventDescription({ ...base, type: "redCard" })).toBe("Rote Karte für Lena Frei");
    expect(defaultEventDescription({ ...base, type: "substitution" })).toBe("Wechsel: Lena Frei");
    expect(defaultEventDescription({ ...base, type: "substitution", playerName: null })).toBe(
      "Wechsel bei FC Seeblick",
    );
    expect(defaultEventDescription({ ...base, type: "kickoff", minute: 0 })).toBe("Anpfiff");
    expect(defaultEventDescription({ ...base, type: "kickoff", minute: 46 })).toBe(
      "Anpfiff zur zweiten Halbzeit",
    );
    expect(defaultEventDescription({ ...base, type: "halftime" })).toBe("Halbzeit");
    expect(defaultEventDescription({ ...base, type: "finalWhistle" })).toBe("Schlusspfiff");
  });
});
