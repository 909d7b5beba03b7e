// Assemble the whole seed plan from its parts.
import { buildCards } from './cards.ts';
import { buildCatalog } from './catalog.ts';
import { buildContent } from './content.ts';
import { buildProducts } from './products.ts';
import type { SeedPlan } from './types.ts';

export function buildPlan(now: Date, encryptCode: (plain: string) => string): SeedPlan {
  const catalog = buildCatalog(now);
  const products = buildProducts(now);
  const cards = buildCards(now, encryptCode);
  const content = buildContent(now);
  return {
    ...catalog,
    ...products,
    ...cards,
    ...content,
    images: [...catalog.images, ...products.images, ...cards.images, ...content.images],
  };
}
