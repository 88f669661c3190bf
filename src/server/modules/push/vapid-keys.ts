import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { DbOrTx } from "../../db/client.ts";
import { sharedSecret } from "../../db/server-secrets.ts";
import type { Env } from "../../env.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const cache = new Map<string, VapidKeys>();

/**
 * The VAPID key pair: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else made on first start and kept
 * in DATA_DIR/vapid.json (mode 0600). It must stay the same: browsers subscribed with it.
 */
export function vapidKeys(env: Env): VapidKeys {
  const subject = env.VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.resolve(env.DATA_DIR, "vapid.json");
  const cached = cache.get(file);
  if (cached) return cached;
  let keys: { publicKey: string; privateKey: string };
  if (existsSync(file)) {
    keys = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  } else {
    mkdirSync(env.DATA_DIR, { recursive: true });
    keys = webpush.generateVAPIDKeys();
    // 'wx': when two processes start at once, the second reads the first one's keys.
    try {
      writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: "wx" });
    } catch {
      keys = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
    }
  }
  const result = { ...keys, subject };
  cache.set(file, result);
  return result;
}

/**
 * The running server's key pair: VAPID_* when set, else the pair of this database
 * (server_secrets), the same for every process on it (browsers subscribed with it; a second
 * process with a pair of its own would sign pushes the push services refuse). A pair kept in
 * DATA_DIR/vapid.json before is the one stored. `vapidKeys(env)` answers with it from then on.
 */
export async function sharedVapidKeys(env: Env, db: DbOrTx): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.resolve(env.DATA_DIR, "vapid.json");
  const stored = await sharedSecret(db, "vapid", () =>
    existsSync(file) ? readFileSync(file, "utf8").trim() : JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  const result = { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
  cache.set(file, result);
  return result;
}
