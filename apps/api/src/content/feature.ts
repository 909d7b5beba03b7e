// Posts, FAQ, information pages, settings, sliders and advertisements; the information pages' and
// the FAQ's page metadata.
import type { Feature } from '../feature.ts';
import contentRoutes from './routes.ts';
import { contentPages } from './seo.ts';

export const feature: Feature = { name: 'content', routes: [contentRoutes], pages: contentPages };
