// Categories (with logos), countries and platforms (with logos) as rows and images.
import { categoryLogo } from '../art/logos.ts';
import { platformLogo } from '../art/brands.ts';
import { categorySeeds } from '../sources/categories.ts';
import { countrySeeds, platformLogoKey, platformSeeds } from '../sources/regions.ts';
import type { ImageFile, SeedPlan } from './types.ts';
import { assertUnique } from './types.ts';

type CatalogPart = Pick<SeedPlan, 'categories' | 'countries' | 'platforms'> & { images: ImageFile[] };

export function categoryLogoKey(slug: string): string {
  return `categories/${slug}.svg`;
}

export function buildCatalog(now: Date): CatalogPart {
  assertUnique(
    categorySeeds.map((c) => String(c.id)),
    'category id',
  );
  assertUnique(
    categorySeeds.map((c) => c.slug),
    'category slug',
  );
  const siblingIndex = new Map<number | null, number>();
  const categories = categorySeeds.map((c) => {
    const sortOrder = siblingIndex.get(c.parentId) ?? 0;
    siblingIndex.set(c.parentId, sortOrder + 1);
    return {
      id: c.id,
      parentId: c.parentId,
      store: c.store,
      displayType: c.displayType,
      nameEn: c.name[0],
      nameAr: c.name[1],
      slug: c.slug,
      logo: categoryLogoKey(c.slug),
      sortOrder,
      createdAt: now,
    };
  });
  const images: ImageFile[] = [
    ...categorySeeds.map((c) => ({ key: categoryLogoKey(c.slug), svg: categoryLogo(c.art) })),
    ...platformSeeds.map((p) => ({ key: platformLogoKey(p.key), svg: platformLogo(p.key) })),
  ];
  return {
    categories,
    countries: countrySeeds.map((c, i) => ({ iso2: c.iso2, nameEn: c.name[0], nameAr: c.name[1], sortOrder: i })),
    platforms: platformSeeds.map((p) => ({ name: p.name, logo: platformLogoKey(p.key) })),
    images,
  };
}
