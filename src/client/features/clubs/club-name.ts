/** Spec §2: a club without a name is shown as 'Unbenannter Verein'. */
export const UNNAMED_CLUB = "Unbenannter Verein";

export function clubDisplayName(name: string | null | undefined): string {
  return name?.trim() || UNNAMED_CLUB;
}
