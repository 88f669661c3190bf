/** The title of a page as the browser tab and share previews show it (server and client alike). */
export function pageTitle(title: string | null | undefined): string {
  return title ? `${title} – Tschutti` : "Tschutti – Amateurfussball Schweiz";
}
