import { Goal, Handshake, ListOrdered, RectangleVertical } from "lucide-react";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Container, PageHeader } from "../../ui/page.tsx";
import { ShareButton } from "../../ui/share-button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { LeagueTableTab } from "./league-table-tab.tsx";
import { PlayerRankingList } from "./player-ranking-list.tsx";

const TABS = ["torschuetzen", "karten", "tabelle", "fairplay"] as const;
type RankingTab = (typeof TABS)[number];

function isRankingTab(value: string | null): value is RankingTab {
  return TABS.includes(value as RankingTab);
}

/** /ranking: Torschützen, Karten and Tabelle. The tab lives in the URL, so it can be shared. */
export function Component() {
  const [params, setParams] = useSearchParams();
  usePageTitle("Ranking");
  const requested = params.get("tab");
  const tab: RankingTab = isRankingTab(requested) ? requested : "torschuetzen";

  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", value);
        return next;
      },
      { replace: true },
    );

  return (
    <Container className="pb-12">
      <PageHeader
        title="Ranking"
        description="Torschützen, Karten, Tabellen und Fairplay – berechnet aus den gespielten Spielen."
        actions={<ShareButton title="Ranking" text="Tabellen und Ranglisten auf Tschutti" />}
      />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Ranking">
          <TabsTrigger value="torschuetzen">
            <Goal aria-hidden="true" /> Torschützen
          </TabsTrigger>
          <TabsTrigger value="karten">
            <RectangleVertical aria-hidden="true" /> Karten
          </TabsTrigger>
          <TabsTrigger value="tabelle">
            <ListOrdered aria-hidden="true" /> Tabelle
          </TabsTrigger>
          <TabsTrigger value="fairplay">
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
