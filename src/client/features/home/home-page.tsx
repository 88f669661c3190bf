import {
  ArrowRight,
  CalendarDays,
  Heart,
  LayoutDashboard,
  LogIn,
  Newspaper,
  Radio,
  Shield,
  Users,
} from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import { HOME_NEWS_COUNT, HOME_UPCOMING_COUNT } from "#shared/constants.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Card, CardContent } from "../../ui/card.tsx";
import { cn, focusRingOnDark, textLinkTapArea } from "../../ui/cn.ts";
import { Container } from "../../ui/page.tsx";
import { useMediaQuery } from "../../ui/use-media-query.ts";
import { useMe } from "../auth/api.ts";
import { FavoriteTeamsList } from "../favorites/favorite-teams-list.tsx";
import { LiveFavoriteMatches } from "../favorites/live-favorite-matches.tsx";
import { UpcomingMatches } from "../favorites/upcoming-matches.tsx";
import { type FavoriteInput, useFavorites } from "../favorites/use-favorites.ts";
import { useLiveStream } from "../live/use-live-stream.ts";
import { HeroMatches } from "./hero-matches.tsx";
import { LatestNews } from "./latest-news.tsx";
import { LiveTeaser } from "./live-teaser.tsx";

// Buttons on the dark green hero; the design system's variants are made for white backgrounds.
const lightButton = cn(
  "inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-xl bg-white px-6 text-base font-semibold text-brand-900 shadow-sm transition-colors hover:bg-brand-50 active:bg-brand-100 [&_svg]:size-5",
  focusRingOnDark,
);
const ghostLightButton = cn(
  "inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-xl px-6 text-base font-semibold text-white transition-colors hover:bg-white/10 active:bg-white/20 [&_svg]:size-5",
  focusRingOnDark,
);

const NO_FAVORITES: FavoriteInput[] = [];

export function Component() {
  usePageTitle(null);
  // Every change of a live match: the live card and the hero show a goal within a second.
  useLiveStream({ all: true });
  // The parts that follow who is looking (the session and the favourites) ask for it themselves.
  // That answer arrives after hydration and changes each of them; asked for here, it would
  // render the whole page again in one blocking task (about 0.1 s on a mid-range phone).
  return (
    <div className="pb-16">
      <Hero />
      <Container className="flex flex-col gap-12 pt-10">
        <HomeSections />
        <PromoCard />
      </Container>
    </div>
  );
}

/**
 * News and matches, of the favourites' teams when there are any. Until the favourites are known
 * (on the server, while hydrating, until the session's answer) they are everyone's: the server's
 * HTML shows them, and a visitor without favourites (most) keeps them. The lists are memoised
 * and get the same ids while the favourites stay the same, so the session's answer alone renders
 * only this frame again.
 */
function HomeSections() {
  const { favorites: stored, isLoading } = useFavorites();
  const favorites = isLoading ? NO_FAVORITES : stored;
  const hasFavorites = favorites.length > 0;
  const teamIds = useMemo(() => (favorites.length > 0 ? favorites.map((f) => f.id) : null), [favorites]);
  const clubIds = useMemo(() => {
    const ids = [...new Set(favorites.map((f) => f.clubId).filter((id): id is string => Boolean(id)))];
    return ids.length > 0 ? ids : null;
  }, [favorites]);

  return (
    <>
      {hasFavorites ? (
        <Section
          id="home-favorites"
          icon={<Heart aria-hidden="true" className="size-5 text-live" />}
          title="Meine Favoriten"
        >
          <FavoriteTeamsList favorites={favorites} layout="grid" />
        </Section>
      ) : null}

      <Section
        id="home-news"
        icon={<Newspaper aria-hidden="true" className="size-5 text-brand-700" />}
        title={clubIds ? "News deiner Vereine" : "Aktuelle News"}
        link={{ to: "/news", label: "Alle News" }}
      >
        <LatestNews clubIds={clubIds} limit={HOME_NEWS_COUNT} />
      </Section>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <section aria-labelledby="home-live" className="min-w-0">
          <LiveTeaser titleId="home-live" />
        </section>
        <Section
          id="home-upcoming"
          icon={<CalendarDays aria-hidden="true" className="size-5 text-brand-700" />}
          title={hasFavorites ? "Nächste Spiele deiner Favoriten" : "Kommende Spiele"}
          link={{ to: "/spielplan", label: "Spielplan" }}
        >
          <div>
            {teamIds ? <LiveFavoriteMatches teamIds={teamIds} /> : null}
            <UpcomingMatches teamIds={teamIds} limit={HOME_UPCOMING_COUNT} />
          </div>
        </Section>
      </div>
    </>
  );
}

function Hero() {
  const { isSignedIn, isLoading } = useMe();
  // Tailwind's lg breakpoint, where the hero gets its second column. The server writes the
  // column (a desktop without scripts shows the next kick-offs; CSS hides it on a phone); a
  // phone's browser drops it once it knows the screen.
  const isWide = useMediaQuery("(min-width: 64rem)", true);
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <svg aria-hidden="true" className="absolute inset-0 size-full opacity-10" preserveAspectRatio="none">
        <defs>
          <pattern id="pitch-lines" width="120" height="120" patternUnits="userSpaceOnUse">
            <path d="M0 60h120M60 0v120" stroke="white" strokeWidth="1" fill="none" />
            <circle cx="60" cy="60" r="22" stroke="white" strokeWidth="1" fill="none" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#pitch-lines)" />
      </svg>
      <Container className="relative grid grid-cols-1 items-center gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">
            Schweizer Amateurfussball
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl">
            Dein Verein. Deine Spiele. Live.
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50 sm:text-xl">
            Folge deinem Verein, verpasse kein Tor im Live-Ticker und entdecke Spieler und Mannschaften. Für
            Vereine ist Tschutti das Werkzeug für die Digitalisierung – von der Mannschaft bis zum
            Live-Ticker.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {isLoading ? (
              // The visitor's button, invisible: the same width, so "Mehr erfahren" does not
              // jump to the next line on a phone when the session answer arrives (layout shift).
              // Without scripts the session is never asked: there it is the visitor's button.
              <Link to="/auth" className={cn(lightButton, "invisible unscripted:visible")}>
                <LogIn aria-hidden="true" /> Jetzt anmelden
              </Link>
            ) : isSignedIn ? (
              <Link to="/dashboard" className={lightButton}>
                <LayoutDashboard aria-hidden="true" /> Mein Dashboard
              </Link>
            ) : (
              <Link to="/auth" className={lightButton}>
                <LogIn aria-hidden="true" /> Jetzt anmelden
              </Link>
            )}
            <Link to="/fuer-vereine-fans" className={ghostLightButton}>
              Mehr erfahren <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            <li className="flex items-center gap-2">
              <Radio aria-hidden="true" className="size-4" /> Live-Ticker
            </li>
            <li className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-4" /> Spieler und Mannschaften
            </li>
            <li className="flex items-center gap-2">
              <Shield aria-hidden="true" className="size-4" /> Vereinsverwaltung
            </li>
          </ul>
        </div>
        {/* HeroMatches' own height, so nothing moves when its rows arrive. */}
        <div className="hidden h-[22.5rem] lg:block">{isWide ? <HeroMatches /> : null}</div>
      </Container>
    </div>
  );
}

function Section({
  id,
  icon,
  title,
  link,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id={id} className="flex items-center gap-2 text-xl font-extrabold tracking-tight sm:text-2xl">
          {icon}
          {title}
        </h2>
        {link ? (
          <Link
            to={link.to}
            className={cn(
              "inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline",
              textLinkTapArea,
            )}
          >
            {link.label} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function PromoCard() {
  return (
    <Card className="border-0 bg-gradient-to-r from-brand-800 to-brand-600 text-white">
      <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-2xl font-extrabold tracking-tight">Dein Verein auf Tschutti</h2>
          <p className="mt-1 max-w-xl text-brand-50">
            Mannschaften, Spieler, Spielplan, News und Live-Ticker – alles an einem Ort. Für Fans kostenlos.
          </p>
        </div>
        <Link to="/fuer-vereine-fans" className={lightButton}>
          Für Vereine & Fans <ArrowRight aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
