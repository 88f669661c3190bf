import { describe, expect, it } from "vitest";
import type { MatchStatus } from "../constants.ts";
import { computeLeagueTable, type TableMatch, type TableTeam } from "./league-table.ts";

function teams(...names: string[]): TableTeam[] {
  return names.map((name) => ({ id: name.toLowerCase(), name }));
}

function match(
  home: string,
  away: string,
  homeScore: number | null,
  awayScore: number | null,
  status: MatchStatus = "completed",
): TableMatch {
  return { homeTeamId: home, awayTeamId: away, homeScore, awayScore, status };
}

describe("computeLeagueTable", () => {
  it("counts wins, draws, losses, goals and points 3/1/0", () => {
    const table = computeLeagueTable(teams("Aarau", "Baden", "Chur"), [
      match("aarau", "baden", 2, 1),
      match("baden", "chur", 1, 1),
      match("chur", "aarau", 0, 3),
    ]);
    expect(
      table.map((r) => [r.name, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points]),
    ).toEqual([
      ["Aarau", 2, 2, 0, 0, 5, 1, 6],
      ["Baden", 2, 0, 1, 1, 2, 3, 1],
      ["Chur", 2, 0, 1, 1, 1, 4, 1],
    ]);
    expect(table[0]?.goalDifference).toBe(4);
    expect(table[2]?.goalDifference).toBe(-3);
    expect(table.map((r) => r.position)).toEqual([1, 2, 3]);
  });

  it("breaks ties by goal difference", () => {
    const table = computeLeagueTable(teams("Aarau", "Baden", "Chur", "Davos"), [
      match("aarau", "chur", 1, 0),
      match("baden", "davos", 3, 0),
    ]);
    expect(table.map((r) => r.name)).toEqual(["Baden", "Aarau", "Chur", "Davos"]);
  });

  it("breaks equal goal difference by goals for", () => {
    const table = computeLeagueTable(teams("Aarau", "Baden", "Chur", "Davos"), [
      match("aarau", "chur", 1, 0),
      match("baden", "davos", 3, 2),
    ]);
    // Baden and Aarau both +1, Davos and Chur both -1: more goals scored ranks higher.
    expect(table.map((r) => r.name)).toEqual(["Baden", "Aarau", "Davos", "Chur"]);
  });

  it("puts points before goal difference and goal difference before goals for", () => {
    const table = computeLeagueTable(teams("Aarau", "Baden", "Chur", "Davos", "Emmen", "Frick", "Gossau"), [
      // Aarau: 6 points, +2. Baden: 3 points, +4 from one big win and two narrow losses.
      match("aarau", "gossau", 1, 0),
      match("aarau", "frick", 1, 0),
      match("baden", "gossau", 6, 0),
      match("baden", "emmen", 0, 1),
      match("baden", "davos", 0, 1),
      match("chur", "frick", 2, 0),
    ]);
    const row = (name: string) => table.find((r) => r.name === name);
    expect(row("Aarau")).toMatchObject({ points: 6, goalDifference: 2, goalsFor: 2 });
    expect(row("Baden")).toMatchObject({ points: 3, goalDifference: 4, goalsFor: 6 });
    expect(row("Chur")).toMatchObject({ points: 3, goalDifference: 2, goalsFor: 2 });
    expect(row("Davos")).toMatchObject({ points: 3, goalDifference: 1, goalsFor: 1 });
    expect(row("Emmen")).toMatchObject({ points: 3, goalDifference: 1, goalsFor: 1 });
    // More points first although Baden's difference is better; then, among 3 points, the
    // difference; Davos and Emmen are level in everything and go by name.
    expect(table.map((r) => r.name)).toEqual(["Aarau", "Baden", "Chur", "Davos", "Emmen", "Frick", "Gossau"]);
  });

  it("ranks a better goal difference above more goals scored", () => {
    const table = computeLeagueTable(teams("Aarau", "Baden", "Chur", "Davos"), [
      match("aarau", "chur", 2, 0), // +2 with 2 goals
      match("baden", "davos", 5, 4), // +1 with 5 goals
    ]);
    expect(table.map((r) => r.name)).toEqual(["Aarau", "Baden", "Davos", "Chur"]);
  });

  it("breaks a full tie by name in Swiss German order", () => {
    const table = computeLeagueTable(teams("Zug", "Ängelberg", "Oberwil"), []);
    expect(table.map((r) => r.name)).toEqual(["Ängelberg", "Oberwil", "Zug"]);
  });

  it("numbers positions sequentially, but teams only the lot separates share theirs", () => {
    const table = computeLeagueTable(teams("A", "B", "C", "D"), [match("d", "c", 1, 0)]);
    expect(table.map((r) => [r.name, r.position])).toEqual([
      ["D", 1],
      ["A", 2],
      ["B", 2],
      ["C", 4],
    ]);
  });

  it("ignores scheduled, live and cancelled matches and completed ones without a score", () => {
    const table = computeLeagueTable(teams("Aarau", "Baden"), [
      match("aarau", "baden", 1, 0, "scheduled"),
      match("aarau", "baden", 2, 0, "live"),
      match("aarau", "baden", 3, 0, "cancelled"),
      match("aarau", "baden", null, null),
      match("aarau", "baden", 1, null),
    ]);
    for (const row of table) {
      expect(row.played).toBe(0);
      expect(row.points).toBe(0);
    }
  });

  it("lists a team without matches with zeros", () => {
    const table = computeLeagueTable(
      [
        ...teams("Aarau", "Baden"),
        { id: "chur", name: "Chur", imageUrl: "/c.png", clubId: "club-c", clubLogoUrl: "/l.png" },
      ],
      [match("aarau", "baden", 1, 0)],
    );
    const chur = table.find((r) => r.teamId === "chur");
    expect(chur).toEqual({
      position: 2,
      teamId: "chur",
      name: "Chur",
      imageUrl: "/c.png",
      clubId: "club-c",
      clubLogoUrl: "/l.png",
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      points: 0,
      penaltyPoints: 0,
      deductedPoints: 0,
      withdrawn: false,
      // Level on points with Baden (lost 0:1): the goal difference puts Chur second.
      tieBreak: "goalDifference",
      // Second of three would be promotion, but a team without games is never tinted.
      zone: null,
    });
    expect(table.find((r) => r.teamId === "aarau")?.imageUrl).toBeNull();
  });

  it("ignores matches against teams outside the table", () => {
    const table = computeLeagueTable(teams("Aarau", "Baden"), [
      match("aarau", "fremd", 5, 0),
      match("fremd", "baden", 0, 2),
      match("aarau", "baden", 0, 0),
    ]);
    expect(table.map((r) => [r.name, r.played, r.points, r.goalsFor])).toEqual([
      ["Aarau", 1, 1, 0],
      ["Baden", 1, 1, 0],
    ]);
  });

  it("keeps goals for and against balanced", () => {
    const table = computeLeagueTable(teams("A", "B", "C", "D"), [
      match("a", "b", 3, 2),
      match("c", "d", 0, 4),
      match("b", "c", 1, 1),
      match("d", "a", 2, 5),
    ]);
    const sum = (pick: (r: (typeof table)[number]) => number) => table.reduce((s, r) => s + pick(r), 0);
    expect(sum((r) => r.goalsFor)).toBe(sum((r) => r.goalsAgainst));
    expect(sum((r) => r.won)).toBe(sum((r) => r.lost));
  });

  it("ignores duplicate teams and a team playing itself", () => {
    const table = computeLeagueTable(
      [...teams("Aarau"), { id: "aarau", name: "Doppelt" }],
      [match("aarau", "aarau", 3, 0)],
    );
    expect(table).toHaveLength(1);
    expect(table[0]?.name).toBe("Aarau");
    expect(table[0]?.played).toBe(0);
  });

  it("returns an empty table for no teams", () => {
    expect(computeLeagueTable([], [match("a", "b", 1, 0)])).toEqual([]);
  });
});

describe("zones", () => {
  // Every team has played (goalless draws in a ring), and fewer fair-play points keep the order
  // by name without a tie only the lot would decide.
  const zones = (count: number) => {
    const names = Array.from({ length: count }, (_, i) => `Team ${String(i + 1).padStart(2, "0")}`);
    const ids = names.map((n) => n.toLowerCase());
    const ring = count > 1 ? ids.map((id, i) => match(id, ids[(i + 1) % count] as string, 0, 0)) : [];
    const penaltyPoints = new Map(ids.map((id, i) => [id, i]));
    return computeLeagueTable(teams(...names), ring, { penaltyPoints }).map((r) => r.zone);
  };

  it("never tints a team without games", () => {
    const table = computeLeagueTable(teams("A", "B", "C", "D", "E", "F"), [
      match("a", "b", 2, 0),
      match("c", "d", 1, 0),
    ]);
    expect(table.map((r) => [r.name, r.zone])).toEqual([
      ["A", "promotion"],
      ["C", "promotion"],
      ["E", null],
      ["F", null],
      ["D", "relegation"],
      ["B", "relegation"],
    ]);
  });

  it("tints the first 2 as promotion and the last 2 as relegation from 5 teams on", () => {
    expect(zones(5)).toEqual(["promotion", "promotion", null, "relegation", "relegation"]);
    expect(zones(8)).toEqual(["promotion", "promotion", null, null, null, null, "relegation", "relegation"]);
  });

  it("only tints promotion with 3 or 4 teams", () => {
    expect(zones(3)).toEqual(["promotion", "promotion", null]);
    expect(zones(4)).toEqual(["promotion", "promotion", null, null]);
  });

  it("tints nothing with 1 or 2 teams", () => {
    expect(zones(1)).toEqual([null]);
    expect(zones(2)).toEqual([null, null]);
  });

  it("treats teams that share a place by lot alike: the zone only when all their places lie in it", () => {
    // A and B share 1st, C and F 3rd, D and E 5th: each pair lies within one zone or none.
    const inside = computeLeagueTable(teams("A", "B", "C", "D", "E", "F"), [
      match("a", "d", 1, 0),
      match("b", "e", 1, 0),
      match("c", "f", 0, 0),
    ]);
    expect(inside.map((r) => [r.name, r.position, r.tieBreak, r.zone])).toEqual([
      ["A", 1, "lot", "promotion"],
      ["B", 1, "lot", "promotion"],
      ["C", 3, "lot", null],
      ["F", 3, "lot", null],
      ["D", 5, "lot", "relegation"],
      ["E", 5, "lot", "relegation"],
    ]);
    // B and C share 2nd and 3rd: one place would be promotion, the other not; the lot decides
    // which, so neither is tinted.
    const across = computeLeagueTable(teams("A", "B", "C", "D", "E"), [
      match("a", "e", 5, 0),
      match("b", "d", 1, 0),
      match("c", "d", 1, 0),
    ]);
    expect(across.map((r) => [r.name, r.position, r.zone])).toEqual([
      ["A", 1, "promotion"],
      ["B", 2, null],
      ["C", 2, null],
      ["D", 4, "relegation"],
      ["E", 5, "relegation"],
    ]);
  });

  it("follows the sorted order", () => {
    const table = computeLeagueTable(teams("A", "B", "C", "D", "E"), [
      match("e", "a", 3, 0),
      match("d", "b", 2, 0),
    ]);
    expect(table[0]?.name).toBe("E");
    expect(table[0]?.zone).toBe("promotion");
    expect(table[4]?.name).toBe("A");
    expect(table[4]?.zone).toBe("relegation");
  });
});
