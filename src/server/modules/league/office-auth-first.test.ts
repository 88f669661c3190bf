import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAGUE_OFFICE_ONLY } from "../../auth/access.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
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

  // Past both the app's and the import's size limit (1 MB), sent with its length as a browser does.
  const largeCsv = `Datum;Zeit;Heim;Gast;Ort\n${"01.09.2026;15:00;A;B;Platz\n".repeat(50_000)}`;
  const importPath = "/api/league-office/import?season=2026&canton=ZH&league=4.%20Liga&group=Gruppe%201";
  const sized = { "content-length": String(Buffer.byteLength(largeCsv)) };

  it("answer a large group import 401 for a visitor and 403 for a fan, not 413", async () => {
    const visitor = await call(t.app, "POST", importPath, { csv: largeCsv, headers: sized });
    const byFan = await call<{ error?: { message: string } }>(t.app, "POST", importPath, {
      csv: largeCsv,
      headers: sized,
      cookie: fan.cookie,
    });
    expect([visitor.status, byFan.status, byFan.body.error?.message]).toEqual([401, 403, LEAGUE_OFFICE_ONLY]);
  });

  it("still refuse the office's own large file and malformed JSON, after the check", async () => {
    const office = await signUpLeagueOffice(t.app, t.deps.db);
    const large = await call(t.app, "POST", importPath, {
      csv: largeCsv,
      headers: sized,
      cookie: office.cookie,
    });
    const malformed = await t.app.request("/api/league-office/deductions", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie: office.cookie },
      body: "{kein json",
    });
    const byFan = await t.app.request("/api/league-office/deductions", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie: fan.cookie },
      body: "{kein json",
    });
    expect([large.status, malformed.status, byFan.status]).toEqual([413, 400, 403]);
  });
});
