import { Goal, Handshake, ListOrdered, RectangleVertical } from "lucide-react";
import { usePageTitle } from "../../app/use-page-title.ts";
import { useAddressTab } from "../../lib/use-address-tab.ts";
import { Container, PageHeader } from "../../ui/page.tsx";
import { ShareButton } from "../../ui/share-button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { LeagueTableTab } from "./league-table-tab.tsx";
import { PlayerRankingList } from "./player-ranking-list.tsx";

const TABS = ["torschuetzen", "karten", "tabelle", "fairplay"] as const;

/** /ranking: Torschützen, Karten and Tabelle. The tab lives in the URL, so it can be shared. */
export function Component() {
  usePageTitle("Ranking");
  const { tab, select, hrefOf } = useAddressTab(TABS, "torschuetzen");

  return (
    <Container className="pb-12">
      <PageHeader
        title="Ranking"
        description="Torschützen, Karten, Tabellen und Fairplay – berechnet aus den gespielten Spielen."
        actions={<ShareButton title="Ranking" text="Tabellen und Ranglisten auf Tschutti" />}
      />
      <Tabs value={tab} onValueChange={select}>
        {/* On a phone without the icons: the four tabs fit its width. */}
        <TabsList aria-label="Ranking" className="max-sm:gap-0 max-sm:[&_svg]:hidden">
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
          <LeagueTableTab view="table" />
        </TabsContent>
        <TabsContent value="fairplay">
          <LeagueTableTab view="fairplay" />
        </TabsContent>
      </Tabs>
    </Container>
  );
}
