// The club page's tabs as its address names them (?tab=), once for the page, its loader, the code
// part of the tabs whose code is apart and the build, which preloads that code in the head of an
// address that opens one (vite.config.ts imports this module: no React, no imports).

/** Every tab, in order; the first is open at first. */
export const CLUB_TABS = ["mannschaften", "news", "vorstand", "kontakt"] as const;

export type ClubTab = (typeof CLUB_TABS)[number];

/** The tabs whose code is apart (club-other-tabs.tsx): not open at first, loaded when opened. */
export const CLUB_OTHER_TABS: readonly ClubTab[] = ["news", "vorstand", "kontakt"];
