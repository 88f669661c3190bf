import { z } from "zod";
import { addressNumberOr } from "../address-number.ts";
import {
  CANTONS,
  COMPETITIONS,
  type Competition,
  LEAGUES,
  MATCH_STATUSES,
  type MatchStatus,
  TEAM_SIDES,
  type TeamSide,
} from "../constants.ts";
import { type Clock, systemClock } from "../form-fields.ts";
import { zurichDateFromParts } from "../format.ts";
import { idListParam } from "../id-list-param.ts";
import { GROUP_MAX } from "../league/groups.ts";
import { afterParamSchema } from "../list-cursor-param.ts";
import { visibleText } from "../text/visible-text.ts";
import { FULL_TIME_MINUTES } from "./clock.ts";
import { LIVE_START_HOURS_BEFORE, takesEventChanges } from "./control.ts";
import { kickoffInstant, missingKickoffMessage, resolveKickoff } from "./kickoff-time.ts";
import { matchDateRangeFault } from "./match-date-range.ts";

// Match form, cancel, result and stoppage rules (club-management §4, §5, §8), with the spec's
// German messages. The server validates with these; the club's dialogs resolve with them.

export const MATCH_MESSAGES = {
  required: "Bitte fülle alle Felder aus",
  sameTeams: "Heim- und Auswärtsmannschaft müssen unterschiedlich sein",
  invalidDateTime: "Bitte gib ein gültiges Datum und eine gültige Uhrzeit an.",
  invalidTeam: "Ungültige Mannschaft",
  stadiumTooLong: "Der Stadionname darf höchstens 200 Zeichen lang sein",
  teamNotFound: "Mannschaft nicht gefunden",
  // Same home team, away team and kick-off as a match that stands (the dialog, an edit, the CSV import).
  alreadyScheduled: "Dieses Spiel steht schon im Spielplan.",
  competition: "Bitte wähle Meisterschaft, Cup oder Freundschaftsspiel",
  notFound: "Spiel nicht gefunden",
  reasonRequired: "Bitte gib einen Grund für die Absage an",
  reasonTooLong: "Der Grund darf höchstens 500 Zeichen lang sein",
  reasonOfficeOnly:
    "Einen Grund für «Löschen», «Wieder ansetzen» oder den Endstand hält nur die Spielleitung in ihrem Verlauf fest (bei einem Spiel ohne Verein): lass ihn weg",
  notCancellable: "Nur kommende Spiele, die nicht abgesagt sind, können abgesagt werden",
  alreadyCancelled: "Das Spiel ist bereits abgesagt",
  agreedTeamsLocked:
    "Beide Vereine haben dieses Spiel bestätigt: die Mannschaften bleiben. Schlage stattdessen vor, das Spiel zu löschen.",
  teamsLocked: "Die Mannschaften können nicht mehr geändert werden, weil das Spiel bereits Ereignisse hat",
  score: "Bitte gib ein gültiges Ergebnis an (ganze Zahlen von 0 bis 99).",
  resultNotPast: "Ein Ergebnis kann erst nach dem Anpfiff eingetragen werden",
  resultLive: "Das Spiel läuft gerade: das Ergebnis entsteht aus den Toren im Live-Ticker",
  resultCancelled: "Für ein abgesagtes Spiel kann kein Ergebnis eingetragen werden",
  forfeitSide: "Bitte wähle, welche Mannschaft Forfait gegeben hat",
  forfeitScore: "Ein Forfait wird 3:0 für die andere Mannschaft gewertet",
  forfeitWithEvents:
    "Ein Forfait hat keine Spielereignisse und zählt für keine Spielerstatistik: lösche zuerst die erfassten Ereignisse.",
  forfeitNoEvents: "Zu einem Forfait werden keine Spielereignisse erfasst.",
  cancelledNoEvents:
    // Not every abort goes to the league office (only a match two clubs agreed): the message
    // promises no decision that may never come.
    "Das Spiel ist abgesagt: seine Ereignisse lassen sich nicht mehr erfassen oder ändern.",
  // A postponed match is not being played: its events come when it is (set again, then played).
  postponedNoEvents:
    "Das Spiel ist verschoben: seine Ereignisse erfasst du, wenn es gespielt wird. Setze es dazu zuerst wieder an.",
  resultHasGoals: "Das Spiel hat bereits Tore als Ereignisse: das Ergebnis wird aus ihnen berechnet",
  resultPostponed: "Das Spiel ist verschoben: setze es zuerst wieder an",
  notPostponable: "Nur angesetzte oder abgesagte Spiele können verschoben werden",
  notRestorable: "Nur abgesagte oder verschobene Spiele können wieder angesetzt werden",
  dateIncomplete: "Bitte gib Datum und Uhrzeit zusammen an.",
  sameKickoff:
    "Das ist schon die Anspielzeit dieses Spiels. Gib einen neuen Termin an, oder lass Datum und Uhrzeit leer, wenn er noch offen ist.",
  sameKickoffOff:
    "Das ist schon die Anspielzeit dieses Spiels. Soll es dann stattfinden, wähle «Wieder ansetzen».",
} as const;

/**
 * Why a match takes no event changes (the server's refusal, the club's note in place of the
 * event form), or null when it takes them.
 */
export function eventsClosedMessage(match: { status: MatchStatus }): string | null {
  if (takesEventChanges(match)) return null;
  return match.status === "postponed" ? MATCH_MESSAGES.postponedNoEvents : MATCH_MESSAGES.cancelledNoEvents;
}

/**
 * The refusal of a club's write that would set a match again which the league office called off
 * by a team's withdrawal: only taking the withdrawal back sets it again, with all its matches.
 */
export function withdrawalHoldMessage(team: string): string {
  return `Dieses Spiel ist wegen des Rückzugs von ${team} abgesagt. Nur die Spielleitung kann es wieder ansetzen, indem sie den Rückzug aufhebt.`;
}

/** The refusal of «Löschen» of such a match: the office's undo would no longer find it. */
export function withdrawalHoldDeleteMessage(team: string): string {
  return `Dieses Spiel ist wegen des Rückzugs von ${team} abgesagt und bleibt im Spielplan: nur die Spielleitung kann es wieder ansetzen, indem sie den Rückzug aufhebt. Löschen lässt es sich erst danach.`;
}

/**
 * The refusal of a new league match (set, asked for or accepted) with a team the league office
 * withdrew from the match's season, dated from the withdrawal on (`since`, '05.05.2025, 14:30'):
 * it plays no more matches in its group. One played before may still be entered.
 */
export function withdrawnTeamLeagueMessage(team: string, season: string, since: string): string {
  return `${team} hat sich aus der Saison ${season} zurückgezogen (${since} Uhr): mit dieser Mannschaft lässt sich kein Meisterschaftsspiel der Saison ab dem Rückzug mehr ansetzen, eines von vorher lässt sich nachtragen. Freundschafts- und Cupspiele bleiben möglich.`;
}

/**
 * The refusal of 'Endstand erfassen' when the goal events add up to another score: it names
 * both scores and the two ways to fix it.
 */
export function resultMismatchMessage(
  fromEvents: { home: number; away: number },
  entered: { home: number; away: number },
): string {
  const events = `${fromEvents.home}:${fromEvents.away}`;
  return `Die Tore im Spielbericht ergeben ${events}, eingetragen ist ${entered.home}:${entered.away}. Der Endstand braucht mindestens die Tore des Spielberichts: korrigiere ihn oder die Tor-Ereignisse im Spielbericht.`;
}

// The reasons of an aborted match live apart from the schemas: the public pages show them beside
// a result (result-mark.ts) and must not load zod for a few strings.
export {
  ABANDONED_CHANGED_REASON,
  ABANDONED_FORFEIT_REASON,
  ABANDONED_SCORE_REASON,
  LIVE_ABORT_REASON,
} from "./abort-reasons.ts";

const MAX_STADIUM = 200;

const requiredText = z.string({ error: MATCH_MESSAGES.required }).trim().min(1, MATCH_MESSAGES.required);
const teamId = requiredText.pipe(z.uuid({ error: MATCH_MESSAGES.invalidTeam }));

/**
 * The match dialog: home team, away team, date ('YYYY-MM-DD'), time ('HH:MM') and stadium, all
 * required. Date and time are Zurich wall-clock time (kickoff-time.ts: a time the spring clock
 * change skips is refused), in the years a match may lie in (match-date-range.ts).
 */
export function matchInputSchema(clock: Clock = systemClock) {
  return z
    .object({
      homeTeamId: teamId,
      awayTeamId: teamId,
      date: requiredText,
      time: requiredText,
      stadium: visibleText(
        z
          .string({ error: MATCH_MESSAGES.required })
          .trim()
          .min(1, MATCH_MESSAGES.required)
          .max(MAX_STADIUM, MATCH_MESSAGES.stadiumTooLong),
        { required: MATCH_MESSAGES.required, subject: "Der Stadionname" },
      ),
      /** Absent: defaultCompetition of the two teams. */
      competition: z.enum(COMPETITIONS, { error: MATCH_MESSAGES.competition }).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.homeTeamId === value.awayTeamId) {
        ctx.addIssue({ code: "custom", message: MATCH_MESSAGES.sameTeams, path: ["awayTeamId"] });
      }
      checkKickoff(value, ctx, clock);
    });
}
export type MatchInput = z.infer<ReturnType<typeof matchInputSchema>>;

/** Cancelling from the schedule: the reason is required (the dialog ignores an empty one). */
export const cancelMatchSchema = z.object({
  reason: visibleText(
    z
      .string({ error: MATCH_MESSAGES.reasonRequired })
      .trim()
      .min(1, MATCH_MESSAGES.reasonRequired)
      .max(500, MATCH_MESSAGES.reasonTooLong),
    { required: MATCH_MESSAGES.reasonRequired, subject: "Der Grund" },
  ),
});
export type CancelMatchInput = z.infer<typeof cancelMatchSchema>;

/**
 * A date and time that name one instant in Zurich: readable, in the years a match may lie in,
 * and not skipped by a clock change.
 */
function checkKickoff(value: { date: string; time: string }, ctx: z.RefinementCtx, clock: Clock): void {
  const kickoff = resolveKickoff(value.date, value.time);
  const rangeFault = kickoff.kind === "invalid" ? null : matchDateRangeFault(value.date, clock);
  if (kickoff.kind === "invalid") {
    ctx.addIssue({ code: "custom", message: MATCH_MESSAGES.invalidDateTime, path: ["date"] });
  } else if (rangeFault) {
    ctx.addIssue({ code: "custom", message: rangeFault, path: ["date"] });
  } else if (kickoff.kind === "missing") {
    const message = missingKickoffMessage(value.date, value.time, kickoff.shiftMinutes);
    ctx.addIssue({ code: "custom", message, path: ["time"] });
  }
}

const dateFields = {
  date: z.string().trim().optional().default(""),
  time: z.string().trim().optional().default(""),
};

/** An optional new date: both date and time, or neither. */
function checkNewDate(value: { date: string; time: string }, ctx: z.RefinementCtx, clock: Clock): void {
  if (!value.date && !value.time) return;
  if (!value.date || !value.time) {
    ctx.addIssue({
      code: "custom",
      message: MATCH_MESSAGES.dateIncomplete,
      path: [value.date ? "time" : "date"],
    });
  } else {
    checkKickoff(value, ctx, clock);
  }
}

/** The optional reason of a postponement (anyone's: the match shows it). */
const optionalReason = z.string().trim().max(500, MATCH_MESSAGES.reasonTooLong).optional();

/**
 * The optional reason of what the league office does to a fixture without a club (wieder
 * ansetzen, Endstand or Forfait, löschen): its «Verlauf» shows it as the «Begründung». A club's
 * change writes no line there and nothing else would show it: the server refuses it from a club.
 */
const officeReason = optionalReason.meta({
  description:
    "Nur für die Spielleitung, bei einem Spiel ohne Verein: die Begründung in ihrem Verlauf. Von einem Verein oder seinem API-Schlüssel 400 (reasonOfficeOnly), nicht stillschweigend verworfen.",
});

/** 'Verschieben': a new date if one is known, and an optional reason. */
export function postponeMatchSchema(clock: Clock = systemClock) {
  return z
    .object({
      ...dateFields,
      reason: optionalReason.default(""),
    })
    .superRefine((value, ctx) => checkNewDate(value, ctx, clock));
}
export type PostponeMatchInput = z.input<ReturnType<typeof postponeMatchSchema>>;

/** 'Wieder ansetzen' of a cancelled or postponed match, optionally on a new date. */
export function restoreMatchSchema(clock: Clock = systemClock) {
  return z
    .object({ ...dateFields, reason: officeReason })
    .superRefine((value, ctx) => checkNewDate(value, ctx, clock));
}
export type RestoreMatchInput = z.input<ReturnType<typeof restoreMatchSchema>>;

/** 'Löschen': the body is optional; the league office may say why. */
export const deleteMatchSchema = z.object({ reason: officeReason });
export type DeleteMatchInput = z.infer<typeof deleteMatchSchema>;

/** The new date of a postpone or restore, or null to keep the current one. */
export function newMatchDate(input: { date: string; time: string }): Date | null {
  return input.date && input.time ? kickoffInstant(input.date, input.time) : null;
}

/**
 * «Verschieben» to the kick-off the match already has moves nothing, and a postponement without
 * a move is left open, as if no date had been given: refused (at the date), never guessed.
 */
export function sameKickoffMessage(
  match: { status: MatchStatus; matchDate: Date | string },
  input: { date: string; time: string },
): string | null {
  const kickoff = newMatchDate(input);
  if (!kickoff || kickoff.getTime() !== new Date(match.matchDate).getTime()) return null;
  return match.status === "scheduled" ? MATCH_MESSAGES.sameKickoff : MATCH_MESSAGES.sameKickoffOff;
}

const score = z
  .number({ error: MATCH_MESSAGES.score })
  .int(MATCH_MESSAGES.score)
  .min(0, MATCH_MESSAGES.score)
  .max(99, MATCH_MESSAGES.score);

/** The score a «Forfait» stands at: 3:0 for the side that did not forfeit. */
export function forfeitScore(forfeit: TeamSide): { homeScore: number; awayScore: number } {
  return forfeit === "home" ? { homeScore: 0, awayScore: 3 } : { homeScore: 3, awayScore: 0 };
}

/**
 * 'Endstand erfassen' of a past match (and scripts loading a season). `forfeit` names the side
 * that forfeited («Forfait»): the score must then be 3:0 for the other side.
 */
export const matchResultSchema = z
  .object({
    homeScore: score,
    awayScore: score,
    forfeit: z.enum(TEAM_SIDES, { error: MATCH_MESSAGES.forfeitSide }).nullable().optional(),
    reason: officeReason,
  })
  .superRefine((value, ctx) => {
    if (!value.forfeit) return;
    const expected = forfeitScore(value.forfeit);
    if (value.homeScore !== expected.homeScore || value.awayScore !== expected.awayScore) {
      ctx.addIssue({ code: "custom", path: ["homeScore"], message: MATCH_MESSAGES.forfeitScore });
    }
  });
export type MatchResultInput = z.infer<typeof matchResultSchema>;

export const LIVE_MESSAGES = {
  stoppage: "Die Nachspielzeit muss eine ganze Zahl von 0 bis 30 Minuten sein",
  notOffered: "Diese Aktion ist in der aktuellen Spielphase nicht möglich",
  cancelled: "Das Spiel ist abgesagt",
  postponed: "Das Spiel ist verschoben: setze es zuerst wieder an",
  finished: "Das Spiel ist bereits beendet",
  alreadyStarted: "Das Spiel läuft bereits",
  tooEarly: `Den Live-Ticker kannst du frühestens ${LIVE_START_HOURS_BEFORE} Stunden vor dem Anpfiff starten.`,
  clockNotRunning: "Nachspielzeit kann nur während einer laufenden Halbzeit angegeben werden",
  nothingToUndo: "Hier gibt es nichts mehr rückgängig zu machen",
  undoExpired: "Die 10 Minuten zum Rückgängigmachen sind vorbei",
  clockMinute: "Die Minute muss eine ganze Zahl von 1 bis 90 sein",
  clockFirstHalf: "In der ersten Halbzeit läuft eine Minute von 1 bis 45",
  clockSecondHalf: "In der zweiten Halbzeit läuft eine Minute von 46 bis 90",
  clockSetNotRunning: "Die Uhr lässt sich nur während einer laufenden Halbzeit stellen",
} as const;

export const MAX_STOPPAGE_MINUTES = 30;

const stoppage = z
  .number({ error: LIVE_MESSAGES.stoppage })
  .int(LIVE_MESSAGES.stoppage)
  .min(0, LIVE_MESSAGES.stoppage)
  .max(MAX_STOPPAGE_MINUTES, LIVE_MESSAGES.stoppage);

/** PUT /api/manage/matches/:id/live/stoppage: the '+N'' announced for the running half. */
export const stoppageInputSchema = z.object({ minutes: stoppage });

/**
 * PUT /api/manage/matches/:id/live/clock: the minute running now, by the referee's watch. The
 * clock counts from the tap on «Spiel starten»; a ticker started late runs behind all match.
 */
export const clockInputSchema = z.object({
  minute: z
    .number({ error: LIVE_MESSAGES.clockMinute })
    .int(LIVE_MESSAGES.clockMinute)
    .min(1, LIVE_MESSAGES.clockMinute)
    .max(FULL_TIME_MINUTES, LIVE_MESSAGES.clockMinute),
});

/** Body of the live-control actions; halftime and end may record the stoppage that was played. */
export const liveActionBodySchema = z.object({ stoppageMinutes: stoppage.optional() });

/** Match requests between two clubs: the other club accepts before the match counts. */
export const REQUEST_MESSAGES = {
  pending: "Das Spiel ist noch eine Anfrage: der andere Verein muss es zuerst annehmen.",
  declined: "Der andere Verein hat dieses Spiel abgelehnt.",
  notInvited: "Nur der angefragte Verein kann diese Anfrage annehmen oder ablehnen.",
  notPending: "Diese Anfrage ist bereits beantwortet.",
  requesterOnly: "Solange das Spiel eine Anfrage ist, kann es nur der anfragende Verein ändern.",
} as const;

/**
 * The competition a new match gets unless the club chooses: Meisterschaft when both teams play
 * in the same canton and league, otherwise Freundschaftsspiel.
 */
export function defaultCompetition(
  home: { canton: string; league: string } | null | undefined,
  away: { canton: string; league: string } | null | undefined,
): Competition {
  if (!home || !away) return "friendly";
  return home.canton === away.canton && home.league === away.league ? "league" : "friendly";
}

export const MATCH_SCOPES = ["upcoming", "past", "live", "all"] as const;
export type MatchScope = (typeof MATCH_SCOPES)[number];

/** Most teams one schedule asks for at once (`teamIds`). */
export const MATCH_TEAM_IDS_MAX = 200;
/** Most matches one page of the schedule holds (`limit`). */
export const MATCH_LIST_LIMIT_MAX = 500;

const idList = idListParam({
  name: "teamIds",
  invalid: "Ungültige Team-ID",
  max: MATCH_TEAM_IDS_MAX,
  tooMany: `Höchstens ${MATCH_TEAM_IDS_MAX} Teams auf einmal`,
  description: "Spiele dieser Teams",
});

/** The schedule's refusals of a filter (GET /api/matches). */
export const SCHEDULE_FILTER_MESSAGES = {
  canton: "Unbekannter Kanton",
  league: "Unbekannte Liga",
  group: "Der Gruppenname darf 1 bis 40 Zeichen lang sein",
  groupAlone: "Eine Gruppe kann nur zusammen mit Kanton und Liga gewählt werden",
  date: "Bitte gib ein gültiges Datum im Format JJJJ-MM-TT an.",
  dateOrder: "Das Datum «bis» darf nicht vor dem Datum «von» liegen",
  status: "Unbekannter Spielstatus (scheduled, live, completed, cancelled oder postponed)",
  limit: `Die Anzahl muss eine ganze Zahl von 1 bis ${MATCH_LIST_LIMIT_MAX} sein`,
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** How the API document shows a day parameter: the format and pattern the refinement checks. */
const isoDayDoc = (description: string) => ({
  description: `${description} (Zürcher Zeit), im Format JJJJ-MM-TT, z. B. 2026-08-15.`,
  format: "date",
  pattern: ISO_DAY.source,
});

/** A calendar day 'YYYY-MM-DD' (a Zurich day), refused when the calendar has no such day. */
const isoDay = z
  .string({ error: SCHEDULE_FILTER_MESSAGES.date })
  .trim()
  .refine((text) => {
    const found = ISO_DAY.exec(text);
    return (
      found !== null && zurichDateFromParts(Number(found[1]), Number(found[2]), Number(found[3])) !== null
    );
  }, SCHEDULE_FILTER_MESSAGES.date);

/** The first instant of a Zurich day 'YYYY-MM-DD' (validated by the schema); `plusDays` later. */
export function zurichDayInstant(day: string, plusDays = 0): Date {
  const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, date + plusDays));
  const instant = zurichDateFromParts(
    calendar.getUTCFullYear(),
    calendar.getUTCMonth() + 1,
    calendar.getUTCDate(),
  );
  if (!instant) throw new Error(`no day ${day}`);
  return instant;
}

/** Query of GET /api/matches. */
export const matchListQuerySchema = z
  .object({
    scope: z.enum(MATCH_SCOPES).default("all").meta({
      description:
        "Welche Spiele: upcoming (noch zu spielen), past (gespielt), live (laufend) oder all (alle).",
    }),
    teamIds: idList,
    clubId: z
      .uuid({ error: "Ungültige Vereins-ID" })
      .optional()
      .meta({ description: "Spiele der Teams dieses Vereins (Vereins-ID, UUID)." }),
    /** Matches with a team of this canton (and league, when given). */
    canton: z
      .enum(CANTONS, { error: SCHEDULE_FILTER_MESSAGES.canton })
      .optional()
      .meta({ description: "Spiele mit einem Team dieses Kantons." }),
    league: z
      .enum(LEAGUES, { error: SCHEDULE_FILTER_MESSAGES.league })
      .optional()
      .meta({ description: "Spiele mit einem Team dieser Liga." }),
    /** A group of the league office's placements; only with canton and league. */
    group: z
      .string()
      .trim()
      .min(1, SCHEDULE_FILTER_MESSAGES.group)
      .max(GROUP_MAX, SCHEDULE_FILTER_MESSAGES.group)
      .optional()
      .meta({ description: "Eine Gruppe der Liga (z. B. «Gruppe 2»); nur zusammen mit canton und league." }),
    /** First day (Zurich), inclusive. */
    from: isoDay.optional().meta(isoDayDoc("Erster Spieltag, inklusive")),
    /** Last day (Zurich), inclusive. */
    to: isoDay.optional().meta(isoDayDoc("Letzter Spieltag, inklusive; nicht vor from")),
    /** One state only ('scheduled': the kick-offs still to be played, without cancelled ones). */
    status: z
      .enum(MATCH_STATUSES, { error: SCHEDULE_FILTER_MESSAGES.status })
      .optional()
      .meta({ description: "Nur Spiele in diesem Zustand (scheduled: angesetzt, ohne abgesagte)." }),
    limit: addressNumberOr(
      SCHEDULE_FILTER_MESSAGES.limit,
      z
        .number()
        .min(1, SCHEDULE_FILTER_MESSAGES.limit)
        .max(MATCH_LIST_LIMIT_MAX, SCHEDULE_FILTER_MESSAGES.limit),
      200,
    ).meta({ description: "Höchstens so viele Spiele pro Seite." }),
    after: afterParamSchema("Ungültige Fortsetzung der Spielliste"),
  })
  .superRefine((value, ctx) => {
    if (value.group && !(value.canton && value.league)) {
      ctx.addIssue({ code: "custom", message: SCHEDULE_FILTER_MESSAGES.groupAlone, path: ["group"] });
    }
    if (value.from && value.to && value.to < value.from) {
      ctx.addIssue({ code: "custom", message: SCHEDULE_FILTER_MESSAGES.dateOrder, path: ["to"] });
    }
  });
export type MatchListQuery = z.input<typeof matchListQuerySchema>;
