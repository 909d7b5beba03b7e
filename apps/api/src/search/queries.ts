// Search matching and ranking over the trigram-indexed search_text columns (names in both
// languages, short names, keywords, and the other spellings of every known brand or product
// word they contain — see migration 0005), normalised by store_normalize() in the database and
// by normalizeSearchText here (the same rules). Spec §2 Search, §7 /products/search.
//
// Match: every word of the query is contained (LIKE with wildcards escaped, served by the
// trigram index; a query of one or two characters must start a word). A word or phrase that is
// a known spelling (packages/shared/src/search-synonyms.ts) is searched in its canonical
// spelling, which search_text carries for every item containing any of its spellings as whole
// words (and which catches the canonical inside longer words too). Rank: exact name, whole-word
// match, word prefix, contains every word; shorter names first in a tier.
//
// Typos: only when those matches leave the requested page short (service.ts) does a second pass
// run. Each query word of four or more letters that is no catalogue word is looked up in the
// catalogue's vocabulary (search_words, trigram-indexed): words at trigram similarity ≥ 0.3 AND
// within a small edit distance (1 for 4–5 letters, 2 for longer) are its corrections, and the
// pass matches the corrected words with the same indexed LIKE. Those items rank after every
// word match. Digits are never corrected: "rtx 4070" must not find an RTX 4060.
import { searchableText } from '@store/shared';
import {
  AMBIGUOUS_BRAND_SPELLINGS,
  brandOfQuery,
  canonicalSpelling,
  queryAlternatives,
  searchTokens,
} from '@store/shared/search-synonyms';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { escapeLike } from '../catalog/sql.ts';

const MAX_WORDS = 10;
/** Below three characters a query must start a word (and is never corrected). */
const SHORT_QUERY_CHARS = 3;
/** Words shorter than this are never corrected (trigrams say little about them). */
export const FUZZY_MIN_LETTERS = 4;
/** Trigram similarity a correction needs (the index's cut) ... */
export const FUZZY_MIN_SIMILARITY = 0.3;
/** ... and the edit distance it may not exceed (the precise cut). */
export const fuzzyMaxEdits = (word: string) => (Array.from(word).length <= 5 ? 1 : 2);
/** At most this many corrections per word, the closest first. */
const MAX_CORRECTIONS = 3;

export interface SearchUnit {
  /** a query word, or a phrase of words that is a known spelling */
  text: string;
  /** what is searched: the text, or for a known spelling its canonical spelling */
  searched: string;
  /** typo corrections (filled only for the second pass) */
  corrections?: string[];
  /** the brand an ambiguous word also names (جيجابايت: the unit GB and GIGABYTE), searched too */
  brand?: string;
}

export interface SearchTerms {
  /** normalised query, at most SEARCH_MAX_CHARS characters */
  text: string;
  words: string[];
  units: SearchUnit[];
  /** the brand or platform the whole query names, in any known spelling: its items come first */
  brand: string | null;
  /**
   * The words typed with letters and digits touching, in whole-word form (`am5` → `am 5`): each
   * is also searched as a phrase starting a word, so `am5` finds the AM5 boards and not every
   * "Steam 50" card that holds "am" and "5".
   */
  joined: string[];
}

/** Normalises the shopper's text; null when nothing searchable is left. */
export function searchTerms(raw: string): SearchTerms | null {
  const text = searchableText(raw);
  if (!text) return null;
  const words = [...new Set(text.split(' ').filter(Boolean))].slice(0, MAX_WORDS);
  const whole = AMBIGUOUS_BRAND_SPELLINGS[words.join(' ')];
  // an ambiguous brand spelling of several words (جيجا بايت) is one unit: the phrase or the brand
  const alternatives = whole ? [{ text: words.join(' '), alternatives: [words.join(' ')] }] : queryAlternatives(words);
  const units: SearchUnit[] = alternatives.map((u) => ({
    text: u.text,
    searched: u.alternatives.at(-1)!,
    brand: AMBIGUOUS_BRAND_SPELLINGS[u.text],
  }));
  return { text, words, units, brand: brandOfQuery(text), joined: joinedWords(raw, text) };
}

/** The query's typed words that normalisation split at a letter and a digit, within its text. */
function joinedWords(raw: string, text: string): string[] {
  const padded = ` ${text} `;
  const joined = raw
    // eslint-disable-next-line no-control-regex -- control characters part words, as searchableText reads them
    .split(/[\s\u0000-\u001f\u007f]+/)
    .slice(0, MAX_WORDS * 4)
    .map(searchableText)
    .filter((w) => w.includes(' ') && padded.includes(` ${w} `))
    .map(searchTokens)
    .filter((w) => w.includes(' '));
  return [...new Set(joined)].slice(0, MAX_WORDS);
}

const likeAny = (alternatives: string[]): SQL =>
  sql.join(
    alternatives.map((a) => sql`i.search_text like ${`%${escapeLike(a)}%`}`),
    sql` or `,
  );

/**
 * Every word (or its known spelling) contained, and each word typed joined (`rtx4070`) as the
 * words it reads (`rtx 4070`) starting a word of search_plain ("RTX-4070" too); a one- or
 * two-character query must start a word.
 */
function wordsMatch(terms: SearchTerms): SQL {
  if (Array.from(terms.text).length < SHORT_QUERY_CHARS) {
    return sql`i.search_text like ${`% ${escapeLike(terms.text)}%`}`;
  }
  return sql.join(
    [
      ...terms.units.map((u) => sql`(${likeAny(u.brand ? [u.searched, u.brand] : [u.searched])})`),
      // (its last word may be a prefix: the header's suggestions search as the shopper types)
      ...terms.joined.map((phrase) => sql`i.search_plain like ${`% ${escapeLike(phrase)}%`}`),
    ],
    sql` and `,
  );
}

export const searchWhere = (terms: SearchTerms): SQL => wordsMatch(terms);

/** Second pass: every word contained or replaced by one of its corrections. */
export function fuzzySearchWhere(terms: SearchTerms): SQL {
  return sql.join(
    terms.units.map((u) => sql`(${likeAny([u.searched, ...(u.brand ? [u.brand] : []), ...(u.corrections ?? [])])})`),
    sql` and `,
  );
}

/**
 * The rank as separate ascending keys (the last one is the id). items.queries computes them under
 * the window count, so that the count buffers each match's id and keys, not its whole row with its
 * two search texts (ItemQuery.orderKeys; issue 24's eighth step).
 */
function searchOrderKeys(terms: SearchTerms): SQL[] {
  const e = escapeLike(terms.text);
  // a query naming a brand or platform lists that brand's items first (the brand as whole words
  // of the item's searched text, which carries its other spellings), then the other senses.
  // terms.brand is in whole-word form (searchTokens), as search_plain is (migration 0049).
  const brandFirst = terms.brand ? [sql`case when i.search_plain like ${`% ${terms.brand} %`} then 0 else 1 end`] : [];
  // search_text is ' <english name> | <arabic name> | <the rest> ' (migration 0005): whole
  // words, word starts and exact names are plain pattern tests, no string is built per row
  return [
    ...brandFirst,
    sql`case
      when i.search_text like ${`% ${e} %`} then
        case when starts_with(i.search_text, ${` ${terms.text} | `}) or strpos(i.search_text, ${` | ${terms.text} | `}) > 0
          then 0 else 1 end
      when i.search_text like ${`% ${e}%`} then 2
      when ${wordsMatch(terms)} then 3
      else 4
    end`,
    sql`char_length(i.name_en)`,
    sql`i.id`,
  ];
}

/** The rank for ItemQuery: the order and its keys. */
export function searchOrder(terms: SearchTerms): { orderBy: SQL; orderKeys: SQL[] } {
  const orderKeys = searchOrderKeys(terms);
  return { orderBy: sql.join(orderKeys, sql`, `), orderKeys };
}

/** Query words a typo may hide in: letters only, long enough, no known spelling. */
export function correctableWords(terms: SearchTerms): string[] {
  if (Array.from(terms.text).length < SHORT_QUERY_CHARS) return [];
  return terms.units
    .map((u) => u.text)
    .filter((w) => !w.includes(' ') && Array.from(w).length >= FUZZY_MIN_LETTERS && !/\d/.test(w) && !canonicalSpelling(w));
}

/** Optimal string alignment distance (Levenshtein plus adjacent transposition), by code point. */
export function editDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) => [i, ...Array<number>(t.length).fill(0)]);
  for (let j = 1; j <= t.length; j++) d[0]![j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[s.length]![t.length]!;
}

/**
 * Fills each correctable unit's corrections from the catalogue's vocabulary (one statement for
 * all words). A word that is itself a catalogue word is not a typo and gets none. Answers
 * whether any word got a correction.
 */
export async function findCorrections(db: Db, terms: SearchTerms): Promise<boolean> {
  const words = correctableWords(terms);
  if (words.length === 0) return false;
  const values = sql.join(
    words.map((w) => sql`(${w}::text)`),
    sql`, `,
  );
  const rows = rowsOf<{ w: string; word: string; sim: number }>(
    await db.execute(sql`
      select q.w, s.word, s.sim from (values ${values}) as q(w)
      cross join lateral (
        select sw.word, similarity(sw.word, q.w)::float8 as sim from search_words sw
        where sw.word % q.w and similarity(sw.word, q.w) >= ${FUZZY_MIN_SIMILARITY}
        order by sim desc, sw.word limit 20
      ) s`),
  );
  let found = false;
  for (const unit of terms.units) {
    if (!words.includes(unit.text)) continue;
    const candidates = rows.filter((r) => r.w === unit.text);
    if (candidates.some((c) => c.word === unit.text)) continue;
    const max = fuzzyMaxEdits(unit.text);
    unit.corrections = candidates
      .map((c) => ({ word: c.word, sim: c.sim, edits: editDistance(unit.text, c.word) }))
      .filter((c) => c.edits <= max)
      .sort((a, b) => a.edits - b.edits || b.sim - a.sim)
      .slice(0, MAX_CORRECTIONS)
      .map((c) => c.word);
    if (unit.corrections.length > 0) found = true;
  }
  return found;
}
