import { type SQL, sql } from "drizzle-orm";
import { containsPattern, searchWords } from "#shared/search/fold-search-text.ts";
import { byName } from "../../db/name-order.ts";

/**
 * Shorter words are matched as substrings only: a typo in two or three letters is a different
 * word, and their few trigrams would make nearly every club "similar".
 */
const TYPO_MIN_LENGTH = 4;

/**
 * One folded search word in a club (alias `c`): a substring of what the search looks in (name,
 * ground, address, the teams' cantons: clubs.find_text), or the same word with a typo:
 * pg_trgm's strict word similarity at its default threshold 0.5 ('seeblik' finds 'FC
 * Seeblick', 'bern' does not find 'FC Bergli'). Both are answered by the column's trigram index.
 */
function clubHasWord(word: string): SQL {
  const like = sql`c.find_text like ${containsPattern(word)}`;
  if (word.length < TYPO_MIN_LENGTH) return like;
  return sql`(${like} or c.find_text %>> ${word}::text)`;
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
 * cantons); within each, the name most like the query first, then by name (byName, as the
 * list without a search and clubs_listed_name_idx). Reads the name's columns of alias `c` only
 * (club_name, search_text, id).
 */
export function clubSearchOrder(query: string): SQL {
  const words = searchWords(query);
  const nameOrder = sql`${byName(sql`c.club_name`)}, c.id`;
  if (words.length === 0) return nameOrder;
  const whole = words.join(" ");
  const prefix = containsPattern(whole).slice(1);
  const allInName = sql.join(
    words.map((word) => sql`c.search_text like ${containsPattern(word)}`),
    sql` and `,
  );
  return sql`case
      when c.search_text = ${whole} then 0
      when c.search_text like ${prefix} or c.search_text like ${`% ${prefix}`} then 1
      when ${allInName} then 2
      else 3
    end,
    strict_word_similarity(${whole}::text, c.search_text) desc,
    ${nameOrder}`;
}
