import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { createDb } from "../src/server/db/client.ts";
import { startEmbeddedPostgres } from "../src/server/db/embedded.ts";
import { migrateDb } from "../src/server/db/migrate.ts";
import { leagueOfficeMembers, user } from "../src/server/db/schema/index.ts";
import { readEnv } from "../src/server/env.ts";

// `npm run admin -- grant <email>` / `revoke <email>` / `list`: the league office role
// («Spielleitung») is given on the server only, never through the API. Works against
// DATABASE_URL or the embedded server of DATA_DIR (shared with a running `npm start`).

const USAGE = "Aufruf: npm run admin -- grant <E-Mail> | revoke <E-Mail> | list";

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (command !== "list" && ((command !== "grant" && command !== "revoke") || !email)) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  const log = pino({ level: env.LOG_LEVEL });
  const embedded = env.DATABASE_URL ? null : await startEmbeddedPostgres(env.DATA_DIR, log);
  const url = env.DATABASE_URL ?? embedded?.url();
  if (!url) throw new Error("keine Datenbank");
  const { db, sql: connection } = createDb(url, { max: 1, statementTimeoutMs: 0 });
  try {
    await migrateDb(db);
    if (command === "list") {
      const rows = await db
        .select({ email: user.email, grantedAt: leagueOfficeMembers.grantedAt })
        .from(leagueOfficeMembers)
        .innerJoin(user, eq(user.id, leagueOfficeMembers.userId))
        .orderBy(user.email);
      if (rows.length === 0) console.log("Niemand gehört zur Spielleitung.");
      for (const row of rows) console.log(`${row.email} (seit ${row.grantedAt.toISOString()})`);
      return 0;
    }
    const [account] = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(sql`lower(${user.email}) = lower(${email ?? ""})`)
      .limit(1);
    if (!account) {
      console.error(`Kein Konto mit der E-Mail-Adresse ${email}.`);
      return 1;
    }
    if (command === "grant") {
      const inserted = await db
        .insert(leagueOfficeMembers)
        .values({ userId: account.id })
        .onConflictDoNothing()
        .returning({ userId: leagueOfficeMembers.userId });
      console.log(
        inserted.length > 0
          ? `${account.email} gehört jetzt zur Spielleitung.`
          : `${account.email} gehörte schon zur Spielleitung.`,
      );
    } else {
      const removed = await db
        .delete(leagueOfficeMembers)
        .where(eq(leagueOfficeMembers.userId, account.id))
        .returning({ userId: leagueOfficeMembers.userId });
      console.log(
        removed.length > 0
          ? `${account.email} gehört nicht mehr zur Spielleitung.`
          : `${account.email} gehörte nicht zur Spielleitung.`,
      );
    }
    return 0;
  } finally {
    await connection.end({ timeout: 5 });
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
