// The orders feature's public face: what other features (the account menu, support) may use.
// Pages are reached through routes.tsx; nothing else imports this feature's files.
export { ORDERS_KEY } from './api.ts';
export { OrderStatusBadge } from './components/OrderStatusBadge.tsx';
