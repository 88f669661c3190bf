import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import iconv from "iconv-lite";
import { CSV_MESSAGES, CsvSyntaxError, type CsvTable, parseCsv } from "#shared/csv.ts";
import type { ImportRowError } from "#shared/players/csv.ts";
import type { AppEnv } from "../context.ts";
import type { DbOrTx, Tx } from "../db/client.ts";
import { AppError, badRequest, errorBody } from "./errors.ts";

// The flow every CSV import shares (a team's players, a team's fixtures): a text/csv body of at
// most 1 MB, `?dryRun=1` answers the preview with its row errors, and without it every
// row is written in one transaction or, with any row error, nothing (422 with the errors).
// The bytes are decoded here, never in the page (see readCsvBody).

const MAX_CSV_BYTES = 1024 * 1024;

export const CSV_TOO_LARGE = "Die Datei ist zu gross (höchstens 1 MB).";

/** A body an import reads as a file: CSV, or plain text (what some tools call a .csv). */
export const isCsvBody = (contentType: string | undefined): boolean => {
  const type = (contentType ?? "").toLowerCase();
  return type.startsWith("text/csv") || type.startsWith("text/plain");
};

/**
 * The size limit of an import path; mount it with `app.use(path, csvBodyLimit())`. The app's
 * body limit in front of it (`input-guard.ts`) is as large and answers a CSV body with the same
 * message; this one keeps the import's limit where the import is, whatever that one becomes.
 */
export function csvBodyLimit() {
  return bodyLimit({
    maxSize: MAX_CSV_BYTES,
    onError: (c) => c.json(errorBody("too_large", CSV_TOO_LARGE), 413),
  });
}

/** `?dryRun=1`: the import is checked and its preview answered, nothing is saved. */
export const dryRunParam = z.enum(["0", "1"]).optional().meta({
  description: "1: nur prüfen und die Vorschau zeigen, nichts speichern; 0 oder ohne Angabe: importieren.",
});

/** The OpenAPI request of an import: the path params, `?dryRun` and the CSV text. */
export function csvImportRequest<P extends z.ZodObject>(params: P) {
  return {
    params,
    query: z.object({ dryRun: dryRunParam }),
    body: { content: { "text/csv": { schema: z.string() } }, required: true },
  };
}

export const csvImportResponses = {
  415: { description: "Keine CSV-Datei" },
  422: { description: "Fehler in Zeilen; nichts importiert" },
} as const;

/**
 * The file's bytes as text: UTF-8 (with or without BOM), UTF-16 with its BOM, and otherwise
 * Windows-1252, which Swiss Excel writes ("Hansjörg Bühler"). iconv-lite, because Node 20's
 * TextDecoder reads "windows-1252" as Latin-1 (0x80 would not become €).
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(buffer, "utf-16le");
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(buffer, "utf-16be");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(buffer, "windows-1252");
  }
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** An Excel workbook: .xlsx (a ZIP, as .ods and .numbers are) or the old .xls (OLE). */
const WORKBOOKS = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
] as const;
/** Files a phone or a download folder offers beside the CSV: PDF, JPEG, PNG, GIF. */
const OTHER_FILES = [
  [0x25, 0x50, 0x44, 0x46],
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47],
  [0x47, 0x49, 0x46, 0x38],
] as const;

/**
 * The file chosen instead of the CSV, by its first bytes: a 415 that says what to do, before its
 * bytes are read as text (an .xlsx answered «Zeile 37: Die Datei enthält ein Nullzeichen.»).
 */
function refuseNotCsv(bytes: Uint8Array, notCsvMessage: string): void {
  if (WORKBOOKS.some((signature) => startsWith(bytes, signature))) {
    throw new AppError(415, "unsupported_media_type", CSV_MESSAGES.workbook);
  }
  if (OTHER_FILES.some((signature) => startsWith(bytes, signature))) {
    throw new AppError(415, "unsupported_media_type", notCsvMessage);
  }
}

/**
 * The body as a table: 415 unless CSV (or plain text), or when the bytes are a workbook, a PDF or
 * a picture; 400 for a file without even a header. The server decodes the bytes (UTF-8 with or
 * without BOM, Windows-1252 from Swiss Excel), so the page sends the file as it is; a NUL byte or
 * an unclosed quote is a 400 naming the line, the same in the preview and the import.
 */
export async function readCsvBody(c: Context<AppEnv>, notCsvMessage: string): Promise<CsvTable> {
  if (!isCsvBody(c.req.header("content-type"))) {
    throw new AppError(415, "unsupported_media_type", notCsvMessage);
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  refuseNotCsv(bytes, notCsvMessage);
  const text = decodeCsvBytes(bytes);
  let table: CsvTable;
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw badRequest(error.message);
    throw error;
  }
  // Not even a header: named as empty, not as a file without the import's columns.
  if (table.header.length === 0) throw badRequest(CSV_MESSAGES.emptyFile);
  return table;
}

/** A rule of the write refused one row: the whole import rolls back and names that row. */
export class CsvRowFailure extends Error {
  constructor(
    readonly line: number,
    readonly appError: AppError,
    /** The file's column at fault, where one is (as the preview names it). */
    readonly column?: string,
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
    const { line, column, appError } = error;
    return rowErrors([{ line, ...(column ? { column } : {}), message: appError.message }]);
  }
}
