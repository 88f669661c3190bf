import { vi } from "vitest";

// A stand-in for the server behind `fetch`, for component tests: answers by method and path,
// records every request, and can drop the connection (fetch rejects, as offline).

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  /** False when the connection was down: the server never saw it. */
  reached: boolean;
}

type Answer = { status: number; body: unknown } | "offline";
type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export function json(body: unknown, status = 200): Answer {
  return { status, body };
}

export function apiError(
  status: number,
  message: string,
  code = "bad_request",
  fields?: Record<string, string>,
): Answer {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}

export function fakeServer() {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Handler>();
  let isOffline = false;

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const text = typeof init.body === "string" ? init.body : undefined;
    const request: RecordedRequest = {
      method: init.method ?? "GET",
      path: url.pathname + url.search,
      body: text === undefined ? undefined : JSON.parse(text),
      headers,
      reached: !isOffline,
    };
    requests.push(request);
    const handler = routes.get(`${request.method} ${url.pathname}`);
    const answer: Answer = isOffline
      ? "offline"
      : handler
        ? await handler(request)
        : apiError(404, "Nicht gefunden.", "not_found");
    if (answer === "offline") throw new TypeError("Failed to fetch");
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchStub);

  return {
    requests,
    /** Answers `METHOD /path` (without query) with what `handler` returns (or resolves to, to hold an answer back). */
    on(route: string, handler: Handler | Answer) {
      routes.set(route, typeof handler === "function" ? handler : () => handler);
    },
    setOffline(offline: boolean) {
      isOffline = offline;
    },
    /** The requests other than reads. */
    writes: () => requests.filter((r) => r.method !== "GET"),
  };
}
