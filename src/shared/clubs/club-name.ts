/**
 * Spec §2: a club without a name (a fresh club account has none until it fills it in) is shown
 * as 'Unbenannter Verein', on its pages as in their titles, share previews and search data.
 */
export const UNNAMED_CLUB = "Unbenannter Verein";

export function clubDisplayName(name: string | null | undefined): string {
  return name?.trim() || UNNAMED_CLUB;
}
