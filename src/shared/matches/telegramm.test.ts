import { describe, expect, it } from "vitest";
import {
  COMEBACK,
  COMEBACK_LINEUP,
  ev,
  GOALLESS,
  OWN_GOAL_PENALTY_YELLOW_RED,
} from "./match-text-examples.ts";
import { ABANDONED_FORFEIT_REASON, ABANDONED_SCORE_REASON } from "./schema.ts";
import { buildMatchTelegramm, type TelegrammInput, telegrammFileName } from "./telegramm.ts";

const bare = {
  venue: null,
  attendance: null,
  referee: null,
  lineups: { home: null, away: null },
  forfeit: null,
  abortReason: null,
};

/** A match of two clubs named in full, for the lines that name a side. */
const seeblickNeuling = { ...bare, homeName: "FC Seeblick", awayName: "FC Neuling" };

describe("Matchtelegramm: worked examples", () => {
  it("a comeback: half-time score, running scores, 45+2 style, a substitute in brackets", () => {
    const input: TelegrammInput = {
      ...COMEBACK,
      ...bare,
      venue: "Sportanlage Seeblick",
      attendance: 1250,
      referee: "Meier",
      lineups: { home: COMEBACK_LINEUP, away: null },
    };
    expect(buildMatchTelegramm(input)).toBe(
      [
        "FC Seeblick – FC Neuling 3:2 (0:2)",
        "Sportanlage Seeblick. – 1’250 Zuschauer. – SR Meier.",
        "Tore: 18. Jan Berger 0:1. 40. Luca Rossi 0:2. 58. Lena Frei 1:2. 77. Mia Roth 2:2. 90+3. Lena Frei 3:2.",
        "FC Seeblick: Sara Huber; Lena Frei, Nina Graf (63. Mia Roth).",
        "",
      ].join("\n"),
    );
  });

  it("names the referee once where the club typed «SR» or «Schiedsrichter» itself", () => {
    for (const referee of ["SR Meier", "sr. Meier", "Schiedsrichter Meier", "Schiedsrichterin Meier"]) {
      expect(buildMatchTelegramm({ ...GOALLESS, ...bare, referee }).split("\n")[1]).toBe("SR Meier.");
    }
  });

  it("a goalless draw: 0:0 (0:0), no goals line, the one warning", () => {
    expect(buildMatchTelegramm({ ...GOALLESS, ...bare, attendance: 80 })).toBe(
      [
        "FC Seeblick – SC Bergdorf 0:0 (0:0)",
        "80 Zuschauer.",
        "Verwarnungen: 52. Tim Meier (SC Bergdorf).",
        "",
      ].join("\n"),
    );
  });

  it("own goal, penalty, missed penalty, yellow-red card and a ticker comment", () => {
    expect(buildMatchTelegramm({ ...OWN_GOAL_PENALTY_YELLOW_RED, ...bare, referee: "Anna Brunner" })).toBe(
      [
        "FC Seeblick – FC Neuling 2:1 (1:1)",
        "SR Anna Brunner.",
        "Tore: 23. Marco Keller (Eigentor) 1:0. 45+2. Jan Berger (Penalty) 1:1. 88. Nina Graf 2:1.",
        "Verwarnungen: 31. Tim Meier (FC Neuling).",
        "Platzverweise: 71. Tim Meier (FC Neuling, Gelb-Rote Karte).",
        "Bemerkungen: 44. Unterbruch wegen Gewitter, 10 Minuten. 60. Lena Frei (FC Seeblick) verschiesst einen Penalty.",
        "",
      ].join("\n"),
    );
  });
});

describe("Matchtelegramm: a result not played to the final whistle says so", () => {
  it("a forfeit: «(Forfait)» after the score and who did not play, as the match page says", () => {
    const text = buildMatchTelegramm({
      ...bare,
      homeName: "FC Seeblick 1. Mannschaft",
      awayName: "FC Eichhalde",
      score: { home: 3, away: 0 },
      venue: "Sportplatz Seeblick",
      forfeit: "away",
      events: [],
    });
    expect(text).toBe(
      [
        "FC Seeblick 1. Mannschaft – FC Eichhalde 3:0 (Forfait)",
        "Sportplatz Seeblick.",
        "Bemerkungen: FC Eichhalde ist nicht angetreten.",
        "",
      ].join("\n"),
    );
  });

  it("a score the league office let stand after an abort: «(Spielabbruch)» for the half-time score, the reason first in the remarks", () => {
    const text = buildMatchTelegramm({
      ...OWN_GOAL_PENALTY_YELLOW_RED,
      ...bare,
      abortReason: ABANDONED_SCORE_REASON,
    });
    const lines = text.split("\n");
    // A bare «2:1» would read as a match played to the end; the mark is the match page's.
    expect(lines[0]).toBe("FC Seeblick – FC Neuling 2:1 (Spielabbruch)");
    expect(lines).toContain(
      "Bemerkungen: Spielabbruch: Der Stand beim Abbruch gilt (Entscheid der Spielleitung). 44. Unterbruch wegen Gewitter, 10 Minuten. 60. Lena Frei (FC Seeblick) verschiesst einen Penalty.",
    );
  });

  it("a forfeit after an abort: «(Forfait)» and the office's reason naming the side, not «nicht angetreten»", () => {
    const text = buildMatchTelegramm({
      ...seeblickNeuling,
      score: { home: 0, away: 3 },
      forfeit: "home",
      abortReason: ABANDONED_FORFEIT_REASON,
      events: [],
    });
    expect(text).toBe(
      [
        "FC Seeblick – FC Neuling 0:3 (Forfait)",
        "Bemerkungen: Spielabbruch: als Forfait gegen FC Seeblick gewertet (Entscheid der Spielleitung).",
        "",
      ].join("\n"),
    );
  });
});

describe("Matchtelegramm: parts without data are left out, never invented", () => {
  it("a result entered without goals has no half-time score and no running scores", () => {
    const text = buildMatchTelegramm({
      ...seeblickNeuling,
      score: { home: 2, away: 0 },
      events: [ev("goal", 10, { teamSide: "home", playerName: "Lena Frei", playerId: "lf" })],
    });
    expect(text).toBe("FC Seeblick – FC Neuling 2:0\nTore: 10. Lena Frei.\n");
  });

  // A booking named only its player: a reader who does not know both squads could not tell which
  // side was booked (a goal's side shows in its running score, a card has none).
  it("names the side of each booked player in brackets, as a goal's kind is", () => {
    const text = buildMatchTelegramm({
      ...seeblickNeuling,
      score: { home: 0, away: 0 },
      events: [
        ev("yellowCard", 12, { teamSide: "home", playerName: "Lena Frei" }),
        ev("yellowCard", 30, { teamSide: "away", playerName: "Tim Meier" }),
        ev("redCard", 80, { teamSide: "home", playerName: "Nina Graf" }),
      ],
    });
    expect(text).toContain("Verwarnungen: 12. Lena Frei (FC Seeblick), 30. Tim Meier (FC Neuling).");
    expect(text).toContain("Platzverweise: 80. Nina Graf (FC Seeblick, Rote Karte).");
  });

  // «60. Lena Frei verschiesst einen Penalty.» left the reader to guess whose penalty it was.
  it("names the side of a player who missed a penalty", () => {
    const text = buildMatchTelegramm({
      ...seeblickNeuling,
      score: { home: 0, away: 0 },
      events: [ev("missedPenalty", 60, { teamSide: "away", playerName: "Tim Meier" })],
    });
    expect(text).toContain("Bemerkungen: 60. Tim Meier (FC Neuling) verschiesst einen Penalty.");
  });

  it("a goal, a card and a missed penalty entered 'ohne Spieler' name the side; a red card is named as such", () => {
    const text = buildMatchTelegramm({
      ...seeblickNeuling,
      score: { home: 0, away: 1 },
      events: [
        ev("goal", 5, { teamSide: "away" }),
        ev("missedPenalty", 60, { teamSide: "home" }),
        ev("redCard", 90, { teamSide: "home", addedMinute: 1 }),
      ],
    });
    expect(text).toContain("Tore: 5. FC Neuling 0:1.");
    expect(text).toContain("Platzverweise: 90+1. FC Seeblick (Rote Karte).");
    expect(text).toContain("Bemerkungen: 60. FC Seeblick verschiesst einen Penalty.");
  });

  it("a second change of the same place is chained in the brackets; a line-up without keeper is one list", () => {
    const text = buildMatchTelegramm({
      ...bare,
      homeName: "A",
      awayName: "B",
      score: { home: 0, away: 0 },
      events: [
        ev("substitution", 60, { teamSide: "away", playerId: "x", playerInId: "y", playerInName: "Yves" }),
        ev("substitution", 80, { teamSide: "away", playerId: "y", playerInId: "z", playerInName: "Zora" }),
      ],
      lineups: {
        home: null,
        away: {
          starters: [
            {
              playerId: "x",
              name: "Xaver",
              shirtNumber: 7,
              role: "start",
              isCaptain: false,
              isGoalkeeper: false,
            },
            {
              playerId: null,
              name: "Walter",
              shirtNumber: null,
              role: "start",
              isCaptain: false,
              isGoalkeeper: false,
            },
          ],
          bench: [],
        },
      },
    });
    expect(text).toContain("B: Xaver (60. Yves, 80. Zora), Walter.");
  });

  it("lists the substitutions of a side without a line-up on a line of their own, in the line-up's place", () => {
    // FC Neuling entered its changes in the ticker but no line-up: they are facts all the same.
    const text = buildMatchTelegramm({
      ...COMEBACK,
      ...bare,
      events: [
        ...COMEBACK.events,
        ev("substitution", 70, {
          teamSide: "away",
          playerId: "jb",
          playerName: "Jan Berger",
          playerInId: "tf",
          playerInName: "Tim Frei",
        }),
        ev("substitution", 90, {
          teamSide: "away",
          addedMinute: 1,
          playerId: "lr",
          playerName: "Luca Rossi",
        }),
      ],
      lineups: { home: COMEBACK_LINEUP, away: null },
    });
    expect(text.split("\n").slice(2, 4)).toEqual([
      "FC Seeblick: Sara Huber; Lena Frei, Nina Graf (63. Mia Roth).",
      "Wechsel FC Neuling: 70. Tim Frei für Jan Berger, 90+1. Luca Rossi (ausgewechselt).",
    ]);
  });

  it("lists a change it cannot put in brackets behind the line-up: the player off not in it, or unnamed", () => {
    // Lena Frei's place takes Mia Roth (63.) in COMEBACK_LINEUP's brackets; a change for a player
    // not in the line-up, or with only the incoming player, has no place there and is kept apart.
    const text = buildMatchTelegramm({
      ...COMEBACK,
      ...bare,
      events: [
        ...COMEBACK.events,
        ev("substitution", 70, { teamSide: "home", playerInId: "lk", playerInName: "Lara Keller" }),
        ev("substitution", 80, {
          teamSide: "home",
          playerId: "zz",
          playerName: "Zoe Zahner",
          playerInId: "ab",
          playerInName: "Anna Brun",
        }),
      ],
      lineups: { home: COMEBACK_LINEUP, away: null },
    });
    expect(text.split("\n").slice(2, 4)).toEqual([
      "FC Seeblick: Sara Huber; Lena Frei, Nina Graf (63. Mia Roth).",
      "Weitere Wechsel FC Seeblick: 70. Lara Keller (eingewechselt), 80. Anna Brun für Zoe Zahner.",
    ]);
  });

  it("says what it knows of a change with a name missing, and of one entered without players", () => {
    const text = buildMatchTelegramm({
      ...seeblickNeuling,
      score: { home: 0, away: 0 },
      events: [
        ev("substitution", 46, { teamSide: "home", playerInId: "mr", playerInName: "Mia Roth" }),
        ev("substitution", 60, { teamSide: "home", playerId: "ng", playerName: "Nina Graf" }),
        ev("substitution", 75, { teamSide: "home" }),
      ],
    });
    expect(text).toBe(
      [
        "FC Seeblick – FC Neuling 0:0 (0:0)",
        "Wechsel FC Seeblick: 46. Mia Roth (eingewechselt), 60. Nina Graf (ausgewechselt), 75. Wechsel (Namen nicht erfasst).",
        "",
      ].join("\n"),
    );
  });

  it("names a missed penalty's side when it knows no player, and says only what happened when it knows neither", () => {
    const text = (teamSide: "home" | null) =>
      buildMatchTelegramm({
        ...GOALLESS,
        ...bare,
        events: [ev("missedPenalty", 60, { teamSide })],
      }).split("\n")[1];
    expect(text("home")).toBe("Bemerkungen: 60. FC Seeblick verschiesst einen Penalty.");
    expect(text(null)).toBe("Bemerkungen: 60. Penalty verschossen.");
  });

  it("names the download after the teams and the Zurich date", () => {
    expect(telegrammFileName("FC Zürich-Süd", "Étoile", "2025-05-04T22:30:00Z")).toBe(
      "matchtelegramm-fc-zurich-sud-etoile-2025-05-05.txt",
    );
  });
});
