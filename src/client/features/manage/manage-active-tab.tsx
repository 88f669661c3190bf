import { lazy, Suspense } from "react";
import type { ManageTabKey } from "#shared/members/manage-areas.ts";
import { TabHeader } from "../../ui/crud/tab-header.tsx";
import { LoadingState } from "../../ui/skeleton.tsx";
import { ManageBoardTab } from "../board/manage-board-tab.tsx";
import { ManageClubTab } from "../clubs/manage-club-tab.tsx";
import { ManageCoachesTab } from "../coaches/manage-coaches-tab.tsx";
import { ManageNewsTab } from "../news/manage-news-tab.tsx";
import { ManagePlayersTab } from "../players/manage-players-tab.tsx";
import { ManageTeamsTab } from "../teams/manage-teams-tab.tsx";
import type { ManageTab } from "./manage-tabs.ts";

// The heavier areas (schedule, live ticker, members, widgets) load as their own chunks.
const ManageScheduleTab = lazy(() =>
  import("../matches/manage-schedule-tab.tsx").then((m) => ({ default: m.ManageScheduleTab })),
);
const ManageWidgetsTab = lazy(() =>
  import("../widgets/manage-widgets-tab.tsx").then((m) => ({ default: m.ManageWidgetsTab })),
);
const ManageLiveTab = lazy(() =>
  import("../live/manage-live-tab.tsx").then((m) => ({ default: m.ManageLiveTab })),
);
const MembersTab = lazy(() => import("../members/members-tab.tsx").then((m) => ({ default: m.MembersTab })));

/** The area of the club management that the URL names, each from its own domain folder. */
export function ActiveTab({
  tab,
  clubId,
  tabs,
  tabPath,
}: {
  tab: ManageTabKey;
  clubId: string;
  /** The tabs this person may use here. */
  tabs: readonly ManageTab[];
  /** A tab's address in this club. */
  tabPath: (key: ManageTabKey) => string;
}) {
  switch (tab) {
    case "club":
      return <ManageClubTab clubId={clubId} />;
    case "teams":
      return <ManageTeamsTab clubId={clubId} />;
    case "coaches":
      return <ManageCoachesTab clubId={clubId} teamsPath={tabPath("teams")} />;
    case "players":
      return <ManagePlayersTab clubId={clubId} />;
    case "board-members":
      return <ManageBoardTab clubId={clubId} />;
    case "news":
      return <ManageNewsTab clubId={clubId} />;
    case "schedule":
      return (
        // The tab's header is its own: its actions (import, new match) need its state.
        <Suspense
          fallback={
            <>
              <TabHeader title="Spielplan" />
              <LoadingState label="Spielplan wird geladen…" />
            </>
          }
        >
          <ManageScheduleTab
            clubId={clubId}
            // Offered to whoever has the live-ticker tab, by the rule that shows the tab.
            liveTickerPath={tabs.some((t) => t.key === "live-ticker") ? tabPath("live-ticker") : undefined}
          />
        </Suspense>
      );
    case "live-ticker":
      return (
        <>
          <TabHeader title="Live-Ticker" />
          <Suspense fallback={<LoadingState label="Live-Ticker wird geladen…" />}>
            <ManageLiveTab clubId={clubId} />
          </Suspense>
        </>
      );
    case "members":
      return (
        <Suspense fallback={<LoadingState label="Mitglieder werden geladen…" />}>
          <MembersTab clubId={clubId} />
        </Suspense>
      );
    case "widgets":
      return (
        <>
          <TabHeader title="Widgets" description="Tschutti auf deiner Vereins-Website" />
          <Suspense fallback={<LoadingState label="Widgets werden geladen…" />}>
            <ManageWidgetsTab clubId={clubId} />
          </Suspense>
        </>
      );
  }
}
