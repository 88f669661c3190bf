import { z } from "zod";
import { exactly, id, isoDate, text } from "../response-schema.ts";
import type {
  PushNotificationsResponse,
  PushNotificationView,
  PushPreferencesResponse,
  PushPublicKeyResponse,
  PushSubscriptionStatusResponse,
  PushTeamPreferences,
} from "./types.ts";

// The push answers as zod schemas (OpenAPI), each exactly its response type.

export const pushPublicKeyResponseSchema = exactly<PushPublicKeyResponse>()(
  z.object({ publicKey: z.string() }),
);
export const pushSubscriptionStatusResponseSchema = exactly<PushSubscriptionStatusResponse>()(
  z.object({ isSubscribed: z.boolean() }),
);
const pushTeamPreferencesSchema = exactly<PushTeamPreferences>()(
  z.object({
    teamId: id,
    teamName: z.string(),
    clubName: text,
    kickoff: z.boolean(),
    goals: z.boolean(),
    cards: z.boolean(),
    halfTime: z.boolean(),
    fullTime: z.boolean(),
    changes: z.boolean(),
  }),
);
export const pushPreferencesResponseSchema = exactly<PushPreferencesResponse>()(
  z.object({ teams: z.array(pushTeamPreferencesSchema) }),
);
const pushNotificationSchema = exactly<PushNotificationView>()(
  z.object({ id, title: z.string(), body: z.string(), url: z.string(), createdAt: isoDate }),
);
export const pushNotificationsResponseSchema = exactly<PushNotificationsResponse>()(
  z.object({ notifications: z.array(pushNotificationSchema) }),
);
