import { createRoute } from "@hono/zod-openapi";
import { eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import type { DeletedResponse } from "#shared/http.ts";
import { manageNewsListResponseSchema, manageNewsResponseSchema } from "#shared/news/response-schema.ts";
import { newsPostSchema } from "#shared/news/schema.ts";
import type { ManageNewsListResponse, ManageNewsResponse } from "#shared/news/types.ts";
import { deletedResponseSchema } from "#shared/response-schema.ts";
import { type RowOwner, requireClubRole, requireOwnedRow } from "../../auth/access.ts";
import type { AppEnv } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubNews, clubNewsImages } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PERSON_OR_KEY } from "../../http/openapi.ts";
import {
  clubIdParams as clubParams,
  manageErrorResponses as errors,
  idParamsFor,
  jsonBody,
} from "../../http/route-schemas.ts";
import { createRouter } from "../../http/router.ts";
import { sentFields } from "../../http/sent-fields.ts";
import { requireStoredImage, storedUploadUrl } from "../../storage/image-url-check.ts";
import { removeUnusedImages } from "../../storage/unused-images.ts";
import { listManageNews } from "./manage-news-queries.ts";

const NEWS_NOT_FOUND = "Beitrag nicht gefunden";
const idParams = idParamsFor(NEWS_NOT_FOUND);

async function newsClub(db: DbOrTx, id: string): Promise<RowOwner | undefined> {
  const rows = await db
    .select({ clubId: clubNews.clubId })
    .from(clubNews)
    .where(eq(clubNews.id, id))
    .limit(1);
  return rows[0];
}

async function onePost(db: DbOrTx, id: string) {
  const [post] = await listManageNews(db, { newsId: id });
  if (!post) throw notFound(NEWS_NOT_FOUND);
  return post;
}

/** New image URLs must be files in our storage; the post's own current images may stay. */
async function checkNewsImages(c: Context<AppEnv>, urls: string[], current: Set<string>): Promise<void> {
  for (const [index, url] of urls.entries()) {
    if (!current.has(url)) await requireStoredImage(c, url, `images.${index}.url`);
  }
}

/** The images as rows keep their URLs: an edit sends back the absolute URLs its answer named. */
function withStoredImageUrls<T extends { images: Array<{ url: string }> }>(c: Context<AppEnv>, input: T): T {
  return {
    ...input,
    images: input.images.map((image) => ({ ...image, url: storedUploadUrl(c, image.url) })),
  };
}

/** Club news of the tab 'Vereins-News' (club-management §2, §4, §5). */
export function manageNewsRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/news",
      operationId: "listManagedNews",
      security: PERSON_OR_KEY,
      tags: ["Vereinsverwaltung"],
      summary: "Alle Beiträge des Vereins inkl. Entwürfe, neueste zuerst, mit Bildern",
      request: { params: clubParams },
      responses: { 200: jsonAnswer(manageNewsListResponseSchema, "{ news }"), ...errors },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "member");
      return c.json(
        { news: await listManageNews(c.var.deps.db, { clubId }) } satisfies ManageNewsListResponse,
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/clubs/{clubId}/news",
      operationId: "createNews",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Beitrag erstellen (Bilder in der Reihenfolge des Arrays)",
      request: {
        params: clubParams,
        body: jsonBody(newsPostSchema),
      },
      responses: { 201: jsonAnswer(manageNewsResponseSchema, "{ news }"), ...errors },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      await requireClubRole(c, clubId, "news");
      const input = withStoredImageUrls(c, c.req.valid("json"));
      await checkNewsImages(
        c,
        input.images.map((i) => i.url),
        new Set(),
      );
      const { db } = c.var.deps;
      const id = await db.transaction(async (tx) => {
        const [post] = await tx
          .insert(clubNews)
          .values({
            clubId,
            title: input.title,
            content: input.content,
            isPublished: input.isPublished,
            publishedAt: input.isPublished ? new Date() : null,
          })
          .returning({ id: clubNews.id });
        if (!post) throw new Error("news insert returned no row");
        if (input.images.length > 0) {
          await tx.insert(clubNewsImages).values(
            input.images.map((image, index) => ({
              newsId: post.id,
              imageUrl: image.url,
              caption: image.caption,
              sortOrder: index,
            })),
          );
        }
        return post.id;
      });
      return c.json({ news: await onePost(db, id) } satisfies ManageNewsResponse, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/news/{id}",
      operationId: "updateNews",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary:
        "Beitrag speichern: veröffentlicht → published_at jetzt, sonst bleibt es; ohne isPublished bleibt der Status, ohne images bleiben die Bilder; aus images weggelassene Bilder werden gelöscht",
      request: {
        params: idParams,
        body: jsonBody(newsPostSchema),
      },
      responses: { 200: jsonAnswer(manageNewsResponseSchema, "{ news }"), ...errors },
    }),
    async (c) => {
      const { id } = await requireOwnedRow(c, c.req.valid("param").id, NEWS_NOT_FOUND, newsClub, "news");
      const input = withStoredImageUrls(c, c.req.valid("json"));
      // Left out, the publish state and the images stay as they are.
      const sent = await sentFields(c, input);
      const { db } = c.var.deps;
      const removed = await db.transaction(async (tx) => {
        const [post] = await tx
          .select({ id: clubNews.id })
          .from(clubNews)
          .where(eq(clubNews.id, id))
          .for("update");
        if (!post) throw notFound(NEWS_NOT_FOUND);
        const existing = await tx
          .select({ id: clubNewsImages.id, url: clubNewsImages.imageUrl })
          .from(clubNewsImages)
          .where(eq(clubNewsImages.newsId, id));
        const existingByUrl = new Map(existing.map((image) => [image.url, image.id]));
        const { images } = sent;
        if (images) {
          await checkNewsImages(
            c,
            images.map((i) => i.url),
            new Set(existingByUrl.keys()),
          );
        }
        // Spec §4: saving with the publish flag sets published_at to now; otherwise it is kept.
        await tx
          .update(clubNews)
          .set({
            title: input.title,
            content: input.content,
            ...(sent.isPublished === undefined ? {} : { isPublished: sent.isPublished }),
            ...(sent.isPublished ? { publishedAt: new Date() } : {}),
            updatedAt: new Date(),
          })
          .where(eq(clubNews.id, id));
        if (!images) return [];
        const keep = new Set(images.map((i) => i.url));
        const gone = existing.filter((image) => !keep.has(image.url));
        if (gone.length > 0) {
          await tx.delete(clubNewsImages).where(
            inArray(
              clubNewsImages.id,
              gone.map((g) => g.id),
            ),
          );
        }
        // Every remaining image is rewritten with its position; new ones are added.
        for (const [index, image] of images.entries()) {
          const imageId = existingByUrl.get(image.url);
          if (imageId) {
            await tx
              .update(clubNewsImages)
              .set({ caption: image.caption, sortOrder: index })
              .where(eq(clubNewsImages.id, imageId));
          } else {
            await tx
              .insert(clubNewsImages)
              .values({ newsId: id, imageUrl: image.url, caption: image.caption, sortOrder: index });
          }
        }
        return gone.map((g) => g.url);
      });
      await removeUnusedImages(c.var.deps, removed);
      return c.json({ news: await onePost(db, id) } satisfies ManageNewsResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/news/{id}/toggle-publish",
      operationId: "toggleNewsPublished",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Veröffentlichen (published_at jetzt) oder zurückziehen (published_at null)",
      request: { params: idParams },
      responses: { 200: jsonAnswer(manageNewsResponseSchema, "{ news }"), ...errors },
    }),
    async (c) => {
      const { id } = await requireOwnedRow(c, c.req.valid("param").id, NEWS_NOT_FOUND, newsClub, "news");
      const { db } = c.var.deps;
      await db.transaction(async (tx) => {
        const [post] = await tx
          .select({ isPublished: clubNews.isPublished })
          .from(clubNews)
          .where(eq(clubNews.id, id))
          .for("update");
        if (!post) throw notFound(NEWS_NOT_FOUND);
        const isPublished = !post.isPublished;
        await tx
          .update(clubNews)
          .set({ isPublished, publishedAt: isPublished ? new Date() : null, updatedAt: new Date() })
          .where(eq(clubNews.id, id));
      });
      return c.json({ news: await onePost(db, id) } satisfies ManageNewsResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/news/{id}",
      operationId: "deleteNews",
      security: PEOPLE_ONLY,
      tags: ["Vereinsverwaltung"],
      summary: "Beitrag mit seinen Bildern löschen",
      request: { params: idParams },
      responses: { 200: jsonAnswer(deletedResponseSchema, "{ deleted, id }"), ...errors },
    }),
    async (c) => {
      const { id } = await requireOwnedRow(c, c.req.valid("param").id, NEWS_NOT_FOUND, newsClub, "news");
      const { db } = c.var.deps;
      const urls = await db.transaction(async (tx) => {
        const images = await tx
          .select({ url: clubNewsImages.imageUrl })
          .from(clubNewsImages)
          .where(eq(clubNewsImages.newsId, id));
        const deleted = await tx.delete(clubNews).where(eq(clubNews.id, id)).returning({ id: clubNews.id });
        if (deleted.length === 0) throw notFound(NEWS_NOT_FOUND);
        return images.map((i) => i.url);
      });
      await removeUnusedImages(c.var.deps, urls);
      return c.json({ deleted: true as const, id } satisfies DeletedResponse, 200);
    },
  );

  return app;
}
