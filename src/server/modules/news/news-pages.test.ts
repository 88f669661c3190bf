import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsPaths } from "#shared/news/paths.ts";
import type { NewsPageResponse } from "#shared/news/types.ts";
import { clubNews } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { insertClub, insertNews } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// GET /api/news in pages (the /news list's 'Weitere News laden'): `nextCursor` of one page is
// `after=` of the next, and the pages together are exactly the one long list, newest first,
// also where posts share their publishing instant to the microsecond.

let t: TestContext;
let clubId: string;
let posts: string[];

beforeAll(async () => {
  t = await createTestApp();
  clubId = (await insertClub(t.deps.db, { clubName: "FC Blätterwald" })).id;
  const base = Date.now() - 86_400_000;
  const hoursAgo = [1, 3, 3, 3, 5, 8, 13];
  posts = [];
  for (const [i, hours] of hoursAgo.entries()) {
    const post = await insertNews(t.deps.db, {
      clubId,
      title: `Seitenweise ${i}`,
      publishedAt: new Date(base - hours * 3_600_000),
    });
    posts.push(post.id);
  }
  await insertNews(t.deps.db, { clubId, title: "Entwurf", isPublished: false, publishedAt: null });
  await t.deps.db
    .update(clubNews)
    .set({ publishedAt: sql`${clubNews.publishedAt} + interval '7 microseconds'` })
    .where(inArray(clubNews.id, posts));
});
afterAll(() => t.close());

async function page(limit: number, after?: string | null): Promise<NewsPageResponse> {
  const res = await call(t.app, "GET", newsPaths.list({ clubIds: [clubId], limit, after }));
  expect(res.status).toBe(200);
  return res.body;
}

describe("GET /api/news in pages", () => {
  it("walks the published posts page by page, each exactly once, newest first", async () => {
    const whole = await page(50);
    expect(whole.nextCursor).toBeNull();
    expect(whole.news.map((n) => n.id).sort()).toEqual([...posts].sort());
    const dates = whole.news.map((n) => n.publishedAt ?? "");
    expect(dates).toEqual([...dates].sort().reverse());

    const pages: NewsPageResponse[] = [];
    let after: string | null = null;
    do {
      const next: NewsPageResponse = await page(2, after);
      pages.push(next);
      after = next.nextCursor;
    } while (after && pages.length < 10);
    expect(pages.map((p) => p.news.length)).toEqual([2, 2, 2, 1]);
    expect(pages.flatMap((p) => p.news.map((n) => n.id))).toEqual(whole.news.map((n) => n.id));
  });

  it("refuses a malformed cursor with a German message", async () => {
    const res = await call(t.app, "GET", newsPaths.list({ limit: 2, after: "gestern" }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { code: "validation", message: "Ungültige Fortsetzung der News-Liste" },
    });
  });
});
