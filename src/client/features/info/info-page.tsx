import {
  BarChart3,
  Bell,
  CalendarDays,
  Heart,
  LayoutDashboard,
  Newspaper,
  Radio,
  Settings,
  Shield,
  Table2,
  UserCog,
} from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { PRICING } from "#shared/constants.ts";
import { formatChf } from "#shared/format.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Container, PageHeader } from "../../ui/page.tsx";
import { useMe } from "../auth/api.ts";

type Icon = ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;

// Spec §1: the benefits as the page lists them.
const FAN_BENEFITS: Array<[Icon, string]> = [
  [Heart, "Lieblingsvereine und -teams folgen"],
  [Bell, "Benachrichtigungen zu den Spielen deiner Teams"],
  [Radio, "Live-Updates"],
  [BarChart3, "Spielstatistiken"],
  [Newspaper, "Vereins-News"],
  [LayoutDashboard, "Persönliches Dashboard"],
];

const CLUB_BENEFITS: Array<[Icon, string]> = [
  [Settings, "Komplette Vereinsverwaltung"],
  [Radio, "Live-Ticker für alle Spiele"],
  [UserCog, "Spieler- und Trainerverwaltung"],
  [CalendarDays, "Spielplan- und Tabellenverwaltung"],
  [Newspaper, "Vereins-News"],
];

export function Component() {
  const { isSignedIn, isClub, canManage } = useMe();
  // A fan who signed up by mistake turns the account into a club account from the profile.
  const clubLink =
    canManage || isClub
      ? { to: "/manage-club/club", label: "Zur Vereinsverwaltung" }
      : isSignedIn
        ? { to: "/profile#verein-werden", label: "Konto zum Vereinskonto machen" }
        : { to: "/auth?tab=registrieren&typ=verein", label: "Als Verein registrieren" };
  usePageTitle("Für Vereine & Fans");
  return (
    <div className="pb-16">
      <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">Für Vereine & Fans</p>
          <h1 className="mt-2 max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            Der Amateurfussball der Schweiz – digital.
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Fans folgen ihren Vereinen, Live-Tickern und Spielern. Vereine verwalten Mannschaften, Spielplan,
            News und Live-Ticker an einem Ort.
          </p>
        </Container>
      </div>
      <Container>
        <PageHeader titleAs="h2" title="Pläne" description="Wähle, wie du Tschutti nutzen möchtest." />
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <Card className="flex flex-col">
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle as="h3" className="flex items-center gap-2">
                  <Heart aria-hidden="true" className="size-5 text-live" /> Fan
                </CardTitle>
                <Badge variant="success">Für Fans</Badge>
              </div>
              <CardDescription>Für alle, die ihrem Verein folgen.</CardDescription>
            </CardHeader>
            <CardContent className="flex-1">
              <p className="mb-4 text-4xl font-extrabold">
                {PRICING.fanMonthlyChf === 0 ? "Kostenlos" : `${formatChf(PRICING.fanMonthlyChf)} / Monat`}
              </p>
              <BenefitList items={FAN_BENEFITS} />
            </CardContent>
            <CardFooter>
              <Button asChild className="w-full">
                <Link to={isSignedIn ? "/dashboard" : "/auth?tab=registrieren&typ=fan"}>
                  {isSignedIn ? "Zum Dashboard" : "Kostenlos registrieren"}
                </Link>
              </Button>
            </CardFooter>
          </Card>
          <Card className="flex flex-col border-brand-300 ring-1 ring-brand-300">
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle as="h3" className="flex items-center gap-2">
                  <Shield aria-hidden="true" className="size-5 text-brand-700" /> Verein
                </CardTitle>
                <Badge variant="accent">Für Vereine</Badge>
              </div>
              <CardDescription>Für Vereine, die sich digital organisieren.</CardDescription>
            </CardHeader>
            <CardContent className="flex-1">
              <p>
                <span className="text-4xl font-extrabold">{formatChf(PRICING.clubMonthlyChf)}</span>
                <span className="text-gray-600"> / Monat</span>
              </p>
              <p className="mb-1 text-sm text-gray-700">inklusive 1 Mannschaft und einem Trainer</p>
              <p className="mb-4 text-sm text-gray-700">
                jede weitere Mannschaft {formatChf(PRICING.extraTeamMonthlyChf)} / Monat
              </p>
              <BenefitList items={CLUB_BENEFITS} />
            </CardContent>
            <CardFooter>
              <Button asChild className="w-full">
                <Link to={clubLink.to}>{clubLink.label}</Link>
              </Button>
            </CardFooter>
          </Card>
        </div>
        <section aria-labelledby="info-how" className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
          <h2 id="info-how" className="sr-only">
            Was Tschutti bietet
          </h2>
          <Feature icon={Radio} title="Live-Ticker">
            Tore, Karten und Wechsel in Echtzeit – vom Spielfeldrand direkt aufs Handy der Fans.
          </Feature>
          <Feature icon={Table2} title="Ranglisten">
            Torschützen, Karten und Tabellen, berechnet aus den echten Resultaten.
          </Feature>
          <Feature icon={Newspaper} title="Vereins-News">
            Berichte, Einladungen und Ankündigungen mit Bildern, direkt vom Verein.
          </Feature>
        </section>
      </Container>
    </div>
  );
}

function BenefitList({ items }: { items: Array<[Icon, string]> }) {
  return (
    <ul className="flex flex-col gap-2.5">
      {items.map(([Icon, text]) => (
        <li key={text} className="flex items-start gap-3">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <span className="pt-0.5">{text}</span>
        </li>
      ))}
    </ul>
  );
}

function Feature({ icon: Icon, title, children }: { icon: Icon; title: string; children: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-3 font-bold">{title}</h3>
      <p className="mt-1 text-sm text-gray-600">{children}</p>
    </div>
  );
}
