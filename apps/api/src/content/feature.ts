// Posts, FAQ, information pages, settings, sliders and advertisements.
import type { Feature } from '../feature.ts';
import contentRoutes from './routes.ts';

export const feature: Feature = { name: 'content', routes: [contentRoutes] };
