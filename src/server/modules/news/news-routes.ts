import { createRoute, z } from "@hono/zod-openapi";
import { newsListQuerySchema } from "#shared/news/schema.ts";
import type { NewsPageResponse, NewsResponse } from "#shared/news/types.ts";
import { isUuid } from "#shared/uuid.ts";
import { declaredRead } from "../../db/declared-read.ts";
import type { JsonText } from "../../db/json-sql.ts";
import { pageBody } from "../../db/list-page.ts";
import { notFound } from "../../http/errors.ts";
import { PUBLIC_ACCESS } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { findPublishedNews, listPublishedNewsPage, PUBLISHED_NEWS_READ } from "./public-news-queries.ts";

export const NEWS_NOT_FOUND = "Der gesuchte Artikel wurde nicht gefunden.";

/** Public reads of club news: only published posts, newest first. */
export function newsRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/news",
      operationId: "listNews",
      security: PUBLIC_ACCESS,
      tags: ["News"],
      summary: "Veröffentlichte News, neueste zuerst; Suche in Titel und Text, optional nach Vereinen",
      request: { query: newsListQuerySchema },
      responses: {
        200: { description: "{ news, nextCursor }: nextCursor als after= für die nächste Seite" },
        400: { description: "Ungültig" },
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      // PostgreSQL wrote each post's JSON already: the answer is passed on as text.
      const page = await declaredRead(PUBLISHED_NEWS_READ, () => listPublishedNewsPage(c.var.deps.db, query));
      const body = pageBody("news", page);
      return c.body(body satisfies JsonText<NewsPageResponse>, 200, { "content-type": "application/json" });
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/news/{id}",
      operationId: "getNews",
      security: PUBLIC_ACCESS,
      tags: ["News"],
      summary: "Ein veröffentlichter Artikel mit Bildern",
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: { description: "{ news }" }, 404: { description: NEWS_NOT_FOUND } },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const news = isUuid(id)
        ? await declaredRead(PUBLISHED_NEWS_READ, () => findPublishedNews(c.var.deps.db, id))
        : null;
      if (!news) throw notFound(NEWS_NOT_FOUND);
      return c.json({ news } satisfies NewsResponse, 200);
    },
  );

  return app;
}
