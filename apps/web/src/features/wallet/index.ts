// The wallet feature's public face: its routes, and the query key other features (checkout's
// wallet line) refresh after a payment.
export { walletRoutes } from './routes.tsx';
export { WALLET_KEY } from './api.ts';
