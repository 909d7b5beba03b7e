// The Build PC feature's public face: its routes (app/router.tsx) and the session key of the
// selection. Other features import from here, never from its files.
export { buildPcRoutes } from './routes.tsx';
export { BUILD_PC_KEY } from './selection.ts';
