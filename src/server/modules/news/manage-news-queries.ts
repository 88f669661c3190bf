import { asc, desc, eq, inArray } from "drizzle-orm";
import type { ManageNewsImage, ManageNewsPost } from "#shared/news/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubNews, clubNewsImages } from "../../db/schema/index.ts";

/** Posts of a club (drafts included) or one post, newest created first, each with its images in order. */
export async function listManageNews(
  db: DbOrTx,
  by: { clubId: string } | { newsId: string },
): Promise<ManageNewsPost[]> {
  const posts = await db
    .select({
      id: clubNews.id,
      clubId: clubNews.clubId,
      title: clubNews.title,
      content: clubNews.content,
      isPublished: clubNews.isPublished,
      publishedAt: clubNews.publishedAt,
      createdAt: clubNews.createdAt,
      updatedAt: clubNews.updatedAt,
    })
    .from(clubNews)
    .where("clubId" in by ? eq(clubNews.clubId, by.clubId) : eq(clubNews.id, by.newsId))
    .orderBy(desc(clubNews.createdAt), desc(clubNews.id));
  if (posts.length === 0) return [];
  const images = await db
    .select({
      id: clubNewsImages.id,
      newsId: clubNewsImages.newsId,
      url: clubNewsImages.imageUrl,
      caption: clubNewsImages.caption,
      sortOrder: clubNewsImages.sortOrder,
    })
    .from(clubNewsImages)
    .where(
      inArray(
        clubNewsImages.newsId,
        posts.map((p) => p.id),
      ),
    )
    .orderBy(asc(clubNewsImages.sortOrder), asc(clubNewsImages.id));
  const byPost = new Map<string, ManageNewsImage[]>();
  for (const { newsId, ...image } of images) {
    const list = byPost.get(newsId) ?? [];
    list.push(image);
    byPost.set(newsId, list);
  }
  return posts.map((post) => ({
    ...post,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    images: byPost.get(post.id) ?? [],
  }));
}
