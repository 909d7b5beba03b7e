// The catalogue: categories, items, details, home carousels; /sitemap.xml and
// /robots.txt at the root; the page metadata of product, card, category, search and news pages.
import type { Feature } from '../feature.ts';
import catalogPublicRoutes from './public-routes.ts';
import catalogRoutes from './routes.ts';
import { catalogPages } from './seo.ts';

export const feature: Feature = {
  name: 'catalog',
  routes: [catalogRoutes],
  rootRoutes: [catalogPublicRoutes],
  pages: catalogPages,
};
