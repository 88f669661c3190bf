import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ImportRowError } from "#shared/players/csv.ts";
import type { AppEnv } from "../context.ts";
import type { DbOrTx, Tx } from "../db/client.ts";
import { AppError, badRequest, errorBody } from "./errors.ts";

// The flow every CSV import shares (a team's players, a team's fixtures): a text/csv body of at
// most 1 MB in UTF-8, `?dryRun=1` answers the preview with its row errors, and without it every
// row is written in one transaction or, with any row error, nothing (422 with the errors).

const MAX_CSV_BYTES = 1024 * 1024;

/** The size limit of an import path; mount it with `app.use(path, csvBodyLimit())`. */
export function csvBodyLimit() {
  return bodyLimit({
    maxSize: MAX_CSV_BYTES,
    onError: (c) => c.json(errorBody("too_large", "Die Datei ist zu gross (höchstens 1 MB)."), 413),
  });
}

/** The OpenAPI request of an import: the path params, `?dryRun` and the CSV text. */
export function csvImportRequest<P extends z.ZodObject>(params: P) {
  return {
    params,
    query: z.object({ dryRun: z.enum(["0", "1"]).optional() }),
    body: { content: { "text/csv": { schema: z.string() } }, required: true },
  };
}

export const csvImportResponses = {
  415: { description: "Keine CSV-Datei" },
  422: { description: "Fehler in Zeilen; nichts importiert" },
} as const;

/** The body as text: 415 unless CSV (or plain text), 400 unless UTF-8; both say `notCsvMessage`. */
export async function readCsvBody(c: Context<AppEnv>, notCsvMessage: string): Promise<string> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("text/csv") && !type.startsWith("text/plain")) {
    throw new AppError(415, "unsupported_media_type", notCsvMessage);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await c.req.arrayBuffer());
  } catch {
    // Not UTF-8 (e.g. an old Excel export in Windows-1252): say so instead of guessing.
    throw badRequest(notCsvMessage);
  }
}

/** A rule of the write refused one row: the whole import rolls back and names that row. */
export class CsvRowFailure extends Error {
  constructor(
    readonly line: number,
    readonly appError: AppError,
  ) {
    super(appError.message);
  }
}

export interface CsvImportFlow<TPlan extends { errors: ImportRowError[] }, TResult> {
  isDryRun: boolean;
  /** The German message of the 422 beside the row errors. */
  hasErrorsMessage: string;
  /** Reads and checks every row; runs again inside the write's transaction. */
  plan: (db: DbOrTx) => Promise<TPlan>;
  /** The dry run's answer from the plan. */
  preview: (plan: TPlan) => unknown;
  /** Writes a plan without row errors; throws CsvRowFailure to refuse a row. */
  commit: (tx: Tx, plan: TPlan) => Promise<TResult>;
}

export async function runCsvImport<TPlan extends { errors: ImportRowError[] }, TResult>(
  c: Context<AppEnv>,
  flow: CsvImportFlow<TPlan, TResult>,
): Promise<Response> {
  const { db } = c.var.deps;
  if (flow.isDryRun) return c.json(flow.preview(await flow.plan(db)), 200);
  const rowErrors = (errors: ImportRowError[]) =>
    c.json({ ...errorBody("validation", flow.hasErrorsMessage), errors }, 422);
  try {
    const result = await db.transaction(async (tx) => {
      const plan = await flow.plan(tx);
      if (plan.errors.length > 0) return { isWritten: false as const, errors: plan.errors };
      return { isWritten: true as const, written: await flow.commit(tx, plan) };
    });
    if (!result.isWritten) return rowErrors(result.errors);
    return c.json(result.written, 200);
  } catch (error) {
    if (!(error instanceof CsvRowFailure)) throw error;
    return rowErrors([{ line: error.line, message: error.appError.message }]);
  }
}
