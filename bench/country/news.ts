import type { Sql } from "postgres";
import type { ClubRef } from "./clubs.ts";
import { openCopy } from "./copy.ts";
import { NEWS_TOPICS } from "./names.ts";
import type { Random } from "./prng.ts";

// News posts of every club over the generated seasons: most published, some drafts (which the
// public must never see), a third with one or two images.

export const NEWS_PER_CLUB = 10;

export async function writeNews(
  sql: Sql,
  rnd: Random,
  clubs: ClubRef[],
  { from, today }: { from: Date; today: Date },
): Promise<Record<string, number>> {
  const newsCopy = await openCopy(sql, "club_news", [
    "id",
    "club_id",
    "title",
    "content",
    "is_published",
    "published_at",
    "created_at",
    "updated_at",
  ]);
  const imageCopy = await openCopy(sql, "club_news_images", [
    "id",
    "news_id",
    "image_url",
    "caption",
    "sort_order",
  ]);
  const span = today.getTime() - from.getTime();
  for (const club of clubs) {
    for (let n = 0; n < NEWS_PER_CLUB; n++) {
      const id = rnd.uuid();
      const [title, lead] = rnd.pick(NEWS_TOPICS);
      const at = new Date(from.getTime() + Math.floor(rnd.next() * span));
      const published = rnd.chance(0.9);
      const content = `${lead}\n\n${lead} Weitere Informationen folgen auf unserer Vereinsseite.`;
      await newsCopy.write([id, club.id, title, content, published, published ? at : null, at, at]);
      if (rnd.chance(0.33)) {
        for (let i = 0; i < rnd.int(1, 2); i++) {
          await imageCopy.write([
            rnd.uuid(),
            id,
            `/uploads/bench/news-${id}-${i}.jpg`,
            i === 0 ? title : null,
            i,
          ]);
        }
      }
    }
  }
  return { club_news: await newsCopy.end(), club_news_images: await imageCopy.end() };
}
