import {
  CalendarDays,
  Gavel,
  Heart,
  History,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  Radio,
  Scale,
  Settings,
  User,
  Users,
} from "lucide-react";
import { Link, NavLink } from "react-router";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import { HOME_UPCOMING_COUNT } from "#shared/constants.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { cn, focusRing, textLinkTapArea } from "../../ui/cn.ts";
import { Container, PageHeader } from "../../ui/page.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { useMe } from "../auth/api.ts";
import { SignInFirst } from "../auth/sign-in-first.tsx";
import { PersonalCalendarCard } from "../calendar/personal-calendar-card.tsx";
import { FavoriteTeamsCard } from "../favorites/favorite-teams-card.tsx";
import { LiveFavoriteMatches } from "../favorites/live-favorite-matches.tsx";
import { UpcomingMatches } from "../favorites/upcoming-matches.tsx";
import { useFavorites } from "../favorites/use-favorites.ts";
import { ClubOfficeDecisions } from "../league-office/club-office-decisions.tsx";
import { useLiveStream } from "../live/use-live-stream.ts";
import { useManagedClub } from "../manage/use-managed-club.ts";
import { MatchChangeNotes } from "../matches/match-change-notes.tsx";
import { MatchProposals } from "../matches/match-proposals.tsx";
import { NotificationsCard } from "../push/notifications-card.tsx";

interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Club management: only offered to club accounts (a fan would only be turned away there). */
  isClubOnly?: boolean;
}

// Spec §2 Dashboard: the menu links, in the spec's order.
const MENU: MenuItem[] = [
  { to: "/dashboard", label: "Übersicht", icon: LayoutDashboard },
  { to: "/favorites", label: "Favoriten", icon: Heart },
  { to: "/manage-club", label: "Vereinsverwaltung", icon: Settings, isClubOnly: true },
  { to: "/manage-club/news", label: "Vereins-News", icon: Newspaper, isClubOnly: true },
  { to: "/manage-club/teams", label: "Mannschaften", icon: Users, isClubOnly: true },
  { to: "/spielplan", label: "Spielplan", icon: CalendarDays },
  { to: "/live-ticker", label: "Live-Ticker", icon: Radio },
  { to: "/profile", label: "Profil", icon: User },
];

export function Component() {
  const { isLoading, isSignedIn, isClub, canManage, profile } = useMe();
  // The club chosen in the management (a person may be in several), named when there are more.
  const { club, clubs } = useManagedClub();
  const forClub = club && clubs.length > 1 ? clubDisplayName(club.clubName) : null;
  usePageTitle("Mein Dashboard");
  // Every change of a live match, so the favourites' live scores follow within a second.
  useLiveStream({ all: true });
  if (isLoading) return <LoadingState label="Laden..." />;
  if (!isSignedIn) return <SignInFirst />;
  const name = profile?.fullName || profile?.username;
  const menu = MENU.filter((item) => isClub || canManage || !item.isClubOnly);
  return (
    <Container className="pb-12">
      <PageHeader title="Mein Dashboard" description={name ? `Willkommen zurück, ${name}.` : undefined} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Dashboard-Menü" className="min-w-0">
          <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
            {menu.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors",
                      focusRing,
                      isActive
                        ? "bg-brand-50 text-brand-800"
                        : "bg-white text-gray-700 ring-1 ring-gray-200 hover:bg-gray-100 lg:bg-transparent lg:ring-0",
                    )
                  }
                >
                  <item.icon aria-hidden="true" className="size-4" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid min-w-0 gap-6 xl:grid-cols-2">
          <FavoriteTeamsCard />
          <NotificationsCard />
          {club ? (
            <Card asChild>
              <section aria-labelledby="dashboard-match-proposals">
                <CardHeader>
                  <CardTitle as="h2" id="dashboard-match-proposals" className="flex items-center gap-2">
                    <Scale aria-hidden="true" className="size-5 text-brand-700" /> Vorgeschlagene Änderungen
                  </CardTitle>
                  {forClub ? <CardDescription>{forClub}</CardDescription> : null}
                </CardHeader>
                <CardContent>
                  <MatchProposals clubId={club.id} />
                </CardContent>
              </section>
            </Card>
          ) : null}
          {club ? (
            <Card asChild>
              <section aria-labelledby="dashboard-match-changes">
                <CardHeader>
                  <CardTitle as="h2" id="dashboard-match-changes" className="flex items-center gap-2">
                    <History aria-hidden="true" className="size-5 text-brand-700" /> Änderungen an deinen
                    Spielen
                  </CardTitle>
                  {forClub ? <CardDescription>{forClub}</CardDescription> : null}
                </CardHeader>
                <CardContent>
                  <MatchChangeNotes clubId={club.id} />
                </CardContent>
              </section>
            </Card>
          ) : null}
          {club ? (
            <Card asChild>
              <section aria-labelledby="dashboard-office-decisions">
                <CardHeader>
                  <CardTitle as="h2" id="dashboard-office-decisions" className="flex items-center gap-2">
                    <Gavel aria-hidden="true" className="size-5 text-brand-700" /> Entscheide der Spielleitung
                  </CardTitle>
                  {forClub ? <CardDescription>{forClub}</CardDescription> : null}
                </CardHeader>
                <CardContent>
                  <ClubOfficeDecisions clubId={club.id} />
                </CardContent>
              </section>
            </Card>
          ) : null}
          <PersonalCalendarCard />
          <FavoriteMatchesCard />
        </div>
      </div>
    </Container>
  );
}

function FavoriteMatchesCard() {
  const { favorites, isLoading, isError, refetch } = useFavorites();
  return (
    <Card asChild className="xl:col-span-2">
      <section aria-labelledby="dashboard-matches">
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle as="h2" id="dashboard-matches" className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-5 text-brand-700" /> Nächste Spiele deiner
            Favoriten
          </CardTitle>
          <Link
            to="/spielplan"
            className={cn("shrink-0 text-sm font-semibold text-brand-700 hover:underline", textLinkTapArea)}
          >
            Spielplan
          </Link>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingState label="Lade kommende Spiele..." className="py-6" />
          ) : isError ? (
            <ErrorState
              message="Die Favoriten konnten nicht geladen werden."
              onRetry={() => void refetch()}
            />
          ) : favorites.length === 0 ? (
            <EmptyState
              icon={Heart}
              title="Noch keine Favoriten"
              description="Sobald du Teams mit dem Herz markierst, erscheinen hier ihre nächsten Spiele."
            />
          ) : (
            <>
              <LiveFavoriteMatches teamIds={favorites.map((f) => f.id)} />
              <UpcomingMatches
                teamIds={favorites.map((f) => f.id)}
                limit={HOME_UPCOMING_COUNT * 2}
                emptyText="Keine kommenden Spiele deiner Favoriten gefunden."
              />
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
