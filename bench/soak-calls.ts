// The requests of the call soak (bench/soak-render.ts, issue 24): the catalogue calls, search and the
// search page with inputs a shopper, a crawler or a script could send, almost none of them asked
// before. Issue 24 made these answers cheap by keeping work between requests (statements' plans and
// texts, a search's brand lookup, the render's per-process parts); this load checks that nothing
// kept grows with what is asked: every request is a new address (a `soak` parameter the calls
// ignore), search words are drawn from the catalogue's words with typos, strangers' strings and
// hostile characters among them, lists ask random pages, sizes, sorts and filters, and the details
// ask random related pages.
import { CARD_FAMILIES, HARDWARE_LINES } from './catalog-vocabulary.ts';

export interface CallSoakIds {
  products: number[];
  cards: number[];
  /** hardware categories whose items are listed (sub- and sub-sub-categories) */
  hardware: number[];
  /** digital sub-categories with their countries */
  digital: { category: number; countries: number[] }[];
}

type Random = () => number;

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;
const between = (low: number, high: number, random: Random) => low + Math.floor(random() * (high - low + 1));

/** The words the store's items are named and found by, in both languages. */
export function searchVocabulary(): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.split(/\s+/)) if (w.length > 1) words.add(w.toLowerCase());
  };
  for (const line of Object.values(HARDWARE_LINES)) {
    for (const text of [line.noun, line.nounAr, ...line.brands, ...line.models, ...line.keywords]) add(text);
  }
  for (const family of CARD_FAMILIES) for (const text of [family.en, family.ar, family.platform, ...family.keywords]) add(text);
  return [...words];
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const HOSTILE = ["' or 1=1 --", '%_%', '\\', '"><script>', '🎮🎮', 'ـــ', '   ', 'a'.repeat(150), '٤٠٧٠', 'RTX\t4070'];

/** A word with one letter dropped, doubled or swapped with the next (the fuzzy pass's work). */
function typo(word: string, random: Random): string {
  const letters = Array.from(word);
  if (letters.length < 3) return word;
  const at = between(0, letters.length - 2, random);
  const kind = between(0, 2, random);
  if (kind === 0) letters.splice(at, 1);
  else if (kind === 1) letters.splice(at, 0, letters[at]!);
  else [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
  return letters.join('');
}

/** What a shopper (or a script) types into the search box. */
export function searchText(vocabulary: string[], random: Random): string {
  const roll = random();
  if (roll < 0.05) return pick(HOSTILE, random);
  if (roll < 0.15) return Array.from({ length: between(3, 9, random) }, () => pick(Array.from(LETTERS), random)).join('');
  const words = Array.from({ length: between(1, 3, random) }, () => pick(vocabulary, random));
  if (roll < 0.35) words[words.length - 1] = typo(words[words.length - 1]!, random);
  // a word half typed, as the suggestions see it on every keyup
  if (roll > 0.85) words[words.length - 1] = words[words.length - 1]!.slice(0, between(1, 4, random));
  return words.join(' ');
}

/** One request's address, chosen at random among the kinds below. */
export function callAddress(ids: CallSoakIds, vocabulary: string[], n: number, random: Random): string {
  const seen = `soak=${n}`;
  const kinds: (() => string)[] = [
    // the header's suggestions and the results page's lists (spec §7 /products/search)
    () =>
      `/api/products/search?search=${encodeURIComponent(searchText(vocabulary, random))}&per_page=${pick([5, 20], random)}&page=${between(1, 3, random)}&${seen}`,
    () => `/api/products/search?search=${encodeURIComponent(searchText(vocabulary, random))}&per_page=5&${seen}`,
    // the search page rendered by the server (dashes stand for spaces: spec §1)
    () => `/search/${encodeURIComponent(searchText(vocabulary, random).replace(/ /g, '-'))}?${seen}`,
    () =>
      `/api/products/category?category_id=${pick(ids.hardware, random)}&per_page=${pick([8, 20, 60], random)}&page=${between(1, 6, random)}&sort_type=${pick(['asc_price', 'desc_price'], random)}${random() < 0.3 ? '&instock=true' : ''}&${seen}`,
    () => {
      const family = pick(ids.digital, random);
      const country = family.countries.length && random() < 0.8 ? `&country_id=${pick(family.countries, random)}` : '';
      return `/api/cards/category?category_id=${family.category}${country}&per_page=${pick([8, 20], random)}&page=${between(1, 3, random)}&sort_type=${pick(['asc_price', 'desc_price'], random)}&${seen}`;
    },
    () =>
      `/api/products/getProductDetails?product_id=${pick(ids.products, random)}&per_page=8&page=${between(1, 4, random)}&${seen}`,
    () =>
      `/api/cards/getCardDetails?card_id=${pick(ids.cards, random)}&per_page=${pick([8, 100], random)}&page=${between(1, 2, random)}&${seen}`,
    () => `/api/cards/family?card_id=${pick(ids.cards, random)}&${seen}`,
    () => `/api/web/faqs?search=${encodeURIComponent(searchText(vocabulary, random))}&${seen}`,
  ];
  return pick(kinds, random)();
}

/** The categories the lists ask, read from the running store as the storefront reads them. */
export async function callSoakCategories(base: string): Promise<Pick<CallSoakIds, 'hardware' | 'digital'>> {
  const data = async <T>(path: string): Promise<T> => ((await (await fetch(`${base}/api${path}`)).json()) as { data: T }).data;
  type Category = { id: number; has_children: boolean; display_type: number };
  const hardware: number[] = [];
  for (const c of await data<Category[]>('/categories/children?category_id=2')) {
    hardware.push(c.id);
    if (c.has_children)
      for (const g of await data<Category[]>(`/categories/children/children?category_id=${c.id}`)) hardware.push(g.id);
  }
  const digital: CallSoakIds['digital'] = [];
  for (const c of await data<Category[]>('/categories/children?category_id=3')) {
    const countries = await data<{ id: number }[]>(`/countries?category_id=${c.id}`);
    digital.push({ category: c.id, countries: countries.map((k) => k.id) });
  }
  if (hardware.length === 0 || digital.length === 0) throw new Error(`the store at ${base} lists no categories to soak`);
  return { hardware, digital };
}

/** autocannon's requests: each one a new address, in both languages. */
export function callRequests(ids: CallSoakIds, random: Random = Math.random) {
  const vocabulary = searchVocabulary();
  let n = 0;
  return [
    {
      setupRequest: (req: { headers?: Record<string, string> }) => {
        n++;
        const lang = n % 2 ? 'en' : 'ar';
        return {
          ...req,
          path: callAddress(ids, vocabulary, n, random),
          headers: { ...req.headers, lang, cookie: `lang=${lang}`, 'accept-encoding': pick(['br', 'gzip', 'identity'], random) },
        };
      },
    },
  ];
}
