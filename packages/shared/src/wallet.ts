// Rules of the cash wallet's top-up (spec §2 Wallet and top-up, §5 Top-up, §9). The storefront
// checks the form with these; the server's request schemas call the same functions, and the fee
// is the one payment-fee rule of pricing.ts (feeOn), so each rule exists once.
import { TOPUP_WALLET_METHOD_ID } from './constants.ts';
import { asciiDigits, hundredthsOf } from './money.ts';
import { feeOn, type Fee } from './pricing.ts';

/** spec §5 Top-up: the amount field keeps only digits and dots ('12a.5' → '12.5'). */
export function keepAmountChars(text: string): string {
  return asciiDigits(text).replace(/[^0-9.]/g, '');
}

/** An amount in EGP with at most two decimals ('150', '150.5', '.5'), in piastres; null otherwise. */
export function parseTopupAmount(text: string | number): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? hundredthsOf(String(text)) : null;
  return hundredthsOf(text);
}

/** Which of the three top-up messages of spec §5 applies, in its order; null when the form may be sent. */
export type TopupProblem = 'invalidAmount' | 'methodRequired' | 'walletNumberRequired';

export function topupProblem(form: {
  amount: string;
  paymentId: number | null;
  walletNumber: string;
  /** the chosen method asks for a wallet number (id 2 in the spec, or wallet_phone_required) */
  walletRequired?: boolean;
}): TopupProblem | null {
  const piastres = parseTopupAmount(form.amount);
  if (piastres === null || piastres <= 0) return 'invalidAmount';
  if (form.paymentId === null) return 'methodRequired';
  const needsWallet = form.walletRequired ?? form.paymentId === TOPUP_WALLET_METHOD_ID;
  if (needsWallet && form.walletNumber.trim() === '') return 'walletNumberRequired';
  return null;
}

/** An Egyptian mobile-wallet number: 11 digits starting 010, 011, 012 or 015. */
export const isWalletNumber = (text: string): boolean => /^01[0125][0-9]{8}$/.test(asciiDigits(text.trim()));

export interface TopupTotals {
  /** what is credited to the wallet (piastres) */
  amount: number;
  /** the payment method's fee on it */
  fee: number;
  /** what the gateway collects */
  total: number;
}

/** The fee of a top-up is the payment method's fee on the amount; the wallet receives the amount. */
export function topupTotals(amount: number, fee: Fee): TopupTotals {
  const f = feeOn(amount, fee);
  return { amount, fee: f, total: amount + f };
}

/** Wallet transaction filter of spec §4 (empty = all). */
export const WALLET_FILTERS = ['', 'credit', 'debit'] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];

/** Reward filter of spec §4. */
export const REWARD_FILTERS = ['all', 'available', 'pending', 'redeemed'] as const;
export type RewardFilter = (typeof REWARD_FILTERS)[number];

/**
 * A manual adjustment by staff (issue 26): at most this much either way in one entry — 1,000,000
 * EGP in piastres, or 10,000,000 points — so a typo of a few zeros is refused, not booked.
 */
export const MAX_WALLET_ADJUSTMENT = 100_000_000;
export const MAX_POINTS_ADJUSTMENT = 10_000_000;

/**
 * The balance after a manual adjustment of `delta` (piastres or points, negative takes away), or
 * null when it would leave the balance below zero: staff can correct a balance, never overdraw it.
 */
export function balanceAfterAdjustment(balance: number, delta: number): number | null {
  const after = balance + delta;
  return Number.isSafeInteger(after) && after >= 0 ? after : null;
}
