// How a physical product is written in the seed data: compact, bilingual, in whole EGP. The
// builder (../../build/products.ts) turns it into rows for products, product_images and
// product_specs.
import type { CompatSpecs } from '@store/shared';
import type { Bi } from '../../util.ts';
import type { DeviceKind } from '../kinds.ts';

/** A specification row: bilingual key and a value that is the same in both languages or a pair. */
export type Spec = readonly [key: Bi, value: string | Bi];

/** Vendors whose support text carries a real drivers/software link. */
export type Vendor =
  | 'nvidia'
  | 'amd'
  | 'intel'
  | 'asus'
  | 'msi'
  | 'gigabyte'
  | 'corsair'
  | 'logitech'
  | 'razer'
  | 'steelseries'
  | 'hyperx'
  | 'samsung'
  | 'wd'
  | 'nzxt';

/** What the closing paragraph of the description talks about. */
export type ProductGroup = 'component' | 'console' | 'peripheral' | 'import';

export interface ProductSeed {
  /** default: slug of the English name */
  slug?: string;
  name: Bi;
  /** short label drawn on the generated product shot */
  brand: string;
  /** silhouette of the generated shots; default: the category's device */
  art?: DeviceKind;
  /** list price in EGP */
  price: number;
  /** discounted price in EGP */
  sale?: number;
  /** a number = managed stock; 'always' = type 0; 'unavailable' = type 2 */
  stock: number | 'always' | 'unavailable';
  /** Build PC specification keys; required in the component categories (build/products.ts) */
  compat?: CompatSpecs;
  deal?: boolean;
  abroad?: boolean;
  /** number of gallery images (2–4); default derived from the slug */
  images?: 2 | 3 | 4;
  keywords: string[];
  intro: Bi;
  highlights: Bi[];
  /** 3–7 rows; a warranty row is appended */
  specs: Spec[];
  /** warranty in years (0.5 = six months) */
  warranty: number;
  support?: Vendor;
  /** created this many days ago; default spread over the last 120 days */
  daysAgo?: number;
}

export interface CategorizedProduct extends ProductSeed {
  categoryId: number;
  group: ProductGroup;
}

export function inCategory(categoryId: number, group: ProductGroup, items: ProductSeed[]): CategorizedProduct[] {
  return items.map((p) => ({ ...p, categoryId, group }));
}
