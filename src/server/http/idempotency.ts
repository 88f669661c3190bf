import { createHash } from "node:crypto";
import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { MAX_IMAGE_BYTES } from "#shared/constants.ts";
import { CLIENT_IP_HEADER } from "../auth/auth.ts";
import type { AppEnv } from "../context.ts";
import type { Tx } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";
import { AppError, badRequest } from "./errors.ts";

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Set on an answer that is the stored first answer, not a new one. */
export const REPLAYED_HEADER = "idempotent-replayed";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const MAX_UPLOAD_BODY = MAX_IMAGE_BYTES + 64 * 1024;
const CLEANUP_EVERY_MS = 10 * 60 * 1000;
// A row still running after this long belongs to a request that died with its process.
const EXPIRED = sql`now() - interval '24 hours'`;
const ABANDONED = sql`now() - interval '5 minutes'`;
/** Seconds a duplicate of a request still running waits before it asks again. */
export const IN_PROGRESS_RETRY_AFTER_SECONDS = 2;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "Ungültiger Idempotency-Key (1–200 sichtbare ASCII-Zeichen).",
  otherBody:
    "Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet. Bitte sende für jede neue Änderung einen neuen Schlüssel.",
  inProgress: "Diese Anfrage wird gerade schon verarbeitet. Bitte versuche es gleich noch einmal.",
} as const;

/** Answers not worth remembering: the client should really try again. */
const isTransient = (status: number) => status === 429 || status >= 500;

/**
 * Idempotency-Key for every write under /api (after the session is known): the same key from
 * the same user on the same method and path gets the stored first answer and writes nothing;
 * the same key with another body is 422; a duplicate while the first still runs is 409 with the
 * code `in_progress` and Retry-After (not `conflict`: nothing was refused, the first may still
 * store the write).
 */
export function idempotency(): MiddlewareHandler<AppEnv> {
  let lastCleanup = 0;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || !WRITE_METHODS.has(c.req.method)) return next();
    if (!KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
    // An upload's body is read here before its route's own size limit: only when that limit
    // can be checked up front (Content-Length), else the upload goes on without a key.
    const length = Number(c.req.header("content-length") ?? Number.NaN);
    if (/^multipart\//i.test(c.req.header("content-type") ?? "") && !(length <= MAX_UPLOAD_BODY)) {
      return next();
    }
    const { db, log } = c.var.deps;

    if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = Date.now();
      db.delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, EXPIRED))
        .catch((error: unknown) => log.warn({ err: error }, "idempotency: clean-up failed"));
    }

    const apiKey = c.var.apiKey ? `api-key:${c.var.apiKey.id}` : undefined;
    const scope = c.var.user?.id ?? apiKey ?? `anonymous:${c.req.header(CLIENT_IP_HEADER) ?? ""}`;
    const method = c.req.method;
    const path = c.req.path;
    const body = new Uint8Array(await c.req.arrayBuffer());
    const requestHash = createHash("sha256")
      .update(new URL(c.req.url).search)
      .update("\n")
      .update(body)
      .digest("hex");
    const where = and(
      eq(idempotencyKeys.scope, scope),
      eq(idempotencyKeys.method, method),
      eq(idempotencyKeys.path, path),
      eq(idempotencyKeys.key, key),
    );

    // The key's claim, the write and its answer are one transaction: a write that committed has
    // its answer stored with it, so no crash can make a retry run it again, and a write that did
    // not commit left no claim behind. The route runs in a savepoint with the transaction as its
    // `db` (its own transactions become nested savepoints): a refusal (4xx) undoes whatever the
    // route wrote and keeps only the answer; an answer worth retrying (429, 5xx) keeps nothing.
    // A duplicate sent meanwhile waits on the claim's row and then gets the stored answer.
    const deps = c.var.deps;
    let replay: Response | null = null;
    let answered: Promise<unknown> = Promise.resolve();
    try {
      await deps.db.transaction(async (tx) => {
        // Claims the key, or takes over an expired or abandoned claim. The route's savepoint goes
        // out right behind the claim, without waiting for its answer: PostgreSQL runs a
        // connection's statements in the order sent, so the savepoint still follows the claim,
        // and one round trip less is waited for on every write. Should the claim fail, the
        // savepoint fails with it and postgres.js throws the claim's error; should the key be
        // taken, that is found inside the savepoint, which is then undone.
        const claim = tx
          .insert(idempotencyKeys)
          .values({ scope, method, path, key, requestHash })
          .onConflictDoUpdate({
            target: [
              idempotencyKeys.scope,
              idempotencyKeys.method,
              idempotencyKeys.path,
              idempotencyKeys.key,
            ],
            set: { requestHash, status: null, contentType: null, body: null, createdAt: sql`now()` },
            setWhere: sql`${idempotencyKeys.createdAt} < ${EXPIRED} or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < ${ABANDONED})`,
          })
          .returning({ key: idempotencyKeys.key })
          .execute();
        // Awaited in the savepoint; where that never runs, the transaction throws its error.
        claim.catch(() => {});
        let taken = false;
        try {
          await tx.transaction(async (route) => {
            if ((await claim).length === 0) {
              taken = true;
              throw new UndoRoute();
            }
            c.set("deps", { ...deps, db: route });
            await next();
            if (c.res.status >= 400) throw new UndoRoute();
          });
        } catch (error) {
          if (!(error instanceof UndoRoute)) throw error;
        } finally {
          c.set("deps", deps);
        }
        if (taken) {
          replay = await storedAnswer(tx, where, requestHash);
          return;
        }
        const res = c.res;
        if (isTransient(res.status)) throw new UndoRoute();
        const body = res.body ? await res.clone().text() : null;
        // The answer goes out with the COMMIT right behind it. Should it fail, PostgreSQL ends
        // the transaction with a ROLLBACK instead (nothing of the write stays), and its error is
        // thrown once the transaction is over.
        answered = tx
          .update(idempotencyKeys)
          .set({ status: res.status, contentType: res.headers.get("content-type"), body })
          .where(where)
          .execute();
        answered.catch(() => {});
      });
    } catch (error) {
      if (!(error instanceof UndoRoute)) throw error;
    }
    await answered;
    if (replay) return replay;
    // The read cache heard of the route's changes only now, at the commit: the answer waits for
    // that, so its client reads what it wrote (publicReads waited before the commit).
    if (c.res.status < 400) await deps.readCache?.catchUp();
  };
}

/** Thrown to roll back what the route wrote (its answer is a refusal or worth retrying). */
class UndoRoute extends Error {}

/** The first answer to a key that is already taken, or why there is none to give. */
async function storedAnswer(tx: Tx, where: SQL | undefined, requestHash: string): Promise<Response> {
  const [first] = await tx.select().from(idempotencyKeys).where(where).limit(1);
  if (!first || first.status === null) {
    throw new AppError(409, "in_progress", IDEMPOTENCY_MESSAGES.inProgress, undefined, {
      "retry-after": String(IN_PROGRESS_RETRY_AFTER_SECONDS),
    });
  }
  if (first.requestHash !== requestHash) {
    throw new AppError(422, "validation", IDEMPOTENCY_MESSAGES.otherBody);
  }
  const headers = new Headers({ [REPLAYED_HEADER]: "true" });
  if (first.contentType) headers.set("content-type", first.contentType);
  return new Response(first.body === null || first.status === 204 ? null : first.body, {
    status: first.status,
    headers,
  });
}
