import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../test/http.ts";
import { signUpLeagueOffice } from "../test/league-office.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { UNKNOWN_ADDRESS_MESSAGES } from "./unknown-address.ts";

// A generated client learns from /api/openapi.json what a wrong method gets at an address the
// API has: 405 method_not_allowed with Allow, the methods the server itself names there.

type Response = {
  description?: string;
  headers?: Record<string, { required?: boolean; example?: string }>;
  content?: Record<string, { example?: unknown }>;
};
type Doc = { paths: Record<string, Record<string, { responses: Record<string, Response> }>> };

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

let t: TestContext;
let doc: Doc;
let officeCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
  // The office's addresses answer a visitor 401 before anything else.
  officeCookie = (await signUpLeagueOffice(t.app, t.deps.db)).cookie;
});
afterAll(() => t.close());

describe("405 in /api/openapi.json", () => {
  it("lists 405 with the Allow the server sends on every operation of every address", async () => {
    const paths = Object.entries(doc.paths);
    expect(paths.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const [path, operations] of paths) {
      const answers = Object.entries(operations).map(([method, op]) => ({
        method,
        answer: op.responses["405"],
      }));
      const allow = answers[0]?.answer?.headers?.Allow;
      const missing = answers.filter(
        ({ answer }) =>
          !answer?.headers?.Allow?.required ||
          answer.headers.Allow.example !== allow?.example ||
          JSON.stringify(answer.content?.["application/json"]?.example) !==
            JSON.stringify({
              error: { code: "method_not_allowed", message: UNKNOWN_ADDRESS_MESSAGES.methodNotAllowed },
            }),
      );
      if (missing.length > 0) {
        wrong.push(`${path}: ${missing.map(({ method }) => method).join(", ")} without the 405`);
        continue;
      }
      const documented = (allow?.example ?? "").split(", ");
      // The server's answer to a method the address does not take names the same methods.
      const method = METHODS.find((m) => !documented.includes(m)) ?? "";
      const res = await call(t.app, method, path.replace(/\{[^}/]+\}/g, "x"), { cookie: officeCookie });
      if (res.status !== 405 || res.headers.get("allow") !== allow?.example)
        wrong.push(
          `${method} ${path}: ${res.status} Allow ${res.headers.get("allow")}, documented ${allow?.example}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it("says in German which methods the address takes", () => {
    const answer = doc.paths["/api/clubs"]?.get?.responses["405"];
    expect(answer?.headers?.Allow?.example).toBe("GET, HEAD");
    expect(answer?.description).toContain("GET, HEAD");
    expect(doc.paths["/api/manage/teams/{teamId}"]?.patch?.responses["405"]?.headers?.Allow?.example).toBe(
      "PATCH, DELETE",
    );
  });
});
