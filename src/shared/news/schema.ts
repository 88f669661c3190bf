import { z } from "zod";
import { addressNumberOr } from "../address-number.ts";

import { NEWS_LIST_LIMIT } from "../constants.ts";
import { INVALID_IMAGE_URL, optionalText } from "../form-fields.ts";
import { idListParam } from "../id-list-param.ts";
import { afterParamSchema } from "../list-cursor-param.ts";
import { SEARCH_TERM_MAX } from "../search/search-term.ts";
import { visibleText } from "../text/visible-text.ts";

// Create/edit dialog of the tab 'Vereins-News' (spec: club-management §4 'News post', §5 'News form').

export const NEWS_MAX_IMAGES = 20;

export const NEWS_MESSAGES = {
  title: "Bitte gib einen Titel ein",
  content: "Bitte gib den Inhalt ein",
  titleTooLong: "Der Titel darf höchstens 200 Zeichen lang sein",
  contentTooLong: "Der Inhalt darf höchstens 20000 Zeichen lang sein",
  captionTooLong: "Die Bildunterschrift darf höchstens 300 Zeichen lang sein",
  tooManyImages: `Höchstens ${NEWS_MAX_IMAGES} Bilder pro Beitrag`,
  duplicateImage: "Jedes Bild darf nur einmal im Beitrag vorkommen",
  loadFailed: "News konnten nicht geladen werden.",
  saveFailed: "Der Beitrag konnte nicht gespeichert werden.",
  deleteFailed: "Der Beitrag konnte nicht gelöscht werden.",
  toggleFailed: "Status konnte nicht geändert werden.",
  created: "Beitrag wurde erstellt",
  updated: "Beitrag wurde gespeichert",
  deleted: "Beitrag wurde gelöscht",
  published: "Beitrag wurde veröffentlicht",
  unpublished: "Beitrag ist jetzt ein Entwurf",
  // The specification's question; the dialog's title names the post, since on a phone the
  // question's sheet covers the card it was asked from.
  confirmDelete: "Möchtest du diesen Beitrag wirklich löschen?",
  deleteTitle: (title: string) => `Beitrag «${title}» löschen`,
} as const;

export const newsImageSchema = z.object({
  url: z.string({ error: INVALID_IMAGE_URL }).trim().min(1, INVALID_IMAGE_URL).max(2048, INVALID_IMAGE_URL),
  caption: optionalText(300, NEWS_MESSAGES.captionTooLong, "Die Bildunterschrift"),
});

/**
 * POST /api/manage/clubs/:clubId/news and PATCH /api/manage/news/:id. The images' order is the
 * array's order; images left out of an edit's list are deleted (an edit without the list, or
 * without isPublished, keeps them: http/sent-fields.ts).
 */
export const newsPostSchema = z.object({
  title: visibleText(
    z
      .string({ error: NEWS_MESSAGES.title })
      .trim()
      .min(1, NEWS_MESSAGES.title)
      .max(200, NEWS_MESSAGES.titleTooLong),
    { required: NEWS_MESSAGES.title, subject: "Der Titel" },
  ),
  content: visibleText(
    z
      .string({ error: NEWS_MESSAGES.content })
      .trim()
      .min(1, NEWS_MESSAGES.content)
      .max(20_000, NEWS_MESSAGES.contentTooLong),
    { required: NEWS_MESSAGES.content, subject: "Der Inhalt", multiline: true },
  ),
  isPublished: z.boolean({ error: "Ungültiger Status" }).default(false),
  images: z
    .array(newsImageSchema, { error: "Ungültige Bilder" })
    .max(NEWS_MAX_IMAGES, NEWS_MESSAGES.tooManyImages)
    .refine(
      (images) => new Set(images.map((i) => i.url)).size === images.length,
      NEWS_MESSAGES.duplicateImage,
    )
    .default([]),
});
export type NewsPostInput = z.input<typeof newsPostSchema>;
export type NewsPostValues = z.output<typeof newsPostSchema>;

// Query of the public news list (spec: public-and-accounts §2 'News', §7 club_news).

/** Most clubs one news list asks for at once (`clubIds`). */
export const NEWS_CLUB_IDS_MAX = 200;

const clubIdList = idListParam({
  name: "clubIds",
  invalid: "Ungültige Vereins-ID",
  max: NEWS_CLUB_IDS_MAX,
  tooMany: "Zu viele Vereine",
  description: "News dieser Vereine",
});

export const newsListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(SEARCH_TERM_MAX, `Der Suchbegriff darf höchstens ${SEARCH_TERM_MAX} Zeichen lang sein`)
    .optional()
    .transform((v) => v ?? "")
    .meta({ description: "Suchwörter im Titel oder Text der News." }),
  limit: addressNumberOr(
    "Ungültige Anzahl",
    z
      .number()
      .min(1, "Ungültige Anzahl")
      .max(NEWS_LIST_LIMIT, `Höchstens ${NEWS_LIST_LIMIT} News auf einmal`),
    NEWS_LIST_LIMIT,
  ).meta({ description: "Höchstens so viele News pro Seite." }),
  clubIds: clubIdList,
  after: afterParamSchema("Ungültige Fortsetzung der News-Liste"),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;
