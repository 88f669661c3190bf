import type { PushTopic } from "./schema.ts";

// Response shapes of /api/push/*.

export interface PushPublicKeyResponse {
  publicKey: string;
}

/** A favourite team and the topics the fan chose for it. */
/** Whether the server sends this account's notifications to the endpoint asked about. */
export interface PushSubscriptionStatusResponse {
  isSubscribed: boolean;
}

export interface PushTeamPreferences extends Record<PushTopic, boolean> {
  teamId: string;
  teamName: string;
  clubName: string | null;
}

export interface PushPreferencesResponse {
  teams: PushTeamPreferences[];
}

export interface PushNotificationView {
  id: string;
  title: string;
  body: string;
  url: string;
  createdAt: string;
}

export interface PushNotificationsResponse {
  notifications: PushNotificationView[];
}
