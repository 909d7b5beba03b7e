// Text rules of the spec (§9 truncation, §2 breadcrumbs, §7 search, slugs, dates).

/** Cuts to `max` characters plus an ellipsis (names: 39; Build PC drawer: 35; descriptions). */
export function truncate(text: string, max: number): string {
  // counted in code points (an emoji or a surrogate pair is one character); a string no longer
  // than max UTF-16 units is short enough without counting (list excerpts run this per item)
  if (text.length <= max) return text;
  let end = 0;
  let count = 0;
  for (const ch of text) {
    if (count === max) return `${text.slice(0, end).trimEnd()}...`;
    end += ch.length;
    count++;
  }
  return text;
}

/** Cuts to the first `count` words plus an ellipsis (product breadcrumb: 4 words). */
export function truncateWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : text.trim();
}

/** Strips HTML tags for excerpts (the text a shopper reads, not markup). */
export function stripHtml(html: string): string {
  const text = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ');
  // the entities, in this order, only when there is one (list excerpts run this per item)
  return (text.includes('&') ? decodeEntities(text) : text).replace(/\s+/g, ' ').trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** URL slug: lower case, words joined by dashes; Arabic letters are kept. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** spec §2 Search: the query goes into the URL with dashes for spaces, and back. */
export const searchToPath = (query: string) => query.trim().replace(/\s+/g, '-');
export const searchFromPath = (param: string) => param.replace(/-/g, ' ').trim();

/** spec §2 digital store: slashes in country names become commas in the URL. */
export const countryNameToPath = (name: string) => name.replace(/\//g, ',');

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Formatted dates per time zone and quarter hour. Every time zone's offset is a whole number of
 * quarter hours and changes only on one, so an instant's date is its quarter hour's. A list answer
 * formats a date per item, and formatToParts costs about 5 µs where a map lookup costs nothing
 * (issue 24: 2 % of an uncached card page's CPU). Bounded: emptied when it holds 20,000.
 */
const QUARTER_HOUR_MS = 900_000;
const formattedDates = new Map<string, string>();

/** The store's time zone: every calendar day a customer reads (dates, birthdays, points' days) is Cairo's. */
export const STORE_TIME_ZONE = 'Africa/Cairo';

/** The calendar date in the store's time zone at the instant `now`, as [year, month, day]. */
export function storeDate(now: Date): [number, number, number] {
  const parts = dateFormat(STORE_TIME_ZONE).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return [get('year'), get('month'), get('day')];
}

/** yyyy-mm-dd of the store's calendar day at `now`, plus `days` calendar days. */
export function storeDay(now: Date, days = 0): string {
  const [y, m, d] = storeDate(now);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** dd/mm/yyyy (spec §9 Dates), in the store's time zone. */
export function formatDate(value: string | Date, timeZone = STORE_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const ms = date.getTime();
  if (Number.isNaN(ms)) return '';
  const key = `${timeZone}|${Math.floor(ms / QUARTER_HOUR_MS)}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    const parts = dateFormat(timeZone).formatToParts(date);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    text = `${get('day')}/${get('month')}/${get('year')}`;
    if (formattedDates.size >= 20_000) formattedDates.clear();
    formattedDates.set(key, text);
  }
  return text;
}

/** Marks that draw nothing (zero-width spaces and joiners, direction marks, embeddings and
 * isolates, word joiners, the byte-order mark, the Arabic letter mark): text pasted from a chat or
 * a web page carries them inside words. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u061c]/g;

/**
 * Text as a required field reads it: trimmed, and empty when nothing but marks that draw nothing
 * and spaces was typed (a name of zero-width spaces pasted from a chat is no name).
 */
/**
 * Text with the marks that draw nothing removed: an e-mail, phone or date copied from an Arabic
 * page or message often carries a right-to-left mark the shopper cannot see or delete.
 */
export function withoutInvisibleMarks(raw: string): string {
  return raw.replace(INVISIBLE, '');
}

export function visibleText(raw: string): string {
  return raw.replace(INVISIBLE, '').trim() === '' ? '' : raw.trim();
}

/**
 * Search normalisation (mirrors store_normalize() in the database migrations, 0000, 0052 and
 * 0054): marks that draw nothing removed, lower case, Arabic diacritics and tatweel removed, alef
 * forms → ا, ة → ه, ى → ي, Arabic-Indic digits → ASCII, a space between a letter and a digit
 * that touch (`rtx4070` and `RTX 4070` are one search, `ps5` and `ps 5` too), runs of space folded.
 */
export function normalizeSearchText(input: string): string {
  return input
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/([a-z\u0621-\u064a])([0-9])/g, '$1 $2')
    .replace(/([0-9])([a-z\u0621-\u064a])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Longer search input is cut (a shopper never types more; it keeps the trigram work bounded). */
export const SEARCH_MAX_CHARS = 100;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSEARCHABLE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * What of a shopper's search text is searched: marks that draw nothing removed, control
 * characters (a NUL byte cannot even be stored in text) and broken surrogates turned to spaces,
 * normalised (normalizeSearchText), cut to SEARCH_MAX_CHARS characters. Empty when nothing searchable is left (spaces, tatweels,
 * diacritics alone): the API refuses such a search ("Please enter a search term") and the
 * storefront does not send it.
 */
export function searchableText(raw: string): string {
  return Array.from(normalizeSearchText(raw.replace(UNSEARCHABLE, ' ')))
    .slice(0, SEARCH_MAX_CHARS)
    .join('')
    .trim();
}

/**
 * A wait in seconds as each language counts it: "1 second", "5 seconds"; Arabic has its own words
 * for one and two and the plural for three to ten ("ثانية واحدة", "ثانيتين", "5 ثوانٍ", "30 ثانية").
 */
export function secondsPhrase(lang: 'en' | 'ar', seconds: number): string {
  if (lang === 'en') return seconds === 1 ? '1 second' : `${seconds} seconds`;
  if (seconds === 1) return 'ثانية واحدة';
  if (seconds === 2) return 'ثانيتين';
  return seconds >= 3 && seconds <= 10 ? `${seconds} ثوانٍ` : `${seconds} ثانية`;
}

/**
 * A value of either direction set inside a sentence of the other (FSI … PDI): an e-mail, an
 * address or a reason typed in Latin keeps its own order inside Arabic text, and the reverse.
 */
export const isolateText = (text: string): string => `\u2068${text}\u2069`;
