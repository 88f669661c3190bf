import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_MESSAGES } from "#shared/api-keys/schema.ts";
import { STREAM_MESSAGES } from "../modules/live/stream-routes.ts";
import { call } from "../test/http.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { IDEMPOTENCY_MESSAGES } from "./idempotency.ts";

// What a script meets before a route answers, as /api/openapi.json says it: a key that is no
// (more) valid, an Idempotency-Key used twice, a live stream's own limit.

type Media = { example?: unknown; examples?: Record<string, { value?: unknown }> };
type Response = {
  description?: string;
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, Media>;
};
type Operation = {
  parameters?: Array<{ name: string; in: string }>;
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ p, method, op, name: `${method.toUpperCase()} ${p}` })),
  );

/** The messages the documented examples of this answer show. */
function exampleMessages(response: Response | undefined): string[] {
  const media = response?.content?.["application/json"];
  const values = [media?.example, ...Object.values(media?.examples ?? {}).map((e) => e.value)];
  return values.flatMap((v) => {
    const message = (v as { error?: { message?: unknown } } | undefined)?.error?.message;
    return typeof message === "string" ? [message] : [];
  });
}

describe("refusals in /api/openapi.json", () => {
  it("lists the key's 401 on every operation a request with an Authorization header reaches", async () => {
    // Answered before the key is read: the health check and better-auth's own routes.
    const reached = operations().filter(({ p }) => p !== "/api/health" && !p.startsWith("/api/auth/"));
    const publicReads = reached.filter(({ method, op }) => method === "get" && op.security?.length === 0);
    expect(publicReads.length).toBeGreaterThan(20);
    const keyMessages = [
      API_KEY_MESSAGES.invalid,
      API_KEY_MESSAGES.malformed,
      API_KEY_MESSAGES.creatorSuspended,
    ];
    const missing = reached
      .filter(({ op }) => !keyMessages.every((m) => exampleMessages(op.responses["401"]).includes(m)))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
    // A person's route keeps its own 'please sign in' beside them.
    expect(exampleMessages(doc.paths["/api/manage/matches/{id}/result"]?.put?.responses["401"])).toContain(
      "Bitte melde dich an.",
    );

    for (const [authorization, message] of [
      ["Bearer foo", API_KEY_MESSAGES.invalid],
      ["Basic Zm9vOmJhcg==", API_KEY_MESSAGES.malformed],
    ] as const) {
      const res = await call(t.app, "GET", "/api/clubs", { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect(res.body, authorization).toEqual({ error: { code: "unauthorized", message } });
    }
  });

  it("lists 409 and 422 on every write that offers Idempotency-Key", () => {
    const writes = operations().filter(({ op }) =>
      op.parameters?.some((p) => p.in === "header" && p.name === "Idempotency-Key"),
    );
    expect(writes.length).toBeGreaterThan(30);
    const missing = writes.flatMap(({ name, op }) =>
      [
        ["409", IDEMPOTENCY_MESSAGES.inProgress],
        ["422", IDEMPOTENCY_MESSAGES.otherBody],
      ]
        .filter(([status, message]) => !exampleMessages(op.responses[status ?? ""]).includes(message ?? ""))
        .map(([status]) => `${name} ${status}`),
    );
    expect(missing).toEqual([]);
    const running = writes.flatMap(({ name, op }) => {
      const answer = op.responses["409"];
      const examples = Object.values(answer?.content?.["application/json"]?.examples ?? {});
      const isOwnCode = examples.some(({ value }) => {
        const error = (value as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
        return error?.message === IDEMPOTENCY_MESSAGES.inProgress && error.code === "in_progress";
      });
      return isOwnCode && answer?.headers?.["Retry-After"] ? [] : [name];
    });
    expect(running).toEqual([]);
  });

  it("names no RateLimit headers on the live stream's 200, and its own 429 with Retry-After", () => {
    const stream = doc.paths["/api/live/stream"]?.get;
    expect(stream?.responses["200"]?.content).toHaveProperty("text/event-stream");
    expect(Object.keys(stream?.responses["200"]?.headers ?? {})).toEqual([]);
    const tooMany = stream?.responses["429"];
    expect(tooMany?.headers?.["Retry-After"]?.required).toBe(true);
    expect(exampleMessages(tooMany)).toContain(STREAM_MESSAGES.tooMany);
  });
});
