import path from "node:path";
import type { Plugin } from "vite";
import { expect, it } from "vitest";
import type { RoutePreloadApi, TabPart } from "../../../build/route-preload.ts";
import config from "../../../vite.config.ts";
import { clubOtherTabsCode } from "../features/clubs/club-other-tabs-code.ts";
import { CLUB_TABS } from "../features/clubs/club-page-tabs.ts";
import { leagueTableTabCode } from "../features/rankings/league-table-tab-code.ts";
import { RANKING_TABS } from "../features/rankings/ranking-page-tabs.ts";

// A tab whose code is apart is preloaded in the head of an address that opens it, from the list
// the build is given (vite.config.ts); the page's loader and its hydration load the code for the
// tabs its code part names (isShownAt). A tab renamed in one and not the other was not caught:
// the page then hydrated without the tab's code, or the head preloaded a tab that is not there.

const ROOT = path.resolve(import.meta.dirname, "../../..");

const PAGES = [
  {
    page: "vereine/:clubId",
    tabs: CLUB_TABS,
    part: clubOtherTabsCode,
    module: "src/client/features/clubs/club-other-tabs.tsx",
  },
  {
    page: "ranking",
    tabs: RANKING_TABS,
    part: leagueTableTabCode,
    module: "src/client/features/rankings/league-table-tab.tsx",
  },
];

function buildTabParts(): readonly TabPart[] {
  const plugin = (config.plugins ?? [])
    .flat()
    .find(
      (p): p is Plugin<RoutePreloadApi> =>
        typeof p === "object" && p !== null && "name" in p && p.name === "tschutti-route-preload",
    );
  if (!plugin?.api) throw new Error("vite.config.ts has no route preload plugin");
  return plugin.api.tabParts;
}

it("the build preloads the code of exactly the tabs whose code part the page's address opens", () => {
  const built = buildTabParts();
  expect(built.map((part) => part.page)).toEqual(PAGES.map((page) => page.page));
  for (const page of PAGES) {
    const shown = page.tabs.filter((tab) => page.part.isShownAt(new URLSearchParams({ tab })));
    const part = built.find((p) => p.page === page.page);
    expect(shown.length, page.page).toBeGreaterThan(0);
    expect(part?.tabs, page.page).toEqual(shown);
    expect(part?.module, page.page).toBe(path.join(ROOT, page.module));
  }
});
