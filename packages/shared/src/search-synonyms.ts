// Search synonyms (spec §2 Search; issue 12): the spellings an Egyptian shopper types for the same
// brand or product word — Arabic transliterations of Latin brand names, colloquial Arabic for
// product words, joined or split forms. This module is the ONE source of truth:
//   - the database: at start-up `syncSearchSynonyms` (apps/api/src/db/search-synonyms.ts) loads
//     `synonymRows()` into the `search_synonyms` table; the search_text triggers append, to every
//     product and card, the other spellings of each group one of whose terms the item contains
//     as whole words (SQL `store_search_synonyms`, migration 0005);
//   - TypeScript: `synonymsIn` is the same expansion (tests compare both), and `queryAlternatives`
//     lets the search query look for a known spelling in its canonical form too.
// Each group lists spellings of one word; the first is the canonical one (as the catalogue
// writes it). Terms are whole words or phrases of whole words; they are normalised on load
// (normalizeSearchText), so hamza, ta marbuta and alef maqsura variants need not be listed.
// Leave out words that mean different things in different phrases (e.g. شاشة alone is both
// "monitor" and part of كارت شاشة "graphics card"; جيجابايت is the brand and the unit GB;
// مبرد "cooler" would tag every Cooler Master power supply).
import { normalizeSearchText } from './text.ts';

/** Brand and platform names (issue 23: a query that is one of them lists that brand's items first). */
const BRAND_AND_PLATFORM_NAMES: readonly (readonly string[])[] = [
  // processors and graphics
  ['amd', 'ايه ام دي', 'اي ام دي'],
  ['ryzen', 'رايزن', 'رايزين', 'ريزن', 'رازين'],
  ['threadripper', 'ثريدريبر'],
  ['intel', 'انتل', 'إنتل', 'انتيل'],
  ['core i3', 'كور i3', 'كور اي 3'],
  ['core i5', 'كور i5', 'كور اي 5'],
  ['core i7', 'كور i7', 'كور اي 7'],
  ['core i9', 'كور i9', 'كور اي 9'],
  ['nvidia', 'انفيديا', 'نفيديا', 'إنفيديا'],
  ['geforce', 'جيفورس', 'جي فورس'],
  ['rtx', 'ار تي اكس'],
  ['radeon', 'راديون'],
  // board, memory, storage and power makers
  ['asus', 'اسوس', 'أسوس', 'ازوس'],
  ['rog', 'روج'],
  ['msi', 'ام اس اي', 'إم إس آي'],
  ['aorus', 'اوروس'],
  ['asrock', 'ازروك', 'اس روك'],
  ['sapphire', 'سافاير'],
  ['zotac', 'زوتاك'],
  ['corsair', 'كورسير', 'كورسار'],
  ['gskill', 'g.skill', 'جي سكيل'],
  ['kingston', 'كينجستون', 'كنجستون'],
  ['teamgroup', 'تيم جروب'],
  ['samsung', 'سامسونج', 'سامسونغ', 'سامسونق'],
  ['western digital', 'wd', 'ويسترن ديجيتال'],
  ['crucial', 'كروشال'],
  ['seagate', 'سيجيت'],
  ['lexar', 'ليكسار'],
  ['seasonic', 'سي سونيك'],
  ['thermaltake', 'ثيرمالتيك'],
  ['cooler master', 'كولر ماستر', 'كولر ماستار'],
  ['be quiet', 'بي كوايت'],
  ['lian li', 'ليان لي'],
  ['nzxt', 'ان زد اكس تي'],
  ['montech', 'مونتك'],
  ['deepcool', 'ديب كول', 'ديبكول'],
  ['noctua', 'نوكتوا'],
  ['arctic', 'اركتيك'],
  ['fractal design', 'فراكتال'],
  // consoles, platforms and stores
  ['sony', 'سوني'],
  ['playstation', 'بلايستيشن', 'بلاي ستيشن', 'بلاستيشن', 'بلايستيشين', 'play station'],
  ['ps5', 'playstation 5', 'بلايستيشن 5', 'بي اس 5'],
  ['ps4', 'playstation 4', 'بلايستيشن 4', 'بي اس 4'],
  ['ps plus', 'playstation plus', 'بلايستيشن بلس'],
  ['psn', 'بي اس ان'],
  ['dualsense', 'دول سينس', 'دوال سنس'],
  ['microsoft', 'مايكروسوفت', 'ميكروسوفت'],
  ['xbox', 'اكس بوكس', 'اكسبوكس', 'إكس بوكس'],
  ['game pass', 'gamepass', 'جيم باس'],
  ['nintendo', 'نينتندو', 'نينتيندو', 'نينتدو'],
  ['switch', 'سويتش', 'سويتشر'],
  ['eshop', 'اي شوب'],
  ['steam', 'ستيم'],
  ['steam deck', 'ستيم ديك'],
  ['valve', 'فالف'],
  ['apple', 'ابل', 'آبل'],
  ['itunes', 'ايتونز', 'آيتونز'],
  ['iphone', 'ايفون', 'آيفون'],
  ['google play', 'جوجل بلاي', 'قوقل بلاي'],
  ['google', 'جوجل', 'قوقل'],
  ['amazon', 'امازون', 'أمازون'],
  ['pubg', 'ببجي'],
  ['free fire', 'فري فاير'],
  ['roblox', 'روبلوكس'],
  ['robux', 'روبوكس'],
  ['fortnite', 'فورتنايت'],
  ['minecraft', 'ماينكرافت'],
  ['valorant', 'فالورانت'],
  ['call of duty', 'كول اوف ديوتي'],
  ['meta quest', 'ميتا كويست'],
  ['rog ally', 'روج الاي'],
  // peripherals and screens
  ['logitech', 'لوجيتك', 'لوجيتيك', 'لوجتك'],
  ['razer', 'ريزر', 'رازر'],
  ['hyperx', 'هايبر اكس', 'هايبركس'],
  ['steelseries', 'ستيل سيريز', 'ستيلسيريز'],
  ['redragon', 'ريدراجون', 'ريد دراجون'],
  ['8bitdo', '8 بيت دو'],
  ['keychron', 'كيكرون'],
  ['zowie', 'زوي'],
  ['glorious', 'جلوريس'],
  ['powera', 'باور ايه'],
  ['lg', 'ال جي'],
  ['ultragear', 'الترا جير'],
  ['odyssey', 'اوديسي'],
  ['alienware', 'الينوير', 'الين وير'],
  ['dell', 'ديل'],
  ['aoc', 'اي او سي'],
  ['elgato', 'الجاتو'],
];

const PRODUCT_WORDS: readonly (readonly string[])[] = [
  // product words: colloquial Arabic and English forms
  ['processor', 'بروسيسور', 'بروسسور'],
  ['graphics card', 'gpu', 'vga', 'كارت شاشه', 'كرت شاشه', 'جرافيك كارت'],
  ['motherboard', 'mainboard', 'مازربورد', 'ماذربورد', 'مذربورد', 'لوحه ام'],
  ['ram', 'memory', 'رامات', 'رام', 'ذاكره'],
  ['ssd', 'اس اس دي'],
  ['hard drive', 'hdd', 'hard disk', 'هارد ديسك'],
  ['power supply', 'psu', 'باور سبلاي', 'باور سبلاى'],
  ['case', 'chassis', 'كيس', 'كيسه'],
  ['water cooling', 'liquid cooler', 'واتر كولينج', 'مبرد مائي'],
  ['keyboard', 'كيبورد', 'كي بورد', 'لوحه مفاتيح'],
  ['mouse', 'ماوس', 'فاره'],
  ['headset', 'headphones', 'سماعه', 'هيدسيت', 'هيد سيت'],
  ['monitor', 'مونيتور', 'شاشه العاب'],
  ['controller', 'gamepad', 'دراع', 'دراع تحكم', 'يد تحكم', 'جيم باد'],
  ['console', 'كونسول'],
  ['handheld', 'محمول'],
  ['gift card', 'بطاقه هدايا', 'كارت هدايا'],
  ['wallet', 'محفظه'],
  ['subscription', 'اشتراك'],
];

export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [...BRAND_AND_PLATFORM_NAMES, ...PRODUCT_WORDS];

/**
 * Brand spellings that are also ordinary words, kept out of the synonym groups (they would tag
 * every item with the word as the brand's): جيجابايت is the unit GB and the brand GIGABYTE. A
 * query of one of them looks for both senses, the brand's items first (issue 23).
 */
export const AMBIGUOUS_BRAND_SPELLINGS: Readonly<Record<string, string>> = {
  جيجابايت: 'gigabyte',
  'جيجا بايت': 'gigabyte',
};

/**
 * The brand or platform a whole query names, in any spelling the store knows (its canonical
 * spelling, as the catalogue writes it), or null. `سامسونج` → samsung, `جيجابايت` → gigabyte.
 */
export function brandOfQuery(query: string): string | null {
  const t = searchTokens(query);
  if (!t) return null;
  const ambiguous = AMBIGUOUS_BRAND_SPELLINGS[t];
  if (ambiguous) return ambiguous;
  if (Object.values(AMBIGUOUS_BRAND_SPELLINGS).includes(t)) return t;
  return brandSpellings().get(t) ?? null;
}

let brandsCache: Map<string, string> | null = null;

/**
 * Every brand and platform spelling in whole-word form → its group's canonical spelling, the first
 * group naming it winning (built once: every search asks, and normalising every spelling of every
 * group per search was 5 % of a search's Node CPU, issue 24).
 */
function brandSpellings(): Map<string, string> {
  if (brandsCache) return brandsCache;
  const spellings = new Map<string, string>();
  for (const group of BRAND_AND_PLATFORM_NAMES) {
    const canonical = searchTokens(group[0]!);
    for (const term of group) {
      const t = searchTokens(term);
      if (t && !spellings.has(t)) spellings.set(t, canonical);
    }
  }
  brandsCache = spellings;
  return spellings;
}

/** Every brand and platform name group (canonical first), for tests that walk them all. */
export const brandAndPlatformNames = (): readonly (readonly string[])[] => BRAND_AND_PLATFORM_NAMES;

/** Whole-word form of a text: normalised, every run of other characters a single space. */
export function searchTokens(text: string): string {
  return normalizeSearchText(text)
    .replace(/[^0-9a-z\u0621-\u064a]+/g, ' ')
    .trim();
}

interface Group {
  id: number;
  terms: string[];
}

let groupsCache: Group[] | null = null;

/** The groups with every term in whole-word form, duplicates and empty terms dropped. */
export function synonymGroups(): Group[] {
  if (groupsCache) return groupsCache;
  groupsCache = SEARCH_SYNONYMS.map((raw, i) => ({
    id: i + 1,
    terms: [...new Set(raw.map(searchTokens).filter(Boolean))],
  })).filter((g) => g.terms.length > 1);
  return groupsCache;
}

/** Rows of the `search_synonyms` table: (term, group, position in the group; 0 = canonical). */
export function synonymRows(): { term: string; groupId: number; position: number }[] {
  return synonymGroups().flatMap((g) => g.terms.map((term, position) => ({ term, groupId: g.id, position })));
}

const padded = (tokens: string) => ` ${tokens} `;

/**
 * The spellings to append to an item's search text: for every group one of whose terms occurs
 * as whole words, its other terms, in group order (mirrors SQL store_search_synonyms()).
 */
export function synonymsIn(text: string): string[] {
  const hay = padded(searchTokens(text));
  const out: string[] = [];
  for (const g of synonymGroups()) {
    if (!g.terms.some((t) => hay.includes(padded(t)))) continue;
    for (const t of g.terms) if (!hay.includes(padded(t)) && !out.includes(t)) out.push(t);
  }
  return out;
}

let canonicalCache: Map<string, string> | null = null;

/** Canonical spelling of a whole term (word or phrase), or null when it is no known spelling. */
export function canonicalSpelling(term: string): string | null {
  if (!canonicalCache) {
    // every term of every group → the canonical of the first group holding it (built once)
    canonicalCache = new Map();
    for (const g of synonymGroups()) for (const x of g.terms) if (!canonicalCache.has(x)) canonicalCache.set(x, g.terms[0]!);
  }
  return canonicalCache.get(searchTokens(term)) ?? null;
}

/**
 * Alternatives for the words of a normalised query: each word, or a phrase of up to three words
 * that is a known spelling, maps to itself plus its canonical spelling (an item containing any
 * spelling as whole words carries the canonical one after expansion, so both are searched).
 * Answers one entry per searched unit (phrase or word).
 */
export function queryAlternatives(words: readonly string[]): { text: string; alternatives: string[] }[] {
  const out: { text: string; alternatives: string[] }[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    let canonical: string | null = null;
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const c = canonicalSpelling(words.slice(i, i + n).join(' '));
      if (c) {
        taken = n;
        canonical = c;
        break;
      }
    }
    const text = words.slice(i, i + taken).join(' ');
    const alternatives = canonical && canonical !== text ? [text, canonical] : [text];
    out.push({ text, alternatives });
    i += taken;
  }
  return out;
}
