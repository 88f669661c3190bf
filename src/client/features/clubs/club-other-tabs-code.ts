import { codePart } from "../../lib/code-part.ts";
import { CLUB_OTHER_TABS } from "./club-page-tabs.ts";

// The news, board and contact tabs are not open at first (a club page opens on its teams): their
// code loads when one is opened, and on the server with the page's data when the address opens
// one (loaders.ts).
export const clubOtherTabsCode = codePart(
  () => import("./club-other-tabs.tsx"),
  (params) => CLUB_OTHER_TABS.some((tab) => tab === params.get("tab")),
);
