import { CANTONS, type Canton, LEAGUES, type League } from "../constants.ts";
import { formatDayMonthYear, formatLongDate, zurichDateFromParts } from "../format.ts";
import { isUuid } from "../uuid.ts";

// The schedule's filters as the address keeps them (/spielplan?tab=vergangene&kanton=Bern…) and
// as GET /api/matches takes them. Pure and without zod: the page reads it while rendering, on the
// server and in the browser. The API validates the same fields with its schema (schema.ts) and
// answers a German 400; the address is lenient instead: a value it cannot use is left out, so an
// old or edited link still opens the schedule.

export const SCHEDULE_TABS = ["upcoming", "past"] as const;
export type ScheduleTab = (typeof SCHEDULE_TABS)[number];

/** The filters a person chooses; `mine` is resolved to team ids by whoever knows the favourites. */
export interface ScheduleFilter {
  tab: ScheduleTab;
  mine: boolean;
  clubId: string | null;
  teamId: string | null;
  canton: Canton | null;
  league: League | null;
  group: string | null;
  /** 'YYYY-MM-DD', Zurich days, inclusive. */
  from: string | null;
  to: string | null;
}

export const EMPTY_SCHEDULE_FILTER: ScheduleFilter = {
  tab: "upcoming",
  mine: false,
  clubId: null,
  teamId: null,
  canton: null,
  league: null,
  group: null,
  from: null,
  to: null,
};

/** The address words: German, as the rest of the site's addresses. */
const TAB_WORDS: Record<ScheduleTab, string> = { upcoming: "kommende", past: "vergangene" };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return list.find((entry) => entry === value) ?? null;
}

function day(value: string | null): string | null {
  return value && DAY.test(value) ? value : null;
}

export function parseScheduleAddress(params: URLSearchParams): ScheduleFilter {
  const canton = oneOf(CANTONS, params.get("kanton"));
  const league = oneOf(LEAGUES, params.get("liga"));
  const group = params.get("gruppe")?.trim().slice(0, 40) || null;
  const from = day(params.get("von"));
  const to = day(params.get("bis"));
  const club = params.get("verein");
  const team = params.get("team");
  return {
    tab: params.get("tab") === TAB_WORDS.past ? "past" : "upcoming",
    mine: params.get("meine") === "1",
    clubId: club && isUuid(club) ? club : null,
    teamId: team && isUuid(team) ? team : null,
    canton,
    league,
    // A group name alone names nothing: groups are per canton and league.
    group: canton && league ? group : null,
    from,
    to: from && to && to < from ? null : to,
  };
}

/** The tab's word in the address (?tab=vergangene); null for the first tab, which has none. */
export function scheduleTabParam(tab: ScheduleTab): string | null {
  return tab === "upcoming" ? null : TAB_WORDS[tab];
}

/** The address of a filter: only what differs from the default, in a fixed order. */
export function scheduleAddress(filter: ScheduleFilter): string {
  const params = new URLSearchParams();
  const tab = scheduleTabParam(filter.tab);
  if (tab) params.set("tab", tab);
  if (filter.mine) params.set("meine", "1");
  if (filter.clubId) params.set("verein", filter.clubId);
  if (filter.teamId) params.set("team", filter.teamId);
  if (filter.canton) params.set("kanton", filter.canton);
  if (filter.league) params.set("liga", filter.league);
  if (filter.group) params.set("gruppe", filter.group);
  if (filter.from) params.set("von", filter.from);
  if (filter.to) params.set("bis", filter.to);
  const query = params.toString();
  return query ? `/spielplan?${query}` : "/spielplan";
}

/** How many filters narrow the list (the tab does not count). */
export function activeFilterCount(filter: ScheduleFilter): number {
  const { tab: _tab, ...rest } = filter;
  return Object.values(rest).filter((value) => value !== null && value !== false).length;
}

/** A filter's 'YYYY-MM-DD' as the Zurich day it names (noon: never near a clock change). */
function zurichDay(value: string | null): Date | null {
  if (!value) return null;
  const [year, month, dayOfMonth] = value.split("-").map(Number);
  return zurichDateFromParts(year ?? 0, month ?? 0, dayOfMonth ?? 0, 12);
}

/**
 * The days a filter narrows the list to, for an empty list to say where it looked («Am Samstag,
 * 12. Dezember 2026», «Vom … bis …», «Ab …», «Bis …»): «Keine kommenden Spiele gefunden.» alone
 * reads as if there were none at all. Null without a day.
 */
export function scheduleDaysText(filter: ScheduleFilter): string | null {
  const from = zurichDay(filter.from);
  const to = zurichDay(filter.to);
  if (from && to) {
    return filter.from === filter.to
      ? `Am ${formatLongDate(from)}`
      : `Vom ${formatDayMonthYear(from)} bis ${formatDayMonthYear(to)}`;
  }
  if (from) return `Ab ${formatDayMonthYear(from)}`;
  if (to) return `Bis ${formatDayMonthYear(to)}`;
  return null;
}

/**
 * The filter's part of a GET /api/matches query. `favoriteIds` are the team ids of 'Meine
 * Favoriten' (the server's list when signed in, the browser's otherwise); a chosen team narrows
 * within them, so «Meine Favoriten» with a team that is none of them finds nothing.
 */
export function scheduleListQuery(filter: ScheduleFilter, favoriteIds: readonly string[] | null) {
  const teamIds = filter.mine
    ? (favoriteIds ?? []).filter((id) => filter.teamId === null || id === filter.teamId)
    : filter.teamId
      ? [filter.teamId]
      : null;
  return {
    teamIds,
    clubId: filter.clubId,
    canton: filter.canton,
    league: filter.league,
    group: filter.group,
    from: filter.from,
    to: filter.to,
  };
}

export type ScheduleListQuery = ReturnType<typeof scheduleListQuery>;
