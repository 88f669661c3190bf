import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLiveFrameKind, LIVE_FRAME_KINDS } from "#shared/live/stream-frames.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { call } from "../../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../../test/match-fixtures.ts";
import { listen, TestSubscriber, waitFor } from "../../test/sse-subscriber.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A script that follows a live match reads in /api/openapi.json what each event of the stream
// carries, and what comes is what it says: the frames a real stream sends are checked here.

type Schema = {
  oneOf?: Schema[];
  anyOf?: Schema[];
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  const?: unknown;
  enum?: unknown[];
  $ref?: string;
};
type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
};

let t: TestContext;
let server: ServerType;
let url: string;
let club: TestClub;
let opponent: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ server, url } = await listen(t));
  club = await createClubWithTeam(t, 2);
  opponent = await createTeam(t, { clubId: null, name: "FC Ereignis" });
});
afterAll(async () => {
  if ("closeAllConnections" in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe("the live stream's events in /api/openapi.json", () => {
  it("names every kind with the data it carries", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
    const stream =
      doc.paths["/api/live/stream"]?.get?.responses["200"]?.content?.["text/event-stream"]?.schema;
    const frames = stream?.oneOf ?? stream?.anyOf ?? [];
    const kindOf = (frame: Schema) => {
      const event = frame.properties?.event;
      return event?.const ?? event?.enum?.[0];
    };
    expect(frames.map(kindOf).sort()).toEqual([...LIVE_FRAME_KINDS].sort());
    const created = frames.find((frame) => kindOf(frame) === "event.created");
    expect(created?.description).toMatch(/Ereignis/);
    expect(Object.keys(created?.properties?.data?.properties ?? {})).toEqual(
      expect.arrayContaining(["id", "matchId", "type", "minute", "score", "player", "playerStats"]),
    );
  });

  it("describes the frames a real stream sends", async () => {
    const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponent, days: 0 });
    const fan = new TestSubscriber();
    await fan.connect(url, `matches=${matchId}`);
    const manage = (method: string, path: string, body?: unknown) =>
      call(t.app, method, path, { cookie: club.cookie, body });
    expect((await manage("POST", matchPaths.liveAction(matchId, "start"))).status).toBe(200);
    const goal = await manage("POST", matchPaths.addEvent(matchId), {
      type: "goal",
      minute: 1,
      playerId: club.playerIds[0],
      source: "live",
    });
    expect(goal.status, JSON.stringify(goal.body)).toBe(201);
    const goalId = (goal.body as { event: { id: string } }).event.id;
    expect((await manage("DELETE", matchPaths.removeEvent(goalId))).status).toBe(200);
    await waitFor(() => fan.events.some((e) => e.event === "event.deleted"));
    await fan.disconnect();

    // Loaded after the app: its zod schemas must come after @hono/zod-openapi has extended zod
    // (the api project shares one module graph between files).
    const { LIVE_FRAME_DOCS } = await import("#shared/live/stream-frame-schema.ts");
    const kinds = new Set(fan.events.map((e) => e.event));
    for (const kind of ["ready", "match", "event.created", "event.deleted"]) expect(kinds).toContain(kind);
    for (const frame of fan.events) {
      if (!isLiveFrameKind(frame.event)) throw new Error(`unknown kind ${frame.event}`);
      const checked = LIVE_FRAME_DOCS[frame.event].schema.safeParse(JSON.parse(frame.data));
      expect(checked.error?.issues, frame.event).toBeUndefined();
    }
  });
});
