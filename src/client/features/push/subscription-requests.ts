import { pushPaths } from "#shared/push/paths.ts";
import { api } from "../../lib/api.ts";

// The server's side of this device's subscription, for push-device.ts only: it sits below api.ts
// (which hands signOutDevice to features/auth), so the two do not import each other.

export async function fetchPushPublicKey(): Promise<string> {
  return (await api(pushPaths.publicKey())).publicKey;
}

export async function saveSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await api(pushPaths.subscriptions(), { method: "POST", body: subscription });
}

/** Whether the server sends the signed-in account's notifications to this endpoint. */
export async function isSubscriptionOfAccount(endpoint: string): Promise<boolean> {
  return (await api(pushPaths.subscriptionStatus(), { method: "POST", body: { endpoint } })).isSubscribed;
}

export async function deleteSubscription(endpoint: string): Promise<void> {
  await api(pushPaths.subscriptions(), { method: "DELETE", body: { endpoint } });
}
