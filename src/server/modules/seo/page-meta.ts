import { IMPRESSUM_PATH, IMPRESSUM_TITLE, PRIVACY_PATH, PRIVACY_TITLE } from "#shared/legal/pages.ts";
import { MANAGE_TITLE, manageAreaTitle } from "#shared/members/manage-areas.ts";
import { pageTitle } from "#shared/page-title.ts";
import { RANKING_TITLE } from "#shared/rankings/ranking-title.ts";
import type { ShareCard } from "../../images/share-card.ts";

/** What the server writes into the head of the HTML of one client route. */
export interface PageMeta {
  /** 200 for a page that exists, 404 for an unknown path or id (the client shows its not-found page). */
  status: 200 | 404;
  /** The page's own title, without the site name. */
  title: string;
  description: string;
  /** Path of the canonical address; null for pages that are not to be indexed. */
  canonicalPath: string | null;
  /** What the share preview image (og:image, share-image-routes.ts) shows. */
  card: ShareCard;
  ogType: "website" | "article";
  /** schema.org objects, each written as one JSON-LD block. */
  jsonLd: Record<string, unknown>[];
  isNoIndex: boolean;
}

export const SITE_NAME = "Tschutti";
export const DEFAULT_DESCRIPTION =
  "Tschutti – Schweizer Amateurfussball: Vereine, Teams, Live-Ticker, News und Tabellen.";

/** The title as the browser tab and share previews show it. */
export function fullTitle(title: string): string {
  return pageTitle(title === SITE_NAME ? null : title);
}

/** The card of a page without a picture of its own: its title and description on the brand's green. */
export function plainCard(title: string, description: string, kicker = SITE_NAME): ShareCard {
  return {
    kicker,
    title: title === SITE_NAME ? "Schweizer Amateurfussball" : title,
    subtitle: description,
    lines: [],
    logoUrls: [],
    photoUrl: null,
  };
}

export function pageMeta(
  partial: Partial<PageMeta> & { title: string; canonicalPath: string | null },
): PageMeta {
  const description = partial.description ?? DEFAULT_DESCRIPTION;
  return {
    status: 200,
    description,
    card: plainCard(partial.title, description),
    ogType: "website",
    jsonLd: [],
    isNoIndex: partial.canonicalPath === null,
    ...partial,
  };
}

/** The head of a 404: an unknown path, or a record's page titled as its heading says. */
export function notFoundMeta(title = "Seite nicht gefunden"): PageMeta {
  return pageMeta({
    status: 404,
    title,
    description: "Diese Seite gibt es nicht (mehr).",
    canonicalPath: null,
  });
}

export const NOT_FOUND_META: PageMeta = notFoundMeta();

/** Public pages without an id: the path and what a share preview says about them. */
export const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  "/": { title: SITE_NAME, description: DEFAULT_DESCRIPTION },
  "/vereine": {
    title: "Vereine",
    description: "Alle Schweizer Amateurfussball-Vereine auf Tschutti: Teams, Vorstand, News und Kontakt.",
  },
  "/live-ticker": {
    title: "Live-Ticker",
    // As the page says: it lists the matches being played, none that are still to come.
    description: "Die Spiele im Schweizer Amateurfussball, die gerade laufen: live Minute für Minute.",
  },
  "/spielplan": {
    title: "Spielplan",
    description: "Alle Spiele der Vereine auf Tschutti: Termine, Orte und Resultate.",
  },
  "/news": { title: "News", description: "Neuigkeiten der Vereine im Schweizer Amateurfussball." },
  "/ranking": {
    title: RANKING_TITLE,
    description:
      "Tabellen nach Kanton und Liga, Torschützen- und Kartenlisten, berechnet aus echten Resultaten.",
  },
  "/fuer-vereine-fans": {
    title: "Für Vereine & Fans",
    description: "Was Tschutti Vereinen und Fans bietet: Live-Ticker, Spielplan, News, Favoriten und mehr.",
  },
  "/entwickler": {
    title: "Für Entwickler",
    description: "Die offene Lese-API, Kalender und Widgets von Tschutti für Vereins-Websites und Apps.",
  },
  [IMPRESSUM_PATH]: {
    title: IMPRESSUM_TITLE,
    description: "Wer diese Tschutti-Instanz betreibt und wie du ihn erreichst.",
  },
  [PRIVACY_PATH]: {
    title: PRIVACY_TITLE,
    description: "Welche Personendaten Tschutti bearbeitet, wozu, wie lange und welche Rechte du hast.",
  },
};

/** Signed-in areas: served normally, never indexed. */
export const PRIVATE_PAGES: Record<string, string> = {
  "/auth": "Anmelden",
  "/auth/logout": "Abmelden",
  "/profile": "Profil",
  "/favorites": "Favoriten",
  "/dashboard": "Mein Dashboard",
  "/manage-club": MANAGE_TITLE,
  "/spielleitung": "Spielleitung",
  // Links from mails: pages of the app, never indexed, but no 404 (a messenger's preview).
  "/passwort-vergessen": "Passwort vergessen",
  "/passwort-zuruecksetzen": "Passwort zurücksetzen",
};

/**
 * Private pages with a variable part (the manage tabs, the league office's sections and an
 * invitation's token) and their title, from that part as the address has it.
 */
export const PRIVATE_PAGE_PATTERNS: Array<[RegExp, (part: string) => string]> = [
  [/^\/manage-club\/([^/]+)$/, manageAreaTitle],
  [/^\/spielleitung\/([^/]+)$/, () => "Spielleitung"],
  [/^\/einladung\/([^/]+)$/, () => "Einladung"],
];
