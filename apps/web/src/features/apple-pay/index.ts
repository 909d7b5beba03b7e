// The device-wallet test page's public face: its routes.
export { applePayRoutes } from './routes.tsx';
