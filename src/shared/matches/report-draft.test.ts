import { describe, expect, it } from "vitest";
import { COMEBACK, ev, GOALLESS, OWN_GOAL_PENALTY_YELLOW_RED } from "./match-text-examples.ts";
import { draftMatchReport } from "./report-draft.ts";

describe("report drafted from the ticker: worked examples", () => {
  it("a comeback: the equaliser, the lead change and the late winner in order", () => {
    expect(draftMatchReport(COMEBACK)).toEqual({
      title: "FC Seeblick dreht die Partie und gewinnt 3:2 gegen FC Neuling",
      content: [
        "FC Seeblick gewann das Heimspiel gegen FC Neuling mit 3:2. Zur Pause stand es 0:2.",
        [
          "In der 18. Minute brachte Jan Berger FC Neuling in Führung (0:1).",
          "In der 40. Minute erhöhte Luca Rossi für FC Neuling auf 0:2.",
          "In der 58. Minute verkürzte Lena Frei für FC Seeblick auf 1:2.",
          "In der 77. Minute glich Mia Roth für FC Seeblick zum 2:2 aus.",
          "In der Nachspielzeit (90+3.) sorgte Lena Frei für den späten Siegtreffer von FC Seeblick (3:2).",
        ].join(" "),
      ].join("\n\n"),
    });
  });

  it("a goalless draw says so and invents nothing", () => {
    expect(draftMatchReport(GOALLESS)).toEqual({
      title: "Torloses Remis zwischen FC Seeblick und SC Bergdorf",
      content: "FC Seeblick und SC Bergdorf trennten sich torlos 0:0.\n\nTore fielen keine.",
    });
  });

  it("own goal, penalty, missed penalty, yellow-red card and a late winner", () => {
    expect(draftMatchReport(OWN_GOAL_PENALTY_YELLOW_RED)).toEqual({
      title: "Später Siegtreffer: FC Seeblick gewinnt 2:1 gegen FC Neuling",
      content: [
        "FC Seeblick gewann das Heimspiel gegen FC Neuling mit 2:1. Zur Pause stand es 1:1.",
        [
          "In der 23. Minute brachte ein Eigentor von Marco Keller FC Seeblick in Führung (1:0).",
          "In der Nachspielzeit (45+2.) glich Jan Berger per Penalty für FC Neuling zum 1:1 aus.",
          "In der 60. Minute vergab Lena Frei (FC Seeblick) einen Penalty.",
          "In der 71. Minute sah Tim Meier (FC Neuling) die Gelb-Rote Karte; FC Neuling spielte danach in Unterzahl.",
          "In der 88. Minute sorgte Nina Graf für den späten Siegtreffer von FC Seeblick (2:1).",
        ].join(" "),
      ].join("\n\n"),
    });
  });

  it("an away win, a lead taken again after an equaliser, goals without a player", () => {
    const draft = draftMatchReport({
      homeName: "FC Seeblick",
      awayName: "FC Neuling",
      score: { home: 1, away: 2 },
      events: [
        ev("goal", 10, { teamSide: "away" }),
        ev("goal", 30, { teamSide: "home" }),
        ev("penaltyGoal", 50, { teamSide: "away" }),
      ],
    });
    expect(draft.title).toBe("FC Neuling gewinnt 2:1 gegen FC Seeblick");
    expect(draft.content).toBe(
      [
        "FC Neuling gewann auswärts bei FC Seeblick mit 2:1. Zur Pause stand es 1:1.",
        "In der 10. Minute ging FC Neuling in Führung (0:1). In der 30. Minute glich FC Seeblick zum 1:1 aus. In der 50. Minute ging FC Neuling per Penalty wieder in Führung (1:2).",
      ].join("\n\n"),
    );
  });

  it("a result the ticker's goals do not account for: no half-time, no goal sentences", () => {
    const draft = draftMatchReport({
      homeName: "A",
      awayName: "B",
      score: { home: 3, away: 3 },
      events: [ev("goal", 10, { teamSide: "home", playerName: "X", playerId: "x" })],
    });
    expect(draft).toEqual({
      title: "A und B trennen sich 3:3",
      content: "A und B trennten sich 3:3 unentschieden.",
    });
  });

  it("says «Unterzahl» only while a side has fewer players than the other", () => {
    const cards = (events: ReturnType<typeof ev>[]) =>
      draftMatchReport({
        homeName: "FC Seeblick",
        awayName: "SV Rebhügel",
        score: { home: 0, away: 0 },
        events,
      })
        .content.split("\n\n")[1]
        ?.replace("Tore fielen keine. ", "");
    // The second sending-off evened the sides: from then on it was ten against ten.
    expect(
      cards([
        ev("yellowRedCard", 40, { teamSide: "home", playerName: "Lena Frei", playerId: "lena-frei" }),
        ev("redCard", 60, { teamSide: "away", playerName: "Severin Imhof", playerId: "severin-imhof" }),
      ]),
    ).toBe(
      [
        "In der 40. Minute sah Lena Frei (FC Seeblick) die Gelb-Rote Karte; FC Seeblick spielte danach in Unterzahl.",
        "In der 60. Minute sah Severin Imhof (SV Rebhügel) die Rote Karte; danach spielten beide Mannschaften wieder mit gleich vielen Spielern.",
      ].join(" "),
    );
    // Two sending-offs of one side: double; one of the other side then still leaves it short.
    expect(
      cards([
        ev("redCard", 20, { teamSide: "away" }),
        ev("redCard", 30, { teamSide: "away" }),
        ev("redCard", 70, { teamSide: "home" }),
      ]),
    ).toBe(
      [
        "In der 20. Minute sah ein Spieler von SV Rebhügel die Rote Karte; SV Rebhügel spielte danach in Unterzahl.",
        "In der 30. Minute sah ein Spieler von SV Rebhügel die Rote Karte; SV Rebhügel spielte danach in doppelter Unterzahl.",
        "In der 70. Minute sah ein Spieler von FC Seeblick die Rote Karte; SV Rebhügel blieb in Unterzahl.",
      ].join(" "),
    );
  });

  it("is deterministic: entry order does not matter", () => {
    const reversed = { ...COMEBACK, events: [...COMEBACK.events].reverse() };
    expect(draftMatchReport(reversed)).toEqual(draftMatchReport(COMEBACK));
  });
});
