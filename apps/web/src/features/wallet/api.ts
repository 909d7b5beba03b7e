// The wallet feature's calls (spec §7): the ledger page with the balance, the top-up methods, the
// fee of a top-up and the top-up itself. Query keys start with 'wallet' so a finished top-up can
// refresh every wallet view at once.
import { useQuery } from '@tanstack/react-query';
import type { TopupAnswer, TopupFeesAnswer } from '@store/shared/contract/wallet';
import { WALLET_PAGE_SIZE, type WalletFilter } from '@store/shared';
import { apiCall, api } from '../../lib/api.ts';

export const WALLET_KEY = ['wallet'] as const;

export function useWalletTransactions(page: number, type: WalletFilter, lang: string) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'transactions', page, type, lang],
    queryFn: ({ signal }) => api.get('/users/wallets/transactions', { page, per_page: WALLET_PAGE_SIZE, type }, signal),
    placeholderData: (previous) => previous,
  });
}

export function useTopupMethods(lang: string) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'methods', lang],
    queryFn: ({ signal }) => api.get('/payments/wallet', undefined, signal),
  });
}

export async function calculateTopupFees(amount: string, paymentId: number, signal?: AbortSignal): Promise<TopupFeesAnswer> {
  return (
    await apiCall<TopupFeesAnswer>('users/wallets/calculate-topup-fees', { body: { amount, payment_id: paymentId }, signal })
  ).data;
}

export async function buyTopup(body: { amount: string; payment_id: number; wallet_number?: string }) {
  return apiCall<TopupAnswer>('users/wallets/topup', { body });
}

/** Leaving the store for the gateway's page (a seam for tests: jsdom cannot navigate). */
export const leaveStore = {
  to(url: string): void {
    window.location.assign(url);
  },
};
