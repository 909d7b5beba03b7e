// Digital cards: one row per denomination of each family, its two images (face and "how it is
// delivered" back) and, for managed stock, 3–15 encrypted codes; stock = codes inserted.
import { cardBack, cardFace } from '../art/brands.ts';
import { cardFamilies, type CardFamily, type Denomination } from '../sources/cards/index.ts';
import type { PlatformKey } from '../sources/kinds.ts';
import { COUNTRY_TAG, countrySeeds, platformSeeds } from '../sources/regions.ts';
import { daysAgo, hash32, slugify, spreadDays, type Bi } from '../util.ts';
import { makeCodes } from './codes.ts';
import { cardPrice } from './pricing.ts';
import type { CardPlanRow, ImageFile, SeedPlan } from './types.ts';
import { assertUnique } from './types.ts';

type CardPart = Pick<SeedPlan, 'cards' | 'cardImages' | 'cardCodes'> & { images: ImageFile[] };
type Encrypt = (plain: string) => string;

const AR_CURRENCY: Record<string, string> = {
  USD: 'دولار',
  AED: 'درهم',
  SAR: 'ريال',
  GBP: 'جنيه إسترليني',
  EUR: 'يورو',
  EGP: 'جنيه',
  KWD: 'دينار',
  TRY: 'ليرة',
};

function cardName(f: CardFamily, d: Denomination): Bi {
  const title = f.title ?? f.texts.title;
  const [tagEn, tagAr] = COUNTRY_TAG[f.country];
  const labelAr = d.labelAr ?? (d.label ? `${d.face} ${AR_CURRENCY[f.currency] ?? f.currency}` : '');
  return [
    [title[0], d.label, `(${tagEn})`].filter(Boolean).join(' '),
    [title[1], labelAr, `(${tagAr})`].filter(Boolean).join(' '),
  ];
}

function countryName(f: CardFamily): Bi {
  const c = countrySeeds.find((x) => x.iso2 === f.country);
  if (!c) throw new Error(`seed data: unknown country ${f.country}`);
  return c.name;
}

function platformName(key: PlatformKey): string {
  const p = platformSeeds.find((x) => x.key === key);
  if (!p) throw new Error(`seed data: unknown platform ${key}`);
  return p.name;
}

function stockOf(d: Denomination, slug: string): { stockType: number; codes: number } {
  if (d.stock === 'always') return { stockType: 0, codes: 0 };
  if (d.stock === 'unavailable') return { stockType: 2, codes: 0 };
  if (d.stock === 'sold-out') return { stockType: 1, codes: 0 };
  return { stockType: 1, codes: 3 + (hash32(slug) % 13) };
}

type CardRow = CardPlanRow['row'];

/** Fields every denomination of a family shares: texts with the country filled in, lists. */
function familyFields(
  f: CardFamily,
): Pick<
  CardRow,
  | 'categoryId'
  | 'descEn'
  | 'descAr'
  | 'keywords'
  | 'regionsEn'
  | 'regionsAr'
  | 'languagesEn'
  | 'languagesAr'
  | 'systemRequirementEn'
  | 'systemRequirementAr'
> {
  const country = countryName(f);
  const [tagEn, tagAr] = COUNTRY_TAG[f.country];
  return {
    categoryId: f.categoryId,
    descEn: f.texts.desc[0].replaceAll('{country}', country[0]),
    descAr: f.texts.desc[1].replaceAll('{country}', country[1]),
    keywords: [...f.texts.keywords, tagEn.toLowerCase(), tagAr],
    regionsEn: f.regions.map((r) => r[0]),
    regionsAr: f.regions.map((r) => r[1]),
    languagesEn: f.languages.map((l) => l[0]),
    languagesAr: f.languages.map((l) => l[1]),
    systemRequirementEn: f.texts.systemRequirement?.[0] ?? '',
    systemRequirementAr: f.texts.systemRequirement?.[1] ?? '',
  };
}

/** One denomination as a card row, its images and its encrypted codes. */
function addDenomination(part: CardPart, f: CardFamily, d: Denomination, created: Date, codes: CodeSource): void {
  const [nameEn, nameAr] = cardName(f, d);
  const slug = slugify(nameEn);
  const img = `cards/${slug}.svg`;
  const stock = stockOf(d, slug);
  part.cards.push({
    country: f.country,
    platform: platformName(f.platform),
    row: {
      ...familyFields(f),
      nameEn,
      nameAr,
      slug,
      shortName: d.label,
      ...cardPrice(d.face, f.currency, f.margin ?? 1.12, d.sale),
      stockType: stock.stockType,
      stock: stock.codes,
      img,
      isDeal: d.deal ?? false,
      createdAt: created,
      updatedAt: created,
    },
  });
  const caption = (f.title ?? f.texts.title)[0];
  part.images.push({ key: img, svg: cardFace(f.platform, d.label, COUNTRY_TAG[f.country][0], caption) });
  part.cardImages.push(
    { parent: slug, row: { img, sortOrder: 0 } },
    { parent: slug, row: { img: backKey(f.platform), sortOrder: 1 } },
  );
  for (const code of makeCodes(f.platform, stock.codes, codes.encrypt, codes.usedHashes)) {
    part.cardCodes.push({ parent: slug, row: { ...code, status: 'available', createdAt: created } });
  }
}

interface CodeSource {
  encrypt: Encrypt;
  /** hashes already generated in this run, so no code repeats */
  usedHashes: Set<string>;
}

export function buildCards(now: Date, encryptCode: Encrypt): CardPart {
  const part: CardPart = { cards: [], cardImages: [], cardCodes: [], images: [] };
  const codes: CodeSource = { encrypt: encryptCode, usedHashes: new Set() };
  for (const f of cardFamilies) {
    const familyAge = f.daysAgo ?? spreadDays(`${f.platform}-${f.categoryId}-${f.country}`, 120);
    // denominations of a family a minute apart, so "latest" ordering is stable
    f.denominations.forEach((d, i) => addDenomination(part, f, d, daysAgo(now, familyAge + i / 1440), codes));
  }
  assertUnique(
    part.cards.map((c) => c.row.slug),
    'card slug',
  );
  const platforms = [...new Set(cardFamilies.map((f) => f.platform))];
  part.images.push(...platforms.map((p) => ({ key: backKey(p), svg: cardBack(p) })));
  return part;
}

function backKey(platform: PlatformKey): string {
  return `cards/back-${platform}.svg`;
}
