import type { MatchStatus } from "../constants.ts";
import { formatDate, formatTime } from "../format.ts";
import { fullTeamName } from "./timeline.ts";
import type { MatchSummary } from "./types.ts";

// The club's schedule and results as a CSV export (Excel). Teams are named with their club
// ('FC Seeblick 1. Mannschaft'): between two clubs, '1. Mannschaft;1. Mannschaft' said nothing.

const STATUS_LABELS: Record<MatchStatus, string> = {
  scheduled: "Geplant",
  live: "Live",
  completed: "Beendet",
  cancelled: "Abgesagt",
  postponed: "Verschoben",
};

export const SCHEDULE_EXPORT_HEADER = [
  "Datum",
  "Zeit",
  "Heim",
  "Gast",
  "Stadion",
  "Status",
  "Tore Heim",
  "Tore Gast",
];

export function scheduleExportRows(
  list: readonly Pick<
    MatchSummary,
    "matchDate" | "homeTeam" | "awayTeam" | "stadium" | "status" | "homeScore" | "awayScore"
  >[],
): (string | number | null)[][] {
  return list.map((m) => [
    formatDate(m.matchDate),
    formatTime(m.matchDate),
    fullTeamName(m.homeTeam),
    fullTeamName(m.awayTeam),
    m.stadium,
    STATUS_LABELS[m.status],
    m.homeScore,
    m.awayScore,
  ]);
}
