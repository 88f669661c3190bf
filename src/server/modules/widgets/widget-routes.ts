import type { Context } from "hono";
import { Hono, type MiddlewareHandler } from "hono";
import type { Canton, League } from "#shared/constants.ts";
import { systemClock } from "#shared/form-fields.ts";
import { DEFAULT_GROUP } from "#shared/league/groups.ts";
import { matchPath } from "#shared/matches/paths.ts";
import { seasonOf } from "#shared/matches/season.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { leagueTableQuerySchema } from "#shared/rankings/schema.ts";
import { tablePath } from "#shared/rankings/table-address.ts";
import { type LeagueTableResponse, teamLabel } from "#shared/rankings/types.ts";
import { isUuid } from "#shared/uuid.ts";
import { UNKNOWN_WIDGET_THEME, type WidgetTheme, widgetThemeOf } from "#shared/widgets/theme.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { currentPlacement } from "../league/placement-writes.ts";
import { listEventsOfMatch } from "../matches/match-event-queries.ts";
import { findMatchSummary, listMatches } from "../matches/match-queries.ts";
import { findLeagueTable } from "../rankings/table-queries.ts";
import { findTeamById } from "../teams/team-queries.ts";
import { WIDGET_CSS, WIDGET_JS } from "./widget-assets.ts";
import { renderWidget, renderWidgetError } from "./widget-html.ts";
import { matchListBody, tableBody, tickerBody } from "./widget-views.ts";

const LIST_SIZE = 5;
/**
 * How long before its kick-off a team widget starts following a match, and how long after it
 * keeps following one whose ticker has not started yet: tickers often start late («Uhr stellen»),
 * and a page without the match to follow stops the widget's script.
 */
const FOLLOW_MS = 3 * 60 * 60_000;

/**
 * Widgets may be framed by any site (frame-ancestors *), unlike the rest of Tschutti. Registered
 * before the app's security headers, so these values are the ones that leave.
 */
export function widgetHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set(
      "content-security-policy",
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *",
    );
    c.res.headers.delete("x-frame-options");
    c.res.headers.set("cross-origin-resource-policy", "cross-origin");
    c.res.headers.set("referrer-policy", "strict-origin-when-cross-origin");
  };
}

/** A widget request knows its colours (the `theme` parameter) from its first middleware on. */
interface WidgetEnv {
  Variables: AppEnv["Variables"] & { widgetTheme: WidgetTheme };
}

function html(c: Context<WidgetEnv>, body: string, status: 200 | 400 | 404, cache: string) {
  return c.html(body, status, { "cache-control": cache });
}

/** Server-rendered widgets for club websites: a team's matches, a league table, a live ticker. */
export function widgetRoutes() {
  const app = new Hono<WidgetEnv>();

  app.get("/widget.css", (c) =>
    c.body(WIDGET_CSS, 200, {
      "content-type": "text/css; charset=utf-8",
      "cache-control": "public, max-age=3600",
    }),
  );
  app.get("/widget.js", (c) =>
    c.body(WIDGET_JS, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=3600",
    }),
  );

  // Every widget: its colours first (an unknown choice is said in the frame, in light colours).
  app.use("*", async (c, next) => {
    const theme = widgetThemeOf(c.req.query("theme"));
    if (!theme)
      return html(c, renderWidgetError(UNKNOWN_WIDGET_THEME, widgetBaseUrl(c), "light"), 400, "no-cache");
    c.set("widgetTheme", theme);
    await next();
  });

  app.get("/teams/:id/matches", async (c) => {
    const { db } = c.var.deps;
    const baseUrl = widgetBaseUrl(c);
    const theme = c.var.widgetTheme;
    const id = c.req.param("id");
    const team = isUuid(id) ? await findTeamById(db, id) : null;
    if (!team)
      return html(c, renderWidgetError("Diese Mannschaft gibt es nicht.", baseUrl, theme), 404, "no-cache");
    // One instant for the whole answer: what is upcoming and what is about to be played agree.
    const now = nowOf(c);
    const [live, upcoming, past] = await Promise.all([
      listMatches(db, { teamIds: [id], scope: "live", limit: LIST_SIZE, now }),
      listMatches(db, { teamIds: [id], scope: "upcoming", limit: LIST_SIZE, now }),
      listMatches(db, { teamIds: [id], scope: "past", limit: LIST_SIZE, now }),
    ]);
    const shown = [...live, ...upcoming].slice(0, LIST_SIZE);
    // Followed like the ticker widget: a match being played, or about to be, changes its line
    // (score, «Live») without the club's website being reloaded.
    const isDue = (m: MatchSummary) =>
      m.status === "scheduled" && Math.abs(Date.parse(m.matchDate) - now.getTime()) <= FOLLOW_MS;
    // A match whose kick-off time has passed is listed among the results («–:–») until it starts.
    const followed = [...shown, ...past].filter((m) => m.status === "live" || isDue(m)).map((m) => m.id);
    const page = renderWidget({
      title: teamLabel(team.name, team.clubName),
      subtitle: `${team.league} · ${team.canton}`,
      body: matchListBody(shown, past, baseUrl),
      moreUrl: team.clubId ? `${baseUrl}/vereine/${team.clubId}/teams/${team.id}` : `${baseUrl}/spielplan`,
      moreLabel: "Alle Spiele auf Tschutti",
      liveMatchIds: followed,
      theme,
    });
    return html(c, page, 200, followed.length > 0 ? "no-cache" : "public, max-age=60");
  });

  app.get("/table", async (c) => {
    const query = leagueTableQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      const message = query.error.issues[0]?.message ?? "Kanton oder Liga fehlt.";
      return html(c, renderWidgetError(message, widgetBaseUrl(c), c.var.widgetTheme), 400, "no-cache");
    }
    const { canton, league, season, group } = query.data;
    return tableWidget(c, { canton, league, season: season ?? seasonOf(nowOf(c)), group });
  });

  // The table of the team's group as the league office places it now: a club's website keeps
  // showing its team's table after a promotion or a move to another group, where a table named
  // by league and group at the time of copying showed a table without the team.
  app.get("/teams/:id/table", async (c) => {
    const { db } = c.var.deps;
    const id = c.req.param("id");
    const team = isUuid(id) ? await findTeamById(db, id) : null;
    if (!team)
      return html(
        c,
        renderWidgetError("Diese Mannschaft gibt es nicht.", widgetBaseUrl(c), c.var.widgetTheme),
        404,
        "no-cache",
      );
    const season = seasonOf(nowOf(c));
    const placed = await currentPlacement(db, team.id, season);
    return tableWidget(
      c,
      placed
        ? { ...placed, season }
        : { canton: team.canton, league: team.league, group: DEFAULT_GROUP, season },
      team.id,
    );
  });

  app.get("/matches/:id/ticker", async (c) => {
    const { db } = c.var.deps;
    const baseUrl = widgetBaseUrl(c);
    const theme = c.var.widgetTheme;
    const id = c.req.param("id");
    const match = isUuid(id) ? await findMatchSummary(db, id) : null;
    if (!match)
      return html(c, renderWidgetError("Dieses Spiel gibt es nicht.", baseUrl, theme), 404, "no-cache");
    const events = await listEventsOfMatch(db, match);
    const page = renderWidget({
      title: "Live-Ticker",
      subtitle: `${match.homeTeam.league} · ${match.homeTeam.canton}`,
      body: tickerBody(match, events, nowOf(c)),
      moreUrl: `${baseUrl}${matchPath(match.id)}`,
      moreLabel: "Ganzer Ticker auf Tschutti",
      theme,
      ...(match.status === "live" || match.status === "scheduled" ? { liveMatchIds: [match.id] } : {}),
    });
    return html(c, page, 200, "no-cache");
  });

  app.all("*", (c) =>
    html(
      c,
      renderWidgetError("Dieses Widget gibt es nicht.", widgetBaseUrl(c), c.var.widgetTheme),
      404,
      "no-cache",
    ),
  );

  return app;
}

/** A league table's frame, with `ownTeamId`'s row marked (the club's own team on its website). */
async function tableWidget(
  c: Context<WidgetEnv>,
  place: { canton: Canton; league: League; season: number; group?: string | undefined },
  ownTeamId?: string,
): Promise<Response> {
  const baseUrl = widgetBaseUrl(c);
  const theme = c.var.widgetTheme;
  let table: LeagueTableResponse;
  try {
    table = await findLeagueTable(c.var.deps.db, place);
  } catch (error) {
    // The table's own refusals (the league has several groups, no such group) in the frame's
    // page: the API's JSON would show as text on the club's website.
    if (!(error instanceof AppError)) throw error;
    return html(
      c,
      renderWidgetError(error.message, baseUrl, theme),
      error.status === 404 ? 404 : 400,
      "no-cache",
    );
  }
  const page = renderWidget({
    title: `Tabelle ${place.league}${place.group ? ` ${place.group}` : ""}`,
    subtitle: place.canton,
    body: tableBody(table, ownTeamId),
    // This very table on the ranking page (its selectors lead to all others), not the
    // ranking's default league, which may be another one.
    moreUrl: `${baseUrl}${tablePath(table)}`,
    moreLabel: "Zu allen Tabellen auf Tschutti",
    theme,
  });
  return html(c, page, 200, "public, max-age=60");
}

function nowOf(c: Context<WidgetEnv>): Date {
  return (c.var.deps.clock ?? systemClock)();
}

/**
 * Widgets are public, cached answers framed on other sites: their links name PUBLIC_URL or are
 * relative (the frame's document is ours, so they open Tschutti), never the request's Host.
 */
function widgetBaseUrl(c: Context<WidgetEnv>): string {
  return (c.var.deps.env.PUBLIC_URL ?? "").replace(/\/+$/, "");
}
