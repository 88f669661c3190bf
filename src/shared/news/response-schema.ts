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
    content: z.string().meta({
      description:
        "Der ganze Text, ungekürzt (die Vorschau kürzt du selbst); reiner Text, Absätze durch Zeilenumbrüche getrennt.",
    }),
    publishedAt: isoDate.nullable().meta({
      description:
        "Zeitpunkt der Veröffentlichung (UTC); bei öffentlichen Beiträgen immer gesetzt. Die Liste ist danach geordnet, neueste zuerst.",
    }),
    imageUrl: text.meta({ description: "Das erste Bild des Beitrags; null ohne Bild." }),
    imageCaption: text.meta({ description: "Bildlegende des ersten Bilds; null ohne." }),
  }),
);

export const newsDetailSchema = exactly<NewsDetail>()(
  z.object({
    id,
    clubId: id,
    clubName: z.string(),
    clubLogoUrl: text,
    title: z.string(),
    content: z.string().meta({ description: "Reiner Text, Absätze durch Zeilenumbrüche getrennt." }),
    publishedAt: isoDate.nullable().meta({
      description: "Zeitpunkt der Veröffentlichung (UTC); bei öffentlichen Beiträgen immer gesetzt.",
    }),
    updatedAt: isoDate.meta({
      description: "Letzte Bearbeitung oder Veröffentlichung (UTC), z. B. für dateModified.",
    }),
    images: z
      .array(
        z.object({
          id,
          imageUrl: z.string(),
          caption: text,
          sortOrder: count.meta({
            description: "Reihenfolge, kleinste zuerst; das erste ist das Titelbild.",
          }),
        }),
      )
      .meta({ description: "Alle Bilder in ihrer Reihenfolge (schon nach sortOrder geordnet)." }),
  }),
);

export const newsListResponseSchema = exactly<NewsListResponse>()(
  z.object({ news: z.array(newsPreviewSchema) }),
);
export const newsPageResponseSchema = exactly<NewsPageResponse>()(
  z.object({
    news: z.array(newsPreviewSchema),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: "Für die nächste Seite als after= mitschicken; null auf der letzten Seite." }),
  }),
);
export const newsResponseSchema = exactly<NewsResponse>()(z.object({ news: newsDetailSchema }));

const manageNewsPostSchema = exactly<ManageNewsPost>()(
  z.object({
    id,
    clubId: id,
    title: z.string(),
    content: z.string(),
    isPublished: z.boolean().meta({ description: "false: Entwurf, nur im Verwaltungsbereich sichtbar." }),
    publishedAt: isoDate.nullable().meta({
      description:
        "Zeitpunkt der (letzten) Veröffentlichung (UTC); null bei einem Entwurf oder zurückgezogenen Beitrag.",
    }),
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
