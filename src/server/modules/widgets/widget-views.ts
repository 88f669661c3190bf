import type { Canton, League } from "#shared/constants.ts";
import {
  formatDifference,
  formatLongDateTime,
  formatPoints,
  formatShortWeekdayDate,
  formatTime,
} from "#shared/format.ts";
import { formatClockLabelLong } from "#shared/matches/clock.ts";
import { eventLine } from "#shared/matches/event-line.ts";
import { matchPath } from "#shared/matches/paths.ts";
import { resultMark, resultMarkTitle } from "#shared/matches/result-mark.ts";
import { emptyCourseNote } from "#shared/matches/schedule.ts";
import { formatEventMinute } from "#shared/matches/timeline.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import type { TableZone } from "#shared/rankings/league-table.ts";
import {
  DEDUCTIONS_HEADING,
  deductedLabel,
  deductionText,
  type LeagueTableEntry,
  type LeagueTableResponse,
  movedLabel,
  teamLabel,
  WITHDRAWN_LABEL,
} from "#shared/rankings/types.ts";
import { escapeHtml } from "../seo/html-head.ts";
import { keptTogetherHtml } from "./widget-html.ts";

// The widgets' content as HTML. Every value from the database goes through escapeHtml (or
// keptTogetherHtml, which escapes each of its parts).

function teamName(team: MatchSummary["homeTeam"]): string {
  return teamLabel(team.name, team.clubName);
}

/** A result not (yet) entered: the place of the score, never the kick-off time. */
const NO_RESULT = "–:–";

/**
 * «Forfait» or «Spielabbruch» beside a result not played to the final whistle (the shared rule of
 * the match page), its title saying who did not turn up or the league office's reason.
 */
function resultMarkHtml(match: MatchSummary): string {
  const mark = resultMark(match);
  if (!mark) return "";
  const title = resultMarkTitle(match, teamName(match.homeTeam), teamName(match.awayTeam)) ?? mark;
  return ` <span class="badge quiet" title="${escapeHtml(title)}">${escapeHtml(mark)}</span>`;
}

function resultCell(match: MatchSummary, isPast: boolean): string {
  // The team names are struck through (.off); the badge saying why must stay readable.
  if (match.status === "cancelled") return `<span class="badge quiet">Abgesagt</span>`;
  if (match.status === "postponed") return `<span class="badge quiet">Verschoben</span>`;
  const hasScore = match.homeScore !== null && match.awayScore !== null;
  const score = hasScore ? `${match.homeScore}:${match.awayScore}` : "";
  if (match.status === "live") return `<span class="badge live">Live</span> ${score}`;
  if (match.status === "completed" && hasScore) return `${score}${resultMarkHtml(match)}`;
  return isPast ? NO_RESULT : escapeHtml(formatTime(match.matchDate));
}

/**
 * A cancelled match is struck through (it will not be played); a postponed one is only muted:
 * it will be, on a date still open, as the team's page shows it.
 */
function offClass(match: MatchSummary): string {
  if (match.status === "cancelled") return " off";
  return match.status === "postponed" ? " later" : "";
}

function matchRow(match: MatchSummary, baseUrl: string, isPast: boolean): string {
  const url = `${baseUrl}${matchPath(match.id)}`;
  const teams = `${keptTogetherHtml(teamName(match.homeTeam))} – ${keptTogetherHtml(teamName(match.awayTeam))}`;
  return `<li class="m"><span class="m-date">${escapeHtml(formatShortWeekdayDate(match.matchDate))}</span><a class="m-teams${offClass(match)}" href="${escapeHtml(url)}" target="_blank" rel="noopener">${teams}</a><span class="m-res">${resultCell(match, isPast)}</span></li>`;
}

export function matchListBody(upcoming: MatchSummary[], past: MatchSummary[], baseUrl: string): string {
  const section = (title: string, list: MatchSummary[], empty: string, isPast: boolean) =>
    `<h2>${title}</h2>${list.length ? `<ul>${list.map((m) => matchRow(m, baseUrl, isPast)).join("")}</ul>` : `<p class="empty">${empty}</p>`}`;
  return (
    section("Nächste Spiele", upcoming, "Keine kommenden Spiele geplant.", false) +
    section("Letzte Resultate", past, "Noch keine Resultate.", true)
  );
}

/**
 * What the ranking page says beside a team's name: where a moved team went (from the table's
 * canton and league, «in Gruppe 2 verschoben»), else that it withdrew; and its deducted points.
 */
function nameMarks(row: LeagueTableEntry, of: { canton: Canton; league: League }): string {
  const mark = row.movedTo
    ? ` <span class="mv">${escapeHtml(movedLabel(of, row.movedTo))}</span>`
    : row.withdrawn
      ? ` <span class="wd">${WITHDRAWN_LABEL}</span>`
      : "";
  const deducted =
    row.deductedPoints > 0 ? ` <span class="ded">${deductedLabel(row.deductedPoints)}</span>` : "";
  return mark + deducted;
}

/** The table, and under it the league office's deductions with their reasons, as on the ranking page. */
export function tableBody(
  table: Pick<LeagueTableResponse, "canton" | "league" | "rows" | "deductions">,
  ownTeamId?: string,
): string {
  const { rows, deductions } = table;
  if (rows.length === 0) return `<p class="empty">Für diese Liga gibt es noch keine Mannschaften.</p>`;
  const head = `<tr><th>#</th><th class="t">Mannschaft</th><th title="Spiele">Sp</th><th class="wide" title="Siege">S</th><th class="wide" title="Unentschieden">U</th><th class="wide" title="Niederlagen">N</th><th class="wide">Tore</th><th title="Tordifferenz">+/-</th><th title="Punkte">Pkt</th></tr>`;
  const body = rows
    .map(
      (r) =>
        `<tr${rowClass(r, ownTeamId)}${r.teamId === ownTeamId ? ` aria-current="true"` : ""}><td>${r.position}${zoneText(r)}</td><td class="t">${keptTogetherHtml(r.name)}${nameMarks(r, table)}</td><td>${r.played}</td><td class="wide">${r.won}</td><td class="wide">${r.drawn}</td><td class="wide">${r.lost}</td><td class="wide">${r.goalsFor}:${r.goalsAgainst}</td><td>${formatDifference(r.goalDifference)}</td><td class="p">${formatPoints(r.points)}</td></tr>`,
    )
    .join("");
  const notes =
    deductions.length > 0
      ? `<h2>${DEDUCTIONS_HEADING}</h2><ul class="notes">${deductions.map((d) => `<li>${escapeHtml(deductionText(d))}</li>`).join("")}</ul>`
      : "";
  return `<table><thead>${head}</thead><tbody>${body}</tbody></table>${zoneLegend(rows)}${notes}`;
}

type TableRow = LeagueTableResponse["rows"][number];

const ZONE_NAMES: Record<TableZone, { one: string; legend: string }> = {
  promotion: { one: "Aufstiegsplatz", legend: "Aufstiegsplätze" },
  relegation: { one: "Abstiegsplatz", legend: "Abstiegsplätze" },
};

/** The zone a row's bar shows (none for a team moved away, greyed instead), as the ranking page. */
function shownZone(row: TableRow): TableZone | null {
  return row.movedTo ? null : row.zone;
}

/** «, Aufstiegsplatz» after the rank, for a screen reader: the bar says it only to the eye. */
function zoneText(row: TableRow): string {
  const zone = shownZone(row);
  return zone ? `<span class="sr">, ${ZONE_NAMES[zone].one}</span>` : "";
}

/** What the bars mean, under the table as on the ranking page: only the zones the table shows. */
function zoneLegend(rows: readonly TableRow[]): string {
  const zones = new Set(rows.map(shownZone));
  const items = (["promotion", "relegation"] as const)
    .filter((zone) => zones.has(zone))
    .map((zone) => `<li class="${zone}">${ZONE_NAMES[zone].legend}</li>`);
  return items.length > 0 ? `<ul class="legend">${items.join("")}</ul>` : "";
}

/** A row's classes: moved away, its zone (promotion, relegation) and the club's own team. */
function rowClass(row: TableRow, ownTeamId: string | undefined): string {
  const classes = [row.movedTo ? "moved" : row.zone, row.teamId === ownTeamId ? "own" : null].filter(Boolean);
  return classes.length > 0 ? ` class="${classes.join(" ")}"` : "";
}

function stateText(match: MatchSummary, now: Date): string {
  if (match.status === "cancelled")
    return `Abgesagt${match.cancellationReason ? `: ${match.cancellationReason}` : ""}`;
  if (match.status === "postponed")
    return `Verschoben${match.cancellationReason ? `: ${match.cancellationReason}` : ""}`;
  if (match.status === "completed") return "Spiel beendet";
  if (match.status === "live") {
    return formatClockLabelLong(match, now);
  }
  return `Anpfiff ${formatLongDateTime(match.matchDate)}`;
}

/** One ticker line: minute, the type once, the score after a goal, who, and the club's own words. */
function eventRow(event: MatchEventView, match: MatchSummary): string {
  const { label, score, who, text } = eventLine(event, (side) =>
    teamName(side === "home" ? match.homeTeam : match.awayTeam),
  );
  const parts = [who, text].filter((part): part is string => part !== null);
  return `<li class="ev"><span class="ev-min">${formatEventMinute(event.minute, event.addedMinute)}</span><span><span class="ev-type">${escapeHtml(label)}</span>${score ? ` <span class="ev-score">${score}</span>` : ""}${parts.map((part) => ` · ${keptTogetherHtml(part)}`).join("")}</span></li>`;
}

export function tickerBody(match: MatchSummary, events: MatchEventView[], now: Date = new Date()): string {
  const score = (n: number | null) => (n === null ? "–" : String(n));
  const isLive = match.status === "live";
  const header = `<div class="score"><span class="team">${keptTogetherHtml(teamName(match.homeTeam))}</span><span class="n">${score(match.homeScore)}:${score(match.awayScore)}</span><span class="team">${keptTogetherHtml(teamName(match.awayTeam))}</span></div>
<p class="state">${isLive ? `<span class="badge live">Live</span> ` : ""}${keptTogetherHtml(stateText(match, now))}${match.stadium ? ` · ${escapeHtml(match.stadium)}` : ""}</p>`;
  const list = events.length
    ? `<h2>Ticker</h2><ul>${[...events]
        .reverse()
        .map((event) => eventRow(event, match))
        .join("")}</ul>`
    : `<p class="empty">${emptyCourseNote(match)}</p>`;
  return header + list;
}
