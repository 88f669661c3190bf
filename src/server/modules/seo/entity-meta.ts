import { clubDisplayName } from "#shared/clubs/club-name.ts";
import type { MatchStatus } from "#shared/constants.ts";
import { formatLongDate, formatLongDateTime, truncate } from "#shared/format.ts";
import { matchPath } from "#shared/matches/paths.ts";
import { matchTitle } from "#shared/matches/title.ts";
import { teamLabel } from "#shared/rankings/types.ts";
import { leagueBesideName } from "#shared/teams/league-beside-name.ts";
import { isUuid } from "#shared/uuid.ts";
import type { DbOrTx } from "../../db/client.ts";
import { declaredRead } from "../../db/declared-read.ts";
import { findClubById, isListedClub } from "../clubs/club-queries.ts";
import { CLUB_ROW } from "../clubs/club-routes.ts";
import { findMatchSummary, MATCH_SUMMARY_READ } from "../matches/match-queries.ts";
import { findPublishedNews, PUBLISHED_NEWS_READ } from "../news/public-news-queries.ts";
import { findPlayerById, PLAYER_DETAIL } from "../players/player-routes.ts";
import { findTeamById } from "../teams/team-queries.ts";
import { TEAM_DETAIL } from "../teams/team-routes.ts";
import { type PageMeta, pageMeta } from "./page-meta.ts";
import { shareImagePath } from "./share-image-url.ts";

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
  if (!isUuid(clubId)) return null;
  const [club, isListed] = await declaredRead(CLUB_ROW, () =>
    Promise.all([findClubById(db, clubId), isListedClub(db, clubId)]),
  );
  if (!club) return null;
  const name = clubDisplayName(club.clubName);
  const path = `/vereine/${club.id}`;
  const logo = absolute(baseUrl, club.clubLogoUrl);
  return pageMeta({
    title: name,
    description: plain(
      club.description ||
        `${name} auf Tschutti: Mannschaften, Vorstand, News und Kontakt${club.stadiumName ? `, Stadion ${club.stadiumName}` : ""}.`,
    ),
    canonicalPath: path,
    // A club still setting up (no name or no team yet) is not in the club list, and search
    // engines should not find what the site itself does not show; its link can still be shared.
    isNoIndex: !isListed,
    card: {
      kicker: "Verein",
      title: name,
      subtitle: [
        club.foundingYear ? `Gegründet ${club.foundingYear}` : null,
        club.stadiumName ? `Stadion ${club.stadiumName}` : null,
      ]
        .filter(Boolean)
        .join(" · "),
      lines: [],
      logoUrls: club.clubLogoUrl ? [club.clubLogoUrl] : [],
      photoUrl: club.stadiumImageUrl,
    },
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "SportsOrganization",
        name,
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
  const team = isUuid(teamId) ? await declaredRead(TEAM_DETAIL, () => findTeamById(db, teamId)) : null;
  if (!team || team.clubId !== clubId) return null;
  const name = teamLabel(team.name, team.clubName);
  const path = `/vereine/${clubId}/teams/${team.id}`;
  const where = [leagueBesideName(name, team.league), `Kanton ${team.canton}`].filter(
    (part): part is string => part !== null,
  );
  return pageMeta({
    title: name,
    description: plain(`${[name, ...where].join(", ")}: Kader, Trainer und Spiele auf Tschutti.`),
    canonicalPath: path,
    card: {
      kicker: "Mannschaft",
      title: name,
      subtitle: where.join(" · "),
      lines: ["Kader, Trainer und Spiele"],
      logoUrls: team.clubLogoUrl ? [team.clubLogoUrl] : [],
      photoUrl: team.teamImageUrl,
    },
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

const CARD_KICKER: Record<MatchStatus, string> = {
  scheduled: "Spiel",
  live: "Live",
  completed: "Resultat",
  cancelled: "Abgesagt",
  postponed: "Verschoben",
};

const STATUS_TEXT: Record<MatchStatus, string> = {
  scheduled: "Anpfiff",
  live: "Live seit",
  completed: "Gespielt am",
  cancelled: "Abgesagt, geplant war",
  postponed: "Verschoben, geplant war",
};

export async function matchMeta(db: DbOrTx, baseUrl: string, matchId: string): Promise<PageMeta | null> {
  const match = isUuid(matchId)
    ? await declaredRead(MATCH_SUMMARY_READ, () => findMatchSummary(db, matchId))
    : null;
  if (!match) return null;
  const path = matchPath(match.id);
  const title = matchTitle(match);
  const when = `${STATUS_TEXT[match.status]} ${formatLongDateTime(match.matchDate)}`;
  const hasScore = match.homeScore !== null && match.awayScore !== null;
  const team = (t: typeof match.homeTeam) => ({
    "@type": "SportsTeam",
    name: teamLabel(t.name, t.clubName),
  });
  return pageMeta({
    title,
    description: plain(
      `${when}${match.stadium ? `, ${match.stadium}` : ""}. ${match.homeTeam.league}, ${match.homeTeam.canton}.`,
    ),
    canonicalPath: path,
    card: {
      kicker: CARD_KICKER[match.status],
      title: `${teamLabel(match.homeTeam.name, match.homeTeam.clubName)} – ${teamLabel(match.awayTeam.name, match.awayTeam.clubName)}`,
      subtitle:
        hasScore && match.status !== "scheduled"
          ? `${match.homeScore}:${match.awayScore} · ${formatLongDateTime(match.matchDate)}`
          : formatLongDateTime(match.matchDate),
      lines: [match.stadium, `${match.homeTeam.league} · Kanton ${match.homeTeam.canton}`].filter(
        (line): line is string => Boolean(line),
      ),
      logoUrls: [match.homeTeam.clubLogoUrl, match.awayTeam.clubLogoUrl].filter((url): url is string =>
        Boolean(url),
      ),
      photoUrl: match.stadiumImageUrl,
    },
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
  const news = isUuid(newsId)
    ? await declaredRead(PUBLISHED_NEWS_READ, () => findPublishedNews(db, newsId))
    : null;
  if (!news) return null;
  const path = `/news/${news.id}`;
  const meta = pageMeta({
    title: news.title,
    description: plain(news.content),
    canonicalPath: path,
    card: {
      kicker: clubDisplayName(news.clubName),
      title: news.title,
      subtitle: news.publishedAt ? formatLongDate(news.publishedAt) : "",
      lines: [],
      logoUrls: news.clubLogoUrl ? [news.clubLogoUrl] : [],
      photoUrl: news.images[0]?.imageUrl ?? null,
    },
    ogType: "article",
  });
  // Without a picture of its own the article is shown by its share card (the og:image): a
  // search engine wants a large picture of the article, and a club's logo is neither.
  const image = absolute(baseUrl, news.images[0]?.imageUrl ?? shareImagePath(meta));
  // An article published after its last edit counts as changed when it went public.
  const modified = news.publishedAt && news.publishedAt > news.updatedAt ? news.publishedAt : news.updatedAt;
  return {
    ...meta,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: truncate(news.title, 110),
        url: `${baseUrl}${path}`,
        ...(news.publishedAt ? { datePublished: news.publishedAt } : {}),
        dateModified: modified,
        ...(image ? { image: [image] } : {}),
        author: {
          "@type": "SportsOrganization",
          name: clubDisplayName(news.clubName),
          url: `${baseUrl}/vereine/${news.clubId}`,
        },
        publisher: { "@type": "Organization", name: "Tschutti", url: baseUrl },
      },
    ],
  };
}

export async function playerMeta(db: DbOrTx, playerId: string): Promise<PageMeta | null> {
  const player = isUuid(playerId)
    ? await declaredRead(PLAYER_DETAIL, () => findPlayerById(db, playerId))
    : null;
  if (!player) return null;
  const name = `${player.firstName} ${player.lastName}`;
  // A team of a club without a name goes by its own name, as on the team's page.
  const team = teamLabel(player.team.name, player.club?.clubName);
  const league = leagueBesideName(team, player.team.league);
  // No person data for search engines beyond what the page shows; players may be minors.
  return pageMeta({
    title: name,
    description: plain(
      `${name}, ${team}${league ? ` (${league})` : ""}: Spielerprofil und Statistik auf Tschutti.`,
    ),
    canonicalPath: `/players/${player.id}`,
    card: {
      kicker: "Spieler",
      title: name,
      subtitle: league ? `${team} · ${league}` : team,
      lines: [],
      logoUrls: player.playerImageUrl ? [player.playerImageUrl] : [],
      photoUrl: null,
    },
  });
}
