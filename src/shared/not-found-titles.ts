/**
 * What a page whose record does not exist says in its heading and its title: the client's
 * not-found page (its loaders) and the server's head of the 404 answer (seo/resolve-page-meta.ts)
 * take the words from here, so the tab, a crawler and a link preview read what the page reads.
 * The spec's texts, word for word (team and news with their full stop).
 */
export const NOT_FOUND_TITLES = {
  club: "Verein nicht gefunden",
  team: "Team wurde nicht gefunden.",
  player: "Spieler nicht gefunden",
  news: "Der gesuchte Artikel wurde nicht gefunden.",
  match: "Spiel nicht gefunden",
} as const;
