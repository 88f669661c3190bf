import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../test/http.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// A script that sends the wrong method learns the address exists and which methods it takes
// (405 with Allow), instead of reading «gibt es nicht» and looking for a typo in the path.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const allowOf = (headers: Headers) =>
  (headers.get("allow") ?? "")
    .split(",")
    .map((m) => m.trim())
    .filter(Boolean)
    .sort();

describe("a method the address does not take", () => {
  it("answers 405 with the methods the address has", async () => {
    for (const method of ["POST", "DELETE"]) {
      const res = await call(t.app, method, "/api/clubs");
      expect(res.status, method).toBe(405);
      expect(res.body).toEqual({
        error: { code: "method_not_allowed", message: "Diese Methode ist für diese Adresse nicht erlaubt." },
      });
      // Only the list is a route of /api/clubs; HEAD is answered by the GET route.
      expect(allowOf(res.headers)).toEqual(["GET", "HEAD"]);
    }
  });

  it("reads the methods from the routes of a path with parameters", async () => {
    const res = await call(t.app, "POST", "/api/openapi.json");
    expect(res.status).toBe(405);
    expect(allowOf(res.headers)).toEqual(["GET", "HEAD"]);
    // A path with a parameter, whose routes are writes only.
    const team = await call(t.app, "PUT", "/api/manage/teams/00000000-0000-0000-0000-000000000000");
    expect(team.status).toBe(405);
    expect(allowOf(team.headers)).toEqual(["DELETE", "PATCH"]);
  });

  it("still answers 404 for an address no method has", async () => {
    const res = await call(t.app, "POST", "/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("allow")).toBeNull();
    expect(res.body).toEqual({ error: { code: "not_found", message: "Diese API-Adresse gibt es nicht." } });
  });
});
