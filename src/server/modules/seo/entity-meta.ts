import type { MatchStatus } from "#shared/constants.ts";
import { formatLongDateTime, truncate } from "#shared/format.ts";
import { matchPath } from "#shared/matches/paths.ts";
import { matchTitle } from "#shared/matches/title.ts";
import { isUuid } from "#shared/uuid.ts";
import type { DbOrTx } from "../../db/client.ts";
import { findClubById } from "../clubs/club-queries.ts";
import { findMatchSummary } from "../matches/match-queries.ts";
import { findPublishedNews } from "../news/public-news-queries.ts";
import { findPlayerById } from "../players/player-routes.ts";
import { findTeamById } from "../teams/team-queries.ts";
import { type PageMeta, pageMeta } from "./page-meta.ts";

// Head data of the pages that show one thing (club, team, match, article, player), with the
// schema.org type search engines read for it. Null when the id names nothing: the page is a 404.

const DESCRIPTION_MAX = 160;

function absolute(baseUrl: string, url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith("/") ? `${baseUrl}${url}` : url;
}

function plain(text: string): string {
  return truncate(text.replace(/\s+/g, " ").trim(), DESCRIPTION_MAX);
}

export async function clubMeta(db: DbOrTx, baseUrl: string, clubId: string): Promise<PageMeta | null> {
  const club = isUuid(clubId) ? await findClubById(db, clubId) : null;
  if (!club) return null;
  const path = `/vereine/${club.id}`;
  const logo = absolute(baseUrl, club.clubLogoUrl);
  return pageMeta({
    title: club.clubName,
    description: plain(
      club.description ||
        `${club.clubName} auf Tschutti: Mannschaften, Vorstand, News und Kontakt${club.stadiumName ? `, Stadion ${club.stadiumName}` : ""}.`,
    ),
    canonicalPath: path,
    image: logo ?? absolute(baseUrl, club.stadiumImageUrl),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "SportsOrganization",
        name: club.clubName,
        sport: "Fussball",
        url: `${baseUrl}${path}`,
        ...(logo ? { logo } : {}),
        ...(club.foundingYear ? { foundingDate: String(club.foundingYear) } : {}),
        ...(club.contactEmail ? { email: club.contactEmail } : {}),
        ...(club.contactPhone ? { telephone: club.contactPhone } : {}),
        ...(club.contactAddress ? { address: club.contactAddress } : {}),
        ...(club.description ? { description: plain(club.description) } : {}),
      },
    ],
  });
}

export async function teamMeta(
  db: DbOrTx,
  baseUrl: string,
  clubId: string,
  teamId: string,
): Promise<PageMeta | null> {
  const team = isUuid(teamId) ? await findTeamById(db, teamId) : null;
  if (!team || team.clubId !== clubId) return null;
  const name = team.clubName ? `${team.clubName} ${team.name}` : team.name;
  const path = `/vereine/${clubId}/teams/${team.id}`;
  return pageMeta({
    title: name,
    description: plain(
      `${name}, ${team.league}, Kanton ${team.canton}: Kader, Trainer und Spiele auf Tschutti.`,
    ),
    canonicalPath: path,
    image: absolute(baseUrl, team.teamImageUrl ?? team.clubLogoUrl),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "SportsTeam",
        name,
        sport: "Fussball",
        url: `${baseUrl}${path}`,
        ...(team.clubName
          ? {
              memberOf: {
                "@type": "SportsOrganization",
                name: team.clubName,
                url: `${baseUrl}/vereine/${clubId}`,
              },
            }
          : {}),
      },
    ],
  });
}

const EVENT_STATUS: Record<MatchStatus, string> = {
  scheduled: "https://schema.org/EventScheduled",
  live: "https://schema.org/EventScheduled",
  completed: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
};

const STATUS_TEXT: Record<MatchStatus, string> = {
  scheduled: "Anpfiff",
  live: "Live seit",
  completed: "Gespielt am",
  cancelled: "Abgesagt, geplant war",
  postponed: "Verschoben, geplant war",
};

export async function matchMeta(db: DbOrTx, baseUrl: string, matchId: string): Promise<PageMeta | null> {
  const match = isUuid(matchId) ? await findMatchSummary(db, matchId) : null;
  if (!match) return null;
  const path = matchPath(match.id);
  const title = matchTitle(match);
  const when = `${STATUS_TEXT[match.status]} ${formatLongDateTime(match.matchDate)}`;
  const hasScore = match.homeScore !== null && match.awayScore !== null;
  const team = (t: typeof match.homeTeam) => ({
    "@type": "SportsTeam",
    name: t.clubName && !t.name.includes(t.clubName) ? `${t.clubName} ${t.name}` : t.name,
  });
  return pageMeta({
    title,
    description: plain(
      `${when}${match.stadium ? `, ${match.stadium}` : ""}. ${match.homeTeam.league}, ${match.homeTeam.canton}.`,
    ),
    canonicalPath: path,
    image: absolute(baseUrl, match.stadiumImageUrl ?? match.homeTeam.clubLogoUrl),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "SportsEvent",
        name: title,
        sport: "Fussball",
        url: `${baseUrl}${path}`,
        startDate: match.matchDate,
        eventStatus: EVENT_STATUS[match.status],
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        homeTeam: team(match.homeTeam),
        awayTeam: team(match.awayTeam),
        ...(match.stadium ? { location: { "@type": "Place", name: match.stadium } } : {}),
        ...(hasScore
          ? {
              description: `${match.status === "live" ? "Zwischenstand" : "Resultat"} ${match.homeScore}:${match.awayScore}`,
            }
          : {}),
      },
    ],
  });
}

export async function newsMeta(db: DbOrTx, baseUrl: string, newsId: string): Promise<PageMeta | null> {
  const news = isUuid(newsId) ? await findPublishedNews(db, newsId) : null;
  if (!news) return null;
  const path = `/news/${news.id}`;
  const image = absolute(baseUrl, news.images[0]?.imageUrl ?? news.clubLogoUrl);
  return pageMeta({
    title: news.title,
    description: plain(news.content),
    canonicalPath: path,
    image,
    ogType: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: truncate(news.title, 110),
        url: `${baseUrl}${path}`,
        ...(news.publishedAt ? { datePublished: news.publishedAt } : {}),
        ...(image ? { image: [image] } : {}),
        author: {
          "@type": "SportsOrganization",
          name: news.clubName,
          url: `${baseUrl}/vereine/${news.clubId}`,
        },
        publisher: { "@type": "Organization", name: "Tschutti", url: baseUrl },
      },
    ],
  });
}

export async function playerMeta(db: DbOrTx, baseUrl: string, playerId: string): Promise<PageMeta | null> {
  const player = isUuid(playerId) ? await findPlayerById(db, playerId) : null;
  if (!player) return null;
  const name = `${player.firstName} ${player.lastName}`;
  const team = player.club ? `${player.club.clubName} ${player.team.name}` : player.team.name;
  // No person data for search engines beyond what the page shows; players may be minors.
  return pageMeta({
    title: name,
    description: plain(`${name}, ${team} (${player.team.league}): Spielerprofil und Statistik auf Tschutti.`),
    canonicalPath: `/players/${player.id}`,
    image: absolute(baseUrl, player.playerImageUrl),
  });
}
