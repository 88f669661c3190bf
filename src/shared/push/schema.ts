import { z } from "zod";

// Bodies of the Web Push API (/api/push/*).

import { PUSH_TOPICS, type PushTopic } from "./topics.ts";

export { PUSH_TOPIC_LABELS, PUSH_TOPICS, type PushTopic } from "./topics.ts";

/** Devices (push subscriptions) one account may hold. */
export const MAX_PUSH_DEVICES = 10;

export const PUSH_MESSAGES = {
  signIn: "Bitte melde dich an, um Benachrichtigungen zu erhalten.",
  endpoint: "Ungültige Adresse des Push-Dienstes",
  key: "Ungültiger Schlüssel des Browsers",
  notFavorite: "Benachrichtigungen gibt es nur für deine Favoriten-Teams.",
  teamId: "Ungültige Team-ID",
  subscriptionNotFound: "Dieses Gerät ist nicht für Benachrichtigungen angemeldet.",
  tooManyDevices: `Höchstens ${MAX_PUSH_DEVICES} Geräte pro Konto erhalten Benachrichtigungen. Melde zuerst ein anderes Gerät ab.`,
  otherAccount: "Dieses Gerät ist bereits mit einem anderen Konto für Benachrichtigungen verbunden.",
} as const;

// Base64url without padding, as PushSubscription.toJSON() gives the keys.
const base64url = (max: number) =>
  z
    .string({ error: PUSH_MESSAGES.key })
    .min(16, PUSH_MESSAGES.key)
    .max(max, PUSH_MESSAGES.key)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.key);

const endpoint = z
  .string({ error: PUSH_MESSAGES.endpoint })
  .max(2000, PUSH_MESSAGES.endpoint)
  // The server checks where the host leads (push-endpoint.ts); here only the form.
  .refine((v) => URL.canParse(v) && new URL(v).protocol === "https:", PUSH_MESSAGES.endpoint);

/** POST /api/push/subscriptions: the browser's PushSubscription as JSON. */
export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }, { error: PUSH_MESSAGES.key }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions and POST /api/push/subscriptions/status */
export const pushUnsubscribeSchema = z.object({ endpoint });

const onOff = z.boolean({ error: "Bitte Ein oder Aus wählen" });

/**
 * PUT /api/push/preferences/:teamId: one switch per topic. «Spieländerungen» came later: an app
 * that does not know it yet sends the others, and the fan's choice for it stays as it was.
 */
export const pushPreferencesSchema = z.object({
  ...(Object.fromEntries(PUSH_TOPICS.map((t) => [t, onOff])) as Record<PushTopic, typeof onOff>),
  changes: onOff.optional(),
});
export type PushPreferencesInput = z.infer<typeof pushPreferencesSchema>;
