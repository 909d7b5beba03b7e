// The wallet: balance, ledger and top-ups, and the job that expires unpaid top-ups.
import type { Feature } from '../feature.ts';
import walletRoutes from './routes.ts';
import { expireUnpaidTopups } from './topups.ts';

export const feature: Feature = {
  name: 'wallet',
  routes: [walletRoutes],
  jobs: [
    {
      // unpaid wallet top-ups expire (TOPUP_PAYMENT_MINUTES), like unpaid orders: their payments close
      name: 'expire-unpaid-topups',
      everyMs: 60_000,
      run: (ctx) => expireUnpaidTopups(ctx),
    },
  ],
};
