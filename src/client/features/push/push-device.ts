import {
  deleteSubscription,
  fetchPushPublicKey,
  isSubscriptionOfAccount,
  saveSubscription,
} from "./subscription-requests.ts";

// This browser's side of Web Push: the service worker, the permission and the subscription.

export type PushDeviceState = "unsupported" | "denied" | "off" | "on";

export function isPushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/**
 * On only when the server sends this account's notifications here: the browser holds one
 * subscription for everyone who signs in on it, perhaps still the previous account's. Unknown
 * (no connection) counts as off; switching on registers the device again, which is harmless.
 */
export async function readDeviceState(): Promise<PushDeviceState> {
  if (!isPushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const subscription = await currentSubscription();
  if (!subscription) return "off";
  return (await isSubscriptionOfAccount(subscription.endpoint).catch(() => false)) ? "on" : "off";
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * How long the browser's push service may take to hand out a subscription. Without a push
 * service (a browser without Google's or Mozilla's, a blocked network) the promise never
 * settles, and the button spun for good; after this the fan reads that the service is not
 * reachable. A setting object, so a test can shorten it.
 */
export const PUSH_TIMING = { subscribeTimeoutMs: 20_000 };

function withinTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new DOMException("Registration failed - push service not answering", "AbortError")),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Asks for permission, subscribes with the server's key and registers the device. */
export async function enablePush(): Promise<PushDeviceState> {
  if (!isPushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "denied" : "off";
  const reg = await registration();
  const key = await fetchPushPublicKey();
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await withinTimeout(
      reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }),
      PUSH_TIMING.subscribeTimeoutMs,
    ));
  await saveSubscription(subscription.toJSON());
  return "on";
}

export async function disablePush(): Promise<PushDeviceState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await deleteSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  }
  return "off";
}

/** How long signing out waits for this device to leave push before it signs out anyway. */
export const SIGN_OUT_PUSH_TIMING = { waitMs: 3_000 };

/**
 * Before the session ends: the server forgets this device for the account and the browser drops
 * its subscription, so the next person on a shared device gets none of this account's alerts.
 * Never fails and never waits long: without a connection the sign-out goes on (the push service
 * then answers 410 for the dropped subscription and the server removes its row). True when the
 * browser dropped a subscription: should the sign-out then fail, push is off for an account that
 * is still signed in.
 */
export async function signOutDevice(): Promise<boolean> {
  if (!isPushSupported()) return false;
  const leave = async () => {
    const subscription = await currentSubscription();
    if (!subscription) return false;
    await deleteSubscription(subscription.endpoint).catch(() => undefined);
    return subscription.unsubscribe();
  };
  return withinTimeout(leave(), SIGN_OUT_PUSH_TIMING.waitMs).catch(() => false);
}
