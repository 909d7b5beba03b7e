// URLs of the catalogue levels (spec §2): tiles link to /{category_path}/{name-slug}/{id}.
import { countryNameToPath, slugify, type Category, type Country } from '@store/shared';

export type StorePath = 'gaming-hardware' | 'digital-store';

export const categorySlug = (c: Pick<Category, 'slug' | 'name'>) => (c.slug || slugify(c.name)).toLowerCase();

/** A hardware category: its tiles when it has children, else its product list. */
export function hardwarePath(c: Pick<Category, 'id' | 'slug' | 'name' | 'has_children'>): string {
  return `/gaming-hardware/${encodeURIComponent(categorySlug(c))}/${c.id}?children=${c.has_children ? 'true' : 'false'}`;
}

/** A digital-store category: display_type 2 lists countries, others show sub-category tiles. */
export function digitalPath(c: Pick<Category, 'id' | 'slug' | 'name' | 'display_type'>): string {
  const slug = encodeURIComponent(categorySlug(c));
  return c.display_type === 2 ? `/digital-store/sub_category/${slug}/${c.id}` : `/digital-store/${slug}/${c.id}`;
}

/** The card list of one sub-category in one country; slashes in the country name become commas. */
export function cardListPath(country: Pick<Country, 'id' | 'name'>, category: { id: number; slug: string }): string {
  const countryPart = encodeURIComponent(countryNameToPath(country.name).trim().replace(/\s+/g, '-') || String(country.id));
  return `/digital-store/${countryPart}/${country.id}/${encodeURIComponent(category.slug)}/${category.id}`;
}

export function categoryTilePath(store: StorePath, c: Category): string {
  return store === 'gaming-hardware' ? hardwarePath(c) : digitalPath(c);
}
