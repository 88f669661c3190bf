import { describe, expect, it } from "vitest";
import { at, START, state } from "./clock-test-states.ts";
import {
  CONFIRMATION_MESSAGES,
  CONTROL_ACTION_LABELS,
  confirmationFor,
  controlPhase,
  isLiveClockRunning,
  matchControlPhase,
  offeredActions,
  takesEventChanges,
} from "./control.ts";

describe("control phases", () => {
  it("derives the phase from period and played time", () => {
    expect(controlPhase(state("not_started", 0, null), at(0))).toBe("not_started");
    expect(controlPhase(state("first_half"), at(30))).toBe("first_half");
    expect(controlPhase(state("first_half", 2), at(60))).toBe("first_half");
    expect(controlPhase(state("halftime"), at(5))).toBe("halftime");
    expect(controlPhase(state("second_half"), at(10))).toBe("second_half");
    expect(controlPhase(state("second_half"), at(44, 59))).toBe("second_half");
    expect(controlPhase(state("second_half"), at(45))).toBe("can_end");
    expect(controlPhase(state("second_half", 3), at(50))).toBe("can_end");
    expect(controlPhase(state("finished"), at(5))).toBe("finished");
  });

  it("offers the actions of the spec table, abort whenever under way", () => {
    expect(offeredActions("not_started")).toEqual(["start"]);
    expect(offeredActions("first_half")).toEqual(["halftime", "end", "abort"]);
    expect(offeredActions("halftime")).toEqual(["secondHalf", "end", "abort"]);
    expect(offeredActions("second_half")).toEqual(["end", "abort"]);
    expect(offeredActions("can_end")).toEqual(["end", "abort"]);
    expect(offeredActions("finished")).toEqual([]);
  });

  it("offers nothing for a closed or postponed match, whatever its clock says", () => {
    const firstHalf = { ...state("first_half"), matchDate: START };
    expect(matchControlPhase({ ...firstHalf, status: "live" }, at(10))).toBe("first_half");
    expect(
      matchControlPhase({ ...state("not_started", 0, null), matchDate: START, status: "scheduled" }, at(0)),
    ).toBe("not_started");
    for (const status of ["completed", "cancelled", "postponed"] as const) {
      expect(matchControlPhase({ ...firstHalf, status }, at(10))).toBe("finished");
    }
  });

  it("starts a match's ticker from a day before its kick-off, not earlier", () => {
    const scheduled = { ...state("not_started", 0, null), status: "scheduled" as const };
    const kickoff = at(0);
    const hoursBefore = (h: number) => new Date(kickoff.getTime() - h * 3_600_000);
    expect(matchControlPhase({ ...scheduled, matchDate: kickoff }, hoursBefore(24))).toBe("not_started");
    expect(matchControlPhase({ ...scheduled, matchDate: kickoff }, hoursBefore(24.01))).toBe("too_early");
    expect(matchControlPhase({ ...scheduled, matchDate: kickoff }, hoursBefore(24 * 21))).toBe("too_early");
    expect(offeredActions("too_early")).toEqual([]);
    // Late is never too early: a match whose kick-off passed can still start.
    expect(matchControlPhase({ ...scheduled, matchDate: kickoff }, at(600))).toBe("not_started");
  });

  it("lets stoppage be set only while a live match's half runs", () => {
    expect(isLiveClockRunning({ ...state("first_half"), status: "live" })).toBe(true);
    expect(isLiveClockRunning({ ...state("halftime"), status: "live" })).toBe(false);
    expect(isLiveClockRunning({ ...state("second_half"), status: "cancelled" })).toBe(false);
  });

  it("never offers a second halftime in the second half", () => {
    expect(offeredActions(controlPhase(state("second_half"), at(10)))).not.toContain("halftime");
  });

  it("labels every action in German", () => {
    expect(CONTROL_ACTION_LABELS.start).toBe("Spiel starten");
    expect(CONTROL_ACTION_LABELS.secondHalf).toBe("2. Halbzeit starten");
  });
});

describe("confirmations", () => {
  it("asks before an early halftime only", () => {
    expect(confirmationFor("halftime", state("first_half"), at(30))).toBe(
      CONFIRMATION_MESSAGES.earlyHalftime,
    );
    expect(confirmationFor("halftime", state("first_half"), at(44, 59))).toBe(
      "Die erste Halbzeit ist noch nicht zu Ende. Möchtest du trotzdem die Halbzeit einleiten?",
    );
    expect(confirmationFor("halftime", state("first_half"), at(45))).toBeNull();
    expect(confirmationFor("halftime", state("first_half", 2), at(46))).toBeNull();
  });

  it("always asks before ending, with the stronger warning ahead of 90 minutes except at halftime", () => {
    const early = CONFIRMATION_MESSAGES.earlyEnd;
    expect(early).toMatch(/^Das Spiel hat noch keine 90 Minuten gedauert/);
    expect(confirmationFor("end", state("first_half"), at(20))).toBe(early);
    expect(confirmationFor("end", state("second_half"), at(30))).toBe(early);
    expect(confirmationFor("end", state("second_half"), at(44, 59))).toBe(early);
    expect(confirmationFor("end", state("second_half"), at(45))).toBe(CONFIRMATION_MESSAGES.end);
    expect(confirmationFor("end", state("second_half", 3), at(47))).toBe(CONFIRMATION_MESSAGES.end);
    expect(confirmationFor("end", state("halftime"), at(5))).toBe(CONFIRMATION_MESSAGES.end);
  });

  it("warns exactly until the can_end phase", () => {
    for (const minutes of [0, 30, 44, 45, 50]) {
      const s = state("second_half", 2);
      expect(confirmationFor("end", s, at(minutes)) === CONFIRMATION_MESSAGES.end).toBe(
        controlPhase(s, at(minutes)) === "can_end",
      );
    }
  });

  it("always asks before aborting", () => {
    const message =
      "Möchtest du das Spiel wirklich abbrechen? Es wird als abgesagt markiert; du kannst es 10 Minuten lang rückgängig machen.";
    expect(confirmationFor("abort", state("first_half"), at(3))).toBe(message);
    expect(confirmationFor("abort", state("halftime"), at(3))).toBe(message);
    expect(confirmationFor("abort", state("second_half"), at(50))).toBe(message);
    // A match both clubs agreed: the league office decides what becomes of it.
    expect(confirmationFor("abort", state("second_half"), at(50), true)).toBe(
      `${message} Die Spielleitung entscheidet, ob es wiederholt wird oder der Stand gilt.`,
    );
  });

  it("never asks for start or second half", () => {
    expect(confirmationFor("start", state("not_started", 0, null), at(0))).toBeNull();
    expect(confirmationFor("secondHalf", state("halftime"), at(1))).toBeNull();
  });
});

describe("event changes", () => {
  it("are taken until the match is cancelled", () => {
    expect(takesEventChanges({ status: "live" })).toBe(true);
    expect(takesEventChanges({ status: "completed" })).toBe(true);
    expect(takesEventChanges({ status: "cancelled" })).toBe(false);
  });
});
