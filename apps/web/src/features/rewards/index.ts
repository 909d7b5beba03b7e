// The rewards feature's public face: its routes.
export { rewardsRoutes } from './routes.tsx';
