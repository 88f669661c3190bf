import { AsyncLocalStorage } from "node:async_hooks";
import type { Db, DbOrTx } from "../db/client.ts";

export interface AuthTransactions {
  /** The client for better-auth's drizzle adapter: its transactions become visible to `current`. */
  adapterDb: Db;
  /** The transaction better-auth has open in this request, or the plain client outside one. */
  current(): DbOrTx;
}

/**
 * better-auth runs a sign-up's writes (user, account, session) in one transaction of its drizzle
 * adapter, but hands its database hooks no handle to it. What a hook writes beside them (the
 * profile, a club account's club) belongs in that transaction, so that a refusal there (a
 * username taken a moment ago) takes the whole sign-up back; and a hook that reads inside it
 * uses the transaction's connection instead of waiting on the pool for a second one.
 */
export function authTransactions(db: Db): AuthTransactions {
  const open = new AsyncLocalStorage<DbOrTx>();
  const transaction: Db["transaction"] = (scope, config) =>
    db.transaction((tx) => open.run(tx, () => scope(tx)), config);
  const adapterDb = new Proxy(db, {
    get: (target, property, receiver) =>
      property === "transaction" ? transaction : Reflect.get(target, property, receiver),
  });
  return { adapterDb, current: () => open.getStore() ?? db };
}
