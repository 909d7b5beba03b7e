// Bench-only catalogue: bulk-inserts generated products and cards (10,000 items by default)
// into the EXISTING demo category tree, countries and platforms, then runs VACUUM ANALYZE (this
// machine's PostgreSQL runs with autovacuum off: without statistics plans are far slower, and
// only VACUUM refreshes the trigram GIN index's statistics that search plans depend on).
// Names are varied on purpose (brands × product lines × models × variants, games × platforms ×
// regions × denominations, in English and Arabic) so trigram search has real work to do.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../apps/api/src/db/client.ts';
import { cards, productImages, products, productSpecs } from '../apps/api/src/db/schema/index.ts';
import { HARDWARE_LINES, CARD_FAMILIES, type HardwareLine } from './catalog-vocabulary.ts';

const BATCH = 1000;

export interface BenchSeedResult {
  products: number;
  cards: number;
  ms: number;
}

/** mulberry32: the same catalogue on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

type Rng = ReturnType<typeof random>;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70);

function stockFields(rng: Rng) {
  const roll = rng.next();
  if (roll < 0.1) return { stockType: 0, stock: 0 };
  if (roll < 0.18) return { stockType: 2, stock: 0 };
  return { stockType: 1, stock: rng.chance(0.15) ? 0 : rng.int(1, 60) };
}

function priceFields(rng: Rng, base: number) {
  const price = Math.round(base * (0.85 + rng.next() * 0.3)) * 100;
  const discounted = rng.chance(0.2) ? Math.round((price * (0.75 + rng.next() * 0.2)) / 100) * 100 : null;
  return { price, priceAfterDiscount: discounted };
}

function createdAt(rng: Rng, now: number) {
  return new Date(now - Math.floor(rng.next() * 365 * 86_400_000));
}

async function leafCategories(db: Db) {
  const rows = rowsOf<{ id: number; store: string; display_type: number; slug: string }>(
    await db.execute(sql`
      select c.id, c.store, c.display_type, c.slug from categories c
      where c.active and c.parent_id is not null
        and not exists (select 1 from categories ch where ch.parent_id = c.id)
      order by c.id`),
  );
  return {
    hardware: rows.filter((r) => r.store !== 'digital'),
    digital: rows.filter((r) => r.store === 'digital'),
  };
}

async function sampleImages(db: Db, table: 'products' | 'cards'): Promise<string[]> {
  const column = sql.raw(table === 'products' ? 'main_image' : 'img');
  const rows = rowsOf<{ img: string }>(await db.execute(sql`select distinct ${column} as img from ${sql.raw(table)} limit 50`));
  return rows.length ? rows.map((r) => r.img) : ['bench/placeholder.svg'];
}

function productRow(rng: Rng, line: HardwareLine, categoryId: number, image: string, n: number, now: number) {
  const brand = rng.pick(line.brands);
  const model = rng.pick(line.models);
  const variant = rng.pick(line.variants);
  const nameEn = `${brand} ${model} ${variant}`.replace(/\s+/g, ' ').trim();
  const nameAr = `${line.nounAr} ${brand} ${model} ${variant}`.replace(/\s+/g, ' ').trim();
  const highlights = line.highlights.map((h) => `<li>${h}</li>`).join('');
  return {
    categoryId,
    nameEn,
    nameAr,
    slug: `${slug(nameEn)}-${n}`,
    descEn: `<p>The ${nameEn} is a ${line.noun} built for gamers in Egypt, with local warranty and fast delivery.</p><ul>${highlights}</ul>`,
    descAr: `<p>${nameAr} من أفضل الخيارات للاعبين في مصر، مع ضمان محلي وتوصيل سريع.</p>`,
    supportEn: `Drivers and manuals: https://support.example.com/${slug(brand)}`,
    supportAr: `التعريفات والأدلة: https://support.example.com/${slug(brand)}`,
    keywords: [line.noun, brand.toLowerCase(), ...line.keywords].filter(Boolean),
    ...priceFields(rng, line.basePrice),
    ...stockFields(rng),
    shippingAbroad: rng.chance(0.05),
    mainImage: image,
    isDeal: rng.chance(0.04),
    createdAt: createdAt(rng, now),
  };
}

async function insertProducts(db: Db, count: number, rng: Rng, now: number) {
  const { hardware } = await leafCategories(db);
  if (hardware.length === 0) throw new Error('seedBenchCatalog: the demo category tree is missing (seed the demo store first)');
  const images = await sampleImages(db, 'products');
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const category = hardware[(start + k) % hardware.length]!;
      const line = HARDWARE_LINES[category.slug] ?? HARDWARE_LINES.default!;
      return productRow(rng, line, category.id, rng.pick(images), start + k, now);
    });
    const inserted = await db.insert(products).values(batch).returning({ id: products.id, image: products.mainImage });
    await db.insert(productImages).values(inserted.map((p) => ({ productId: p.id, img: p.image, sortOrder: 1 })));
    await db.insert(productSpecs).values(
      inserted.flatMap((p) => [
        { productId: p.id, keyEn: 'Warranty', keyAr: 'الضمان', valueEn: '1 year', valueAr: 'سنة', sortOrder: 1 },
        { productId: p.id, keyEn: 'Condition', keyAr: 'الحالة', valueEn: 'New', valueAr: 'جديد', sortOrder: 2 },
      ]),
    );
  }
}

/** Card families sold in a digital sub-category, by the platform its slug names. */
function familiesFor(categorySlug: string) {
  const platform = PLATFORM_BY_SLUG.find(([part]) => categorySlug.includes(part))?.[1];
  const families = CARD_FAMILIES.filter((f) => f.platform === platform);
  return families.length > 0 ? families : CARD_FAMILIES;
}

const PLATFORM_BY_SLUG: Array<[string, string]> = [
  ['playstation', 'PlayStation'],
  ['xbox', 'Xbox'],
  ['steam', 'Steam'],
  ['nintendo', 'Nintendo'],
  ['apple', 'Apple'],
  ['google', 'Google Play'],
  ['amazon', 'Amazon'],
];

async function insertCards(db: Db, count: number, rng: Rng, now: number) {
  const { digital } = await leafCategories(db);
  const countries = rowsOf<{ id: number; iso2: string; name_en: string; name_ar: string }>(
    await db.execute(sql`select id, iso2, name_en, name_ar from countries order by id`),
  );
  const platforms = rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, name from platforms order by id`));
  if (digital.length === 0 || countries.length === 0)
    throw new Error('seedBenchCatalog: digital categories or countries are missing');
  const images = await sampleImages(db, 'cards');
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const n = start + k;
      const category = digital[n % digital.length]!;
      const country = rng.pick(countries);
      const family = rng.pick(familiesFor(category.slug));
      const amount = rng.pick(family.amounts);
      const shortName = family.amounts.length > 1 ? `${family.unit}${amount}` : '';
      const nameEn = `${family.en} ${shortName} (${country.iso2})`.replace(/\s+/g, ' ');
      const nameAr = `${family.ar} ${shortName} (${country.name_ar})`.replace(/\s+/g, ' ');
      const platform = platforms.find((p) => p.name === family.platform) ?? null;
      return {
        categoryId: category.id,
        countryId: country.id,
        platformId: platform?.id ?? null,
        nameEn,
        nameAr,
        slug: `${slug(nameEn)}-${n}`,
        shortName,
        descEn: `Instant digital delivery.\nRedeem on your ${country.name_en} account.\nCode appears in your order.`,
        descAr: `تسليم رقمي فوري.\nيُستخدم على حساب ${country.name_ar}.\nيظهر الكود في طلبك.`,
        keywords: family.keywords,
        regionsEn: [country.name_en],
        regionsAr: [country.name_ar],
        languagesEn: ['English', 'Arabic'],
        languagesAr: ['الإنجليزية', 'العربية'],
        ...priceFields(rng, Math.max(50, amount * family.egpPerUnit)),
        redeemPoints: rng.int(0, 50),
        ...stockFields(rng),
        img: rng.pick(images),
        isDeal: rng.chance(0.04),
        createdAt: createdAt(rng, now),
      };
    });
    await db.insert(cards).values(batch);
  }
}

export async function seedBenchCatalog(db: Db, opts: { products: number; cards: number }): Promise<BenchSeedResult> {
  const started = performance.now();
  const rng = random(20261122);
  const now = Date.now();
  await insertProducts(db, opts.products, rng, now);
  await insertCards(db, opts.cards, rng, now);
  // VACUUM too: with autovacuum off, only VACUUM refreshes the GIN (trigram) index statistics
  await db.execute(sql`vacuum analyze`);
  return { products: opts.products, cards: opts.cards, ms: Math.round(performance.now() - started) };
}
