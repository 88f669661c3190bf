import { describe, expect, it } from "vitest";
import { clubPaths } from "./clubs/paths.ts";
import { apiPath, withQuery } from "./http.ts";
import { matchPaths } from "./matches/paths.ts";
import { newsPaths } from "./news/paths.ts";
import { rankingPaths } from "./rankings/paths.ts";

describe("apiPath", () => {
  it("encodes every interpolated segment, so an id cannot change the route", () => {
    expect(apiPath<unknown>`/api/clubs/${"a/b?c=d"}/teams`).toBe("/api/clubs/a%2Fb%3Fc%3Dd/teams");
    expect(apiPath<unknown>`/api/news/${"ü ä"}`).toBe("/api/news/%C3%BC%20%C3%A4");
    expect(apiPath<unknown>`/api/health`).toBe("/api/health");
  });
});

describe("withQuery", () => {
  it("encodes values and leaves out null and undefined", () => {
    expect(withQuery(apiPath<unknown>`/api/x`, { a: "3. Liga", b: null, c: undefined, d: 0 })).toBe(
      "/api/x?a=3.+Liga&d=0",
    );
    expect(withQuery(apiPath<unknown>`/api/x`, {})).toBe("/api/x");
  });
});

describe("path builders", () => {
  it("build the paths the server routes", () => {
    expect(clubPaths.list({ search: "", page: 2, pageSize: 24 })).toBe("/api/clubs?page=2&pageSize=24");
    expect(clubPaths.list({ search: "Zürich", page: 1, pageSize: 24 })).toBe(
      "/api/clubs?page=1&pageSize=24&search=Z%C3%BCrich",
    );
    expect(newsPaths.list({ limit: 3, clubIds: ["a", "b"] })).toBe("/api/news?limit=3&clubIds=a%2Cb");
    expect(matchPaths.list({ scope: "live", limit: 5 })).toBe("/api/matches?scope=live&limit=5");
    expect(matchPaths.liveAction("m1", "secondHalf")).toBe("/api/manage/matches/m1/live/second-half");
    expect(rankingPaths.players("cards", { season: 2025, canton: null, league: "3. Liga" })).toBe(
      "/api/rankings/cards?season=2025&league=3.+Liga",
    );
  });
});
