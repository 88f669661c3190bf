import { z } from "zod";
import { FAIR_PLAY_CORRECTION_KINDS } from "../constants.ts";
import {
  canton,
  count,
  exactly,
  id,
  importRowErrorSchema,
  isoDate,
  league,
  optionalCount,
  text,
} from "../response-schema.ts";
import type { GroupImportPreview, GroupImportResponse } from "./group-csv.ts";
import type {
  ClubOfficeDecisionsResponse,
  OfficeAccount,
  OfficeAccountResponse,
  OfficeAccountsResponse,
  OfficeClub,
  OfficeClubResponse,
  OfficeClubsResponse,
  OfficeDecisionsResponse,
} from "./office.ts";
import type {
  OfficeCreatedResponse,
  OfficeDoneResponse,
  OfficeLeagueResponse,
  OfficeRedCardsResponse,
  OfficeTeamSearchResponse,
  PlacementCheckResponse,
  PlacementResponse,
} from "./types.ts";

// The league office's answers as zod schemas (OpenAPI), each exactly its response type.

const officeClubSchema = exactly<OfficeClub>()(
  z.object({ id, clubName: z.string(), verifiedAt: isoDate.nullable(), teamCount: count }),
);
export const officeClubsResponseSchema = exactly<OfficeClubsResponse>()(
  z.object({ clubs: z.array(officeClubSchema) }),
);
export const officeClubResponseSchema = exactly<OfficeClubResponse>()(z.object({ club: officeClubSchema }));

const officeAccountSchema = exactly<OfficeAccount>()(
  z.object({
    id,
    name: z.string(),
    email: z.string(),
    suspendedAt: isoDate.nullable(),
    suspensionReason: text,
  }),
);
export const officeAccountsResponseSchema = exactly<OfficeAccountsResponse>()(
  z.object({ accounts: z.array(officeAccountSchema) }),
);
export const officeAccountResponseSchema = exactly<OfficeAccountResponse>()(
  z.object({ account: officeAccountSchema }),
);
const clubOfficeDecisionSchema = z.object({
  id,
  action: z.string(),
  subject: z.string(),
  note: text,
  createdAt: isoDate,
});
export const officeDecisionsResponseSchema = exactly<OfficeDecisionsResponse>()(
  z.object({
    decisions: z.array(clubOfficeDecisionSchema.extend({ userName: z.string() })),
    nextCursor: z.string().nullable(),
  }),
);
export const clubOfficeDecisionsResponseSchema = exactly<ClubOfficeDecisionsResponse>()(
  z.object({ decisions: z.array(clubOfficeDecisionSchema) }),
);

const adjustment = {
  id,
  teamId: id,
  name: z.string(),
  points: z.number().int(),
  reason: z.string(),
  createdAt: isoDate,
};
export const officeLeagueResponseSchema = exactly<OfficeLeagueResponse>()(
  z.object({
    season: count,
    runningSeason: count,
    canton,
    league,
    groups: z.array(
      z.object({
        name: z.string(),
        teams: z.array(
          z.object({
            teamId: id,
            name: z.string(),
            clubId: id.nullable(),
            withdrawnAt: isoDate.nullable(),
            withdrawnReason: text,
            countedMatches: count,
            movedAway: z.boolean(),
            awaitingOffice: z.boolean(),
          }),
        ),
      }),
    ),
    deductions: z.array(z.object(adjustment)),
    corrections: z.array(
      z.object({
        ...adjustment,
        kind: z.enum(FAIR_PLAY_CORRECTION_KINDS),
        counts: z.boolean(),
        card: z
          .object({
            matchDate: isoDate.nullable(),
            opponent: text,
            minute: optionalCount,
            addedMinute: optionalCount,
            player: text,
          })
          .nullable(),
      }),
    ),
  }),
);
export const officeRedCardsResponseSchema = exactly<OfficeRedCardsResponse>()(
  z.object({
    cards: z.array(
      z.object({
        eventId: id,
        matchId: id,
        matchDate: isoDate,
        opponent: z.string(),
        minute: count,
        addedMinute: optionalCount,
        player: text,
        raised: z.boolean(),
      }),
    ),
  }),
);
export const officeTeamSearchResponseSchema = exactly<OfficeTeamSearchResponse>()(
  z.object({
    teams: z.array(
      z.object({
        teamId: id,
        name: z.string(),
        canton: canton.nullable(),
        league: league.nullable(),
        group: text,
        countedMatches: count,
      }),
    ),
    total: z.number().int(),
  }),
);
const placementResult = z.enum(["unchanged", "placed", "moved"]);
export const placementResponseSchema = exactly<PlacementResponse>()(z.object({ result: placementResult }));
export const placementCheckResponseSchema = exactly<PlacementCheckResponse>()(
  z.object({
    result: placementResult,
    from: z.object({ canton, league, group: z.string() }).nullable(),
  }),
);
export const officeCreatedResponseSchema = exactly<OfficeCreatedResponse>()(z.object({ id }));
export const officeDoneResponseSchema = exactly<OfficeDoneResponse>()(z.object({ ok: z.literal(true) }));

export const groupImportPreviewSchema = exactly<GroupImportPreview>()(
  z.object({
    teams: z.array(
      z.object({
        name: z.string(),
        teamId: id.nullable(),
        isNew: z.boolean(),
        current: z.string().nullable(),
        isMove: z.boolean(),
      }),
    ),
    rows: z.array(
      z.object({ line: count, matchDate: isoDate, home: z.string(), away: z.string(), stadium: text }),
    ),
    errors: z.array(importRowErrorSchema),
  }),
);
export const groupImportResponseSchema = exactly<GroupImportResponse>()(
  z.object({ imported: count, placedTeams: count, createdTeams: count }),
);
