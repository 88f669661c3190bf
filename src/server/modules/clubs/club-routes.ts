import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { clubResponseSchema } from "#shared/clubs/response-schema.ts";
import { clubListQuerySchema } from "#shared/clubs/schema.ts";
import type {
  ClubBoardResponse,
  ClubFixturesResponse,
  ClubListResponse,
  ClubResponse,
  ClubTeamsResponse,
} from "#shared/clubs/types.ts";
import { NEWS_LIST_LIMIT } from "#shared/constants.ts";
import type { NewsListResponse } from "#shared/news/types.ts";
import { isUuid } from "#shared/uuid.ts";
import type { AppEnv } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { declaredRead, type ReadDeclaration } from "../../db/declared-read.ts";
import {
  boardMembers,
  clubs,
  matches,
  players,
  teamPlacements,
  teams,
  withdrawalCancellations,
} from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { jsonAnswer, PUBLIC_ACCESS } from "../../http/openapi.ts";
import { clubExample } from "../../http/openapi-examples.ts";
import { createRouter } from "../../http/router.ts";
import { listBoardMembers } from "../board/board-queries.ts";
import { listPublishedNews, PUBLISHED_NEWS_READ } from "../news/public-news-queries.ts";
import { listClubFixtures } from "./club-fixtures.ts";
import { clubExists, findClubById, listClubs, listClubTeams } from "./club-queries.ts";

export const CLUB_NOT_FOUND = "Verein nicht gefunden";

const idParams = z.object({ id: z.string().openapi({ description: "Vereins-ID (UUID)" }) });

/**
 * A list of the club in the path: read first, and only an empty list checks that the club
 * exists (404 when the id is no UUID or names no club), so a club's page costs one query per
 * list instead of two.
 */
async function listOfExistingClub<T>(
  c: Context<AppEnv>,
  id: string,
  declaration: ReadDeclaration,
  read: (db: DbOrTx, clubId: string) => Promise<T[]>,
): Promise<T[]> {
  if (!isUuid(id)) throw notFound(CLUB_NOT_FOUND);
  const { db } = c.var.deps;
  const rows = await declaredRead(declaration, () => read(db, id));
  if (rows.length === 0 && !(await declaredRead(CLUB_ROW, () => clubExists(db, id)))) {
    throw notFound(CLUB_NOT_FOUND);
  }
  return rows;
}

/** What findClubById, clubExists and listClubs read. */
export const CLUB_ROW: ReadDeclaration = { tables: [clubs] };
const CLUB_TEAMS: ReadDeclaration = { tables: [teams, players] };
const CLUB_BOARD: ReadDeclaration = { tables: [boardMembers] };
// Which match is next and which last moves with the clock.
const CLUB_FIXTURES: ReadDeclaration = {
  tables: [matches, teams, clubs, teamPlacements, withdrawalCancellations],
  clock: true,
};

/** Public reads of clubs: the list with search and pages, one club, its teams, board and news. */
export function clubRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/clubs",
      operationId: "listClubs",
      security: PUBLIC_ACCESS,
      tags: ["Vereine"],
      summary:
        "Vereine nach Name, mit Suche (Name, Ort, Sportanlage, Postleitzahl oder Kanton; Umlaute und Tippfehler verziehen, beste Treffer zuerst) und Seiten",
      request: { query: clubListQuerySchema },
      responses: {
        200: { description: "{ clubs, total, page, pageSize }" },
        400: { description: "Ungültig" },
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const result = await declaredRead(CLUB_ROW, () => listClubs(c.var.deps.db, query));
      return c.json(
        { ...result, page: query.page, pageSize: query.pageSize } satisfies ClubListResponse,
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/clubs/{id}",
      operationId: "getClub",
      security: PUBLIC_ACCESS,
      tags: ["Vereine"],
      summary: "Ein Verein mit Kontaktangaben",
      request: { params: idParams },
      responses: {
        200: jsonAnswer(clubResponseSchema, "{ club }", clubExample),
        404: { description: CLUB_NOT_FOUND },
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const club = isUuid(id) ? await declaredRead(CLUB_ROW, () => findClubById(c.var.deps.db, id)) : null;
      if (!club) throw notFound(CLUB_NOT_FOUND);
      return c.json({ club } satisfies ClubResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/clubs/{id}/teams",
      operationId: "listClubTeams",
      security: PUBLIC_ACCESS,
      tags: ["Vereine"],
      summary: "Mannschaften eines Vereins",
      request: { params: idParams },
      responses: { 200: { description: "{ teams }" }, 404: { description: CLUB_NOT_FOUND } },
    }),
    async (c) => {
      const teams = await listOfExistingClub(c, c.req.valid("param").id, CLUB_TEAMS, listClubTeams);
      return c.json({ teams } satisfies ClubTeamsResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/clubs/{id}/fixtures",
      operationId: "listClubFixtures",
      security: PUBLIC_ACCESS,
      tags: ["Vereine"],
      summary: "Nächstes und letztes Spiel jeder Mannschaft eines Vereins (ein laufendes Spiel zuerst)",
      request: { params: idParams },
      responses: { 200: { description: "{ teams }" }, 404: { description: CLUB_NOT_FOUND } },
    }),
    async (c) => {
      const teams = await listOfExistingClub(c, c.req.valid("param").id, CLUB_TEAMS, listClubTeams);
      const fixtures = await declaredRead(CLUB_FIXTURES, () => listClubFixtures(c.var.deps.db, teams));
      const body: ClubFixturesResponse = { teams: fixtures };
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/clubs/{id}/board",
      operationId: "getClubBoard",
      security: PUBLIC_ACCESS,
      tags: ["Vereine"],
      summary: "Vorstand eines Vereins",
      request: { params: idParams },
      responses: { 200: { description: "{ boardMembers }" }, 404: { description: CLUB_NOT_FOUND } },
    }),
    async (c) => {
      const boardMembers = await listOfExistingClub(c, c.req.valid("param").id, CLUB_BOARD, listBoardMembers);
      return c.json({ boardMembers } satisfies ClubBoardResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/clubs/{id}/news",
      operationId: "listClubNews",
      security: PUBLIC_ACCESS,
      tags: ["Vereine"],
      summary: "Veröffentlichte News eines Vereins, neueste zuerst",
      request: { params: idParams },
      responses: { 200: { description: "{ news }" }, 404: { description: CLUB_NOT_FOUND } },
    }),
    async (c) => {
      const news = await listOfExistingClub(c, c.req.valid("param").id, PUBLISHED_NEWS_READ, (db, id) =>
        listPublishedNews(db, { clubIds: [id], limit: NEWS_LIST_LIMIT }),
      );
      return c.json({ news } satisfies NewsListResponse, 200);
    },
  );

  return app;
}
