import {
  Ban,
  CalendarClock,
  CalendarDays,
  CalendarPlus,
  Check,
  FileText,
  Flag,
  MapPin,
  Pencil,
  Radio,
  Trash2,
  X,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { COMPETITION_LABELS } from "#shared/constants.ts";
import { formatLongDateTime } from "#shared/format.ts";
import { keptOffNote } from "#shared/matches/kept-off-note.ts";
import type { MatchProposal } from "#shared/matches/proposals.ts";
import { reportClosedMessage } from "#shared/matches/report-schema.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { isUndoable } from "#shared/matches/undo-window.ts";
import { serverNow } from "../../lib/server-clock.ts";
import { useNow } from "../../lib/use-now.ts";
import { TeamLogo } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/skeleton.tsx";
import { AwaitingOfficeNote } from "./awaiting-office-note.tsx";
import { isOpenRequestFor } from "./club-schedule-queries.ts";
import { proposalChange } from "./match-proposals.tsx";
import { ResultMark } from "./match-score.tsx";
import { fullTeamName, hasResult, scoreLabel, teamLogoSrc } from "./match-teams.tsx";
import { finalScoreLabel, type ScheduleAction } from "./schedule-state-dialogs.tsx";

// One section of the club's schedule (requests, upcoming, past) and its match rows with the
// actions the club may take on each.

export type RowActions = {
  clubId: string;
  onAnswer: (match: MatchSummary, choice: "accept" | "decline") => void;
  onEdit: (match: MatchSummary) => void;
  onCancel: (match: MatchSummary) => void;
  onDelete: (match: MatchSummary) => void;
  onReport: (match: MatchSummary) => void;
  onState: (match: MatchSummary, action: ScheduleAction) => void;
  busyId: string | null | undefined;
  /** The proposal waiting on an agreed match (open, or with the league office), or null. */
  pendingProposalOf?: (match: MatchSummary) => MatchProposal | null;
  /**
   * The live ticker's control of a match being played (the live-ticker tab, opened at that match),
   * for a person who may run the ticker; without it, the row offers none.
   */
  liveTickerOf?: (match: MatchSummary) => string;
};

export function MatchSection({
  title,
  empty,
  matches,
  isPast,
  sectionKey,
  headerAction,
  ...actions
}: {
  title: string;
  empty: string;
  matches: MatchSummary[];
  isPast: boolean;
  sectionKey?: string;
  headerAction?: ReactNode;
} & RowActions) {
  const headingId = `schedule-${sectionKey ?? (isPast ? "past" : "upcoming")}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-gray-900">
          {title} <span className="text-sm font-medium text-gray-500">({matches.length})</span>
        </h3>
        {headerAction}
      </div>
      {matches.length === 0 ? (
        <EmptyState icon={CalendarDays} title={empty} />
      ) : (
        <ul className="flex flex-col gap-3">
          {matches.map((match) => (
            <li key={match.id}>
              <MatchRow match={match} isPast={isPast} {...actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MatchRow({
  match,
  isPast,
  clubId,
  onAnswer,
  onEdit,
  onCancel,
  onDelete,
  onReport,
  onState,
  busyId,
  liveTickerOf,
  pendingProposalOf,
}: { match: MatchSummary; isPast: boolean } & RowActions) {
  const pendingProposal = pendingProposalOf?.(match) ?? null;
  const isCancelled = match.status === "cancelled";
  const isPostponed = match.status === "postponed";
  const isOff = isCancelled || isPostponed;
  const isRequest = match.acceptance !== "accepted";
  const isIncoming = isOpenRequestFor(match, clubId);
  const canCancel = !isPast && match.status === "scheduled" && !isRequest;
  const canEnterResult =
    !isRequest && isPast && (match.status === "scheduled" || match.status === "completed");
  // Only the league office's undo of the withdrawal sets it again (the server refuses the rest).
  const isHeld = match.heldByWithdrawal;
  // Called off before for a reason of its own, dated from a team's withdrawal on: while the team
  // is withdrawn, the server refuses to set it again (its date ahead or past: it was never
  // played) or move it to a coming date.
  const isKeptOff = !isHeld && match.keptOffByWithdrawal;
  const canPostpone = !isRequest && !isHeld && !isKeptOff && (match.status === "scheduled" || isCancelled);
  // Nor deleted: the undo would miss it. Left with nothing to do, the row shows no action bar.
  const hasActions = !isHeld || (isPast && !isRequest);
  const isBusy = busyId === match.id;
  const name = `${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)}`;
  // Played now, it stands under «Vergangene Spiele»: whoever ticks it goes on from here.
  const liveTicker = match.status === "live" && !isRequest ? liveTickerOf?.(match) : undefined;
  // Just ended: the ticker's «Rückgängig» takes the end back for a while, and this row leads there.
  const endedTicker = match.status !== "live" && match.undoUntil !== null ? liveTickerOf?.(match) : undefined;
  const resultLabel = finalScoreLabel(match);
  // A match that takes no report yet (postponed: the server refuses it) says so on its row; its
  // «Spielbericht» (every past match has one, the specification) shows it in place of the form.
  const reportClosed = reportClosedMessage(match);
  // Where a withdrawal holds the match, its own note already says that only the league office's
  // lifting sets it again: the report's note would say it twice.
  const showsReportClosed = isPast && !isRequest && reportClosed !== null && !isHeld && !isKeptOff;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={match.matchDate}>{formatLongDateTime(match.matchDate)}</time>
          {match.status === "live" ? <Badge variant="live" /> : null}
          {isCancelled ? <Badge variant="danger">ABGESAGT</Badge> : null}
          {isPostponed ? <Badge variant="accent">VERSCHOBEN</Badge> : null}
          {match.status === "completed" ? <Badge variant="muted">Beendet</Badge> : null}
          <ResultMark match={match} />
          {match.acceptance === "requested" ? <Badge variant="warning">Anfrage</Badge> : null}
          {match.acceptance === "declined" ? <Badge variant="danger">Abgelehnt</Badge> : null}
          {match.competition !== "league" ? (
            <Badge variant="outline">{COMPETITION_LABELS[match.competition]}</Badge>
          ) : null}
        </p>
        <div className="flex flex-col gap-1.5">
          <TeamLine team={match.homeTeam} score={isOff ? null : match.homeScore} />
          <TeamLine team={match.awayTeam} score={isOff ? null : match.awayScore} />
          {hasResult(match) && !isOff ? <span className="sr-only">{scoreLabel(match)}</span> : null}
        </div>
        {isOff && match.cancellationReason ? (
          <p className="text-sm text-red-800">Grund: {match.cancellationReason}</p>
        ) : match.stadium ? (
          <p className="flex items-center gap-1 text-xs text-gray-600">
            <MapPin aria-hidden="true" className="size-3.5" /> {match.stadium}
          </p>
        ) : null}
        {isHeld ? (
          <p className="text-sm text-gray-700">
            Nur die Spielleitung setzt es wieder an, wenn sie den Rückzug aufhebt.
          </p>
        ) : null}
        {isKeptOff ? (
          <p className="text-sm text-gray-700">{keptOffNote(match, "club", serverNow())}</p>
        ) : null}
        {isRequest ? <p className="text-sm text-gray-700">{requestNote(match, clubId)}</p> : null}
        {showsReportClosed ? <p className="text-sm text-gray-700">{reportClosed}</p> : null}
        {pendingProposal ? (
          <PendingProposalNote proposal={pendingProposal} match={match} clubId={clubId} />
        ) : null}
        <AwaitingOfficeNote match={match} />
      </div>
      {isIncoming ? (
        <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-2 sm:justify-end sm:border-0 sm:pt-0">
          {isHeld ? null : (
            <Button
              size="sm"
              onClick={() => onAnswer(match, "accept")}
              loading={isBusy}
              aria-label={`${name} annehmen`}
            >
              <Check aria-hidden="true" />
              Annehmen
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAnswer(match, "decline")}
            disabled={isBusy}
            aria-label={`${name} ablehnen`}
          >
            <X aria-hidden="true" />
            Ablehnen
          </Button>
        </div>
      ) : (isRequest && match.createdByClubId !== clubId) || !hasActions ? null : (
        <div className="flex flex-wrap gap-1 border-t border-gray-100 pt-2 sm:max-w-[22rem] sm:justify-end sm:border-0 sm:pt-0 [&>button]:px-2.5">
          {liveTicker ? (
            <Button size="sm" asChild>
              <Link to={liveTicker} aria-label={`Live-Ticker fortsetzen: ${name}`}>
                <Radio aria-hidden="true" />
                Live-Ticker fortsetzen
              </Link>
            </Button>
          ) : null}
          {endedTicker ? <UndoableTickerLink match={match} to={endedTicker} name={name} /> : null}
          {isPast && !isRequest ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onReport(match)}
              aria-label={`Spielbericht: ${name}`}
            >
              <FileText aria-hidden="true" />
              Spielbericht
            </Button>
          ) : null}
          {canEnterResult ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onState(match, "result")}
              aria-label={`${resultLabel}: ${name}`}
            >
              <Flag aria-hidden="true" />
              {resultLabel}
            </Button>
          ) : null}
          {isOff && !isRequest && !isHeld && !isKeptOff ? (
            <Button
              id={restoreButtonId(match.id)}
              variant="secondary"
              size="sm"
              onClick={() => onState(match, "restore")}
              aria-label={`${name} wieder ansetzen`}
            >
              <CalendarPlus aria-hidden="true" />
              Wieder ansetzen
            </Button>
          ) : null}
          {isHeld ? null : (
            <Button variant="ghost" size="sm" onClick={() => onEdit(match)} aria-label={`${name} bearbeiten`}>
              <Pencil aria-hidden="true" />
              Bearbeiten
            </Button>
          )}
          {canCancel ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onCancel(match)}
              aria-label={`${name} absagen`}
              disabled={isBusy}
            >
              <Ban aria-hidden="true" />
              Absagen
            </Button>
          ) : null}
          {canPostpone ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onState(match, "postpone")}
              aria-label={`${name} verschieben`}
            >
              <CalendarClock aria-hidden="true" />
              Verschieben
            </Button>
          ) : null}
          {isHeld ? null : (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onDelete(match)}
              aria-label={`${name} löschen`}
              loading={isBusy}
              className="text-live-dark hover:bg-red-50 hover:text-live-dark"
            >
              <Trash2 aria-hidden="true" />
              Löschen
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

/**
 * «Live-Ticker öffnen» while the end of a match just ended can be taken back there, the live tab's
 * word for such a match. It goes when the window closes (checked as often as the live tab checks);
 * past it, the clock stops ticking for this row.
 */
function UndoableTickerLink({ match, to, name }: { match: MatchSummary; to: string; name: string }) {
  const now = useNow(30_000, isUndoable(match, serverNow()));
  if (!isUndoable(match, now)) return null;
  return (
    <Button size="sm" variant="secondary" asChild>
      <Link to={to} aria-label={`Live-Ticker öffnen: ${name}`}>
        <Radio aria-hidden="true" />
        Live-Ticker öffnen
      </Link>
    </Button>
  );
}

/** One side: logo, team name, club and league, and its goals when there is a result. */
function TeamLine({ team, score }: { team: MatchSummary["homeTeam"]; score: number | null }) {
  const details =
    team.clubName && team.clubName !== team.name ? `${team.clubName} · ${team.league}` : team.league;
  return (
    <span className="flex min-w-0 items-center gap-2">
      <TeamLogo name={team.name} src={teamLogoSrc(team)} size="sm" decorative />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-gray-900">{team.name}</span>
        <span className="block truncate text-xs text-gray-500">{details}</span>
      </span>
      {score !== null ? (
        <span aria-hidden="true" className="w-8 shrink-0 text-right text-lg font-extrabold tabular-nums">
          {score}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A proposal waiting on the match (the server takes no second one meanwhile): what it would
 * change, who answers it, and, the other club's, where to answer.
 */
function PendingProposalNote({
  proposal,
  match,
  clubId,
}: {
  proposal: MatchProposal;
  match: MatchSummary;
  clubId: string;
}) {
  const change = `«${proposalChange(proposal)}»`;
  if (proposal.status === "disputed") {
    return (
      <p className="text-sm text-gray-700">
        Der Vorschlag {change} liegt bei der Spielleitung. Bis sie entscheidet, nimmt das Spiel keine weitere
        Änderung an.
      </p>
    );
  }
  if (proposal.proposedByClubId === clubId) {
    return (
      <p className="text-sm text-gray-700">
        Dein Vorschlag {change} wartet auf die Antwort von {otherClubName(match, clubId)}. Bis dahin nimmt das
        Spiel keine weitere Änderung an.
      </p>
    );
  }
  return (
    <p className="text-sm text-gray-700">
      <span>
        {proposal.proposedByClubName ?? otherClubName(match, clubId)} schlägt vor: {change}. Bis du
        antwortest, nimmt das Spiel keine weitere Änderung an.
      </span>{" "}
      <Link to="/dashboard" className="font-semibold text-brand-700 underline underline-offset-2">
        Im Dashboard beantworten
      </Link>
    </p>
  );
}

function otherClubName(match: MatchSummary, clubId: string): string {
  const other = [match.homeTeam, match.awayTeam].find((t) => t.clubId && t.clubId !== clubId);
  return other?.clubName || "der andere Verein";
}

/** The id of a row's «Wieder ansetzen», where the focus goes once the match was postponed. */
export const restoreButtonId = (matchId: string) => `schedule-restore-${matchId}`;

/** Who has to act on a request, in words. */
function requestNote(match: MatchSummary, clubId: string): string {
  const otherClub = otherClubName(match, clubId);
  if (match.acceptance === "declined") {
    return match.createdByClubId === clubId
      ? `${otherClub} hat abgelehnt. Ändere das Spiel, um erneut anzufragen, oder lösche es.`
      : "Du hast diese Anfrage abgelehnt.";
  }
  return match.createdByClubId === clubId
    ? `Wartet auf die Antwort von ${otherClub}. Erst danach ist das Spiel öffentlich und zählt.`
    : "Anfrage eines anderen Vereins: erst nach deiner Zusage ist das Spiel öffentlich und zählt.";
}
