// Search matching and ranking over the trigram-indexed search_text columns (names in both
// languages, short names and keywords, normalised by store_normalize() in the database and by
// normalizeSearchText here — the same rules). Spec §2 Search, §7 /products/search.
//
// Match: every word of the query is contained (LIKE with wildcards escaped; a query of one or
// two characters must start a word). When that finds fewer than FUZZY_BELOW items, a second
// pass also takes items word-similar to the query (pg_trgm `<%`, threshold 0.6), so a typo
// ("playstaton") still finds PlayStation. Rank: exact name, whole-word match (names or
// keywords), word prefix, contains every word, then fuzzy; shorter names first in a tier.
// (word_similarity() is not an ORDER BY key: it costs far more per row than the `<%` check.)
import { normalizeSearchText } from '@store/shared';
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../catalog/sql.ts';

/** Longer input is cut (a shopper never types more; it keeps the trigram work bounded). */
export const SEARCH_MAX_CHARS = 100;
const MAX_WORDS = 10;
/** Fuzzy matches fill in when the words themselves match fewer items than this. */
export const FUZZY_BELOW = 10;
/** Trigram similarity means little below three characters. */
const FUZZY_MIN_CHARS = 3;

export interface SearchTerms {
  /** normalised query, at most SEARCH_MAX_CHARS characters */
  text: string;
  words: string[];
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSEARCHABLE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Normalises the shopper's text; null when nothing searchable is left. */
export function searchTerms(raw: string): SearchTerms | null {
  // control characters (a NUL byte cannot even be stored in text) and broken surrogates go
  const clean = raw.replace(UNSEARCHABLE, ' ');
  const text = Array.from(normalizeSearchText(clean)).slice(0, SEARCH_MAX_CHARS).join('').trim();
  if (!text) return null;
  const words = [...new Set(text.split(' ').filter(Boolean))].slice(0, MAX_WORDS);
  return { text, words };
}

export const fuzzyAllowed = (terms: SearchTerms) => Array.from(terms.text).length >= FUZZY_MIN_CHARS;

/** Every word contained; a one- or two-character query must start a word (the trigram "  x"). */
function wordsMatch(terms: SearchTerms): SQL {
  if (Array.from(terms.text).length < FUZZY_MIN_CHARS) {
    return sql`(' ' || i.search_text) like ${`% ${escapeLike(terms.text)}%`}`;
  }
  return sql.join(
    terms.words.map((w) => sql`i.search_text like ${`%${escapeLike(w)}%`}`),
    sql` and `,
  );
}

export const searchWhere = (terms: SearchTerms): SQL => wordsMatch(terms);

/** Words or typo-tolerant similarity; run with sequential scans off so the GIN index is used. */
export const fuzzySearchWhere = (terms: SearchTerms): SQL => sql`((${wordsMatch(terms)}) or ${terms.text} <% i.search_text)`;

export function searchOrder(terms: SearchTerms): SQL {
  const q = terms.text;
  const e = escapeLike(q);
  const words = wordsMatch(terms);
  // Exact name without normalising every row: search_text is the normalised English name, a
  // space, the normalised Arabic name, then short name and keywords (see the trigger).
  const afterEnglish = sql`lower(i.name_en) || ' ' || ${q}`;
  return sql`case
      when (' ' || i.search_text || ' ') like ${`% ${e} %`} then
        case when lower(i.name_en) = ${q} or i.search_text = ${afterEnglish}
          or starts_with(i.search_text, ${afterEnglish} || ' ') then 0 else 1 end
      when (' ' || i.search_text) like ${`% ${e}%`} then 2
      when ${words} then 3
      else 4
    end,
    char_length(i.name_en), i.id`;
}
