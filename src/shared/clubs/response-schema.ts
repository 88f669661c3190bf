import { z } from "zod";
import { matchSummarySchema } from "../matches/response-schema.ts";
import { canton, count, exactly, id, league, optionalCount, text } from "../response-schema.ts";
import type {
  BoardMember,
  ClubBoardResponse,
  ClubDetail,
  ClubFixturesResponse,
  ClubListItem,
  ClubListResponse,
  ClubResponse,
  ClubTeam,
  ClubTeamsResponse,
  ManageClub,
  ManageClubResponse,
} from "./types.ts";

// The public club answers as zod schemas (OpenAPI), each exactly its response type.

export const clubListItemSchema = exactly<ClubListItem>()(
  z.object({ id, clubName: z.string(), clubLogoUrl: text, teamCount: count }),
);

export const clubDetailSchema = exactly<ClubDetail>()(
  z.object({
    id,
    clubName: z.string(),
    clubLogoUrl: text,
    stadiumName: text,
    stadiumImageUrl: text,
    foundingYear: optionalCount,
    activeMembers: optionalCount,
    teamsCount: optionalCount.meta({
      description:
        "Anzahl Mannschaften, wie der Verein sie selbst in seinem Profil angibt (auch solche, die nicht auf Tschutti spielen); null, wenn er nichts angibt.",
    }),
    teamCount: count.meta({
      description: "Mannschaften des Vereins auf Tschutti: so viele listet /api/clubs/{id}/teams.",
    }),
    contactAddress: text,
    contactEmail: text,
    contactPhone: text,
    description: text,
    verified: z.boolean(),
  }),
);

export const clubTeamSchema = exactly<ClubTeam>()(
  z.object({ id, name: z.string(), teamImageUrl: text, league, canton, playerCount: count }),
);

export const boardMemberSchema = exactly<BoardMember>()(
  z.object({
    id,
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    birthYear: optionalCount,
    atClubSince: optionalCount,
    email: text,
    phone: text,
    memberImageUrl: text,
  }),
);

export const clubListResponseSchema = exactly<ClubListResponse>()(
  z.object({ clubs: z.array(clubListItemSchema), total: count, page: count, pageSize: count }),
);
export const clubResponseSchema = exactly<ClubResponse>()(z.object({ club: clubDetailSchema }));
export const clubTeamsResponseSchema = exactly<ClubTeamsResponse>()(
  z.object({ teams: z.array(clubTeamSchema) }),
);
export const clubBoardResponseSchema = exactly<ClubBoardResponse>()(
  z.object({ boardMembers: z.array(boardMemberSchema) }),
);

const manageClubSchema = exactly<ManageClub>()(
  z.object({
    id,
    clubName: z.string(),
    foundingYear: optionalCount,
    stadiumName: text,
    activeMembers: optionalCount,
    teamsCount: optionalCount,
    contactEmail: text,
    contactPhone: text,
    contactAddress: text,
    description: text,
    clubLogoUrl: text,
    stadiumImageUrl: text,
    verified: z.boolean().meta({
      description:
        "Von der Spielleitung verifiziert: die Vereinsseite zeigt «verifiziert», kein anderer Verein kann den Namen tragen.",
    }),
  }),
);
export const manageClubResponseSchema = exactly<ManageClubResponse>()(z.object({ club: manageClubSchema }));
export const clubFixturesResponseSchema = exactly<ClubFixturesResponse>()(
  z.object({
    teams: z.array(
      z.object({
        teamId: id,
        teamName: z.string(),
        league,
        next: matchSummarySchema.nullable(),
        last: matchSummarySchema.nullable(),
      }),
    ),
  }),
);
