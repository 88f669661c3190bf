import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenAPI } from "openapi-types";
import openapiTS from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// The document a stranger's tools read: it validates, and a client generated from it types the
// answers of reads and writes (a write answered as `never` fails the type check below).

type Operation = {
  operationId?: string;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, unknown> };
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown; example?: unknown }> }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
const isErrorRef = (schema: unknown) =>
  typeof schema === "object" &&
  schema !== null &&
  "$ref" in schema &&
  schema.$ref === "#/components/schemas/Error";

let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
});
afterAll(() => t.close());

/** `/api/teams/:id` → `/api/teams/{id}`; a pattern param (`:file{[^/]+\\.ics}`) is named by its document path. */
function openApiPath(honoPath: string): string {
  return honoPath.replace(/:\w+\{[^}]*\.ics\}$/, "{token}.ics").replace(/:(\w+)/g, "{$1}");
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ p, method, op })),
  );

describe("/api/openapi.json", () => {
  it("is a valid OpenAPI document", async () => {
    const copy = structuredClone(doc) as unknown as OpenAPI.Document;
    await expect(SwaggerParser.validate(copy)).resolves.toBeTruthy();
  });

  it("gives each error status the app's error body", () => {
    expect(doc.components.schemas.Error).toMatchObject({ required: ["error"] });
    for (const { p, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        // The health check answers its own shape, also when the database is down.
        if (Number(status) < 400 || p === "/api/health") continue;
        const schema = response.content?.["application/json"]?.schema;
        const resolved = isErrorRef(schema) ? doc.components.schemas.Error : schema;
        expect(resolved, `${method} ${p} ${status}`).toEqual(doc.components.schemas.Error);
      }
    }
  });

  it("describes every route the app serves under /api", () => {
    const described = new Set(operations().map(({ p, method }) => `${method.toUpperCase()} ${p}`));
    const served = t.app.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
      .filter((r) => !r.path.startsWith("/api/docs") && r.path !== "/api/auth/*")
      .map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(served.length).toBeGreaterThan(100);
    expect([...new Set(served)].filter((route) => !described.has(route))).toEqual([]);
    // better-auth's catch-all: the endpoints the client and scripts use are described.
    for (const route of [
      "POST /api/auth/sign-in/email",
      "POST /api/auth/sign-out",
      "POST /api/auth/sign-up/email",
      "POST /api/auth/change-password",
      "POST /api/auth/delete-user",
      "POST /api/auth/request-password-reset",
      "POST /api/auth/reset-password",
    ]) {
      expect(described, route).toContain(route);
    }
  });

  it("offers Idempotency-Key on every write and on no read", () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    const hasKey = (op: Operation) =>
      op.parameters?.some((p) => p.in === "header" && p.name === "Idempotency-Key");
    const writes = operations.filter((o) => o.method !== "get" && !o.path.startsWith("/api/auth/"));
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((o) => !hasKey(o.op)).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(operations.filter((o) => o.method === "get" && hasKey(o.op))).toEqual([]);
    // A JSON write says what a body of another type gets (415, app.ts' onError).
    const json = writes.filter((o) => o.op.requestBody?.content?.["application/json"]);
    expect(json.length).toBeGreaterThan(20);
    expect(json.filter((o) => !o.op.responses["415"]).map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it("names operations uniquely in camelCase", () => {
    const ids = operations()
      .map(({ op }) => op.operationId)
      .filter((id): id is string => id !== undefined);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it("gives every operation an answer for its success status, an operationId and its security", () => {
    const missing: string[] = [];
    for (const { p, method, op } of operations()) {
      const name = `${method.toUpperCase()} ${p}`;
      if (!op.operationId) missing.push(`${name}: operationId`);
      if (!op.security) missing.push(`${name}: security`);
      const success = Object.entries(op.responses).filter(([status]) => /^2/.test(status));
      if (success.length === 0 && !op.responses["302"]) missing.push(`${name}: success status`);
      for (const [status, response] of success) {
        // 204 has no body by definition; every other success answer names its media type and schema.
        if (status === "204") continue;
        const media = Object.values(response.content ?? {});
        if (media.length === 0 || media.some((m) => m.schema === undefined)) {
          missing.push(`${name}: ${status} body`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("shows an example answer for the main reads and writes", () => {
    const byId = new Map(operations().map(({ op }) => [op.operationId, op]));
    for (const [operationId, status] of [
      ["getLeagueTable", "200"],
      ["getClub", "200"],
      ["getMatch", "200"],
      ["saveMatchResult", "200"],
      ["createMatchEvent", "201"],
    ] as const) {
      const example = byId.get(operationId)?.responses[status]?.content?.["application/json"]?.example;
      expect(example, operationId).toBeTypeOf("object");
    }
  });

  it("types a script that reads a league table and writes a result with an API key", async () => {
    const types = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]);
    // Inside the repository, so the script resolves openapi-fetch; outside the main tsconfig.
    const cache = path.resolve("node_modules/.cache");
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(path.join(cache, "openapi-client-"));
    try {
      writeFileSync(path.join(dir, "api.d.ts"), types);
      writeFileSync(path.join(dir, "script.ts"), SAMPLE_SCRIPT);
      writeFileSync(
        path.join(dir, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            target: "ES2023",
            lib: ["ES2023", "DOM"],
            module: "ESNext",
            moduleResolution: "Bundler",
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            types: [],
          },
          files: ["script.ts"],
        }),
      );
      const tsc = path.resolve("node_modules/typescript/bin/tsc");
      const result = await promisify(execFile)(process.execPath, [tsc, "-p", dir]).then(
        () => "",
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
      expect(result).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const SAMPLE_SCRIPT = `
import createClient from "openapi-fetch";
import type { paths } from "./api";

type NotNever<T> = [T] extends [never] ? "is never" : true;

const client = createClient<paths>({
  baseUrl: "https://tschutti.example",
  headers: { authorization: "Bearer tsk_example" },
});

export async function syncResult(matchId: string): Promise<string> {
  const table = await client.GET("/api/rankings/table", {
    params: { query: { canton: "Zürich", league: "3. Liga" } },
  });
  const leader: string | undefined = table.data?.rows[0]?.teamName;
  const points: number | undefined = table.data?.rows[0]?.points;

  const written = await client.PUT("/api/manage/matches/{id}/result", {
    params: { path: { id: matchId } },
    body: { homeScore: 2, awayScore: 1 },
  });
  const answered: NotNever<NonNullable<typeof written.data>> = true;
  if (written.error) return written.error.error.message;
  if (!written.data) return "";
  const status: string = "match" in written.data ? written.data.match.status : written.data.proposal.status;
  return [leader, points, answered, status].join(" ");
}
`;
