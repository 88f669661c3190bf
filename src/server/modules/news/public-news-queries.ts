import { and, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { ListCursor } from "#shared/list-cursor.ts";
import type { NewsDetail, NewsPreview } from "#shared/news/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { ReadDeclaration } from "../../db/declared-read.ts";
import { isoSql, jsonObjectSql, parseJsonText } from "../../db/json-sql.ts";
import { afterSql, cursorSql, EMPTY_PAGE, type ListPage, pageOf } from "../../db/list-page.ts";
import { clubNews, clubNewsImages, clubs } from "../../db/schema/index.ts";

/** What every public read of news here depends on. */
export const PUBLISHED_NEWS_READ: ReadDeclaration = { tables: [clubNews, clubNewsImages, clubs] };

import { matchesSearch } from "../../db/search-sql.ts";

export interface PublishedNewsFilter {
  search?: string;
  clubIds?: string[] | undefined;
  limit: number;
  /** Only the posts after this one (the next page). */
  after?: ListCursor | undefined;
}

/**
 * What the public may read: published posts only (drafts stay with their club). The sitemap lists
 * articles by the same condition, so it never names a page that answers 404.
 */
export const publicNewsSql = and(eq(clubNews.isPublished, true), isNotNull(clubNews.publishedAt));

// The post's first image (lowest sort order), looked up inside the row's JSON: PostgreSQL
// evaluates it for the page's rows only, after the sort and the limit.
const firstImage = sql`(select i.image_url, i.caption from ${clubNewsImages} i
  where i.news_id = ${clubNews.id} order by i.sort_order, i.id limit 1) first_image`;

/**
 * Published news, newest published first (ties by id), each with its club and its first image
 * (lowest sort order), as a JSON array of NewsPreview (text, ready for a response body:
 * PostgreSQL writes each post's JSON, Node passes it on), and where the next page begins.
 * Search finds every word (folded, any order) in title or text.
 */
export async function listPublishedNewsPage(
  db: DbOrTx,
  filter: PublishedNewsFilter,
): Promise<ListPage<NewsPreview>> {
  const conditions: SQL[] = [publicNewsSql as SQL];
  if (filter.clubIds) {
    if (filter.clubIds.length === 0) return EMPTY_PAGE;
    conditions.push(inArray(clubNews.clubId, filter.clubIds));
  }
  if (filter.search) {
    conditions.push(matchesSearch(sql`${clubNews.searchText}`, filter.search));
  }
  if (filter.after) conditions.push(afterSql(clubNews.publishedAt, clubNews.id, filter.after, true));
  const rows = await db
    .select({
      json: sql<string>`${jsonObjectSql(
        {
          id: clubNews.id,
          clubId: clubNews.clubId,
          clubName: clubs.clubName,
          clubLogoUrl: clubs.clubLogoUrl,
          title: clubNews.title,
          content: clubNews.content,
          publishedAt: isoSql(clubNews.publishedAt),
          imageUrl: sql`first_image.image_url`,
          imageCaption: sql`first_image.caption`,
        },
        firstImage,
      )}::text`,
      cursor: cursorSql(clubNews.publishedAt, clubNews.id),
    })
    .from(clubNews)
    .innerJoin(clubs, eq(clubs.id, clubNews.clubId))
    .where(and(...conditions))
    .orderBy(desc(clubNews.publishedAt), desc(clubNews.id))
    .limit(filter.limit + 1);
  return pageOf<NewsPreview>(rows, filter.limit);
}

/** listPublishedNewsPage's posts as objects. */
export async function listPublishedNews(db: DbOrTx, filter: PublishedNewsFilter): Promise<NewsPreview[]> {
  return parseJsonText((await listPublishedNewsPage(db, filter)).json);
}

/** One published article with its club and all images in their order; null for a draft. */
export async function findPublishedNews(db: DbOrTx, id: string): Promise<NewsDetail | null> {
  // The images come along as one JSON array: the article is one round trip, not two.
  const [row] = await db
    .select({
      id: clubNews.id,
      clubId: clubNews.clubId,
      clubName: clubs.clubName,
      clubLogoUrl: clubs.clubLogoUrl,
      title: clubNews.title,
      content: clubNews.content,
      publishedAt: clubNews.publishedAt,
      updatedAt: clubNews.updatedAt,
      images: sql<NewsDetail["images"]>`(
        select coalesce(json_agg(json_build_object(
                 'id', i.id, 'imageUrl', i.image_url, 'caption', i.caption, 'sortOrder', i.sort_order)
               order by i.sort_order, i.id), '[]'::json)
        from ${clubNewsImages} i where i.news_id = ${clubNews.id})`,
    })
    .from(clubNews)
    .innerJoin(clubs, eq(clubs.id, clubNews.clubId))
    .where(and(eq(clubNews.id, id), publicNewsSql))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
