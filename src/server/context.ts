import type { Logger } from "pino";
import type { ApiKeyScope } from "#shared/api-keys/schema.ts";
import type { Deprecation } from "#shared/api-versions.ts";
import type { Clock } from "#shared/form-fields.ts";
import type { Auth } from "./auth/auth.ts";
import type { DbAvailability } from "./db/availability.ts";
import type { DbOrTx, Sql } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { ReadCache } from "./http/read-cache.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { PushNetwork } from "./modules/push/push-endpoint.ts";
import type { RealtimeHub } from "./realtime/hub.ts";
import type { Storage } from "./storage/storage.ts";

/** Everything a request handler may use; built once in main.ts (or per test file). */
export interface AppDeps {
  db: DbOrTx;
  sql: Sql;
  /** Whether the database answers (probed in the background by the running server). */
  dbAvailability: DbAvailability;
  env: Env;
  auth: Auth;
  storage: Storage;
  log: Logger;
  /** Mail over SMTP_URL, or into DATA_DIR/outbox. */
  mailer: Mailer;
  /** Fan-out of live changes to SSE subscribers (one LISTEN connection per process). */
  realtime: RealtimeHub;
  /** Public reads kept until a table they read changes; null where it is off (tests, READ_CACHE=off). */
  readCache: ReadCache | null;
  /** How push endpoints are resolved and reached; the internet unless a test puts its own. */
  pushNetwork?: PushNetwork;
  /** What time it is (the widgets' «now» so far); the system's unless a test sets its own. */
  clock?: Clock;
  /** The deprecated operations (http/deprecation.ts); the shared list unless a test sets its own. */
  deprecations?: readonly Deprecation[];
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** A club's API key that came with the request (auth/api-key-auth.ts), checked and not revoked. */
export interface ApiKeyActor {
  id: string;
  clubId: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The Administrator who created it: the key acts for them, within its scopes. */
  createdBy: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    /** Set for a request with `Authorization: Bearer tsk_…`; then `user` is null. */
    apiKey: ApiKeyActor | null;
    requestId: string;
  };
}
