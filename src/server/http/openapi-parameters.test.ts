import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLUB_PAGE_SIZE_MAX } from "#shared/clubs/schema.ts";
import { NEWS_LIST_LIMIT } from "#shared/constants.ts";
import { MATCH_LIST_LIMIT_MAX, MATCH_TEAM_IDS_MAX } from "#shared/matches/schema.ts";
import { call } from "../test/http.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// What a client generated from /api/openapi.json needs to send a valid query without trying:
// every parameter of the open read API says what it is, and the document states the same bounds
// the validation answers with.

interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema?: { type?: string; format?: string; pattern?: string; minimum?: number; maximum?: number };
}
interface Doc {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, { security?: unknown[]; parameters?: Parameter[] }>>;
}

const PUBLIC_URL = "https://tschutti.example.ch";
let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
});
afterAll(() => t.close());

/** The query parameters of the GETs anyone may call (no security requirement). */
function publicQueryParameters() {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    ops.get && ops.get.security?.length === 0
      ? (ops.get.parameters ?? []).filter((p) => p.in === "query").map((p) => ({ path, p }))
      : [],
  );
}
const parameter = (path: string, name: string) =>
  doc.paths[path]?.get?.parameters?.find((p) => p.in === "query" && p.name === name);

describe("the query parameters in /api/openapi.json", () => {
  it("describes every query parameter of every public GET", () => {
    const all = publicQueryParameters();
    expect(all.length).toBeGreaterThanOrEqual(35);
    expect(all.filter(({ p }) => !p.description?.trim()).map(({ path, p }) => `${path} ${p.name}`)).toEqual(
      [],
    );
  });

  it("describes every query parameter of the routes behind a sign-in too (the league office's console)", () => {
    const all = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        (op.parameters ?? []).filter((p) => p.in === "query").map((p) => ({ path, method, p })),
      ),
    );
    const office = all.filter(
      ({ path, method }) => method === "get" && path.startsWith("/api/league-office/"),
    );
    expect(office.length).toBeGreaterThanOrEqual(10);
    expect(
      all
        .filter(({ p }) => !p.description?.trim())
        .map(({ path, method, p }) => `${method} ${path} ${p.name}`),
    ).toEqual([]);
    // The office's season is a number in the same bounds as elsewhere, described as the public one.
    const season = doc.paths["/api/league-office/league"]?.get?.parameters?.find((p) => p.name === "season");
    expect(season?.schema).toMatchObject({ type: "integer", maximum: 2100 });
    expect(season?.description).toContain("Startjahr (2025 = 2025/26)");
  });

  it("states the maximums the validation answers with", async () => {
    for (const [path, name, max] of [
      ["/api/clubs", "pageSize", CLUB_PAGE_SIZE_MAX],
      ["/api/matches", "limit", MATCH_LIST_LIMIT_MAX],
      ["/api/news", "limit", NEWS_LIST_LIMIT],
    ] as const) {
      expect(parameter(path, name)?.schema, `${path} ${name}`).toMatchObject({
        type: "integer",
        minimum: 1,
        maximum: max,
      });
      const over = await call(t.app, "GET", `${path}?${name}=${max + 1}`);
      expect(over.status, `${path} ${name}=${max + 1}`).toBe(400);
      const at = await call(t.app, "GET", `${path}?${name}=${max}`);
      expect(at.status, `${path} ${name}=${max}`).toBe(200);
    }
  });

  it("states the date format of from and to and that teamIds is one comma-separated value", () => {
    for (const name of ["from", "to"]) {
      const schema = parameter("/api/matches", name)?.schema;
      expect(schema, name).toMatchObject({ type: "string", format: "date" });
      expect(new RegExp(schema?.pattern ?? "^$").test("2026-08-15"), name).toBe(true);
      expect(parameter("/api/matches", name)?.description).toContain("JJJJ-MM-TT");
    }
    // A selector checked against a list after trimming still names the list.
    expect(parameter("/api/rankings/table", "canton")?.schema).toMatchObject({
      enum: expect.arrayContaining(["Zürich"]),
    });
    const teamIds = parameter("/api/matches", "teamIds")?.description ?? "";
    expect(teamIds).toMatch(/komma/i);
    expect(teamIds).toContain(String(MATCH_TEAM_IDS_MAX));
  });

  it("names the configured public address as the server", () => {
    expect(doc.servers).toEqual([{ url: PUBLIC_URL }]);
  });
});
