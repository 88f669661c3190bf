import { codePart } from "../../lib/code-part.ts";
import { RANKING_TABLE_TABS } from "./ranking-page-tabs.ts";

// The 'Tabelle' and 'Fairplay' tabs are not open at first (the page opens on 'Torschützen'):
// their code (the selectors, the table, the fair-play table) loads when one is opened, and on
// the server with the page's data when the address opens one (loaders.ts).
export const leagueTableTabCode = codePart(
  () => import("./league-table-tab.tsx"),
  (params) => RANKING_TABLE_TABS.some((tab) => tab === params.get("tab")),
);
