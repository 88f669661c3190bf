import { z } from "zod";
import { count, exactly, id, isoDate, text } from "../response-schema.ts";
import type {
  ManageNewsListResponse,
  ManageNewsPost,
  ManageNewsResponse,
  NewsDetail,
  NewsListResponse,
  NewsPageResponse,
  NewsPreview,
  NewsResponse,
} from "./types.ts";

// The public news answers as zod schemas (OpenAPI), each exactly its response type.

export const newsPreviewSchema = exactly<NewsPreview>()(
  z.object({
    id,
    clubId: id,
    clubName: z.string(),
    clubLogoUrl: text,
    title: z.string(),
    content: z.string(),
    publishedAt: isoDate.nullable(),
    imageUrl: text,
    imageCaption: text,
  }),
);

export const newsDetailSchema = exactly<NewsDetail>()(
  z.object({
    id,
    clubId: id,
    clubName: z.string(),
    clubLogoUrl: text,
    title: z.string(),
    content: z.string(),
    publishedAt: isoDate.nullable(),
    updatedAt: isoDate,
    images: z.array(z.object({ id, imageUrl: z.string(), caption: text, sortOrder: count })),
  }),
);

export const newsListResponseSchema = exactly<NewsListResponse>()(
  z.object({ news: z.array(newsPreviewSchema) }),
);
export const newsPageResponseSchema = exactly<NewsPageResponse>()(
  z.object({ news: z.array(newsPreviewSchema), nextCursor: z.string().nullable() }),
);
export const newsResponseSchema = exactly<NewsResponse>()(z.object({ news: newsDetailSchema }));

const manageNewsPostSchema = exactly<ManageNewsPost>()(
  z.object({
    id,
    clubId: id,
    title: z.string(),
    content: z.string(),
    isPublished: z.boolean(),
    publishedAt: isoDate.nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
    images: z.array(z.object({ id, url: z.string(), caption: text, sortOrder: count })),
  }),
);
export const manageNewsListResponseSchema = exactly<ManageNewsListResponse>()(
  z.object({ news: z.array(manageNewsPostSchema) }),
);
export const manageNewsResponseSchema = exactly<ManageNewsResponse>()(
  z.object({ news: manageNewsPostSchema }),
);
