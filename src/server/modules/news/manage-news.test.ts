import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { newsPaths } from "#shared/news/paths.ts";
import { clubNews, clubNewsImages } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import {
  type Actors,
  answeredUrl,
  createActors,
  expectError,
  expectRefused,
  fileExists,
  storedFile,
  uploadImage,
} from "../../test/manage-actors.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await createActors(t);
});
afterAll(async () => {
  await t.close();
});

async function createPost(body: Record<string, unknown>) {
  return call(t.app, "POST", newsPaths.create(a.owner.clubId), {
    cookie: a.owner.cookie,
    body: { title: "Saisonstart", content: "Endlich geht es los.", ...body },
  });
}

async function updatePost(id: string, body: Record<string, unknown>) {
  return call(t.app, "PATCH", newsPaths.update(id), {
    cookie: a.owner.cookie,
    body: { title: "Saisonstart", content: "Endlich geht es los.", ...body },
  });
}

async function postRow(id: string) {
  const [row] = await t.deps.db.select().from(clubNews).where(eq(clubNews.id, id));
  const images = await t.deps.db.select().from(clubNewsImages).where(eq(clubNewsImages.newsId, id));
  return { row, images: images.sort((x, y) => x.sortOrder - y.sortOrder) };
}

describe("club news", () => {
  it("creates drafts and published posts; the list has drafts too, newest first", async () => {
    const draft = await createPost({ title: "Entwurf" });
    expect(draft.status).toBe(201);
    expect(draft.body.news).toMatchObject({ isPublished: false, publishedAt: null, images: [] });
    const published = await createPost({ title: "Live", isPublished: true });
    expect(published.body.news.isPublished).toBe(true);
    expect(Date.now() - Date.parse(published.body.news.publishedAt ?? "")).toBeLessThan(60_000);
    const list = await call(t.app, "GET", newsPaths.clubNews(a.owner.clubId), {
      cookie: a.owner.cookie,
    });
    expect(list.body.news.map((n) => n.title)).toEqual(["Live", "Entwurf"]);
    const other = await call(t.app, "GET", newsPaths.clubNews(a.other.clubId), {
      cookie: a.other.cookie,
    });
    expect(other.body.news).toEqual([]);
  });

  it.each([
    [{ title: "  " }, "Bitte gib einen Titel ein"],
    [{ title: undefined }, "Bitte gib einen Titel ein"],
    [{ content: "" }, "Bitte gib den Inhalt ein"],
    [
      { images: [{ url: "https://example.com/x.jpg" }] },
      "Ungültige Bild-Adresse. Bitte lade das Bild erneut hoch.",
    ],
    // Our storage's address with no upload behind it: the article would show a broken image.
    [
      { images: [{ url: "/uploads/news-images/gibt-es-nicht.webp" }] },
      "Ungültige Bild-Adresse. Bitte lade das Bild erneut hoch.",
    ],
  ])("refuses %j with its German message", async (patch, message) => {
    const body = { title: "T", content: "C", ...patch };
    const res = await call(t.app, "POST", newsPaths.create(a.owner.clubId), {
      cookie: a.owner.cookie,
      body,
    });
    expectError(res, 400, message);
  });

  it("stores images in the given order with captions", async () => {
    const one = await uploadImage(t, a.owner.cookie, "news");
    const two = await uploadImage(t, a.owner.cookie, "news");
    const res = await createPost({
      images: [
        { url: two, caption: "Zweites zuerst" },
        { url: one, caption: "" },
      ],
    });
    expect(res.body.news.images).toMatchObject([
      { url: answeredUrl(two), caption: "Zweites zuerst", sortOrder: 0 },
      { url: answeredUrl(one), caption: null, sortOrder: 1 },
    ]);
    const dup = await createPost({ images: [{ url: one }, { url: one }] });
    expectError(dup, 400, "Jedes Bild darf nur einmal im Beitrag vorkommen");
  });

  it("on edit removes images left out from the table and from storage, and reorders the rest", async () => {
    const one = await uploadImage(t, a.owner.cookie, "news");
    const two = await uploadImage(t, a.owner.cookie, "news");
    const three = await uploadImage(t, a.owner.cookie, "news");
    const created = await createPost({ images: [{ url: one }, { url: two, caption: "B" }, { url: three }] });
    const id = created.body.news.id;
    const keptId = created.body.news.images[2]?.id;
    const four = await uploadImage(t, a.owner.cookie, "news");
    const res = await updatePost(id, {
      title: "Neu",
      images: [
        { url: three, caption: "jetzt erstes" },
        { url: four, caption: "neu" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.news.title).toBe("Neu");
    expect(res.body.news.images).toMatchObject([
      { id: keptId, url: answeredUrl(three), caption: "jetzt erstes", sortOrder: 0 },
      { url: answeredUrl(four), caption: "neu", sortOrder: 1 },
    ]);
    const { images } = await postRow(id);
    expect(images.map((i) => i.imageUrl)).toEqual([three, four]);
    expect(fileExists(t, one)).toBe(false);
    expect(fileExists(t, two)).toBe(false);
    expect(fileExists(t, three)).toBe(true);
    expect(fileExists(t, four)).toBe(true);
  });

  it("keeps published_at on an unpublished save and sets it to now on a published save", async () => {
    const created = await createPost({ isPublished: true });
    const id = created.body.news.id;
    const earlier = new Date("2026-01-01T10:00:00Z");
    await t.deps.db.update(clubNews).set({ publishedAt: earlier }).where(eq(clubNews.id, id));
    const draftSave = await updatePost(id, { isPublished: false });
    expect(draftSave.body.news.isPublished).toBe(false);
    expect(draftSave.body.news.publishedAt).toBe(earlier.toISOString());
    const publishSave = await updatePost(id, { isPublished: true });
    expect(Date.parse(publishSave.body.news.publishedAt ?? "")).toBeGreaterThan(earlier.getTime());
  });

  it("toggles publish: publishing sets published_at to now, withdrawing to null", async () => {
    const created = await createPost({});
    const id = created.body.news.id;
    const on = await call(t.app, "POST", newsPaths.togglePublish(id), {
      cookie: a.owner.cookie,
    });
    expect(on.body.news.isPublished).toBe(true);
    expect(Date.now() - Date.parse(on.body.news.publishedAt ?? "")).toBeLessThan(60_000);
    const off = await call(t.app, "POST", newsPaths.togglePublish(id), {
      cookie: a.owner.cookie,
    });
    expect(off.body.news).toMatchObject({ isPublished: false, publishedAt: null });
  });

  it("shows published posts on the public news list at once", async () => {
    const created = await createPost({ title: "Öffentlich sichtbar", isPublished: true });
    const res = await call<{ news: { id: string }[] }>(t.app, "GET", "/api/news");
    expect(res.status).toBe(200);
    expect(res.body.news.map((n) => n.id)).toContain(created.body.news.id);
  });

  it("refuses a title or content that shows nothing, or turns the text around, and changes nothing", async () => {
    const publicBefore = await call<{ news: { id: string }[] }>(t.app, "GET", "/api/news");
    for (const [body, field, message] of [
      [{ title: "\u200b" }, "title", "Bitte gib einen Titel ein"],
      [{ title: " \u200b \u200b " }, "title", "Bitte gib einen Titel ein"],
      [{ content: "\u200b" }, "content", "Bitte gib den Inhalt ein"],
      [{ title: "\u202eevil" }, "title", "Der Titel darf keine Steuerzeichen der Schreibrichtung enthalten."],
      [
        { title: "Sieg\u0007\u001b" },
        "title",
        "Der Titel darf keine Steuerzeichen (z. B. Zeilenumbrüche) enthalten.",
      ],
    ] as const) {
      const res = await createPost({ ...body, isPublished: true });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as unknown as ErrorBody).error.fields).toMatchObject({ [field]: message });
    }
    const publicAfter = await call<{ news: { id: string }[] }>(t.app, "GET", "/api/news");
    expect(publicAfter.body.news).toEqual(publicBefore.body.news);

    const created = await createPost({ title: "Sichtbar", isPublished: true });
    const before = await postRow(created.body.news.id);
    const edit = await updatePost(created.body.news.id, { title: "\u200b", content: "\u200b" });
    expect(edit.status).toBe(400);
    expect(await postRow(created.body.news.id)).toEqual(before);
  });

  it("refuses other clubs, fans and visitors and changes nothing", async () => {
    const image = await uploadImage(t, a.owner.cookie, "news");
    const created = await createPost({ images: [{ url: image }] });
    const id = created.body.news.id;
    const before = await postRow(id);
    const body = { title: "Gekapert", content: "x", isPublished: true, images: [] };
    await expectRefused(t, a, "GET", newsPaths.clubNews(a.owner.clubId));
    await expectRefused(t, a, "POST", newsPaths.create(a.owner.clubId), body);
    await expectRefused(t, a, "PATCH", newsPaths.update(id), body);
    await expectRefused(t, a, "POST", newsPaths.togglePublish(id));
    await expectRefused(t, a, "DELETE", newsPaths.remove(id));
    expect(await postRow(id)).toEqual(before);
    expect(fileExists(t, image)).toBe(true);
  });

  it("deletes a post with its images and their files; unknown ids answer 404", async () => {
    const image = await uploadImage(t, a.owner.cookie, "news");
    const created = await createPost({ images: [{ url: image }] });
    const id = created.body.news.id;
    expect((await call(t.app, "DELETE", newsPaths.remove(id), { cookie: a.owner.cookie })).status).toBe(200);
    const { row, images } = await postRow(id);
    expect(row).toBeUndefined();
    expect(images).toEqual([]);
    expect(fileExists(t, image)).toBe(false);
    expectError(
      await call(t.app, "DELETE", newsPaths.remove(id), { cookie: a.owner.cookie }),
      404,
      "Beitrag nicht gefunden",
    );
    expectError(
      await call(t.app, "POST", newsPaths.togglePublish("1"), { cookie: a.owner.cookie }),
      404,
      "Beitrag nicht gefunden",
    );
  });

  it("news PNG uploads are JPEG over an opaque background", async () => {
    const url = await uploadImage(t, a.owner.cookie, "news", { alpha: true });
    const meta = await sharp(storedFile(t, url)).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.hasAlpha).toBe(false);
  });
});
