import { z } from "zod";
import type { CalendarFeedResponse } from "../calendar/types.ts";
import { ACCOUNT_TYPES } from "../constants.ts";
import { CLUB_ROLES } from "../members/club-roles.ts";
import { exactly, id, text } from "../response-schema.ts";
import type { UploadResponse } from "../uploads/paths.ts";
import type {
  BootstrapClubResponse,
  ClubAccountResponse,
  EmailChangedResponse,
  Me,
  MyClub,
  Profile,
  ProfileImageResponse,
  ProfileResponse,
} from "./types.ts";

// The account answers (/api/me…, uploads, the calendar address) as zod schemas (OpenAPI), each
// exactly its response type.

const profileSchema = exactly<Profile>()(
  z.object({
    userId: id,
    email: z.string(),
    username: z.string(),
    fullName: z.string(),
    address: z.string(),
    city: z.string(),
    phone: z.string(),
    profileImageUrl: text,
    role: z.string(),
    accountType: z.enum(ACCOUNT_TYPES),
    newsletterOptIn: z.boolean(),
  }),
);
const myClubSchema = exactly<MyClub>()(
  z.object({
    id,
    clubName: z.string(),
    clubLogoUrl: text,
    role: z.enum(CLUB_ROLES),
    teamIds: z.array(id),
  }),
);
export const meSchema = exactly<Me>()(
  z.object({
    user: z.object({ id, email: z.string() }).nullable(),
    profile: profileSchema.nullable(),
    club: myClubSchema.nullable(),
    clubs: z.array(myClubSchema),
    profileCreated: z.boolean(),
    leagueOffice: z.boolean(),
  }),
);
export const profileResponseSchema = exactly<ProfileResponse>()(
  z.object({ profile: profileSchema.nullable() }),
);
export const profileImageResponseSchema = exactly<ProfileImageResponse>()(
  z.object({ profileImageUrl: z.string() }),
);
export const emailChangedResponseSchema = exactly<EmailChangedResponse>()(
  z.object({ email: z.string(), pendingEmail: z.string().nullable() }),
);
export const clubAccountResponseSchema = exactly<ClubAccountResponse>()(z.object({ clubId: id }));
export const bootstrapClubResponseSchema = exactly<BootstrapClubResponse>()(
  z.object({ clubId: id, created: z.boolean() }),
);
export const uploadResponseSchema = exactly<UploadResponse>()(
  z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
);
export const calendarFeedResponseSchema = exactly<CalendarFeedResponse>()(
  z.object({ url: z.string().nullable() }),
);
