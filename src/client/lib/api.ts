import type { ApiPath, ErrorBody } from "#shared/http.ts";
import { noteDateHeader } from "./server-clock.ts";

/**
 * The one fetch wrapper: JSON in and out, cookies included, and every error response turned
 * into an ApiError carrying the server's German message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  form?: FormData;
  /** A CSV file as chosen, sent as text/csv; the server detects its encoding. */
  csv?: Blob;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server applies a retried write only once. */
  idempotencyKey?: string;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/**
 * Where requests go. The browser's fetch, except while the server renders a page: there the
 * app answers in the same process (entry-server.tsx), never through a public URL.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** Fetches a typed path (built by a domain's paths.ts): the answer's type comes from the path. */
export async function api<T>(path: ApiPath<T>, options: RequestOptions = {}): Promise<T> {
  const text = await request(path, "application/json", options);
  return (text ? safeParse(text) : null) as T;
}

/** A plain-text answer (e.g. the Matchtelegramm), with the same errors as `api`. */
export async function apiText(path: ApiPath<string>, options: RequestOptions = {}): Promise<string> {
  return request(path, "text/plain", options);
}

/** Sends the request and answers the body's text; an error answer becomes an ApiError. */
async function request(path: string, accept: string, options: RequestOptions): Promise<string> {
  const headers: Record<string, string> = { accept };
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.csv !== undefined) {
    // No charset: the page does not know it (Excel in Switzerland writes Windows-1252).
    headers["content-type"] = "text/csv";
    body = options.csv;
  } else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  let res: Response;
  const sentAt = Date.now();
  const method = options.method ?? "GET";
  try {
    res = await transport(path, {
      method,
      headers,
      body,
      credentials: "same-origin",
      // Public reads may be cached for a few seconds (Cache-Control: public, max-age); the app
      // itself always asks again with the ETag, so right after your own write you see it, and
      // an unchanged answer costs only a 304.
      cache: method === "GET" ? "no-cache" : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network", "Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.");
  }
  noteDateHeader(res.headers.get("date"), sentAt, Date.now());
  const text = await res.text();
  if (!res.ok) {
    // Any body may come back (a proxy's page, an old server): each part falls back on its own.
    const json: unknown = text ? safeParse(text) : null;
    const err = isErrorBody(json) ? json.error : undefined;
    throw new ApiError(
      res.status,
      err?.code ?? "http",
      err?.message ?? fallbackMessage(res.status),
      err?.fields ?? {},
    );
  }
  return text;
}

function isErrorBody(json: unknown): json is ErrorBody {
  if (typeof json !== "object" || json === null || !("error" in json)) return false;
  return typeof json.error === "object" && json.error !== null;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function fallbackMessage(status: number): string {
  if (status === 404) return "Nicht gefunden.";
  if (status === 401) return "Bitte melde dich an.";
  if (status === 403) return "Keine Berechtigung";
  if (status === 413) return "Datei ist zu groß. Maximale Größe ist 5MB.";
  if (status >= 500) return "Der Server ist gerade nicht erreichbar. Bitte versuche es später erneut.";
  return "Die Anfrage ist fehlgeschlagen.";
}

/** The German message of any thrown value, for toasts and inline error boxes. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/**
 * The second line under "X konnte nicht geladen werden": what the user can act on. A request
 * the server refused (4xx) says why in German; anything else (server, proxy or network
 * trouble) never shows its raw text, only the advice to try again.
 */
export function loadErrorDetail(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  if (error instanceof ApiError && error.code === "network") return error.message;
  return "Bitte versuche es in einem Moment erneut.";
}
