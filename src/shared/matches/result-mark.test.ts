import { describe, expect, it } from "vitest";
import { changedRulingReason, resultMark, resultMarkTitle, resultNote } from "./result-mark.ts";
import { ABANDONED_CHANGED_REASON, ABANDONED_FORFEIT_REASON, ABANDONED_SCORE_REASON } from "./schema.ts";
import type { MatchSummary } from "./types.ts";

type Marked = Pick<MatchSummary, "status" | "cancellationReason" | "forfeit">;
const played: Marked = { status: "completed", cancellationReason: null, forfeit: null };
const HOME = "FC Seeblick 1. Mannschaft";
const AWAY = "FC Eichhalde";

describe("resultMarkTitle: why a result not played to the final whistle stands", () => {
  it("names the side that did not turn up for a forfeit", () => {
    expect(resultMarkTitle({ ...played, forfeit: "away" }, HOME, AWAY)).toBe(
      "Forfait: FC Eichhalde ist nicht angetreten",
    );
    expect(resultMarkTitle({ ...played, forfeit: "home" }, HOME, AWAY)).toBe(
      "Forfait: FC Seeblick 1. Mannschaft ist nicht angetreten",
    );
  });

  it("gives the office's decision after an abort scored as a forfeit, naming the side, never «nicht angetreten»", () => {
    const match: Marked = {
      status: "completed",
      cancellationReason: ABANDONED_FORFEIT_REASON,
      forfeit: "home",
    };
    expect(resultMark(match)).toBe("Forfait");
    expect(resultMarkTitle(match, HOME, AWAY)).toBe(
      "Spielabbruch: als Forfait gegen FC Seeblick 1. Mannschaft gewertet (Entscheid der Spielleitung).",
    );
  });

  it("keeps another reason the office gave and names the side after it", () => {
    const match: Marked = {
      status: "completed",
      cancellationReason: "Spielabbruch wegen Tätlichkeit",
      forfeit: "away",
    };
    expect(resultMarkTitle(match, HOME, AWAY)).toBe(
      "Spielabbruch wegen Tätlichkeit. Forfait gegen FC Eichhalde.",
    );
  });

  it("gives the office's reason for a score let stand after an abort", () => {
    const match: Marked = { status: "completed", cancellationReason: ABANDONED_SCORE_REASON, forfeit: null };
    expect(resultMark(match)).toBe("Spielabbruch");
    expect(resultMarkTitle(match, HOME, AWAY)).toBe(ABANDONED_SCORE_REASON);
  });

  it("has none for a result played out", () => {
    expect(resultMarkTitle(played, HOME, AWAY)).toBeNull();
    expect(resultNote({ forfeit: null, abortReason: null }, HOME, AWAY)).toBeNull();
  });
});

describe("resultNote: the sentence without the mark (the Matchtelegramm's remark)", () => {
  it("says who did not turn up, or the office's decision naming the side", () => {
    expect(resultNote({ forfeit: "away", abortReason: null }, HOME, AWAY)).toBe(
      "FC Eichhalde ist nicht angetreten",
    );
    expect(resultNote({ forfeit: "away", abortReason: ABANDONED_FORFEIT_REASON }, HOME, AWAY)).toBe(
      "Spielabbruch: als Forfait gegen FC Eichhalde gewertet (Entscheid der Spielleitung).",
    );
  });
});

describe("changedRulingReason: a change the office accepts on a result it scored after an abort", () => {
  it("keeps the «Spielabbruch» mark with the office's new decision, or the forfeit's", () => {
    const changed: Marked = {
      status: "completed",
      cancellationReason: changedRulingReason(null),
      forfeit: null,
    };
    expect(resultMark(changed)).toBe("Spielabbruch");
    expect(resultMarkTitle(changed, HOME, AWAY)).toBe(ABANDONED_CHANGED_REASON);
    const forfeit: Marked = {
      status: "completed",
      cancellationReason: changedRulingReason("away"),
      forfeit: "away",
    };
    expect(resultMark(forfeit)).toBe("Forfait");
    expect(resultMarkTitle(forfeit, HOME, AWAY)).toBe(
      "Spielabbruch: als Forfait gegen FC Eichhalde gewertet (Entscheid der Spielleitung).",
    );
  });
});
