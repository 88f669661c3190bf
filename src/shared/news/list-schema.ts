import { z } from "zod";
import { NEWS_LIST_LIMIT } from "../constants.ts";

// Query of the public news list (spec: public-and-accounts §2 'News', §7 club_news).

export const NEWS_SEARCH_MAX = 100;

const clubIdList = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(",").filter(Boolean) : undefined))
  .pipe(
    z
      .array(z.uuid({ error: "Ungültige Vereins-ID" }))
      .max(200, "Zu viele Vereine")
      .optional(),
  );

export const newsListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(NEWS_SEARCH_MAX, `Der Suchbegriff darf höchstens ${NEWS_SEARCH_MAX} Zeichen lang sein`)
    .optional()
    .transform((v) => v ?? ""),
  limit: z.coerce
    .number({ error: "Ungültige Anzahl" })
    .int("Ungültige Anzahl")
    .min(1, "Ungültige Anzahl")
    .max(NEWS_LIST_LIMIT, `Höchstens ${NEWS_LIST_LIMIT} News auf einmal`)
    .default(NEWS_LIST_LIMIT),
  clubIds: clubIdList,
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;
