import { z } from "zod";
import {
  clubBoardResponseSchema,
  clubFixturesResponseSchema,
  clubListResponseSchema,
  clubResponseSchema,
  clubTeamsResponseSchema,
} from "#shared/clubs/response-schema.ts";
import { startingLineupsSchema } from "#shared/lineups/response-schema.ts";
import {
  matchEventsResponseSchema,
  matchHistoryResponseSchema,
  matchLineupsSchema,
  matchPageResponseSchema,
  matchReportResponseSchema,
  matchResponseSchema,
} from "#shared/matches/response-schema.ts";
import {
  newsListResponseSchema,
  newsPageResponseSchema,
  newsResponseSchema,
} from "#shared/news/response-schema.ts";
import { playerResponseSchema } from "#shared/players/response-schema.ts";
import {
  leagueTableResponseSchema,
  playerRankingResponseSchema,
  rankingLeaguesResponseSchema,
} from "#shared/rankings/response-schema.ts";
import {
  teamCoachesResponseSchema,
  teamMatchesResponseSchema,
  teamPlayersResponseSchema,
  teamResponseSchema,
} from "#shared/teams/response-schema.ts";

// The 200 answers of the open read API, keyed by the path as the OpenAPI document names it.
// Kept here rather than in each domain's routes, so the read API's contract is one list. Each
// schema is exactly its shared response type (shared/<domain>/response-schema.ts).
export const PUBLIC_RESPONSES: Record<string, z.ZodType> = {
  "/api/clubs": clubListResponseSchema,
  "/api/clubs/{id}": clubResponseSchema,
  "/api/clubs/{id}/teams": clubTeamsResponseSchema,
  "/api/clubs/{id}/fixtures": clubFixturesResponseSchema,
  "/api/clubs/{id}/board": clubBoardResponseSchema,
  "/api/clubs/{id}/news": newsListResponseSchema,
  "/api/teams/{id}": teamResponseSchema,
  "/api/teams/{id}/players": teamPlayersResponseSchema,
  "/api/teams/{id}/coaches": teamCoachesResponseSchema,
  "/api/teams/{id}/matches": teamMatchesResponseSchema,
  "/api/players/{id}": playerResponseSchema,
  "/api/matches": matchPageResponseSchema,
  "/api/matches/{id}": matchResponseSchema,
  "/api/matches/{id}/events": matchEventsResponseSchema,
  "/api/matches/{id}/lineups": matchLineupsSchema,
  "/api/matches/{id}/starting-lineups": startingLineupsSchema,
  "/api/matches/{id}/report": matchReportResponseSchema,
  "/api/matches/{id}/history": matchHistoryResponseSchema,
  "/api/news": newsPageResponseSchema,
  "/api/news/{id}": newsResponseSchema,
  "/api/rankings/table": leagueTableResponseSchema,
  "/api/rankings/leagues": rankingLeaguesResponseSchema,
  "/api/rankings/scorers": playerRankingResponseSchema,
  "/api/rankings/cards": playerRankingResponseSchema,
};

interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
}

/**
 * An answer's objects stay open: zod closes an output object (additionalProperties: false), but
 * the version policy lets new fields come without notice (shared/api-versions.ts), and a client
 * that checks answers against a closed schema would refuse the first one.
 */
function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io: "output",
    unrepresentable: "any",
    override: ({ jsonSchema }) => {
      if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
    },
  });
  return rest;
}

/** Adds the JSON schema of each public GET's 200 answer to the generated document. */
export function withResponseSchemas<T extends object>(document: T): T {
  const paths = (document as OpenApiDocument).paths ?? {};
  for (const [path, schema] of Object.entries(PUBLIC_RESPONSES)) {
    const ok = paths[path]?.get?.responses?.["200"];
    if (!ok) continue;
    // A route may already describe the answer with an example: the example stays.
    const media = ok.content?.["application/json"];
    ok.content = { ...ok.content, "application/json": { ...media, schema: jsonSchema(schema) } };
  }
  return document;
}
