import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_UNDO_MINUTES } from "#shared/matches/types.ts";
import { listMatchPage } from "../modules/matches/match-queries.ts";
import { listPublishedNewsPage } from "../modules/news/public-news-queries.ts";
import { insertClub, insertNews, insertTeam } from "../test/public-rows.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { matches } from "./schema/index.ts";

// The match and news lists are JSON text written by PostgreSQL (json-sql.ts) and passed on as the
// response body. That text must be exactly what JSON.stringify writes for the object the old
// mapping built from the row: same keys in the same order, ISO instants with milliseconds,
// strings escaped alike, nothing extra.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Quotes, backslash, control characters, umlauts, an emoji, line and paragraph separators.
const TRICKY = 'Sieg "3:1"\\ im Derby\n\tÄrger\u0001\u001f – 🎉 \u2028\u2029 </script> ok';

describe("JSON text of the public lists", () => {
  it("a match as JSON.stringify writes the MatchSummary", async () => {
    const db = t.deps.db;
    const homeClub = await insertClub(db, { clubName: `FC ${TRICKY}`, stadiumImageUrl: "/uploads/s.webp" });
    const home = await insertTeam(db, {
      clubId: homeClub.id,
      name: "Erste",
      teamImageUrl: "/uploads/t.webp",
    });
    const away = await insertTeam(db, { clubId: null, name: "Gast ohne Verein", canton: "Bern" });
    const closedAt = new Date(Date.UTC(2031, 4, 3, 16, 5, 7, 89));
    const [row] = await db
      .insert(matches)
      .values({
        homeTeamId: home.id,
        awayTeamId: away.id,
        matchDate: new Date(Date.UTC(2031, 4, 3, 14, 0, 0, 5)),
        stadium: TRICKY,
        status: "completed",
        homeScore: 3,
        awayScore: 1,
        startedAt: new Date(Date.UTC(2031, 4, 3, 14, 1, 2, 300)),
        period: "finished",
        periodStartedAt: new Date(Date.UTC(2031, 4, 3, 15, 3, 0, 0)),
        stoppageMinutes: 4,
        closedAt,
        liveUndo: {
          action: "end",
          status: "live",
          period: "second_half",
          periodStartedAt: null,
          stoppageMinutes: 4,
          cancellationReason: null,
          finalWhistleEventId: null,
        },
        cancellationReason: null,
        createdByClubId: homeClub.id,
      })
      .returning();
    if (!row) throw new Error("match not inserted");
    const expected = {
      id: row.id,
      matchDate: "2031-05-03T14:00:00.005Z",
      stadium: TRICKY,
      stadiumImageUrl: "/uploads/s.webp",
      status: "completed",
      homeScore: 3,
      awayScore: 1,
      cancellationReason: null,
      heldByWithdrawal: false,
      keptOffByWithdrawal: false,
      keptOffByTeamId: null,
      startedAt: "2031-05-03T14:01:02.300Z",
      period: "finished",
      periodStartedAt: "2031-05-03T15:03:00.000Z",
      stoppageMinutes: 4,
      undoUntil: new Date(closedAt.getTime() + LIVE_UNDO_MINUTES * 60_000).toISOString(),
      acceptance: "accepted",
      competition: "league",
      forfeit: null,
      createdByClubId: homeClub.id,
      homeTeam: {
        id: home.id,
        name: "Erste",
        teamImageUrl: "/uploads/t.webp",
        clubId: homeClub.id,
        league: "3. Liga",
        canton: "Zürich",
        clubName: `FC ${TRICKY}`,
        clubLogoUrl: null,
        archived: false,
        awaitingOffice: false,
      },
      awayTeam: {
        id: away.id,
        name: "Gast ohne Verein",
        teamImageUrl: null,
        clubId: null,
        league: "3. Liga",
        canton: "Bern",
        clubName: null,
        clubLogoUrl: null,
        archived: false,
        awaitingOffice: false,
      },
    };
    expect((await listMatchPage(db, { matchIds: [row.id] })).json).toBe(JSON.stringify([expected]));

    // Without an undo state there is no undo window, whatever closed_at says.
    await db.update(matches).set({ liveUndo: null }).where(eq(matches.id, row.id));
    expect((await listMatchPage(db, { matchIds: [row.id] })).json).toBe(
      JSON.stringify([{ ...expected, undoUntil: null }]),
    );
    expect((await listMatchPage(db, { matchIds: [] })).json).toBe("[]");
  });

  it("a news post as JSON.stringify writes the NewsPreview, with its first image", async () => {
    const db = t.deps.db;
    const club = await insertClub(db, { clubName: "SC Zeichensalat", clubLogoUrl: "/uploads/l.webp" });
    const publishedAt = new Date(Date.UTC(2031, 0, 2, 3, 4, 5, 6));
    const post = await insertNews(db, {
      clubId: club.id,
      title: `Titel ${TRICKY}`,
      content: TRICKY,
      publishedAt,
      images: [
        { imageUrl: "/uploads/b.webp", caption: null, sortOrder: 2 },
        { imageUrl: "/uploads/a.webp", caption: `Bild ${TRICKY}`, sortOrder: 1 },
      ],
    });
    const bare = await insertNews(db, { clubId: club.id, title: "Ohne Bild", publishedAt });
    const text = (await listPublishedNewsPage(db, { clubIds: [club.id], limit: 10 })).json;
    const preview = (id: string, title: string, content: string, image: [string, string] | null) => ({
      id,
      clubId: club.id,
      clubName: "SC Zeichensalat",
      clubLogoUrl: "/uploads/l.webp",
      title,
      content,
      publishedAt: "2031-01-02T03:04:05.006Z",
      imageUrl: image?.[0] ?? null,
      imageCaption: image?.[1] ?? null,
    });
    // Same published instant: by id, highest first (the order a page cursor can hold).
    const both = [
      preview(bare.id, "Ohne Bild", "Text", null),
      preview(post.id, `Titel ${TRICKY}`, TRICKY, ["/uploads/a.webp", `Bild ${TRICKY}`]),
    ].sort((a, b) => (a.id < b.id ? 1 : -1));
    expect(text).toBe(JSON.stringify(both));
  });
});
