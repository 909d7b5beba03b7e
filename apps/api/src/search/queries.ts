// Search matching and ranking over the trigram-indexed search_text columns (names in both
// languages, short names and keywords, normalised by store_normalize() in the database and by
// normalizeSearchText here — the same rules). Spec §2 Search, §7 /products/search.
//
// Match: every word of the query is contained (LIKE, wildcards escaped). When that finds fewer
// than FUZZY_BELOW items, items word-similar to the query (pg_trgm `<%`, default threshold 0.6)
// are added, so a typo ("playstaton") still finds PlayStation. Both are served by the GIN
// gin_trgm_ops index; the fuzzy branch sits behind a one-time filter, so a common word never
// pays for per-row similarity. Rank: exact name, whole-word match (names or keywords), word
// prefix, contains every word, then fuzzy by similarity; shorter names first within a tier.
import { normalizeSearchText } from '@store/shared';
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike, type ItemKind } from '../catalog/sql.ts';

/** Longer input is cut (a shopper never types more; it keeps the trigram work bounded). */
export const SEARCH_MAX_CHARS = 100;
const MAX_WORDS = 10;
/** Fuzzy matches fill in when the words themselves match fewer items than this. */
export const FUZZY_BELOW = 10;

export interface SearchTerms {
  /** normalised query, at most SEARCH_MAX_CHARS characters */
  text: string;
  words: string[];
}

/** Normalises the shopper's text; null when nothing searchable is left. */
export function searchTerms(raw: string): SearchTerms | null {
  const text = Array.from(normalizeSearchText(raw)).slice(0, SEARCH_MAX_CHARS).join('').trim();
  if (!text) return null;
  const words = [...new Set(text.split(' ').filter(Boolean))].slice(0, MAX_WORDS);
  return { text, words };
}

function containsEveryWord(terms: SearchTerms, alias: string): SQL {
  const column = sql.raw(`${alias}.search_text`);
  return sql.join(
    terms.words.map((w) => sql`${column} like ${`%${escapeLike(w)}%`}`),
    sql` and `,
  );
}

export function searchWhere(terms: SearchTerms, kind: ItemKind): SQL {
  const table = sql.raw(kind === 'product' ? 'products' : 'cards');
  return sql`i.id in (
    with words as materialized (select s.id from ${table} s where ${containsEveryWord(terms, 's')})
    select id from words
    union
    select s.id from ${table} s
    where ${terms.text} <% s.search_text and (select count(*) from words) < ${FUZZY_BELOW}
  )`;
}

export function searchOrder(terms: SearchTerms): SQL {
  const q = terms.text;
  const e = escapeLike(q);
  const every = containsEveryWord(terms, 'i');
  // store_normalize(name_ar) only runs for whole-phrase matches (an exact name is one)
  return sql`case
      when (' ' || i.search_text || ' ') like ${`% ${e} %`} then
        case when lower(i.name_en) = ${q} or store_normalize(i.name_ar) = ${q} then 0 else 1 end
      when (' ' || i.search_text) like ${`% ${e}%`} then 2
      when ${every} then 3
      else 4
    end,
    case when ${every} then 0 else word_similarity(${q}, i.search_text) end desc,
    char_length(i.name_en), i.id`;
}
