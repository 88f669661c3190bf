import { describe, expect, it } from "vitest";
import { computeLeagueTable, type TableMatch, type TableTeam } from "./league-table.ts";
import { penaltyPointsOf, rankingRuleOf } from "./ranking-rules.ts";

// Worked examples of the Swiss ranking rules.

const teams = (...names: string[]): TableTeam[] => names.map((name) => ({ id: name.toLowerCase(), name }));
const match = (home: string, away: string, homeScore: number, awayScore: number): TableMatch => ({
  homeTeamId: home,
  awayTeamId: away,
  homeScore,
  awayScore,
  status: "completed",
});
const penalties = (entries: Record<string, number>) => new Map(Object.entries(entries));
const order = (rows: { name: string }[]) => rows.map((r) => r.name);

describe("the rule of a league", () => {
  it("ranks the 1. Liga and above by goal difference, everything below by fair play", () => {
    expect(rankingRuleOf("Super League")).toBe("goalDifference");
    expect(rankingRuleOf("1. Liga")).toBe("goalDifference");
    expect(rankingRuleOf("2. Liga")).toBe("fairPlay");
    expect(rankingRuleOf("5. Liga")).toBe("fairPlay");
    expect(rankingRuleOf("Junioren B")).toBe("fairPlay");
  });

  it("counts yellow 1, yellow-red 3, red 3 and adds the league office's corrections", () => {
    // 4 yellow (4) + 1 yellow-red (3) + 1 red raised from 3 to 6 (3 + 3 corrected) = 13
    expect(penaltyPointsOf({ yellow: 4, yellowRed: 1, red: 1, corrections: 3 })).toBe(13);
    expect(penaltyPointsOf({ yellow: 0, yellowRed: 0, red: 0, corrections: 0 })).toBe(0);
  });
});

describe("fair-play rule (2. Liga interregional and below)", () => {
  // Aarau and Baden both 6 points. Aarau +5 (won 4:0, 2:1, lost 0:1), Baden +2 (2:1, 2:1, 0:1).
  const table = (rule: "fairPlay" | "goalDifference", aarauPoints: number, badenPoints: number) =>
    computeLeagueTable(
      teams("Aarau", "Baden", "Chur", "Davos"),
      [
        match("aarau", "chur", 4, 0),
        match("aarau", "davos", 2, 1),
        match("baden", "aarau", 1, 0),
        match("baden", "chur", 2, 1),
        match("davos", "baden", 2, 1),
      ],
      { rule, penaltyPoints: penalties({ aarau: aarauPoints, baden: badenPoints }) },
    );

  it("puts fewer fair-play points before a better goal difference", () => {
    const rows = table("fairPlay", 9, 4);
    const aarau = rows.find((r) => r.name === "Aarau");
    const baden = rows.find((r) => r.name === "Baden");
    expect(aarau).toMatchObject({ points: 6, goalDifference: 4, penaltyPoints: 9 });
    expect(baden).toMatchObject({ points: 6, goalDifference: 1, penaltyPoints: 4 });
    // Baden's worse goal difference loses to nothing: 4 Strafpunkte beat 9.
    expect(order(rows).slice(0, 2)).toEqual(["Baden", "Aarau"]);
    expect(rows[0]?.tieBreak).toBe("penaltyPoints");
    expect(rows[1]?.tieBreak).toBe("penaltyPoints");
    expect(rows.map((r) => r.position).slice(0, 2)).toEqual([1, 2]);
  });

  it("goes to goal difference when the fair-play points are equal", () => {
    const rows = table("fairPlay", 5, 5);
    expect(order(rows).slice(0, 2)).toEqual(["Aarau", "Baden"]);
    expect(rows[0]?.tieBreak).toBe("goalDifference");
  });

  it("ignores fair-play points in the 1. Liga", () => {
    const rows = table("goalDifference", 9, 4);
    expect(order(rows).slice(0, 2)).toEqual(["Aarau", "Baden"]);
    expect(rows[0]?.tieBreak).toBe("goalDifference");
  });

  it("then the direct encounters' goal difference among exactly the tied teams", () => {
    // Chur and Davos: 6 points each, no Strafpunkte, both 4:3 goals. Davos beat Chur 2:1.
    const rows = computeLeagueTable(
      teams("Chur", "Davos", "Emmen", "Frick"),
      [
        match("chur", "emmen", 2, 1),
        match("chur", "frick", 1, 0),
        match("davos", "chur", 2, 1),
        match("davos", "frick", 1, 0),
        match("emmen", "davos", 2, 1),
      ],
      { rule: "fairPlay" },
    );
    expect(rows.map((r) => [r.name, r.points, r.goalDifference, r.goalsFor])).toEqual([
      ["Davos", 6, 1, 4],
      ["Chur", 6, 1, 4],
      ["Emmen", 3, 0, 3],
      ["Frick", 0, -2, 0],
    ]);
    expect(rows.map((r) => r.tieBreak)).toEqual(["directEncounter", "directEncounter", null, null]);
  });

  it("compares the teams the direct encounters left level again, among exactly them, before the lot", () => {
    // Adler, Zebra and Biber: 6 points, 5:4 goals each. Among the three Adler is +4, Zebra and
    // Biber -2 each; between just those two Zebra won 1:0, so no lot is needed.
    const rows = computeLeagueTable(teams("Adler", "Zebra", "Biber", "Dachs", "Elch"), [
      match("adler", "zebra", 3, 0),
      match("adler", "biber", 1, 0),
      match("zebra", "biber", 1, 0),
      match("adler", "dachs", 1, 2),
      match("elch", "adler", 2, 0),
      match("zebra", "dachs", 4, 0),
      match("elch", "zebra", 1, 0),
      match("biber", "dachs", 3, 1),
      match("biber", "elch", 2, 1),
    ]);
    expect(rows.map((r) => [r.name, r.position, r.points, r.goalDifference, r.goalsFor, r.tieBreak])).toEqual(
      [
        ["Elch", 1, 6, 2, 4, "goalDifference"],
        ["Adler", 2, 6, 1, 5, "goalDifference"],
        ["Zebra", 3, 6, 1, 5, "directEncounter"],
        ["Biber", 4, 6, 1, 5, "directEncounter"],
        ["Dachs", 5, 3, -5, 3, null],
      ],
    );
  });

  it("leaves to the lot only the teams the direct encounters among exactly them do not separate", () => {
    // Adler, Zebra and Biber: 7 points, 7:3 goals each. Among the three Adler is +4, Zebra and
    // Biber -2 each; they drew 1:1 with each other, so among just those two the lot decides.
    const rows = computeLeagueTable(teams("Adler", "Zebra", "Biber", "Dachs", "Elch"), [
      match("adler", "zebra", 2, 0),
      match("adler", "biber", 2, 0),
      match("zebra", "biber", 1, 1),
      match("dachs", "adler", 3, 3),
      match("zebra", "dachs", 3, 0),
      match("zebra", "elch", 3, 0),
      match("biber", "dachs", 3, 0),
      match("biber", "elch", 3, 0),
    ]);
    expect(rows.map((r) => [r.name, r.position, r.points, r.goalDifference, r.goalsFor, r.tieBreak])).toEqual(
      [
        ["Adler", 1, 7, 4, 7, "directEncounter"],
        ["Biber", 2, 7, 4, 7, "lot"],
        ["Zebra", 2, 7, 4, 7, "lot"],
        ["Dachs", 4, 1, -6, 3, null],
        ["Elch", 5, 0, -6, 0, null],
      ],
    );
  });

  it("shows teams level on everything as a tie decided by lot, in the same order every time", () => {
    const rows = computeLeagueTable(teams("Zug", "Aarau", "Baden"), [
      match("zug", "aarau", 1, 1),
      match("baden", "zug", 1, 1),
      match("aarau", "baden", 1, 1),
    ]);
    expect(rows.map((r) => [r.position, r.tieBreak])).toEqual([
      [1, "lot"],
      [1, "lot"],
      [1, "lot"],
    ]);
    const again = computeLeagueTable(teams("Baden", "Zug", "Aarau"), [
      match("aarau", "baden", 1, 1),
      match("zug", "aarau", 1, 1),
      match("baden", "zug", 1, 1),
    ]);
    expect(order(again)).toEqual(order(rows));
  });
});

describe("deductions and withdrawals", () => {
  it("deducts points and keeps the deduction on the row", () => {
    const rows = computeLeagueTable(teams("Aarau", "Baden"), [match("aarau", "baden", 1, 0)], {
      deductions: new Map([["aarau", 4]]),
    });
    expect(rows.map((r) => [r.name, r.points, r.deductedPoints])).toEqual([
      ["Baden", 0, 0],
      ["Aarau", -1, 4],
    ]);
  });

  it("takes a withdrawn team's matches out and puts it last", () => {
    const rows = computeLeagueTable(
      teams("Aarau", "Baden", "Chur"),
      [match("aarau", "baden", 3, 0), match("baden", "chur", 2, 0), match("chur", "aarau", 1, 0)],
      { withdrawn: new Set(["aarau"]) },
    );
    expect(rows.map((r) => [r.name, r.played, r.points, r.withdrawn, r.position])).toEqual([
      ["Baden", 1, 3, false, 1],
      ["Chur", 1, 0, false, 2],
      ["Aarau", 0, 0, true, 3],
    ]);
    expect(rows.reduce((s, r) => s + r.goalsFor - r.goalsAgainst, 0)).toBe(0);
  });

  it("shows a withdrawn team without Strafpunkte, as the Fairplay tab leaves it out", () => {
    // Its matches and so its cards count no more; a correction of the league office stood alone
    // in its «Str.» column (4 beside 0 games) while the Fairplay tab did not list the team.
    const rows = computeLeagueTable(teams("Aarau", "Baden", "Chur"), [match("baden", "chur", 2, 0)], {
      withdrawn: new Set(["aarau"]),
      penaltyPoints: penalties({ aarau: 4, baden: 1 }),
    });
    expect(rows.map((r) => [r.name, r.withdrawn, r.penaltyPoints])).toEqual([
      ["Baden", false, 1],
      ["Chur", false, 0],
      ["Aarau", true, 0],
    ]);
  });

  it("counts a withdrawn team as the first of the relegated", () => {
    // A team that withdraws goes down: it takes one of the two relegation places, and only the
    // last of the teams still playing is tinted with it (the table showed three going down).
    const names = ["Aarau", "Baden", "Chur", "Davos", "Emmen", "Frick"] as const;
    const ids = names.map((n) => n.toLowerCase());
    const played = ids
      .slice(0, 5)
      .flatMap((home, i) => ids.slice(i + 1, 5).map((away) => match(home, away, 1, 0)));
    const zones = (withdrawn: string[]) =>
      computeLeagueTable(teams(...names), played, { withdrawn: new Set(withdrawn) }).map((r) => [
        r.name,
        r.zone,
      ]);
    // One withdrawn: the last team still playing goes down with it; two: none of the others.
    const twoDown = [
      ["Aarau", "promotion"],
      ["Baden", "promotion"],
      ["Chur", null],
      ["Davos", null],
      ["Emmen", "relegation"],
      ["Frick", "relegation"],
    ];
    expect(zones(["frick"])).toEqual(twoDown);
    expect(zones(["emmen", "frick"])).toEqual(twoDown);
  });

  it("keeps a moved team's matches for the others and puts it below them, above the withdrawn", () => {
    const rows = computeLeagueTable(
      teams("Aarau", "Baden", "Chur", "Davos"),
      [match("aarau", "baden", 3, 0), match("baden", "chur", 2, 0), match("chur", "davos", 1, 0)],
      { movedAway: new Set(["aarau"]), withdrawn: new Set(["davos"]) },
    );
    expect(rows.map((r) => [r.name, r.played, r.points, r.position, r.zone, r.tieBreak])).toEqual([
      ["Baden", 2, 3, 1, null, null],
      ["Chur", 1, 0, 2, null, null],
      ["Aarau", 1, 3, 3, null, null],
      ["Davos", 0, 0, 4, null, null],
    ]);
  });
});
