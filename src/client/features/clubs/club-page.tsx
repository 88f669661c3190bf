import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { ArrowLeft, CalendarDays, Mail, MapPin, Newspaper, Phone, Shield, Users } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import type { ClubDetail } from "#shared/clubs/types.ts";
import { NEWS_PREVIEW_CLUB } from "#shared/constants.ts";
import { formatDate, truncate } from "#shared/format.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Avatar, ClubLogo, TeamLogo } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { Container } from "../../ui/page.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import {
  clubBoardQueryOptions,
  clubNewsQueryOptions,
  clubQueryOptions,
  clubTeamsQueryOptions,
} from "./api.ts";
import { clubDisplayName } from "./club-name.ts";

const TABS = ["mannschaften", "news", "vorstand", "kontakt"] as const;
type Tab = (typeof TABS)[number];

export function Component() {
  const { clubId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "mannschaften";
  // The loader has the club (or showed the not-found page): no loading or missing state here.
  const club = useSuspenseQuery(clubQueryOptions(clubId));
  usePageTitle(club.data.clubName);

  const data = club.data;
  const name = clubDisplayName(data.clubName);

  return (
    <div className="pb-12">
      <ClubHeader club={data} name={name} />
      <Container>
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (value === "mannschaften") next.delete("tab");
                else next.set("tab", value);
                return next;
              },
              { replace: true },
            )
          }
        >
          <TabsList aria-label={`Bereiche von ${name}`} className="max-sm:gap-0">
            <TabsTrigger value="mannschaften" className="max-sm:px-2">
              <Users aria-hidden="true" className="max-sm:hidden" /> Mannschaften
            </TabsTrigger>
            <TabsTrigger value="news" className="max-sm:px-2">
              <Newspaper aria-hidden="true" className="max-sm:hidden" /> News
            </TabsTrigger>
            <TabsTrigger value="vorstand" className="max-sm:px-2">
              <Shield aria-hidden="true" className="max-sm:hidden" /> Vorstand
            </TabsTrigger>
            <TabsTrigger value="kontakt" className="max-sm:px-2">
              <Mail aria-hidden="true" className="max-sm:hidden" /> Kontakt
            </TabsTrigger>
          </TabsList>
          <TabsContent value="mannschaften">
            <TeamsTab clubId={data.id} clubName={name} />
          </TabsContent>
          <TabsContent value="news">
            <NewsTab clubId={data.id} />
          </TabsContent>
          <TabsContent value="vorstand">
            <BoardTab clubId={data.id} />
          </TabsContent>
          <TabsContent value="kontakt">
            <ContactTab club={data} />
          </TabsContent>
        </Tabs>
      </Container>
    </div>
  );
}

function ClubHeader({ club, name }: { club: ClubDetail; name: string }) {
  return (
    <div className="border-b border-gray-200 bg-white">
      <Container className="py-2.5">
        <Link
          to="/vereine"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Alle Vereine
        </Link>
      </Container>
      {club.stadiumImageUrl ? (
        <div className="relative h-36 overflow-hidden bg-brand-900 sm:h-56">
          <img src={club.stadiumImageUrl} alt="" className="size-full object-cover opacity-90" />
          <div className="absolute inset-0 bg-gradient-to-t from-black/50 to-transparent" />
        </div>
      ) : (
        <div className="h-20 bg-gradient-to-r from-brand-800 to-brand-600 sm:h-28" />
      )}
      <Container className="relative pb-5">
        <div className="-mt-10 flex flex-col gap-4 sm:-mt-12 sm:flex-row sm:items-end">
          <ClubLogo name={name} src={club.clubLogoUrl} size="2xl" className="shadow-md" decorative />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{name}</h1>
            <div className="mt-2 flex flex-wrap gap-2">
              {club.foundingYear ? <Badge variant="muted">Gegründet {club.foundingYear}</Badge> : null}
              {club.activeMembers !== null ? (
                <Badge variant="muted">{club.activeMembers.toLocaleString("de-CH")} aktive Mitglieder</Badge>
              ) : null}
              {club.stadiumName ? <Badge variant="muted">{club.stadiumName}</Badge> : null}
            </div>
          </div>
        </div>
        {club.description ? <ClubDescription text={club.description} /> : null}
      </Container>
    </div>
  );
}

/**
 * The club's own words. On a phone only the first lines show, so the teams (what fans come
 * for) start within the first screen; the rest opens on request.
 */
function ClubDescription({ text }: { text: string }) {
  const [isExpanded, setExpanded] = useState(false);
  const id = useId();
  const lines = text.split(/\r?\n/).filter((line) => line.trim());
  return (
    <div className="mt-4 max-w-3xl text-gray-700">
      <div id={id} className={cn("space-y-2", isExpanded ? "" : "max-sm:line-clamp-3")}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text split into lines
          <p key={index}>{line}</p>
        ))}
      </div>
      <button
        type="button"
        onClick={() => setExpanded((v) => !v)}
        aria-expanded={isExpanded}
        aria-controls={id}
        className="mt-1 text-sm font-semibold text-brand-700 hover:underline sm:hidden"
      >
        {isExpanded ? "Weniger anzeigen" : "Mehr über den Verein"}
      </button>
    </div>
  );
}

function TeamsTab({ clubId, clubName }: { clubId: string; clubName: string }) {
  const teams = useQuery(clubTeamsQueryOptions(clubId));
  if (teams.isLoading) return <LoadingState label="Lade Mannschaften..." />;
  if (teams.isError)
    return (
      <ErrorState
        message="Die Mannschaften konnten nicht geladen werden."
        onRetry={() => void teams.refetch()}
      />
    );
  const list = teams.data ?? [];
  if (list.length === 0) return <EmptyState icon={Users} title="Noch keine Mannschaften vorhanden." />;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((team) => (
        <li key={team.id}>
          <Card asChild interactive>
            <Link to={`/vereine/${clubId}/teams/${team.id}`} className="flex h-full items-center gap-4 p-4">
              <TeamLogo name={team.name} src={team.teamImageUrl} size="lg" decorative />
              <span className="min-w-0">
                <span className="block truncate text-lg font-bold">{team.name}</span>
                <span className="block truncate text-sm text-gray-600">
                  {team.league} · {team.canton}
                </span>
                <span className="block text-sm text-gray-600">
                  {team.playerCount === 1 ? "1 Spieler" : `${team.playerCount} Spieler`}
                </span>
              </span>
              <span className="sr-only"> von {clubName}</span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function NewsTab({ clubId }: { clubId: string }) {
  const news = useQuery(clubNewsQueryOptions(clubId));
  if (news.isLoading) return <LoadingState label="Lade Neuigkeiten..." />;
  if (news.isError)
    return (
      <ErrorState
        message="Die Neuigkeiten konnten nicht geladen werden."
        onRetry={() => void news.refetch()}
      />
    );
  const list = news.data ?? [];
  if (list.length === 0)
    return <EmptyState icon={Newspaper} title="Keine aktuellen Neuigkeiten verfügbar." />;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {list.map((item) => (
        <li key={item.id} className="min-w-0">
          <Card asChild interactive>
            <Link to={`/news/${item.id}`} className="flex h-full flex-col sm:flex-row">
              {item.imageUrl ? (
                <img
                  src={item.imageUrl}
                  alt=""
                  className="aspect-video w-full object-cover sm:aspect-auto sm:w-40 sm:shrink-0"
                />
              ) : null}
              <span className="flex min-w-0 flex-col gap-1 p-4 wrap-anywhere">
                {item.publishedAt ? (
                  <time dateTime={item.publishedAt} className="text-xs text-gray-600">
                    {formatDate(item.publishedAt)}
                  </time>
                ) : null}
                <span className="font-bold leading-snug">{item.title}</span>
                <span className="text-sm text-gray-700">{truncate(item.content, NEWS_PREVIEW_CLUB)}</span>
              </span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function BoardTab({ clubId }: { clubId: string }) {
  const board = useQuery(clubBoardQueryOptions(clubId));
  if (board.isLoading) return <LoadingState label="Lade Vorstandsmitglieder..." />;
  if (board.isError)
    return (
      <ErrorState
        message="Die Vorstandsmitglieder konnten nicht geladen werden."
        onRetry={() => void board.refetch()}
      />
    );
  const list = board.data ?? [];
  if (list.length === 0) return <EmptyState icon={Users} title="Keine Vorstandsmitglieder vorhanden." />;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((member) => {
        const fullName = `${member.firstName} ${member.lastName}`;
        return (
          <li key={member.id}>
            <Card className="flex h-full gap-4 p-4">
              <Avatar name={fullName} src={member.memberImageUrl} size="xl" shape="rounded" decorative />
              <div className="min-w-0 flex-1">
                <p className="truncate font-bold">{fullName}</p>
                <p className="text-sm font-medium text-brand-700">{member.role}</p>
                {member.atClubSince ? (
                  <p className="text-xs text-gray-600">Im Verein seit {member.atClubSince}</p>
                ) : null}
                <div className="mt-2 flex flex-col gap-1 text-sm">
                  {member.email ? (
                    <a
                      href={`mailto:${member.email}`}
                      className="flex items-center gap-1.5 truncate text-brand-700 hover:underline"
                    >
                      <Mail aria-hidden="true" className="size-4 shrink-0" /> {member.email}
                    </a>
                  ) : null}
                  {member.phone ? (
                    <a
                      href={`tel:${member.phone.replace(/\s/g, "")}`}
                      className="flex items-center gap-1.5 text-brand-700 hover:underline"
                    >
                      <Phone aria-hidden="true" className="size-4 shrink-0" /> {member.phone}
                    </a>
                  ) : null}
                </div>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

const NOT_AVAILABLE = "Nicht verfügbar";

function ContactTab({ club }: { club: ClubDetail }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Kontakt</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-4">
            <ContactRow icon={<MapPin aria-hidden="true" className="size-5" />} label="Adresse">
              {club.contactAddress ? (
                <span className="whitespace-pre-line">{club.contactAddress}</span>
              ) : (
                <Missing>Keine Adresse angegeben</Missing>
              )}
            </ContactRow>
            <ContactRow icon={<Mail aria-hidden="true" className="size-5" />} label="E-Mail">
              {club.contactEmail ? (
                <a href={`mailto:${club.contactEmail}`} className="break-all text-brand-700 hover:underline">
                  {club.contactEmail}
                </a>
              ) : (
                <Missing>Keine E-Mail angegeben</Missing>
              )}
            </ContactRow>
            <ContactRow icon={<Phone aria-hidden="true" className="size-5" />} label="Telefon">
              {club.contactPhone ? (
                <a
                  href={`tel:${club.contactPhone.replace(/\s/g, "")}`}
                  className="text-brand-700 hover:underline"
                >
                  {club.contactPhone}
                </a>
              ) : (
                <Missing>Keine Telefonnummer angegeben</Missing>
              )}
            </ContactRow>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Vereinsdaten</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="flex flex-col gap-4">
            <ContactRow icon={<Shield aria-hidden="true" className="size-5" />} label="Stadion">
              {club.stadiumName || <Missing>{NOT_AVAILABLE}</Missing>}
            </ContactRow>
            <ContactRow icon={<CalendarDays aria-hidden="true" className="size-5" />} label="Gründungsjahr">
              {club.foundingYear ?? <Missing>{NOT_AVAILABLE}</Missing>}
            </ContactRow>
            <ContactRow icon={<Users aria-hidden="true" className="size-5" />} label="Aktive Mitglieder">
              {club.activeMembers !== null ? (
                club.activeMembers.toLocaleString("de-CH")
              ) : (
                <Missing>{NOT_AVAILABLE}</Missing>
              )}
            </ContactRow>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium text-gray-600">
        <span className="text-brand-700 [&_svg]:size-5">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 pl-7 text-gray-900">{children}</dd>
    </div>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return <span className="text-gray-500 italic">{children}</span>;
}
