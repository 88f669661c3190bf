import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDifference, formatPoints } from "#shared/format.ts";
import { seasonLabel } from "#shared/matches/season.ts";
import type { TableZone } from "#shared/rankings/league-table.ts";
import { TIE_BREAK_LABELS } from "#shared/rankings/ranking-rules.ts";
import {
  DEDUCTIONS_HEADING,
  deductedLabel,
  deductionText,
  type LeagueTableEntry,
  type LeagueTableResponse,
  movedLabel,
  WITHDRAWN_LABEL,
} from "#shared/rankings/types.ts";
import { TeamLogo } from "../../ui/avatar.tsx";
import { Card } from "../../ui/card.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { SideScroll } from "../../ui/side-scroll.tsx";

const ZONE_LABEL: Record<TableZone, string> = { promotion: "Aufstiegsplatz", relegation: "Abstiegsplatz" };

// Tints are opaque so the sticky columns hide what scrolls beneath them.
const ZONE_CELL: Record<TableZone | "none", string> = {
  promotion: "bg-brand-50",
  relegation: "bg-red-50",
  none: "bg-white",
};
const ZONE_MARK: Record<TableZone, string> = {
  promotion: "shadow-[inset_4px_0_0_var(--color-brand-600)]",
  relegation: "shadow-[inset_4px_0_0_var(--color-red-600)]",
};

// The first three columns (#, Pkt, Mannschaft) stay in place while the numbers scroll on a phone.
// Each sticky offset is the sum of the widths before it (w-9 + w-10 = left-19), so the columns
// do not jump when the row scrolls. The team column takes what a phone leaves after a glimpse of
// the first numbers (so the row visibly scrolls on), and its names wrap instead of being cut.
const STICKY_RANK = "sticky left-0 z-10 w-9 min-w-9 sm:w-12 sm:min-w-12";
const STICKY_POINTS = "sticky left-9 z-10 w-10 min-w-10 sm:left-12 sm:w-14 sm:min-w-14";
const STICKY_TEAM =
  "sticky left-19 z-10 w-[clamp(10rem,calc(100vw-9.5rem),11.5rem)] min-w-[clamp(10rem,calc(100vw-9.5rem),11.5rem)] border-r border-r-gray-200 sm:static sm:w-auto sm:min-w-56 sm:border-r-0";

/** The heading of a group's table: '3. Liga · Gruppe 2 · Zürich · 2025/26'. */
export function tableTitle(table: LeagueTableResponse): string {
  const group = table.groups.length > 1 ? ` · ${table.group}` : "";
  return `${table.league}${group} · ${table.canton} · ${seasonLabel(table.season)}`;
}

/** How the league ranks teams level on points (ranking-rules.ts), in a sentence. */
const RULE_TEXT = {
  fairPlay:
    "Bei Punktgleichheit entscheiden weniger Strafpunkte (Str.), dann Tordifferenz, Tore, Direktbegegnungen, zuletzt das Los.",
  goalDifference:
    "Bei Punktgleichheit entscheiden Tordifferenz, Tore, dann Direktbegegnungen, zuletzt das Los.",
} as const;

/**
 * Before the first counted match every team is level on everything: the rows would all read «1»
 * (and «Gleichstand (Los)»). They stand without a place until a result decides one.
 */
export function hasNoCountedMatch(table: LeagueTableResponse): boolean {
  return table.rows.every((r) => r.played === 0);
}

/** Above a group's table or fair-play ranking while no match of it counts: why, and what next. */
export function NoMatchCountedNote() {
  return (
    <p className="border-t border-gray-100 bg-gray-50 px-4 py-3 text-sm text-gray-700 sm:px-5">
      <span className="font-semibold text-gray-900">Noch kein Spiel gewertet.</span> Die Tabelle füllt sich,
      sobald das erste Meisterschaftsspiel der Gruppe beendet ist. Wann gespielt wird, steht im{" "}
      <Link
        to="/spielplan"
        className={cn("rounded font-semibold text-brand-700 underline hover:text-brand-800", focusRing)}
      >
        Spielplan
      </Link>
      .
    </p>
  );
}

/** A group's table; `markedTeamId` is the team the page is about (its row stands out). */
export function LeagueTable({
  table,
  isStale,
  markedTeamId,
}: {
  table: LeagueTableResponse;
  isStale: boolean;
  markedTeamId?: string | undefined;
}) {
  const { rows } = table;
  const zones = new Set(rows.map((r) => r.zone).filter((z): z is TableZone => z !== null));
  const nonePlayed = hasNoCountedMatch(table);
  return (
    <Card aria-busy={isStale} className={cn("transition-opacity", isStale && "opacity-60")}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 pt-4 pb-3 sm:px-5">
        <h2 className="text-lg font-bold tracking-tight">{tableTitle(table)}</h2>
        <p className="text-sm text-gray-600">
          Gezählt werden beendete Meisterschaftsspiele innerhalb der Gruppe. {RULE_TEXT[table.rule]}
        </p>
      </div>
      {nonePlayed ? <NoMatchCountedNote /> : null}
      <SideScroll className="border-t border-gray-200">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">
            Tabelle {table.league}, {table.canton}, {table.group}, Saison {seasonLabel(table.season)}
          </caption>
          <thead>
            <tr className="text-xs font-semibold text-gray-600 uppercase tracking-wide">
              <HeaderCell className={cn(STICKY_RANK, "pl-3 text-left sm:pl-5")}>#</HeaderCell>
              <HeaderCell className={STICKY_POINTS} title="Punkte">
                Pkt
              </HeaderCell>
              <HeaderCell className={cn(STICKY_TEAM, "pl-2 text-left sm:pl-4")}>Mannschaft</HeaderCell>
              <HeaderCell title="Spiele">Sp</HeaderCell>
              <HeaderCell title="Siege">S</HeaderCell>
              <HeaderCell title="Unentschieden">U</HeaderCell>
              <HeaderCell title="Niederlagen">N</HeaderCell>
              <HeaderCell title="Tore : Gegentore">Tore</HeaderCell>
              <HeaderCell title="Tordifferenz">+/-</HeaderCell>
              <HeaderCell title="Strafpunkte (Fairplay)" className="pr-3 sm:pr-5">
                Str.
              </HeaderCell>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <TableRow
                key={row.teamId}
                row={row}
                movedText={row.movedTo ? movedLabel(table, row.movedTo) : null}
                isMarked={row.teamId === markedTeamId}
                isUnplaced={nonePlayed}
              />
            ))}
          </tbody>
        </table>
      </SideScroll>
      {table.deductions.length > 0 ? (
        <div className="border-t border-gray-100 px-4 py-3 text-sm sm:px-5">
          <h3 className="font-semibold text-gray-900">{DEDUCTIONS_HEADING}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-gray-700">
            {table.deductions.map((d) => (
              <li key={d.id}>{deductionText(d)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {zones.size > 0 ? (
        <ul className="flex flex-wrap gap-x-5 gap-y-1 border-t border-gray-100 px-4 py-3 text-xs text-gray-600 sm:px-5">
          {zones.has("promotion") ? (
            <LegendItem className="bg-brand-50 ring-brand-600" label="Aufstiegsplätze" />
          ) : null}
          {zones.has("relegation") ? (
            <LegendItem className="bg-red-50 ring-red-600" label="Abstiegsplätze" />
          ) : null}
        </ul>
      ) : null}
    </Card>
  );
}

/** A column's head: with a `title`, the shown abbreviation is for the eye and the title for a screen reader. */
export function HeaderCell({
  className,
  padding = "px-1.5 sm:px-2",
  title,
  children,
}: {
  className?: string;
  /** The sides' padding (cn does not let a later class override an earlier one). */
  padding?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <th
      scope="col"
      title={title}
      className={cn(
        "border-b border-gray-200 bg-gray-50 py-2.5 text-center whitespace-nowrap",
        padding,
        className,
      )}
    >
      {title ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="sr-only">{title}</span>
        </>
      ) : (
        children
      )}
    </th>
  );
}

/**
 * `movedText`: the team left this group during the season («in Gruppe 2 verschoben»), greyed.
 * `isMarked`: the row of the team whose page shows the table.
 * `isUnplaced`: no match of the group counts yet, so no place and no tie-break is shown.
 */
function TableRow({
  row,
  movedText,
  isMarked,
  isUnplaced,
}: {
  row: LeagueTableEntry;
  movedText: string | null;
  isMarked: boolean;
  isUnplaced: boolean;
}) {
  const rowCell = cn(
    "border-b border-gray-100",
    isMarked ? "bg-amber-50 font-bold" : ZONE_CELL[row.zone ?? "none"],
    movedText && "text-gray-500",
  );
  // Compact numbers on a phone (px-1.5): the room goes to the team names.
  const numberCell = cn(rowCell, "px-1.5 py-2.5 text-center tabular-nums whitespace-nowrap sm:px-2");
  const cell = cn(numberCell, "min-w-8");
  return (
    <tr
      data-zone={row.zone ?? undefined}
      data-withdrawn={row.withdrawn || undefined}
      data-moved={movedText ? true : undefined}
      aria-current={isMarked ? "true" : undefined}
    >
      <td
        className={cn(
          numberCell,
          STICKY_RANK,
          "pl-3 text-left font-semibold sm:pl-5",
          !movedText && "text-gray-700",
          row.zone && ZONE_MARK[row.zone],
        )}
      >
        {isUnplaced ? "–" : row.position}
        {row.zone ? <span className="sr-only">, {ZONE_LABEL[row.zone]}</span> : null}
        {isMarked ? <span className="sr-only">, dieses Team</span> : null}
      </td>
      <td className={cn(numberCell, STICKY_POINTS, "font-extrabold", !movedText && "text-gray-900")}>
        {formatPoints(row.points)}
      </td>
      <th
        scope="row"
        className={cn(
          rowCell,
          STICKY_TEAM,
          "py-2 pr-2 pl-2 text-left font-semibold sm:pl-4",
          !movedText && "text-gray-900",
        )}
      >
        <span className="flex min-w-0 items-center gap-2">
          <TeamLogo name={row.clubName || row.name} src={row.imageUrl} size="xs" decorative />
          {/* A team its club deleted stays for the season it played, without a page to open. */}
          {row.clubId && !row.archived ? (
            <Link
              to={`/vereine/${row.clubId}/teams/${row.teamId}`}
              className={cn("min-w-0 rounded hover:text-brand-700 hover:underline", focusRing)}
            >
              <TeamName row={row} movedText={movedText} showTieBreak={!isUnplaced} />
            </Link>
          ) : (
            <TeamName row={row} movedText={movedText} showTieBreak={!isUnplaced} />
          )}
        </span>
      </th>
      <td className={cell}>{row.played}</td>
      <td className={cell}>{row.won}</td>
      <td className={cell}>{row.drawn}</td>
      <td className={cell}>{row.lost}</td>
      <td className={cell}>
        {row.goalsFor}:{row.goalsAgainst}
      </td>
      <td
        className={cn(
          cell,
          !movedText && row.goalDifference > 0 && "text-brand-800",
          !movedText && row.goalDifference < 0 && "text-red-700",
        )}
      >
        {formatDifference(row.goalDifference)}
      </td>
      <td className={cn(cell, "pr-3 sm:pr-5")}>{row.penaltyPoints}</td>
    </tr>
  );
}

/**
 * The club's name, with the team's own ('1. Mannschaft') below it when the label joined both.
 * Names wrap (at most two lines each, breaking long words) rather than being cut to 'SV Limmat…'.
 */
function TeamName({
  row,
  movedText,
  showTieBreak,
}: {
  row: LeagueTableEntry;
  movedText: string | null;
  showTieBreak: boolean;
}) {
  const hasClubLine = row.clubName !== null && row.name !== row.teamName;
  return (
    // Names wrap as far as they need, never cut: at phone width a club name of wide letters
    // ("FC Neuling Mwwm…") can take three lines of the narrow team column.
    <span className="flex min-w-0 flex-col leading-snug">
      <span className="hyphens-auto wrap-anywhere">{hasClubLine ? row.clubName : row.name}</span>
      {hasClubLine ? (
        <span className={cn("wrap-anywhere text-xs font-normal", !movedText && "text-gray-600")}>
          {row.teamName}
        </span>
      ) : null}
      {movedText ? (
        <span className="text-xs font-semibold text-gray-600">{movedText}</span>
      ) : row.withdrawn ? (
        <span className="text-xs font-semibold text-red-700">{WITHDRAWN_LABEL}</span>
      ) : row.tieBreak && showTieBreak ? (
        <span className="text-xs font-normal text-gray-500" title="Entscheid bei Punktgleichheit">
          {TIE_BREAK_LABELS[row.tieBreak]}
        </span>
      ) : null}
      {row.deductedPoints > 0 ? (
        <span className="text-xs font-normal text-red-700">{deductedLabel(row.deductedPoints)}</span>
      ) : null}
    </span>
  );
}

function LegendItem({ className, label }: { className: string; label: string }) {
  return (
    <li className="flex items-center gap-2">
      <span aria-hidden="true" className={cn("inline-block size-3 rounded-sm ring-1", className)} />
      {label}
    </li>
  );
}
