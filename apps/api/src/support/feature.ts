// Support tickets, their conversation and attachments.
import type { Feature } from '../feature.ts';
import supportRoutes from './routes.ts';

export const feature: Feature = { name: 'support', routes: [supportRoutes] };
