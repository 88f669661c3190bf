// The ranking page's tabs as its address names them (?tab=), once for the page, its loader, the
// code part of the tabs whose code is apart and the build, which preloads that code in the head of
// an address that opens one (vite.config.ts imports this module: no React, no imports).

/** Every tab, in order; the first is open at first. */
export const RANKING_TABS = ["torschuetzen", "karten", "tabelle", "fairplay"] as const;

export type RankingTab = (typeof RANKING_TABS)[number];

/** The tabs whose code is apart (league-table-tab.tsx): not open at first, loaded when opened. */
export const RANKING_TABLE_TABS: readonly RankingTab[] = ["tabelle", "fairplay"];
