import { Download, Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Navigate, NavLink, useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../app/use-page-title.ts";
import { ClubLogo } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { TabHeader } from "../../ui/crud/tab-header.tsx";
import { Container } from "../../ui/page.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../ui/sheet.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { useMe } from "../auth/api.ts";
import { ManageBoardTab } from "../board/manage-board-tab.tsx";
import { ManageClubTab } from "../clubs/manage-club-tab.tsx";
import { ManageCoachesTab } from "../coaches/manage-coaches-tab.tsx";
import { useOpenRequestCount } from "../matches/api.ts";
import { ManageNewsTab } from "../news/manage-news-tab.tsx";
import { ManagePlayersTab } from "../players/manage-players-tab.tsx";
import { ManageTeamsTab } from "../teams/manage-teams-tab.tsx";
import { useBootstrapClub } from "./api.ts";
import {
  isManageTab,
  MANAGE_TABS,
  type ManageTab,
  type ManageTabKey,
  manageTabPath,
  tabsFor,
} from "./manage-tabs.ts";

// The schedule and live-ticker tabs belong to other features; they load as their own chunks.
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

export const ACCESS_MESSAGES = {
  noProfile: "Profilinformationen konnten nicht geladen werden. Bitte versuche es später erneut.",
  notClub: "Nur Vereine haben Zugriff auf die Vereinsverwaltung.",
  bootstrapped: "Vereinsprofil wurde erstellt. Die Seite wird neu geladen.",
  bootstrapFailed: "Fehler beim Erstellen des Vereinsprofils. Bitte versuche es später erneut.",
} as const;

/** /manage-club and /manage-club/:tab (club-management §2, §6). */
export function Component() {
  const { tab } = useParams();
  const me = useMe();
  usePageTitle("Vereinsverwaltung");

  if (me.isLoading) return <LoadingState label="Vereinsverwaltung wird geladen…" />;
  if (me.isError) return <RedirectWithToast to="/" message={ACCESS_MESSAGES.noProfile} />;
  if (!me.isSignedIn) return <Navigate to="/auth" replace />;
  if (!me.profile) return <RedirectWithToast to="/" message={ACCESS_MESSAGES.noProfile} />;
  if (!me.club) {
    if (me.isClub) return <ClubBootstrap />;
    return <RedirectWithToast to="/dashboard" message={ACCESS_MESSAGES.notClub} />;
  }
  const tabs = tabsFor(me.club);
  const first = tabs[0]?.key ?? "club";
  // An unknown tab, or one this role cannot use, falls back to the role's first tab.
  if (tab !== undefined && (!isManageTab(tab) || !tabs.some((t) => t.key === tab))) {
    return <Navigate to={manageTabPath(first)} replace />;
  }

  return (
    <ManageLayout
      clubId={me.club.id}
      clubName={me.club.clubName}
      clubLogoUrl={me.club.clubLogoUrl}
      active={tab ?? first}
      tabs={tabs}
    />
  );
}

/** Leaves the page with an error toast, once (StrictMode runs effects twice in development). */
function RedirectWithToast({ to, message }: { to: string; message: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.error(message);
    navigate(to, { replace: true });
  }, [message, navigate, to]);
  return null;
}

/** Spec §4: a club account without a club profile gets one, then the page reloads. */
function ClubBootstrap() {
  const bootstrap = useBootstrapClub();
  const started = useRef(false);
  const run = bootstrap.mutate;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run(undefined, {
      onSuccess: () => {
        toast.success(ACCESS_MESSAGES.bootstrapped);
        // A moment to read the message before the reload.
        window.setTimeout(() => window.location.reload(), 1200);
      },
      onError: () => toast.error(ACCESS_MESSAGES.bootstrapFailed),
    });
  }, [run]);

  if (bootstrap.isError) {
    return (
      <Container className="py-10">
        <ErrorState
          message={ACCESS_MESSAGES.bootstrapFailed}
          onRetry={() =>
            run(undefined, {
              onSuccess: () => {
                toast.success(ACCESS_MESSAGES.bootstrapped);
                window.setTimeout(() => window.location.reload(), 1200);
              },
              onError: () => toast.error(ACCESS_MESSAGES.bootstrapFailed),
            })
          }
          isRetrying={bootstrap.isPending}
        />
      </Container>
    );
  }
  return <LoadingState label="Vereinsprofil wird erstellt…" />;
}

function ManageLayout({
  clubId,
  clubName,
  clubLogoUrl,
  active,
  tabs,
}: {
  clubId: string;
  clubName: string;
  clubLogoUrl: string | null;
  active: ManageTabKey;
  tabs: ManageTab[];
}) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const openRequests = useOpenRequestCount(clubId);
  const activeTab = tabs.find((t) => t.key === active) ?? MANAGE_TABS[0];
  const ActiveIcon = activeTab.icon;
  const displayName = clubName.trim() || "Unbenannter Verein";

  return (
    <Container className="py-6 sm:py-8">
      <header className="mb-6 flex items-center gap-3">
        <ClubLogo name={displayName} src={clubLogoUrl} size="lg" decorative />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">Vereinsverwaltung</p>
          <h1 className="truncate text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">
            {displayName}
          </h1>
        </div>
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
            <ManageMenu clubId={clubId} tabs={tabs} active={active} onNavigate={() => setMenuOpen(false)} />
          </SheetContent>
        </Sheet>
      </div>

      <div className="grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="hidden md:block">
          <div className="sticky top-20 rounded-xl border border-gray-200 bg-white p-2 shadow-sm">
            <ManageMenu clubId={clubId} tabs={tabs} active={active} />
          </div>
        </aside>
        <section aria-labelledby="manage-tab-title" className="min-w-0">
          <ActiveTab tab={active} clubId={clubId} />
        </section>
      </div>
    </Container>
  );
}

function ManageMenu({
  clubId,
  tabs,
  active,
  onNavigate,
}: {
  clubId: string;
  tabs: ManageTab[];
  active: ManageTabKey;
  onNavigate?: () => void;
}) {
  // Requests of other clubs waiting for an answer are counted on 'Spielplan' (issue 10 §1).
  const openRequests = useOpenRequestCount(clubId);
  return (
    <nav aria-label="Vereinsverwaltung">
      <ul className="flex flex-col gap-1">
        {tabs.map(({ key, label, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={manageTabPath(key)}
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

function ActiveTab({ tab, clubId }: { tab: ManageTabKey; clubId: string }) {
  switch (tab) {
    case "club":
      return <ManageClubTab clubId={clubId} />;
    case "teams":
      return <ManageTeamsTab clubId={clubId} />;
    case "coaches":
      return <ManageCoachesTab clubId={clubId} />;
    case "players":
      return <ManagePlayersTab clubId={clubId} />;
    case "board-members":
      return <ManageBoardTab clubId={clubId} />;
    case "news":
      return <ManageNewsTab clubId={clubId} />;
    case "schedule":
      return (
        <>
          <TabHeader
            title="Spielplan"
            actions={
              <Button variant="outline" asChild>
                <a href={`/api/manage/clubs/${clubId}/matches.csv`} download>
                  <Download aria-hidden="true" />
                  Spielplan und Resultate als CSV
                </a>
              </Button>
            }
          />
          <Suspense fallback={<LoadingState label="Spielplan wird geladen…" />}>
            <ManageScheduleTab clubId={clubId} />
          </Suspense>
        </>
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
