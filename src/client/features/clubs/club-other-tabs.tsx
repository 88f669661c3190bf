import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Mail, MapPin, Newspaper, Phone, Shield, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ClubDetail } from "#shared/clubs/types.ts";
import { NEWS_PREVIEW_CLUB } from "#shared/constants.ts";
import { formatCount, formatDate, truncate } from "#shared/format.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { EmailAddress } from "../../ui/email-address.tsx";
import { responsiveImage } from "../../ui/responsive-image.ts";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { clubBoardQueryOptions, clubNewsQueryOptions } from "./api.ts";

// The club page's tabs not open at first: news, board and contact. A chunk of their own
// (club-other-tabs-code.ts): a club page's first view shows its teams.

export function NewsTab({ clubId }: { clubId: string }) {
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
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {list.map((item) => (
        <li key={item.id} className="min-w-0">
          <Card asChild interactive>
            <Link to={`/news/${item.id}`} className="flex h-full flex-col sm:flex-row">
              {item.imageUrl ? (
                <img
                  {...responsiveImage(item.imageUrl, "(min-width: 640px) 10rem, 100vw")}
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

export function BoardTab({ clubId }: { clubId: string }) {
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
                      className="flex items-center gap-1.5 text-brand-700 hover:underline"
                    >
                      <Mail aria-hidden="true" className="size-4 shrink-0" />
                      <EmailAddress address={member.email} />
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

export function ContactTab({ club }: { club: ClubDetail }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
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
                <a href={`mailto:${club.contactEmail}`} className="text-brand-700 hover:underline">
                  <EmailAddress address={club.contactEmail} />
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
                formatCount(club.activeMembers)
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
