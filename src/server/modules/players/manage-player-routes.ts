import { createRoute } from "@hono/zod-openapi";
import { and, eq, isNull } from "drizzle-orm";
import type { DeletedResponse } from "#shared/http.ts";
import { managePlayerResponseSchema, managePlayersResponseSchema } from "#shared/players/response-schema.ts";
import { PLAYER_MESSAGES, playerEditSchema, playerSchema } from "#shared/players/schema.ts";
import type { ManagePlayerResponse, ManagePlayersResponse } from "#shared/players/types.ts";
import { deletedResponseSchema } from "#shared/response-schema.ts";
import { type RowOwner, requireClubRole, requireOwnedRow } from "../../auth/access.ts";
import type { DbOrTx } from "../../db/client.ts";
import { players, teams } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PERSON_OR_KEY } from "../../http/openapi.ts";
import { requireSinceAfterBirth } from "../../http/person-years.ts";
import {
  clubIdParams as clubParams,
  manageErrorResponses as errors,
  idParamsFor,
  jsonBody,
} from "../../http/route-schemas.ts";
import { createRouter } from "../../http/router.ts";
import { editSummary, sentFields } from "../../http/sent-fields.ts";
import { checkImageUrl } from "../../storage/image-url-check.ts";
import { deleteWithImage, lockImageUrl, updateWithImage } from "../../storage/image-writes.ts";
import { findPlayerClub, listManagePlayers, listPlayersSeenBy } from "./manage-player-queries.ts";
import { isNumberClash, numberTaken, requireFreeNumber } from "./shirt-numbers.ts";

const PLAYER_NOT_FOUND = "Spieler nicht gefunden";
const idParams = idParamsFor(PLAYER_NOT_FOUND);

async function playerOwner(db: DbOrTx, id: string): Promise<RowOwner | undefined> {
  return (await findPlayerClub(db, id)) ?? undefined;
}

/**
 * A player's team must be one of the club's own teams, not one it deleted (archived: kept only for
 * its matches), spec §5: 'Bitte wähle ein Team aus'.
 */
async function requireClubTeam(db: DbOrTx, clubId: string, teamId: string): Promise<void> {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.clubId, clubId), isNull(teams.archivedAt)))
    .limit(1);
  if (rows.length === 0) throw badRequest(PLAYER_MESSAGES.team, { teamId: PLAYER_MESSAGES.team });
}

async function onePlayer(db: DbOrTx, id: string) {
  const [player] = await listManagePlayers(db, eq(players.id, id));
  if (!player) throw notFound(PLAYER_NOT_FOUND);
  return player;
}

/**
 * What an edit's fields must agree with that the schema cannot see, the stored player being the
 * other half (a PATCH keeps what it leaves out): the number is free in the team he ends up in,
 * and «Im Verein seit» does not lie before the birth year. One read of the stored row for both.
 */
async function requireEditFits(
  tx: DbOrTx,
  id: string,
  sent: {
    teamId?: string;
    playerNumber?: number | null;
    birthYear?: number | null;
    atClubSince?: number | null;
  },
): Promise<void> {
  const touches = [sent.teamId, sent.playerNumber, sent.birthYear, sent.atClubSince].some(
    (v) => v !== undefined,
  );
  if (!touches) return;
  const [stored] = await tx
    .select({
      teamId: players.teamId,
      playerNumber: players.playerNumber,
      birthYear: players.birthYear,
      atClubSince: players.atClubSince,
    })
    .from(players)
    .where(eq(players.id, id));
  if (!stored) return;
  const edited = { ...stored, ...sent };
  if (sent.teamId !== undefined || sent.playerNumber !== undefined) await requireFreeNumber(tx, edited, id);
  requireSinceAfterBirth(stored, sent);
}

/** Players of the tab 'Spieler' (club-management §2, §5). Statistics are read-only. */
export function managePlayerRoutes() {
  const app = createRouter();
  const schema = playerSchema();
  const editSchema = playerEditSchema();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/players",
      operationId: "listManagedPlayers",
      security: PERSON_OR_KEY,
      tags: ["Vereinsverwaltung"],
      summary:
        "Alle Spieler der Mannschaften des Vereins, nach Nachname. Geburtsjahr und (wo nicht öffentlich) Foto Minderjähriger sehen nur Administratoren und die Trainer ihrer Mannschaft",
      request: { params: clubParams },
      responses: { 200: jsonAnswer(managePlayersResponseSchema, "{ players }"), ...errors },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      const access = await requireClubRole(c, clubId, "member");
      const list = await listPlayersSeenBy(
        c.var.deps.db,
        and(eq(teams.clubId, clubId), isNull(teams.archivedAt)),
        access,
      );
      return c.json({ players: list } satisfies ManagePlayersResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/clubs/{clubId}/players",
      operationId: "createPlayer",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Spieler hinzufügen",
      request: {
        params: clubParams,
        body: jsonBody(schema),
      },
      responses: { 201: jsonAnswer(managePlayerResponseSchema, "{ player }"), ...errors },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      const input = c.req.valid("json");
      await requireClubRole(c, clubId, "team", { teamIds: [input.teamId] });
      const { db } = c.var.deps;
      await requireClubTeam(db, clubId, input.teamId);
      await requireFreeNumber(db, input, null);
      const playerImageUrl = await checkImageUrl(c, input.playerImageUrl, null, "playerImageUrl");
      const [row] = await db
        .insert(players)
        .values({ ...input, playerImageUrl })
        .returning({ id: players.id })
        .catch((error: unknown) => {
          throw isNumberClash(error) ? numberTaken() : error;
        });
      if (!row) throw new Error("player insert returned no row");
      return c.json({ player: await onePlayer(db, row.id) } satisfies ManagePlayerResponse, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/players/{id}",
      operationId: "updatePlayer",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: editSummary(
        "Spieler bearbeiten",
        editSchema,
        "ohne playerImageUrl bleibt das Foto, null entfernt es",
      ),
      request: {
        params: idParams,
        body: jsonBody(editSchema),
      },
      responses: { 200: jsonAnswer(managePlayerResponseSchema, "{ player }"), ...errors },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const sent = await sentFields(c, input);
      // A move needs the right to both teams; without one sent, the player's own team decides.
      const { id, clubId } = await requireOwnedRow(
        c,
        c.req.valid("param").id,
        PLAYER_NOT_FOUND,
        playerOwner,
        "team",
        { teamIds: input.teamId ? [input.teamId] : [] },
      );
      await updateWithImage(c, {
        notFoundMessage: PLAYER_NOT_FOUND,
        field: "playerImageUrl",
        url: input.playerImageUrl,
        lockCurrentImage: async (tx) => {
          const current = await lockImageUrl(tx, players, players.id, players.playerImageUrl, id);
          // A wrong team is reported before a wrong image URL, as before this helper existed.
          if (current && input.teamId) await requireClubTeam(tx, clubId, input.teamId);
          if (current) await requireEditFits(tx, id, sent);
          return current;
        },
        write: async (tx, playerImageUrl) => {
          await tx
            .update(players)
            .set({ ...sent, playerImageUrl, updatedAt: new Date() })
            .where(eq(players.id, id))
            .catch((error: unknown) => {
              throw isNumberClash(error) ? numberTaken() : error;
            });
        },
      });
      return c.json({ player: await onePlayer(c.var.deps.db, id) } satisfies ManagePlayerResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/players/{id}",
      operationId: "deletePlayer",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Spieler löschen",
      request: { params: idParams },
      responses: { 200: jsonAnswer(deletedResponseSchema, "{ deleted, id }"), ...errors },
    }),
    async (c) => {
      const { id } = await requireOwnedRow(c, c.req.valid("param").id, PLAYER_NOT_FOUND, playerOwner, "team");
      await deleteWithImage(c, PLAYER_NOT_FOUND, (db) =>
        db.delete(players).where(eq(players.id, id)).returning({ url: players.playerImageUrl }),
      );
      return c.json({ deleted: true as const, id } satisfies DeletedResponse, 200);
    },
  );

  return app;
}
