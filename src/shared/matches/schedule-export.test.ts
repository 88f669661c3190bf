import { describe, expect, it } from "vitest";
import { SCHEDULE_EXPORT_HEADER, scheduleExportRows } from "./schedule-export.ts";
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

describe("schedule export columns", () => {
  it("names each team with its club: between clubs no longer '1. Mannschaft;1. Mannschaft'", () => {
    const rows = scheduleExportRows([
      {
        matchDate: "2025-05-03T13:30:00Z",
        homeTeam: team("1. Mannschaft", "FC Seeblick"),
        awayTeam: team("1. Mannschaft", "SC Bergdorf"),
        stadium: "Sportanlage Seeblick",
        status: "completed",
        homeScore: 2,
        awayScore: 1,
      },
      {
        matchDate: "2025-05-10T08:00:00Z",
        homeTeam: team("FC Neuling", null),
        awayTeam: team("Junioren A", "FC Seeblick"),
        stadium: null,
        status: "scheduled",
        homeScore: null,
        awayScore: null,
      },
    ]);
    expect(SCHEDULE_EXPORT_HEADER).toEqual([
      "Datum",
      "Zeit",
      "Heim",
      "Gast",
      "Stadion",
      "Status",
      "Tore Heim",
      "Tore Gast",
    ]);
    expect(rows.map((r) => r.slice(2))).toEqual([
      ["FC Seeblick 1. Mannschaft", "SC Bergdorf 1. Mannschaft", "Sportanlage Seeblick", "Beendet", 2, 1],
      ["FC Neuling", "FC Seeblick Junioren A", null, "Geplant", null, null],
    ]);
    expect(rows[0]?.slice(0, 2)).toEqual(["03.05.2025", "15:30"]);
  });
});
