import { z } from "zod";
import {
  boardMemberSchema,
  clubDetailSchema,
  clubListItemSchema,
  clubTeamSchema,
  coachSchema,
  leagueTableEntrySchema,
  matchEventSchema,
  matchLineupsSchema,
  matchReportSchema,
  matchSummarySchema,
  newsDetailSchema,
  newsPreviewSchema,
  playerDetailSchema,
  rankedPlayerSchema,
  rankingLeagueSchema,
  startingLineupsSchema,
  teamDetailSchema,
  teamPlayerSchema,
} from "#shared/api/public-schemas.ts";
import { CANTONS, LEAGUES } from "#shared/constants.ts";

// The 200 answers of the open read API, keyed by the path as the OpenAPI document names it.
// Kept here rather than in each domain's routes, so the read API's contract is one list.
export const PUBLIC_RESPONSES: Record<string, z.ZodType> = {
  "/api/clubs": z.object({
    clubs: z.array(clubListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  "/api/clubs/{id}": z.object({ club: clubDetailSchema }),
  "/api/clubs/{id}/teams": z.object({ teams: z.array(clubTeamSchema) }),
  "/api/clubs/{id}/board": z.object({ boardMembers: z.array(boardMemberSchema) }),
  "/api/clubs/{id}/news": z.object({ news: z.array(newsPreviewSchema) }),
  "/api/teams/{id}": z.object({ team: teamDetailSchema }),
  "/api/teams/{id}/players": z.object({ players: z.array(teamPlayerSchema) }),
  "/api/teams/{id}/coaches": z.object({ coaches: z.array(coachSchema) }),
  "/api/players/{id}": z.object({ player: playerDetailSchema }),
  "/api/matches": z.object({ matches: z.array(matchSummarySchema) }),
  "/api/matches/{id}": z.object({ match: matchSummarySchema }),
  "/api/matches/{id}/events": z.object({ events: z.array(matchEventSchema) }),
  "/api/matches/{id}/lineups": matchLineupsSchema,
  "/api/matches/{id}/starting-lineups": startingLineupsSchema,
  "/api/matches/{id}/report": z.object({ report: matchReportSchema.nullable() }),
  "/api/news": z.object({ news: z.array(newsPreviewSchema) }),
  "/api/news/{id}": z.object({ news: newsDetailSchema }),
  "/api/rankings/table": z.object({
    canton: z.enum(CANTONS),
    league: z.enum(LEAGUES),
    season: z.number().int(),
    rows: z.array(leagueTableEntrySchema),
  }),
  "/api/rankings/leagues": z.object({ leagues: z.array(rankingLeagueSchema) }),
  "/api/rankings/scorers": z.object({ players: z.array(rankedPlayerSchema) }),
  "/api/rankings/cards": z.object({ players: z.array(rankedPlayerSchema) }),
};

interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
  return rest;
}

/** Adds the JSON schema of each public GET's 200 answer to the generated document. */
export function withResponseSchemas<T extends object>(document: T): T {
  const paths = (document as OpenApiDocument).paths ?? {};
  for (const [path, schema] of Object.entries(PUBLIC_RESPONSES)) {
    const ok = paths[path]?.get?.responses?.["200"];
    if (!ok) continue;
    ok.content = { ...ok.content, "application/json": { schema: jsonSchema(schema) } };
  }
  return document;
}
