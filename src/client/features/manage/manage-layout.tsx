import { Menu } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import type { MyClub } from "#shared/account/types.ts";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import type { ManageTabKey } from "#shared/members/manage-areas.ts";
import { ClubLogo } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { Container } from "../../ui/page.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../ui/sheet.tsx";
import { useOpenRequestCount } from "../matches/use-open-request-count.ts";
import { ClubSwitcher } from "./club-switcher.tsx";
import { ActiveTab } from "./manage-active-tab.tsx";
import { FIRST_MANAGE_TAB, type ManageTab } from "./manage-tabs.ts";

// The frame of the club management: the club's header (with the choice of club for a person in
// several), the menu of areas (a sheet on phones, a sticky column from md up) and the active area.

/** The page frame around the active area of the club management. */
export function ManageLayout({
  club,
  clubs,
  active,
  tabs,
  tabPath,
}: {
  /** The club shown. */
  club: MyClub;
  /** Every club of the person: with more than one, the header lets them switch. */
  clubs: readonly MyClub[];
  active: ManageTabKey;
  tabs: ManageTab[];
  /** A tab's address in this club. */
  tabPath: (key: ManageTabKey) => string;
}) {
  const clubId = club.id;
  const [isMenuOpen, setMenuOpen] = useState(false);
  const openRequests = useOpenRequestCount(clubId);
  const activeTab = tabs.find((t) => t.key === active) ?? FIRST_MANAGE_TAB;
  const ActiveIcon = activeTab.icon;
  const displayName = clubDisplayName(club.clubName);

  return (
    <Container className="py-6 sm:py-8">
      <header className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-4">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <ClubLogo name={displayName} src={club.clubLogoUrl} size="lg" decorative />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-brand-700">Vereinsverwaltung</p>
            <h1 className="text-2xl font-extrabold tracking-tight text-balance text-gray-900 sm:text-3xl">
              {displayName}
            </h1>
          </div>
        </div>
        {clubs.length > 1 ? (
          <ClubSwitcher club={club} clubs={clubs} active={active} className="w-full sm:w-72" />
        ) : null}
      </header>

      <div className="mb-4 md:hidden">
        <Button
          variant="outline"
          className="w-full"
          onClick={() => setMenuOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
        >
          <span className="flex w-full items-center justify-between gap-2">
            <span className="flex items-center gap-2">
              <ActiveIcon aria-hidden="true" />
              {activeTab.label}
            </span>
            <span className="flex items-center gap-1 font-medium text-gray-600">
              <Menu aria-hidden="true" />
              Bereiche
              {openRequests > 0 && active !== "schedule" ? (
                <Badge variant="warning">
                  {openRequests}
                  <span className="sr-only">
                    {" "}
                    {openRequests === 1 ? "offene Anfrage" : "offene Anfragen"}
                  </span>
                </Badge>
              ) : null}
            </span>
          </span>
        </Button>
        <Sheet open={isMenuOpen} onOpenChange={setMenuOpen}>
          <SheetContent side="left">
            <SheetHeader>
              <SheetTitle>Vereinsverwaltung</SheetTitle>
              <SheetDescription>Bereich wählen</SheetDescription>
            </SheetHeader>
            <ManageMenu
              clubId={clubId}
              tabs={tabs}
              active={active}
              tabPath={tabPath}
              onNavigate={() => setMenuOpen(false)}
            />
          </SheetContent>
        </Sheet>
      </div>

      <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="hidden md:block">
          <div className="sticky top-20 rounded-xl border border-gray-200 bg-white p-2 shadow-sm">
            <ManageMenu clubId={clubId} tabs={tabs} active={active} tabPath={tabPath} />
          </div>
        </aside>
        <section aria-labelledby="manage-tab-title" className="min-w-0">
          <ActiveTab tab={active} clubId={clubId} tabs={tabs} tabPath={tabPath} />
        </section>
      </div>
    </Container>
  );
}

function ManageMenu({
  clubId,
  tabs,
  active,
  tabPath,
  onNavigate,
}: {
  clubId: string;
  tabs: ManageTab[];
  active: ManageTabKey;
  tabPath: (key: ManageTabKey) => string;
  onNavigate?: () => void;
}) {
  // Requests of other clubs waiting for an answer are counted on 'Spielplan', where they are answered.
  const openRequests = useOpenRequestCount(clubId);
  return (
    <nav aria-label="Vereinsverwaltung">
      <ul className="flex flex-col gap-1">
        {tabs.map(({ key, label, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={tabPath(key)}
              onClick={onNavigate}
              aria-current={key === active ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors",
                key === active
                  ? "bg-brand-50 text-brand-800"
                  : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
                focusRing,
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
              {key === "schedule" && openRequests > 0 ? (
                <Badge variant="warning" className="ml-auto">
                  {openRequests}
                  <span className="sr-only">
                    {" "}
                    {openRequests === 1 ? "offene Anfrage" : "offene Anfragen"}
                  </span>
                </Badge>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
