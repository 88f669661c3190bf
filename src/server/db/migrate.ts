import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import type { Db } from "./client.ts";
import { refreshClubNameKeys } from "./club-name-keys.ts";
import { refreshUsernameKeys } from "./username-keys.ts";

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

export async function migrateDb(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await refreshClubNameKeys(db);
  await refreshUsernameKeys(db);
}
