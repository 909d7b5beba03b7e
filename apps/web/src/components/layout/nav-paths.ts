// Links of the navigation menus (spec §2 routes): hardware categories carry ?children=, the
// digital store has three levels, and slashes in country names become commas.
import { countryNameToPath, type Category, type Country } from '@store/shared';

export const hardwareCategoryPath = (c: Pick<Category, 'id' | 'slug' | 'has_children'>) =>
  `/gaming-hardware/${encodeURIComponent(c.slug)}/${c.id}?children=${c.has_children}`;

export const digitalCategoryPath = (c: Pick<Category, 'id' | 'slug'>) => `/digital-store/${encodeURIComponent(c.slug)}/${c.id}`;

export const digitalSubCategoryPath = (c: Pick<Category, 'id' | 'slug'>) =>
  `/digital-store/sub_category/${encodeURIComponent(c.slug)}/${c.id}`;

export const countryCardsPath = (country: Pick<Country, 'id' | 'name'>, sub: Pick<Category, 'id' | 'slug'>) =>
  `/digital-store/${encodeURIComponent(countryNameToPath(country.name))}/${country.id}/${encodeURIComponent(sub.slug)}/${sub.id}`;

export const HARDWARE_LANDING = '/category/gaming-hardware';
export const DIGITAL_LANDING = '/category/digital-store';
export const WORLD_TO_EGYPT_LANDING = '/category/World2Egypt';
