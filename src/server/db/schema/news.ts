import { desc } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { clubs } from "./clubs.ts";
import { foldSql } from "./sql-lists.ts";

export const clubNews = pgTable(
  "club_news",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** Title and text in search spelling (foldSearchText), kept by PostgreSQL. */
    searchText: text("search_text").notNull().generatedAlwaysAs(foldSql("title || ' ' || content")),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("club_news_club_idx").on(t.clubId, desc(t.createdAt)),
    index("club_news_published_idx").on(t.isPublished, desc(t.publishedAt)),
  ],
);

export const clubNewsImages = pgTable(
  "club_news_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    newsId: uuid("news_id")
      .notNull()
      .references(() => clubNews.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    caption: text("caption"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("club_news_images_news_idx").on(t.newsId, t.sortOrder)],
);
