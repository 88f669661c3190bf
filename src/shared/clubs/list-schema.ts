import { z } from "zod";

// Query of the public club list (spec: public-and-accounts §2 'Vereine'). The search is a
// set of words found in the club name in any order, umlauts folded (ü = u = ue); pages keep the list fast with many clubs.

export const CLUB_PAGE_SIZE_DEFAULT = 24;
export const CLUB_PAGE_SIZE_MAX = 100;
export const CLUB_SEARCH_MAX = 100;

export const clubListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(CLUB_SEARCH_MAX, `Der Suchbegriff darf höchstens ${CLUB_SEARCH_MAX} Zeichen lang sein`)
    .optional()
    .transform((v) => v ?? ""),
  page: z.coerce
    .number({ error: "Ungültige Seitenzahl" })
    .int("Ungültige Seitenzahl")
    .min(1, "Ungültige Seitenzahl")
    .max(100_000, "Ungültige Seitenzahl")
    .default(1),
  pageSize: z.coerce
    .number({ error: "Ungültige Seitengrösse" })
    .int("Ungültige Seitengrösse")
    .min(1, "Ungültige Seitengrösse")
    .max(CLUB_PAGE_SIZE_MAX, `Höchstens ${CLUB_PAGE_SIZE_MAX} Vereine pro Seite`)
    .default(CLUB_PAGE_SIZE_DEFAULT),
});
export type ClubListQuery = z.input<typeof clubListQuerySchema>;
