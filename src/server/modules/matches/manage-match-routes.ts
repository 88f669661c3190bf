import { createRoute, type z } from "@hono/zod-openapi";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { parseMatchDateInput } from "#shared/format.ts";
import { matchReportInputSchema, REPORT_MESSAGES } from "#shared/matches/report-schema.ts";
import {
  cancelMatchSchema,
  defaultCompetition,
  MATCH_MESSAGES,
  type MatchInput,
  matchInputSchema,
} from "#shared/matches/schema.ts";
import type { MatchTeamOption, MatchTeamOptions } from "#shared/matches/types.ts";
import { requireClubRole } from "../../auth/access.ts";
import type { Tx } from "../../db/client.ts";
import { clubs, matchEvents, matches, matchReports, players, teams } from "../../db/schema/index.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { publishChange } from "../../realtime/publish.ts";
import { loadManagedMatch, needsAcceptance } from "./match-access.ts";
import { actorOf, recordMatchChange, recordMatchUpdate } from "./match-history.ts";
import { findMatchReport, findMatchSummary, listMatches } from "./match-queries.ts";

const CLUB_NOT_FOUND = "Verein nicht gefunden";
const idParam = uuidParams("id", MATCH_MESSAGES.notFound);
const clubParam = uuidParams("clubId", CLUB_NOT_FOUND);
/** The club schedule shows every match of the club; a season is far below this. */
const CLUB_MATCH_LIMIT = 2_000;

function json<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } }, required: true };
}

const writeResponses = {
  400: { description: "Ungültige Eingabe" },
  401: { description: "Nicht angemeldet" },
  403: { description: "Keine Berechtigung" },
  404: { description: "Spiel nicht gefunden" },
  409: { description: "Im aktuellen Zustand nicht möglich" },
} as const;

/** Both teams of the dialog, or 400 'Mannschaft nicht gefunden' (an archived team is gone for new matches). */
async function loadTeams(tx: Tx, input: MatchInput, keep: readonly string[] = []) {
  const rows = await tx
    .select({ id: teams.id, clubId: teams.clubId, canton: teams.canton, league: teams.league })
    .from(teams)
    .where(
      and(
        inArray(teams.id, [input.homeTeamId, input.awayTeamId]),
        or(isNull(teams.archivedAt), inArray(teams.id, [...keep])),
      ),
    );
  const home = rows.find((t) => t.id === input.homeTeamId);
  const away = rows.find((t) => t.id === input.awayTeamId);
  if (!home) throw badRequest(MATCH_MESSAGES.teamNotFound, { homeTeamId: MATCH_MESSAGES.teamNotFound });
  if (!away) throw badRequest(MATCH_MESSAGES.teamNotFound, { awayTeamId: MATCH_MESSAGES.teamNotFound });
  return { home, away };
}

function matchDateOf(input: MatchInput): Date {
  const date = parseMatchDateInput(input.date, input.time);
  // The schema has already refused an unreadable date; this keeps the type honest.
  if (!date) throw badRequest(MATCH_MESSAGES.invalidDateTime, { date: MATCH_MESSAGES.invalidDateTime });
  return date;
}

/** The match as the club's schedule shows it; only a standing match goes out to the public stream. */
export async function publishMatch(tx: Tx, matchId: string) {
  const summary = await findMatchSummary(tx, matchId, { includeRequests: true });
  if (!summary) throw new Error(`match ${matchId} vanished inside its transaction`);
  if (summary.acceptance === "accepted")
    await publishChange(tx, { matchId, kind: "match", payload: summary });
  return summary;
}

/**
 * Schedules one match for the club, the one way the dialog and the CSV import do it: a match
 * against another platform club's team starts as a request, and the history records who set it.
 * The caller has checked the 'matches' role for the club and owns the transaction (the CSV
 * import creates many in one).
 */
export async function createMatch(tx: Tx, actor: { userId: string; clubId: string }, input: MatchInput) {
  const { clubId } = actor;
  const { home, away } = await loadTeams(tx, input);
  if (home.clubId !== clubId && away.clubId !== clubId) throw forbidden();
  const isRequest = needsAcceptance(clubId, home.clubId, away.clubId);
  const [row] = await tx
    .insert(matches)
    .values({
      homeTeamId: input.homeTeamId,
      awayTeamId: input.awayTeamId,
      matchDate: matchDateOf(input),
      stadium: input.stadium,
      status: "scheduled",
      createdByClubId: clubId,
      acceptance: isRequest ? "requested" : "accepted",
      competition: input.competition ?? defaultCompetition(home, away),
    })
    .returning({ id: matches.id });
  if (!row) throw new Error("match insert returned no row");
  await recordMatchChange(tx, actor, row.id, isRequest ? "Spiel angefragt" : "Spiel angesetzt");
  return publishMatch(tx, row.id);
}

const teamOptionColumns = {
  id: teams.id,
  name: teams.name,
  league: teams.league,
  canton: teams.canton,
  teamImageUrl: teams.teamImageUrl,
  clubId: teams.clubId,
  clubName: clubs.clubName,
};

/** The club's schedule, match dialog data, match writes and the match report. */
export function manageMatchRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/matches",
      tags: ["Spielverwaltung"],
      summary: "Alle Spiele der Mannschaften des Vereins, aufsteigend nach Datum",
      request: { params: clubParam },
      responses: { 200: { description: "{ matches }" }, 401: { description: "" }, 403: { description: "" } },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "member");
      const list = await listMatches(c.var.deps.db, {
        clubId,
        scope: "all",
        includeRequests: true,
        limit: CLUB_MATCH_LIMIT,
      });
      return c.json({ matches: list }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/match-teams",
      tags: ["Spielverwaltung"],
      summary: "Mannschaften für den Spieldialog: 'Meine Teams' und alle anderen ('Alle Teams')",
      request: { params: clubParam },
      responses: {
        200: { description: "MatchTeamOptions" },
        401: { description: "" },
        403: { description: "" },
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "member");
      const { db } = c.var.deps;
      const [club] = await db
        .select({ id: clubs.id, clubName: clubs.clubName, stadiumName: clubs.stadiumName })
        .from(clubs)
        .where(eq(clubs.id, clubId));
      if (!club) throw notFound(CLUB_NOT_FOUND);
      const rows: MatchTeamOption[] = await db
        .select(teamOptionColumns)
        .from(teams)
        .leftJoin(clubs, eq(clubs.id, teams.clubId))
        .where(isNull(teams.archivedAt))
        .orderBy(asc(teams.name), asc(teams.league));
      const body: MatchTeamOptions = {
        club,
        myTeams: rows.filter((t) => t.clubId === clubId),
        otherTeams: rows.filter((t) => t.clubId !== clubId),
      };
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/clubs/{clubId}/matches",
      tags: ["Spielverwaltung"],
      summary: "Spiel ansetzen (eine der Mannschaften gehört dem Verein); Datum und Zeit in Zürcher Zeit",
      request: { params: clubParam, body: json(matchInputSchema) },
      responses: { 201: { description: "{ match }" }, ...writeResponses },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      const { user } = await requireClubRole(c, clubId, "matches");
      const input = c.req.valid("json");
      const match = await c.var.deps.db.transaction((tx) =>
        createMatch(tx, { userId: user.id, clubId }, input),
      );
      return c.json({ match }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/matches/{id}",
      tags: ["Spielverwaltung"],
      summary: "Spiel bearbeiten (alle Felder des Dialogs); der Status bleibt",
      request: { params: idParam, body: json(matchInputSchema) },
      responses: { 200: { description: "{ match }" }, ...writeResponses },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const match = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true, allowRequest: true });
        const { match: current } = managed;
        const { home, away } = await loadTeams(tx, input, [current.homeTeamId, current.awayTeamId]);
        // The user must still be on one side after the edit.
        await requireClubRole(c, [home.clubId, away.clubId], "matches", { db: tx });
        const isTeamChange =
          current.homeTeamId !== input.homeTeamId || current.awayTeamId !== input.awayTeamId;
        if (isTeamChange) {
          // Events name players of the old teams and the score counts their goals.
          const [event] = await tx
            .select({ id: matchEvents.id })
            .from(matchEvents)
            .where(eq(matchEvents.matchId, id))
            .limit(1);
          if (event) throw conflict(MATCH_MESSAGES.teamsLocked);
        }
        await tx
          .update(matches)
          .set({
            homeTeamId: input.homeTeamId,
            awayTeamId: input.awayTeamId,
            matchDate: matchDateOf(input),
            stadium: input.stadium,
            competition: input.competition ?? current.competition,
            // Changed teams may bring in another club, which then has to accept (again).
            ...(isTeamChange || current.acceptance === "declined"
              ? {
                  acceptance: needsAcceptance(managed.actingClubId, home.clubId, away.clubId)
                    ? ("requested" as const)
                    : ("accepted" as const),
                  createdByClubId: managed.actingClubId,
                }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(matches.id, id));
        await recordMatchUpdate(tx, actorOf(managed.access.user.id, managed), current, "Spiel bearbeitet");
        return publishMatch(tx, id);
      });
      return c.json({ match }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/matches/{id}/cancel",
      tags: ["Spielverwaltung"],
      summary: "Kommendes Spiel absagen (Grund erforderlich)",
      request: { params: idParam, body: json(cancelMatchSchema) },
      responses: { 200: { description: "{ match }" }, ...writeResponses },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const match = await c.var.deps.db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true, allowRequest: true });
        const { match: current } = managed;
        if (current.status === "cancelled") throw conflict(MATCH_MESSAGES.alreadyCancelled);
        if (current.status !== "scheduled" || current.matchDate.getTime() <= Date.now()) {
          throw conflict(MATCH_MESSAGES.notCancellable);
        }
        await tx
          .update(matches)
          .set({ status: "cancelled", cancellationReason: reason, liveUndo: null, updatedAt: new Date() })
          .where(eq(matches.id, id));
        await recordMatchUpdate(tx, actorOf(managed.access.user.id, managed), current, "Spiel abgesagt");
        return publishMatch(tx, id);
      });
      return c.json({ match }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/matches/{id}",
      tags: ["Spielverwaltung"],
      summary: "Spiel löschen (in jedem Zustand); Ereignisse und Bericht werden mitgelöscht",
      request: { params: idParam },
      responses: { 200: { description: "{ ok: true }" }, ...writeResponses },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await c.var.deps.db.transaction(async (tx) => {
        await loadManagedMatch(c, tx, id, { lock: true, allowRequest: true });
        // match_events, match_reports and match_history go with it (ON DELETE CASCADE).
        await tx.delete(matches).where(eq(matches.id, id));
        await publishChange(tx, { matchId: id, kind: "match.deleted", payload: { id } });
      });
      return c.json({ ok: true }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/matches/{id}/report",
      tags: ["Spielverwaltung"],
      summary: "Spielbericht zum Bearbeiten (report: null, wenn keiner existiert)",
      request: { params: idParam },
      responses: { 200: { description: "{ report }" }, ...writeResponses },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { db } = c.var.deps;
      await loadManagedMatch(c, db, id);
      return c.json({ report: await findMatchReport(db, id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/manage/matches/{id}/report",
      tags: ["Spielverwaltung"],
      summary: "Spielbericht erstellen oder aktualisieren (einer pro Spiel)",
      request: { params: idParam, body: json(matchReportInputSchema) },
      responses: { 200: { description: "{ report, created }" }, ...writeResponses },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const { db } = c.var.deps;
      const created = await db.transaction(async (tx) => {
        const managed = await loadManagedMatch(c, tx, id, { lock: true });
        const { match } = managed;
        const user = managed.access.user;
        if (input.manOfMatchPlayerId) {
          const [player] = await tx
            .select({ id: players.id })
            .from(players)
            .where(
              and(
                eq(players.id, input.manOfMatchPlayerId),
                inArray(players.teamId, [match.homeTeamId, match.awayTeamId]),
              ),
            );
          if (!player) {
            throw badRequest(REPORT_MESSAGES.manOfMatch, { manOfMatchPlayerId: REPORT_MESSAGES.manOfMatch });
          }
        }
        const values = {
          title: input.title,
          content: input.content,
          highlights: input.highlights,
          manOfMatchPlayerId: input.manOfMatchPlayerId,
          attendance: input.attendance,
          weatherConditions: input.weatherConditions,
          refereeNotes: input.refereeNotes,
        };
        const [row] = await tx
          .insert(matchReports)
          .values({ matchId: id, authorId: user.id, ...values })
          .onConflictDoUpdate({
            target: matchReports.matchId,
            set: { ...values, authorId: user.id, updatedAt: new Date() },
          })
          // xmax = 0 only for a freshly inserted row: tells 'erstellt' from 'aktualisiert'.
          .returning({ isInsert: sql<boolean>`(xmax = 0)` });
        const isInsert = row?.isInsert ?? false;
        await recordMatchChange(
          tx,
          actorOf(user.id, managed),
          id,
          isInsert ? "Spielbericht erstellt" : "Spielbericht bearbeitet",
          [{ field: "Titel", from: null, to: input.title }],
        );
        return isInsert;
      });
      const report = await findMatchReport(db, id);
      return c.json({ report, created }, 200);
    },
  );

  return app;
}
