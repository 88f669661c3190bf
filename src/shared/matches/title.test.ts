import { describe, expect, it } from "vitest";
import { ABANDONED_SCORE_REASON } from "./schema.ts";
import { matchTitle } from "./title.ts";
import type { MatchTeam } from "./types.ts";

const team = (name: string, clubName: string | null): MatchTeam => ({
  id: name,
  name,
  teamImageUrl: null,
  clubId: clubName,
  clubName,
  clubLogoUrl: null,
  league: "3. Liga",
  canton: "Zürich",
  archived: false,
  awaitingOffice: false,
});

type Titled = Parameters<typeof matchTitle>[0];
const played: Titled = {
  status: "completed",
  homeScore: 3,
  awayScore: 0,
  homeTeam: team("1. Mannschaft", "FC Seeblick"),
  awayTeam: team("FC Eichhalde", null),
  forfeit: null,
  cancellationReason: null,
};

describe("matchTitle", () => {
  it("a played result is the teams and the score", () => {
    expect(matchTitle(played)).toBe("FC Seeblick 1. Mannschaft 3:0 FC Eichhalde");
  });

  it("a forfeit and a score the league office let stand after an abort say so", () => {
    expect(matchTitle({ ...played, forfeit: "away" })).toBe(
      "FC Seeblick 1. Mannschaft 3:0 FC Eichhalde (Forfait)",
    );
    const abandoned: Titled = {
      ...played,
      homeScore: 2,
      awayScore: 1,
      cancellationReason: ABANDONED_SCORE_REASON,
    };
    expect(matchTitle(abandoned)).toBe("FC Seeblick 1. Mannschaft 2:1 FC Eichhalde (Spielabbruch)");
  });

  it("a cancelled match keeps its word, whatever its reason", () => {
    const cancelled: Titled = { ...played, status: "cancelled", cancellationReason: "Platz unbespielbar" };
    expect(matchTitle(cancelled)).toBe("Abgesagt: FC Seeblick 1. Mannschaft – FC Eichhalde");
  });
});
