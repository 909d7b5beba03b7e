// Where a catalogue item lives (spec §2): the address comes from the shared route table
// (`itemPath` of @store/shared); the image is this list item's own.
import type { CatalogItem } from '@store/shared';

export { itemPath } from '@store/shared';

/** The image of a list item: products carry main_image, cards img. */
export function itemImage(item: CatalogItem): string {
  return item.product_type === 2 ? item.img : item.main_image;
}
