import { describe, expect, it } from "vitest";
import type { MatchTeam } from "#shared/matches/types.ts";
import { lineupEditorFor } from "./lineup-editor-choice.ts";

const team = (clubId: string | null): MatchTeam => ({
  id: `team-${clubId}`,
  name: "Team",
  teamImageUrl: null,
  clubId,
  clubName: clubId,
  clubLogoUrl: null,
  league: "3. Liga",
  canton: "Zürich",
  archived: false,
  awaitingOffice: false,
});

describe("lineupEditorFor", () => {
  const vsClubless = { status: "scheduled" as const, homeTeam: team("seeblick"), awayTeam: team(null) };

  it("a club-less opponent with players on the platform is picked from its squad", () => {
    expect(lineupEditorFor(vsClubless, "away", "seeblick", 14)).toBe("squad");
  });

  it("a club-less opponent without players is typed in by name", () => {
    expect(lineupEditorFor(vsClubless, "away", "seeblick", 0)).toBe("names");
  });

  it("the own team: squad, or names when it has no players", () => {
    expect(lineupEditorFor(vsClubless, "home", "seeblick", 11)).toBe("squad");
    expect(lineupEditorFor(vsClubless, "home", "seeblick", 0)).toBe("names");
  });

  it("another club's team is that club's business; nothing after the match", () => {
    const vsClub = { status: "live" as const, homeTeam: team("seeblick"), awayTeam: team("bergdorf") };
    expect(lineupEditorFor(vsClub, "away", "seeblick", 14)).toBe("otherClub");
    expect(lineupEditorFor({ ...vsClubless, status: "completed" }, "away", "seeblick", 14)).toBe("over");
  });

  it("both teams of a match between two of the club's own teams are its own", () => {
    const derby = { status: "scheduled" as const, homeTeam: team("seeblick"), awayTeam: team("seeblick") };
    expect(lineupEditorFor(derby, "home", "seeblick", 14)).toBe("squad");
    expect(lineupEditorFor(derby, "away", "seeblick", 14)).toBe("squad");
  });
});
