import { type SQL, sql } from "drizzle-orm";
import { CANTONS } from "#shared/constants.ts";
import { containsPattern, foldSearchText, searchWords } from "#shared/search/fold-search-text.ts";

/**
 * Shorter words are matched as substrings only: a typo in two or three letters is a different
 * word, and their few trigrams would make nearly every club "similar".
 */
const TYPO_MIN_LENGTH = 4;

const FOLDED_CANTONS = CANTONS.map((canton) => ({ canton, words: foldSearchText(canton).split(/[\s.-]+/u) }));

/** The cantons a search word names: one of the canton's words starts with it ('zur' → Zürich). */
export function cantonsNamedBy(word: string): string[] {
  return FOLDED_CANTONS.filter(({ words }) => words.some((w) => w.length > 0 && w.startsWith(word))).map(
    ({ canton }) => canton,
  );
}

/**
 * One folded search word found in a club (alias `c`): a substring of its name or of its place
 * (ground, street, postcode, town), the same word with a typo (pg_trgm's strict word
 * similarity, through the trigram indexes of both columns, at its default threshold 0.5:
 * 'seeblik' finds 'FC Seeblick', 'bern' does not find 'FC Bergli'), or the canton of one of
 * its teams.
 */
function clubHasWord(word: string): SQL {
  const pattern = containsPattern(word);
  const parts: SQL[] = [sql`c.search_text like ${pattern}`, sql`c.place_text like ${pattern}`];
  if (word.length >= TYPO_MIN_LENGTH) {
    parts.push(sql`${word}::text <<% c.search_text`, sql`${word}::text <<% c.place_text`);
  }
  const cantons = cantonsNamedBy(word);
  if (cantons.length > 0) {
    parts.push(sql`exists (select 1 from teams t
      where t.club_id = c.id and t.archived_at is null
        and t.canton in (${sql.join(
          cantons.map((canton) => sql`${canton}`),
          sql`, `,
        )}))`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Every word of the query (folded, any order) found in the club; `true` for an empty query. */
export function clubMatchesSearch(query: string): SQL {
  const words = searchWords(query);
  if (words.length === 0) return sql`true`;
  return sql.join(words.map(clubHasWord), sql` and `);
}

/**
 * The order of a search's results: the name equal to the query, then a name (or one of its
 * words) starting with it, then names holding every word, then the rest (typos, places,
 * cantons); within each, the name most like the query first, then by name.
 */
export function clubSearchOrder(query: string): SQL {
  const words = searchWords(query);
  if (words.length === 0) return sql`c.club_name, c.id`;
  const whole = words.join(" ");
  const prefix = `${containsPattern(whole).slice(1)}`;
  const wordPrefix = `% ${prefix}`;
  const allInName = sql.join(
    words.map((word) => sql`c.search_text like ${containsPattern(word)}`),
    sql` and `,
  );
  return sql`case
      when c.search_text = ${whole} then 0
      when c.search_text like ${prefix} or c.search_text like ${wordPrefix} then 1
      when ${allInName} then 2
      else 3
    end,
    strict_word_similarity(${whole}::text, c.search_text) desc,
    c.club_name, c.id`;
}
