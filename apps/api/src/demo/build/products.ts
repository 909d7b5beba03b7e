// Physical products: product rows, gallery images (2–4 generated shots), specification rows
// (with the warranty row appended) and HTML descriptions.
import { missingCompatKeys, type PcPart } from '@store/shared';
import { productShot } from '../art/products.ts';
import { CAT, categorySeeds } from '../sources/categories.ts';
import { isDeviceKind, type DeviceKind } from '../sources/kinds.ts';
import { productSeeds, type CategorizedProduct } from '../sources/products/index.ts';
import { descriptionHtml, supportText, warrantySpec } from '../sources/products/texts.ts';
import { daysAgo, egp, escapeXml, hash32, slugify, spreadDays, type Bi } from '../util.ts';
import type { ImageFile, SeedPlan } from './types.ts';
import { assertUnique } from './types.ts';

type ProductPart = Pick<SeedPlan, 'products' | 'productImages' | 'productSpecs'> & { images: ImageFile[] };

const esc = (b: Bi): Bi => [escapeXml(b[0]), escapeXml(b[1])];

function artOf(p: CategorizedProduct): DeviceKind {
  if (p.art) return p.art;
  const art = categorySeeds.find((c) => c.id === p.categoryId)?.art;
  if (!art || !isDeviceKind(art)) throw new Error(`seed data: no device art for category ${p.categoryId}`);
  return art;
}

function stockOf(p: CategorizedProduct): { stockType: number; stock: number } {
  if (p.stock === 'always') return { stockType: 0, stock: 0 };
  if (p.stock === 'unavailable') return { stockType: 2, stock: 0 };
  return { stockType: 1, stock: p.stock };
}

/** The component categories whose every product carries Build PC specification keys. */
export const PART_OF_CATEGORY: ReadonlyMap<number, PcPart> = new Map<number, PcPart>([
  [CAT.processors, 'cpu'],
  [CAT.motherboards, 'motherboard'],
  [CAT.memory, 'memory'],
  [CAT.graphicsCards, 'gpu'],
  [CAT.powerSupplies, 'psu'],
  [CAT.cases, 'case'],
]);

function validateCompat(p: CategorizedProduct, slug: string): void {
  const part = PART_OF_CATEGORY.get(p.categoryId);
  if (!part) {
    if (p.compat) throw new Error(`seed data: ${slug} carries compat keys outside the component categories`);
    return;
  }
  if (p.compat?.part !== part) throw new Error(`seed data: ${slug} needs compat keys for part '${part}'`);
  const missing = missingCompatKeys(p.compat);
  if (missing.length > 0) throw new Error(`seed data: ${slug} lacks compat keys ${missing.join(', ')}`);
}

function validate(p: CategorizedProduct, slug: string): void {
  if (p.sale !== undefined && p.sale >= p.price) throw new Error(`seed data: ${slug} sale price is not below the price`);
  if (p.specs.length < 3 || p.specs.length > 7) throw new Error(`seed data: ${slug} needs 3–7 specs before the warranty row`);
  validateCompat(p, slug);
}

/** The maker, from the start of the English name (the demo's names all begin with it). */
const MULTI_WORD_BRANDS = ['Cooler Master', 'Lian Li', 'be quiet!'];
export function brandOf(nameEn: string): string {
  return MULTI_WORD_BRANDS.find((b) => nameEn.startsWith(`${b} `)) ?? nameEn.split(' ')[0]!;
}

/** One product: its row, gallery images (main image first) and specification rows. */
function addProduct(part: ProductPart, p: CategorizedProduct, slug: string, now: Date): void {
  validate(p, slug);
  const imageCount = p.images ?? 2 + (hash32(slug) % 3);
  const keys = Array.from({ length: imageCount }, (_, n) => `products/${slug}-${n + 1}.svg`);
  const created = daysAgo(now, p.daysAgo ?? spreadDays(slug, 120));
  const [descEn, descAr] = descriptionHtml(esc(p.name), esc(p.intro), p.highlights.map(esc), p.group);
  const [supportEn, supportAr] = supportText(p.support);
  part.products.push({
    categoryId: p.categoryId,
    nameEn: p.name[0],
    nameAr: p.name[1],
    brand: brandOf(p.name[0]),
    slug,
    descEn,
    descAr,
    supportEn,
    supportAr,
    keywords: p.keywords,
    price: egp(p.price),
    priceAfterDiscount: p.sale === undefined ? null : egp(p.sale),
    ...stockOf(p),
    shippingAbroad: p.abroad ?? false,
    mainImage: keys[0]!,
    isDeal: p.deal ?? false,
    compat: p.compat ?? null,
    createdAt: created,
    updatedAt: created,
  });
  const art = artOf(p);
  keys.forEach((key, n) => {
    part.productImages.push({ parent: slug, row: { img: key, sortOrder: n } });
    part.images.push({ key, svg: productShot(art, p.brand, n + 1) });
  });
  [...p.specs, warrantySpec(p.warranty)].forEach(([key, value], n) => {
    const [valueEn, valueAr] = typeof value === 'string' ? [value, value] : value;
    part.productSpecs.push({ parent: slug, row: { keyEn: key[0], keyAr: key[1], valueEn, valueAr, sortOrder: n } });
  });
}

export function buildProducts(now: Date): ProductPart {
  const slugs = productSeeds.map((p) => p.slug ?? slugify(p.name[0]));
  assertUnique(slugs, 'product slug');
  const part: ProductPart = { products: [], productImages: [], productSpecs: [], images: [] };
  productSeeds.forEach((p, i) => addProduct(part, p, slugs[i]!, now));
  return part;
}
