import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAGUE_OFFICE_ONLY } from "../../auth/access.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Who calls comes first on every route of the league office: a visitor hears 401 and a fan 403,
// whatever the request carries, so a bad body or query tells neither what the office's input is.

let t: TestContext;
let fan: SignedUp;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  fan = await signUp(t.app);
  const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/league-office/"))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        // No UUID in the path and a query that names nothing: every part of the input is wrong.
        path: `${path.replace(/\{[^}/]+\}/g, "kein-uuid")}?season=x&teamId=x&canton=x`,
      })),
    );
});
afterAll(async () => {
  await t.close();
});

const badInput = (method: string) => (method === "GET" ? {} : { body: ["kein", "Objekt"] });

describe("the league office's routes check who calls before what they are sent", () => {
  it("covers every route of the office", () => {
    expect(routes.length).toBeGreaterThanOrEqual(17);
  });

  it("answer a visitor 401 with bad input", async () => {
    for (const { method, path } of routes) {
      const res = await call(t.app, method, path, badInput(method));
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
    }
  });

  it("answer a fan 403 «Nur für die Spielleitung» with bad input", async () => {
    for (const { method, path } of routes) {
      const res = await call<{ error?: { message: string } }>(t.app, method, path, {
        ...badInput(method),
        cookie: fan.cookie,
      });
      expect({ method, path, status: res.status, message: res.body.error?.message }).toEqual({
        method,
        path,
        status: 403,
        message: LEAGUE_OFFICE_ONLY,
      });
    }
  });
});
