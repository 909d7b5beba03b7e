// The reward points summary (the points' aging job needs the orders' calendar day: features.pending.ts).
import type { Feature } from '../feature.ts';
import rewardRoutes from './routes.ts';

export const feature: Feature = { name: 'rewards', routes: [rewardRoutes] };
