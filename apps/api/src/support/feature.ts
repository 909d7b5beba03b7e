// Support tickets, their conversation and attachments.
import type { Feature } from '../features.ts';
import supportRoutes from './routes.ts';

export const feature: Feature = { name: 'support', routes: [supportRoutes] };
