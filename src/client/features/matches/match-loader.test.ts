// @vitest-environment jsdom
import type { LoaderFunctionArgs } from "react-router";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { MatchHistoryEntry } from "#shared/matches/history-types.ts";
import { queryClient } from "../../app/query-client.ts";
import { apiError, fakeServer, json } from "../../test/fake-server.ts";
import { testMatch } from "../../test/match-rows.ts";
import { matchPublicHistoryQueryOptions, matchQueryOptions } from "./api.ts";
import { matchLoader } from "./loaders.ts";

// The match page opened from another page (a navigation in the browser, where the route's loader
// runs in the client): its «Änderungen (n)» shows nothing until the record is read, so a record
// read after the page shows would pop in and move the Matchtelegramm below it. The loader waits
// for it as the server does for a direct load, under the key the live stream's lines update.

const MATCH_ID = "0b3f8a52-5d5e-4c1f-9a43-3f0a2f6f4d11";

const line: MatchHistoryEntry = {
  id: "h1",
  matchId: MATCH_ID,
  action: "Spiel verschoben",
  changes: [],
  userName: null,
  clubId: "c1",
  clubName: "FC Heim",
  createdAt: "2030-09-01T10:00:00.000Z",
};

function loaderArgs(): LoaderFunctionArgs {
  const url = new URL(`http://localhost/spiele/${MATCH_ID}`);
  return {
    params: { matchId: MATCH_ID },
    request: new Request(url),
    url,
    pattern: "/spiele/:matchId",
    context: undefined,
  };
}

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.on(
    `GET /api/matches/${MATCH_ID}`,
    json({ match: testMatch(MATCH_ID, { status: "completed", homeScore: 2, awayScore: 1 }) }),
  );
});
afterEach(() => queryClient.clear());

it("a navigation to the match page has its record of changes once the loader is done, also when it answers after the match", async () => {
  let answerRecord = () => {};
  const recordHeldBack = new Promise<void>((resolve) => {
    answerRecord = resolve;
  });
  server.on(`GET /api/matches/${MATCH_ID}/history`, async () => {
    await recordHeldBack;
    return json({ entries: [line] });
  });

  let isDone = false;
  const loading = matchLoader(loaderArgs()).then(() => {
    isDone = true;
  });
  await expect.poll(() => queryClient.getQueryData(matchQueryOptions(MATCH_ID).queryKey)).toBeDefined();
  // The match is in; the page still waits for its record.
  expect(isDone).toBe(false);

  answerRecord();
  await loading;
  expect(queryClient.getQueryData(matchPublicHistoryQueryOptions(MATCH_ID).queryKey)).toEqual([line]);
});

it("a record that fails to load does not hold the page back: the section shows its folded retry", async () => {
  // A 4xx, which the queries do not ask again (a 5xx would be retried first).
  server.on(`GET /api/matches/${MATCH_ID}/history`, apiError(429, "Zu viele Anfragen.", "rate_limited"));
  await matchLoader(loaderArgs());
  expect(queryClient.getQueryState(matchPublicHistoryQueryOptions(MATCH_ID).queryKey)?.status).toBe("error");
});
