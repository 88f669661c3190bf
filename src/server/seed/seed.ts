import { hashPassword } from "../auth/password.ts";
import type { DbOrTx } from "../db/client.ts";
import { clubs, user } from "../db/schema/index.ts";
import type { Storage } from "../storage/storage.ts";
import { buildDemoWorld } from "./demo-data.ts";
import { storeDemoImages } from "./demo-images.ts";
import { insertWorld } from "./insert-world.ts";

/**
 * Loads the demo world into an empty database. Images and password hashes are made before
 * the transaction (they are slow and need no database), then every row goes in in one
 * transaction, so a failed seed leaves nothing half-written. Stored images are removed again
 * when the transaction fails.
 */
export async function seedDemoData(db: DbOrTx, storage: Storage, now = new Date()): Promise<void> {
  const world = buildDemoWorld(now);
  const [imageUrls, passwordHashes] = await Promise.all([
    storeDemoImages(world.images, storage),
    Promise.all(world.accounts.map(async (a) => [a.key, await hashPassword(a.password)] as const)),
  ]);
  try {
    await db.transaction((tx) => insertWorld(tx, world, imageUrls, new Map(passwordHashes), now));
  } catch (error) {
    await Promise.allSettled([...imageUrls.values()].map((url) => storage.remove(url)));
    throw error;
  }
}

/** True when there is neither a club nor a user: a fresh database that may receive the demo. */
export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).limit(1);
  const [someone] = await db.select({ id: user.id }).from(user).limit(1);
  return club === undefined && someone === undefined;
}
