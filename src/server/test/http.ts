import { accountPaths } from "#shared/account/paths.ts";
import type { ApiPath } from "#shared/http.ts";
import type { createApp } from "../app.ts";

type App = ReturnType<typeof createApp>;

export interface CallOptions {
  cookie?: string | undefined;
  body?: unknown;
  ip?: string;
  form?: FormData;
  /** A raw body such as a CSV file, sent as text/csv. */
  csv?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

let ipCounter = 0;
/** A different client address per call unless given, so rate limits do not mix tests. */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** One request through the app; a typed path (shared `<domain>/paths.ts`) types the answer's body. */
export async function call<T = Record<string, unknown>>(
  app: App,
  method: string,
  path: ApiPath<T> | string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {
    origin: "http://localhost:3000",
    "x-forwarded-for": options.ip ?? nextIp(),
    ...options.headers,
  };
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.csv !== undefined) {
    headers["content-type"] = "text/csv; charset=utf-8";
    body = options.csv;
  } else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const res = await app.request(path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c): c is string => Boolean(c))
    .join("; ");
}

export interface SignedUp {
  cookie: string;
  userId: string;
  email: string;
}

let userCounter = 0;

export async function signUp(
  app: App,
  input: { accountType?: "fan" | "club"; email?: string; username?: string; password?: string } = {},
  headers?: Record<string, string>,
): Promise<SignedUp> {
  userCounter++;
  const tag = `${Date.now().toString(36)}${userCounter}`;
  const email = input.email ?? `user${tag}@example.ch`;
  const res = await call<{ user?: { id: string } }>(app, "POST", accountPaths.signUp(), {
    body: {
      email,
      password: input.password ?? "geheim123",
      name: input.username ?? `user${tag}`,
      username: input.username ?? `user${tag}`,
      accountType: input.accountType ?? "fan",
    },
    ...(headers ? { headers } : {}),
  });
  if (res.status !== 200 || !res.body.user)
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { cookie: cookieFrom(res.headers), userId: res.body.user.id, email };
}
