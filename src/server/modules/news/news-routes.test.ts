import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsPaths } from "#shared/news/paths.ts";
import { call } from "../../test/http.ts";
import { insertClub, insertNews } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let seeblick: { id: string };
let limmatau: { id: string };
let withImages: { id: string };
let draft: { id: string };
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  seeblick = await insertClub(db, { clubName: "FC Seeblick", clubLogoUrl: "/uploads/logos/seeblick.webp" });
  limmatau = await insertClub(db, { clubName: "SV Limmatau" });
  await insertNews(db, {
    clubId: seeblick.id,
    title: "Neue Flutlichtanlage",
    content: "Ab sofort trainieren wir bei LED-Licht.",
    publishedAt: ago(3),
  });
  withImages = await insertNews(db, {
    clubId: seeblick.id,
    title: "Grümpelturnier 2026",
    content: "Erster Absatz.\nZweiter Absatz mit Raclette.",
    publishedAt: ago(1),
    images: [
      { imageUrl: "/uploads/news/2.jpg", caption: "Die Festwirtschaft", sortOrder: 2 },
      { imageUrl: "/uploads/news/0.jpg", caption: "Das ganze Dorf", sortOrder: 0 },
      { imageUrl: "/uploads/news/1.jpg", caption: null, sortOrder: 1 },
    ],
  });
  await insertNews(db, {
    clubId: limmatau.id,
    title: "Trainerwechsel",
    content: "Ein neuer Trainer.",
    publishedAt: ago(2),
  });
  draft = await insertNews(db, {
    clubId: seeblick.id,
    title: "Geheimer Entwurf Raclette",
    isPublished: false,
    publishedAt: null,
  });
  // Unpublished again after it was out: still hidden.
  await insertNews(db, {
    clubId: limmatau.id,
    title: "Zurückgezogen",
    isPublished: false,
    publishedAt: ago(5),
  });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/news", () => {
  it("lists only published news, newest published first, with club and first image", async () => {
    const res = await call(t.app, "GET", newsPaths.list({}));
    expect(res.status).toBe(200);
    expect(res.body.news.map((n) => n.title)).toEqual([
      "Grümpelturnier 2026",
      "Trainerwechsel",
      "Neue Flutlichtanlage",
    ]);
    expect(res.body.news[0]).toMatchObject({
      id: withImages.id,
      clubId: seeblick.id,
      clubName: "FC Seeblick",
      clubLogoUrl: "http://localhost:3000/uploads/logos/seeblick.webp",
      content: "Erster Absatz.\nZweiter Absatz mit Raclette.",
      imageUrl: "http://localhost:3000/uploads/news/0.jpg",
      imageCaption: "Das ganze Dorf",
    });
    expect(res.body.news[0]?.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("searches title and text, case-insensitive, never drafts", async () => {
    const byText = await call(t.app, "GET", newsPaths.list({ search: "RACLETTE" }));
    expect(byText.body.news.map((n) => n.title)).toEqual(["Grümpelturnier 2026"]);
    const byTitle = await call(t.app, "GET", newsPaths.list({ search: "flutlicht" }));
    expect(byTitle.body.news.map((n) => n.title)).toEqual(["Neue Flutlichtanlage"]);
    const none = await call(t.app, "GET", newsPaths.list({ search: "Entwurf" }));
    expect(none.body.news).toEqual([]);
  });

  it("limits and filters by club", async () => {
    const limited = await call(t.app, "GET", newsPaths.list({ limit: 1 }));
    expect(limited.body.news.map((n) => n.title)).toEqual(["Grümpelturnier 2026"]);
    const byClub = await call(t.app, "GET", newsPaths.list({ clubIds: [limmatau.id] }));
    expect(byClub.body.news.map((n) => n.title)).toEqual(["Trainerwechsel"]);
    const both = await call(t.app, "GET", newsPaths.list({ clubIds: [limmatau.id, seeblick.id], limit: 3 }));
    expect(both.body.news).toHaveLength(3);
  });

  it.each([
    ["limit=101", "Höchstens 100 News auf einmal"],
    ["limit=0", "Ungültige Anzahl"],
    ["limit=0x10", "Ungültige Anzahl"],
    ["clubIds=abc", "Ungültige Vereins-ID"],
  ])("refuses %s with a German 400", async (query, message) => {
    // Raw on purpose: these queries are ones the builder cannot make.
    const res = await call(t.app, "GET", `/api/news?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: "validation", message } });
  });
});

describe("GET /api/news/:id", () => {
  it("returns the article with its club and images in their order", async () => {
    const res = await call(t.app, "GET", newsPaths.detail(withImages.id));
    expect(res.status).toBe(200);
    expect(res.body.news).toMatchObject({
      title: "Grümpelturnier 2026",
      clubName: "FC Seeblick",
      clubLogoUrl: "http://localhost:3000/uploads/logos/seeblick.webp",
    });
    expect(res.body.news.images.map((i) => [i.imageUrl, i.caption])).toEqual([
      ["http://localhost:3000/uploads/news/0.jpg", "Das ganze Dorf"],
      ["http://localhost:3000/uploads/news/1.jpg", null],
      ["http://localhost:3000/uploads/news/2.jpg", "Die Festwirtschaft"],
    ]);
  });

  it("answers 404 with the spec's text for a draft, an unknown and a malformed id", async () => {
    for (const id of [draft.id, "6f0e4c7a-1d2b-4c3d-9e8f-0a1b2c3d4e5f", "news-1", "42"]) {
      const res = await call(t.app, "GET", newsPaths.detail(id));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        error: { code: "not_found", message: "Der gesuchte Artikel wurde nicht gefunden." },
      });
    }
  });
});
