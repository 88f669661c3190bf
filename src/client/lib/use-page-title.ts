import { useEffect } from "react";

export const SITE_TITLE = "Tschutti – Amateurfussball Schweiz";

/** The tab title, page first: "FC Seeblick – Tschutti". Without a title (still loading) the site's. */
export function pageTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} – Tschutti` : SITE_TITLE;
}

/** Keeps document.title on the page being shown, so tabs, history and screen readers name it. */
export function usePageTitle(title: string | null | undefined): void {
  const text = pageTitle(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
