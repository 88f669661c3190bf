import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchEvents } from "../db/schema/index.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../test/match-fixtures.ts";
import { insertBoardMember, insertCoach, insertMatchWithEvents, insertNews } from "../test/public-rows.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// Walks every operation of the OpenAPI document with hostile input (NUL, lone surrogates,
// 100k strings, wrong types, a 2 MB body) as a signed-in club, so manage routes are reached:
// nothing may answer 5xx.

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  minimum?: number;
}
interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const NUL = "a\u0000b";
const LONE = "a\ud800b";
const LONG = "x".repeat(100_000);
const TWO_MB = JSON.stringify({ text: "x".repeat(2 * 1024 * 1024) });
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

let t: TestContext;
let club: TestClub;
let doc: OpenApiDoc;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 2);
  const opponent = await createTeam(t, { clubId: null, name: "FC Gegner" });
  const playerId = club.playerIds[0] ?? "";
  const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponent });
  const played = await insertMatchWithEvents(t.deps.db, club.teamId, opponent, [
    { type: "goal", minute: 10, playerId },
  ]);
  const [event] = await t.deps.db
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, played.id));
  Object.assign(ids, {
    opponent,
    secondPlayer: club.playerIds[1] ?? "",
    clubs: club.clubId,
    teams: club.teamId,
    favorites: club.teamId,
    players: playerId,
    matches: matchId,
    events: event?.id ?? "",
    news: (await insertNews(t.deps.db, { clubId: club.clubId, title: "News" })).id,
    coaches: (await insertCoach(t.deps.db, { teamId: club.teamId })).id,
    "board-members": (await insertBoardMember(t.deps.db, { clubId: club.clubId })).id,
  });
  const res = await t.app.request("/api/openapi.json");
  doc = (await res.json()) as OpenApiDoc;
});
afterAll(async () => {
  await t.close();
});

function resolve(schema: Schema | undefined): Schema {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.split("/").pop() ?? "";
  return doc.components?.schemas?.[name] ?? {};
}

/** A plausible value for a schema; `leaf` replaces every string (or every leaf). */
function sample(schemaIn: Schema | undefined, leaf: ((s: Schema) => unknown) | null, depth = 0): unknown {
  const schema = resolve(schemaIn);
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sample(variant, leaf, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== "null") : schema.type;
  if (type === "object" || schema.properties) {
    if (depth > 4) return {};
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, v]) => [
        k,
        leaf ? sample(v, leaf, depth + 1) : (byName(k) ?? sample(v, leaf, depth + 1)),
      ]),
    );
  }
  if (type === "array") return [sample(schema.items, leaf, depth + 1)];
  if (leaf) return leaf(schema);
  return plain(schema);
}

/** Valid values for fields whose rule the JSON schema does not show (refinements). */
function byName(name: string): unknown {
  // Image addresses must name a real upload; without one the row simply has no picture.
  if (/ImageUrl$/.test(name)) return null;
  if (/email/i.test(name)) return "a@b.ch";
  if (/phone/i.test(name)) return "+41 44 000 00 00";
  if (name === "canton") return "Zürich";
  if (name === "league") return "3. Liga";
  if (name === "date") return "2026-05-05";
  if (name === "time") return "15:30";
  if (name === "homeTeamId") return ids.teams;
  if (name === "awayTeamId") return ids.opponent;
  if (name === "assistPlayerId") return ids.secondPlayer;
  if (name === "teamIds") return [ids.teams];
  return undefined;
}

function plain(schema: Schema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== "null") : schema.type;
  if (type === "integer" || type === "number") return schema.minimum ?? 1;
  if (type === "boolean") return true;
  if (schema.format === "uuid") return club.teamId;
  if (schema.format === "email") return "a@b.ch";
  if (schema.format === "date") return "2026-05-05";
  if (schema.format === "date-time") return "2026-05-05T14:30:00.000Z";
  return "Test";
}

/** Every string leaf path of a sample, to overwrite one field at a time. */
function stringPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [prefix];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...prefix, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...prefix, k]));
  return [];
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
  return copy;
}

function fillPath(template: string, override?: string): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string, offset: number) => {
    if (override !== undefined) return override;
    if (name === "clubId") return ids.clubs ?? "";
    if (name === "teamId") return ids.teams ?? "";
    const segment = template.slice(0, offset).split("/").filter(Boolean).pop() ?? "";
    return ids[segment] ?? ids.teams ?? "";
  });
}

interface Probe {
  label: string;
  path: string;
  body?: string;
}

function probesFor(path: string, method: string, op: Operation): Probe[] {
  const probes: Probe[] = [];
  const apiPath = fillPath(path);
  const hasPathParams = path.includes("{");
  if (hasPathParams) {
    for (const [label, raw] of [
      ["NUL in path", "%00"],
      ["broken UTF-8 in path", "%ED%A0%80"],
      ["100k path", LONG],
      ["non-uuid path", "kein-id"],
    ] as const) {
      probes.push({ label, path: fillPath(path, raw) });
    }
  }
  const query = (op.parameters ?? []).filter((p) => p.in === "query");
  for (const [label, value] of [
    ["NUL query", NUL],
    ["lone surrogate query", LONE],
    ["100k query", LONG],
    ["wrong type query", "[object Object]"],
    ["empty query", ""],
    ["zero query", "0"],
  ] as const) {
    if (query.length === 0) break;
    const qs = query.map(
      (p) => `${p.name}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"))}`,
    );
    probes.push({ label, path: `${apiPath}?${qs.join("&")}` });
  }
  const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
  if (method === "get") return probes;
  probes.push({ label: "2 MB body", path: apiPath, body: TWO_MB });
  probes.push({ label: "empty JSON body", path: apiPath, body: "" });
  probes.push({ label: "malformed JSON", path: apiPath, body: '{"a":' });
  for (const wrong of ["[]", '"text"', "12", "null", '{"__proto__":{"x":1}}']) {
    probes.push({ label: `body ${wrong}`, path: apiPath, body: wrong });
  }
  if (!bodySchema) return probes;
  const base = sample(bodySchema, null);
  probes.push({ label: "plausible body", path: apiPath, body: JSON.stringify(base) });
  for (const [label, value] of [
    ["NUL strings", NUL],
    ["lone surrogates", LONE],
    ["100k strings", LONG],
  ] as const) {
    probes.push({ label, path: apiPath, body: JSON.stringify(sample(bodySchema, () => value)) });
  }
  for (const [label, make] of [
    ["objects for leaves", () => ({ x: [1] })],
    ["numbers for leaves", () => -1e308],
    ["strings for leaves", () => "1e999"],
  ] as const) {
    probes.push({ label, path: apiPath, body: JSON.stringify(sample(bodySchema, make)) });
  }
  // One field at a time, the rest plausible: reaches the database with a 100k or odd string.
  for (const field of stringPaths(base)) {
    for (const [label, value] of [
      ["NUL", NUL],
      ["lone surrogate", LONE],
      ["100k", LONG],
      ["leading/trailing space only", "   "],
      ["emoji", "⚽🥅"],
    ] as const) {
      probes.push({
        label: `${label} in ${field.join(".")}`,
        path: apiPath,
        body: JSON.stringify(withValue(base, field, value)),
      });
    }
  }
  return probes;
}

/**
 * A message in zod's own English (its defaults, where a schema names no German message of its own,
 * as for a body of the wrong type): nobody reading Tschutti should meet one.
 */
function englishMessage(text: string): boolean {
  if (!text.startsWith("{")) return false;
  const body = JSON.parse(text) as { error?: { message?: string; fields?: Record<string, string> } };
  const messages = [body.error?.message ?? "", ...Object.values(body.error?.fields ?? {})];
  return messages.some(
    (m) =>
      /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)\b/.test(m) ||
      // zod's German locale names the JSON types in English ("erwartet, dass number >=1 ist").
      /\b(number|string|array|object|bigint)\b/.test(m),
  );
}

describe("bad input never answers 5xx, nor in English", () => {
  it("walks every operation of /api/openapi.json", { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let count = 0;
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, op: item[m] as Operation })),
    );
    // Ending and deleting last, so the other operations still find their rows in a usable state.
    const rank = (o: { path: string; method: string }) =>
      o.method === "delete" ? 2 : /\/(cancel|end|abort)$/.test(o.path) ? 1 : 0;
    operations.sort((a, b) => rank(a) - rank(b));
    expect(operations.length).toBeGreaterThan(30);

    for (const { path, method, op } of operations) {
      for (const probe of probesFor(path, method, op)) {
        const headers: Record<string, string> = {
          origin: "http://localhost:3000",
          cookie: club.cookie,
          "x-forwarded-for": "10.200.0.1",
        };
        if (probe.body !== undefined) headers["content-type"] = "application/json";
        const res = await t.app.request(probe.path, {
          method: method.toUpperCase(),
          headers,
          ...(probe.body !== undefined ? { body: probe.body } : {}),
        });
        count++;
        if (res.headers.get("content-type")?.includes("text/event-stream")) {
          await res.body?.cancel();
        } else {
          const text = await res.text();
          if (res.status >= 500 || englishMessage(text)) {
            failures.push(
              `${method.toUpperCase()} ${path} [${probe.label}] → ${res.status} ${text.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(count).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });
});
