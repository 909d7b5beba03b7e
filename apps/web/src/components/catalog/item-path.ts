// Where a catalogue item lives (spec §2): products at /product/{id}/{slug}, cards at /card/{id}/{slug}.
import { slugify, type CatalogItem } from '@store/shared';

export function itemPath(item: Pick<CatalogItem, 'id' | 'product_type' | 'slug' | 'name'>): string {
  const slug = item.slug || slugify(item.name);
  return `/${item.product_type === 2 ? 'card' : 'product'}/${item.id}/${encodeURIComponent(slug)}`;
}

/** The image of a list item: products carry main_image, cards img. */
export function itemImage(item: CatalogItem): string {
  return item.product_type === 2 ? item.img : item.main_image;
}
