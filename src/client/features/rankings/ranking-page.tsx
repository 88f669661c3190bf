import { useQuery } from "@tanstack/react-query";
import { Goal, Handshake, ListOrdered, RectangleVertical } from "lucide-react";
import { useSearchParams } from "react-router";
import { rankingPageTitle, titledTableOf } from "#shared/rankings/ranking-title.ts";
import { tablePath } from "#shared/rankings/table-address.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { useAddressTab } from "../../lib/use-address-tab.ts";
import { usePrefetchWhenIdle } from "../../ui/on-demand.ts";
import { Container, PageHeader } from "../../ui/page.tsx";
import { onDemand, PartOnDemand } from "../../ui/part-on-demand.tsx";
import { ShareButton } from "../../ui/share-button.tsx";
import { LoadingState } from "../../ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { rankingLeaguesQueryOptions } from "./api.ts";
import { leagueTableTabCode } from "./league-table-tab-code.ts";
import { PlayerRankingList } from "./player-ranking-list.tsx";
import { RANKING_TABS } from "./ranking-page-tabs.ts";
import { seasonParamOf, shownTableOf } from "./ranking-params.ts";

// Not open at first: its code loads when opened (part-on-demand.tsx).
const leagueTableTab = onDemand(leagueTableTabCode, (module) => module.LeagueTableTab);

/**
 * The server's title for the address (seo/table-meta.ts), kept as the choices change: a table
 * the address names, unless the season's leagues are known and its league lacks that group
 * (the server then finds no table and writes the page's own title).
 */
function useRankingTitle(): string {
  const [params] = useSearchParams();
  const table = titledTableOf(params);
  const leagues = useQuery({ ...rankingLeaguesQueryOptions(seasonParamOf(params)), enabled: table !== null });
  const groups = leagues.isPlaceholderData
    ? undefined
    : leagues.data?.leagues
        .find((l) => l.canton === table?.canton && l.league === table.league)
        ?.groups.map((g) => g.name);
  const isMissing =
    table !== null && groups !== undefined && groups.length > 0 && !groups.includes(table.group);
  return rankingPageTitle(isMissing ? null : table);
}

/**
 * The address «Teilen» passes on: the page's, completed with what the page chose where the
 * address left it open, so that whoever opens it later sees the same list or table: the season
 * (the current one changes on 1 July), and on «Tabelle» and «Fairplay» the canton, league and
 * group shown (without them, the busiest league of the day).
 */
function useSharedAddress(tab: string): string {
  const [params] = useSearchParams();
  const season = seasonParamOf(params);
  const isTable = tab === "tabelle" || tab === "fairplay";
  const leagues = useQuery({ ...rankingLeaguesQueryOptions(season), enabled: isTable });
  if (isTable && leagues.data && !leagues.isPlaceholderData) {
    const { canton, league, group } = shownTableOf(params, leagues.data.leagues, true);
    if (group !== null) return tablePath({ canton, league, group, season }, tab);
  }
  const shared = new URLSearchParams(params);
  shared.set("tab", tab);
  shared.set("saison", String(season));
  return `/ranking?${shared}`;
}

/** /ranking: Torschützen, Karten and Tabelle. The tab lives in the URL, so it can be shared. */
export function Component() {
  usePageTitle(useRankingTitle());
  const { tab, select, hrefOf } = useAddressTab(RANKING_TABS, "torschuetzen");
  const sharedAddress = useSharedAddress(tab);
  // Once the page is idle, so that opening the table rarely waits for its code.
  usePrefetchWhenIdle(leagueTableTabCode.load);

  return (
    <Container className="pb-12">
      <PageHeader
        title="Ranking"
        description="Torschützen, Karten, Tabellen und Fairplay – berechnet aus den gespielten Spielen."
        actions={
          <ShareButton title="Ranking" text="Tabellen und Ranglisten auf Tschutti" url={sharedAddress} />
        }
      />
      <Tabs value={tab} onValueChange={select}>
        {/* On a phone without the icons and with narrower sides: the four tabs fit its width,
            360 px too (with the sides of other rows it was 395 px, and «Fairplay» faded out). */}
        <TabsList
          aria-label="Ranking"
          className="max-sm:gap-0 max-sm:[&_svg]:hidden max-sm:[&>[role=tab]]:px-1.5"
        >
          <TabsTrigger value="torschuetzen" href={hrefOf("torschuetzen")}>
            <Goal aria-hidden="true" /> Torschützen
          </TabsTrigger>
          <TabsTrigger value="karten" href={hrefOf("karten")}>
            <RectangleVertical aria-hidden="true" /> Karten
          </TabsTrigger>
          <TabsTrigger value="tabelle" href={hrefOf("tabelle")}>
            <ListOrdered aria-hidden="true" /> Tabelle
          </TabsTrigger>
          <TabsTrigger value="fairplay" href={hrefOf("fairplay")}>
            <Handshake aria-hidden="true" /> Fairplay
          </TabsTrigger>
        </TabsList>
        <TabsContent value="torschuetzen">
          <PlayerRankingList kind="scorers" />
        </TabsContent>
        <TabsContent value="karten">
          <PlayerRankingList kind="cards" />
        </TabsContent>
        <TabsContent value="tabelle">
          <PartOnDemand
            part={leagueTableTab}
            props={{ view: "table" }}
            fallback={<LoadingState label="Lade Tabelle..." />}
          />
        </TabsContent>
        <TabsContent value="fairplay">
          <PartOnDemand
            part={leagueTableTab}
            props={{ view: "fairplay" }}
            fallback={<LoadingState label="Lade Tabelle..." />}
          />
        </TabsContent>
      </Tabs>
    </Container>
  );
}
