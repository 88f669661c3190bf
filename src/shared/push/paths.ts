import { apiPath, type OkResponse } from "../http.ts";
import type {
  PushNotificationsResponse,
  PushPreferencesResponse,
  PushPublicKeyResponse,
  PushSubscriptionStatusResponse,
} from "./types.ts";

// Paths of web push: the server's key, the browser's subscription, per-team topics, the log.

export const pushPaths = {
  publicKey: () => apiPath<PushPublicKeyResponse>`/api/push/public-key`,
  /** POST subscribes this browser, DELETE (with its endpoint) unsubscribes it. */
  subscriptions: () => apiPath<OkResponse>`/api/push/subscriptions`,
  /** POST (with the endpoint): whether this browser's subscription belongs to the signed-in account. */
  subscriptionStatus: () => apiPath<PushSubscriptionStatusResponse>`/api/push/subscriptions/status`,
  preferences: () => apiPath<PushPreferencesResponse>`/api/push/preferences`,
  teamPreferences: (teamId: string) => apiPath<PushPreferencesResponse>`/api/push/preferences/${teamId}`,
  notifications: () => apiPath<PushNotificationsResponse>`/api/push/notifications`,
};
