import { useEffect } from "react";
import { pageTitle } from "#shared/page-title.ts";

/**
 * The one way a page names itself in the browser tab: `usePageTitle(club?.clubName)`.
 * Undefined while loading keeps the title the server wrote into the HTML.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(title);
  }, [title]);
}
