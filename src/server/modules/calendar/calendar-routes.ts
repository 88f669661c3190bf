import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { calendarFeedResponseSchema } from "#shared/account/response-schema.ts";
import type { CalendarFeedResponse } from "#shared/calendar/types.ts";
import { isUuid } from "#shared/uuid.ts";
import type { AppEnv, SessionUser } from "../../context.ts";
import { notFound, unauthorized } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PUBLIC_ACCESS } from "../../http/openapi.ts";
import { matchesIfNoneMatch } from "../../http/public-cache.ts";
import { contentEtag } from "../../http/read-cache.ts";
import { createRouter } from "../../http/router.ts";
import { listFavorites } from "../favorites/favorite-queries.ts";
import { baseUrlCacheControl, publicBaseUrl } from "../seo/public-url.ts";
import { findTeamById } from "../teams/team-queries.ts";
import { buildMatchCalendar } from "./calendar-builder.ts";
import {
  findCalendarToken,
  findCalendarUser,
  listCalendarMatches,
  renewCalendarToken,
} from "./calendar-queries.ts";

const TEAM_NOT_FOUND = "Team wurde nicht gefunden.";
const FEED_NOT_FOUND = "Diesen Kalender gibt es nicht (mehr). Hol dir die aktuelle Adresse im Dashboard.";
const SIGN_IN = "Bitte melde dich an, um deinen Kalender zu abonnieren.";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

// Calendar apps refresh a feed about hourly (the feed's own TTL says 1 h): a shared cache may
// answer a team's feed for 5 minutes, so a moved match shows up soon after.
const TEAM_FEED_CACHE_CONTROL = "public, max-age=300";
// A fan's feed (its address is the secret) stays out of shared caches; the fan's own calendar
// app may keep it, asking each time whether it changed (no-store would forbid the copy a 304
// refers to).
const PERSONAL_FEED_CACHE_CONTROL = "private, no-cache";

/**
 * A feed with an ETag from its text, and a 304 when the app holds that text already, so an
 * hourly refresh of an unchanged feed costs neither side the whole file. `cacheControl`: a
 * team's feed is public, a fan's personal feed private.
 */
function calendarResponse(
  c: Context<AppEnv>,
  text: string,
  fileName: string,
  cacheControl: string,
): Response {
  const etag = contentEtag(text);
  const headers = { etag, "cache-control": cacheControl };
  if (matchesIfNoneMatch(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
  return c.body(text, 200, {
    ...headers,
    "content-type": "text/calendar; charset=utf-8",
    "content-disposition": `inline; filename="${fileName}"`,
  });
}

function signedInUser(c: Context<AppEnv>): SessionUser {
  if (!c.var.user) throw unauthorized(SIGN_IN);
  return c.var.user;
}

function feedUrl(c: Context<AppEnv>, token: string): string {
  return `${publicBaseUrl(c)}/api/calendar/${token}.ics`;
}

/** iCalendar feeds: one per team (public) and the fan's favourites behind a secret address. */
export function calendarRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/teams/{id}/calendar.ics",
      operationId: "getTeamCalendar",
      security: PUBLIC_ACCESS,
      tags: ["Kalender"],
      summary: "Spielplan einer Mannschaft als Kalender (iCalendar, RFC 5545) zum Abonnieren",
      request: { params: z.object({ id: z.string().openapi({ description: "Team-ID (UUID)" }) }) },
      responses: {
        200: { description: "Kalender", content: { "text/calendar": { schema: z.string() } } },
        304: {
          description: "Nicht geändert: der Kalender zum mitgeschickten ETag (If-None-Match) gilt noch",
        },
        404: { description: TEAM_NOT_FOUND },
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      const team = isUuid(id) ? await findTeamById(db, id) : null;
      if (!team) throw notFound(TEAM_NOT_FOUND);
      const name = team.clubName ? `${team.clubName} – ${team.name}` : team.name;
      const text = buildMatchCalendar({
        name: `Tschutti: ${name}`,
        baseUrl: publicBaseUrl(c),
        matches: await listCalendarMatches(db, [id]),
      });
      // The feed names the base URL in its links: public only where PUBLIC_URL fixes it.
      return calendarResponse(c, text, "tschutti-team.ics", baseUrlCacheControl(c, TEAM_FEED_CACHE_CONTROL));
    },
  );

  // The token sits in the file name, so a plain route with a pattern (not an OpenAPI path).
  app.get("/calendar/:file{[^/]+\\.ics}", async (c) => {
    const token = c.req.param("file").replace(/\.ics$/, "");
    const { db } = c.var.deps;
    const userId = TOKEN_PATTERN.test(token) ? await findCalendarUser(db, token) : null;
    if (!userId) throw notFound(FEED_NOT_FOUND);
    const teamIds = (await listFavorites(db, userId)).map((f) => f.id);
    const text = buildMatchCalendar({
      name: "Tschutti: Meine Teams",
      baseUrl: publicBaseUrl(c),
      matches: await listCalendarMatches(db, teamIds),
    });
    return calendarResponse(c, text, "tschutti-favoriten.ics", PERSONAL_FEED_CACHE_CONTROL);
  });

  app.openapi(
    createRoute({
      method: "get",
      path: "/me/calendar",
      operationId: "getCalendarFeed",
      security: PEOPLE_ONLY,
      tags: ["Kalender"],
      summary: "Adresse meines persönlichen Kalenders (alle Favoriten); null, solange keine erzeugt wurde",
      responses: {
        200: jsonAnswer(calendarFeedResponseSchema, "{ url }"),
        401: { description: "Nicht angemeldet" },
      },
    }),
    async (c) => {
      const user = signedInUser(c);
      const token = await findCalendarToken(c.var.deps.db, user.id);
      const body: CalendarFeedResponse = { url: token ? feedUrl(c, token) : null };
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/me/calendar",
      operationId: "renewCalendarFeed",
      security: PEOPLE_ONLY,
      tags: ["Kalender"],
      summary: "Persönliche Kalenderadresse erzeugen oder erneuern (die alte gilt danach nicht mehr)",
      responses: {
        200: jsonAnswer(calendarFeedResponseSchema, "{ url }"),
        401: { description: "Nicht angemeldet" },
      },
    }),
    async (c) => {
      const user = signedInUser(c);
      const token = await renewCalendarToken(c.var.deps.db, user.id);
      const body: CalendarFeedResponse = { url: feedUrl(c, token) };
      return c.json(body, 200);
    },
  );

  return app;
}
