// Request and answer schemas of the cash wallet, its top-up, the reward points summary and the
// device-wallet test page (spec §3 Wallet, Wallet transaction, Top-up fee result, Reward summary,
// Reward transaction; §5 Top-up; §7). Messages are 'wallet.<key>' (apps/api/src/wallet/messages.ts).
import { z } from 'zod';
import { displayDate, recordIdParam } from './formats.ts';
import { REWARD_FILTERS, WALLET_FILTERS, isWalletNumber, parseTopupAmount } from '../wallet.ts';

const page = z.coerce
  .number({ error: 'wallet.badPage' })
  .int('wallet.badPage')
  .min(1, 'wallet.badPage')
  .max(1_000_000, 'wallet.badPage')
  .default(1);
const perPage = (n: number) =>
  z.coerce
    .number({ error: 'wallet.badPerPage' })
    .int('wallet.badPerPage')
    .min(1, 'wallet.badPerPage')
    .default(n)
    .transform((v) => Math.min(v, 100));

/** GET users/wallets/transactions?page&per_page=10&type (type empty, credit or debit). */
export const walletTransactionsQuery = z.object({
  page,
  per_page: perPage(10),
  type: z.enum(WALLET_FILTERS, { error: 'wallet.badType' }).default(''),
});

export const walletTransaction = z.object({
  id: z.number().int(),
  operation: z.enum(['credit', 'debit']),
  /** EGP, always positive; the operation says which way it went */
  amount: z.number(),
  description: z.string(),
  reference: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

export const walletTransactionsAnswer = z.object({
  wallet: z.object({ balance: z.number() }),
  transactions: z.object({
    transactions: z.array(walletTransaction),
    total: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type WalletTransactionsAnswer = z.infer<typeof walletTransactionsAnswer>;

/** The amount as typed (digits and one dot, at most two decimals) or a JSON number; in piastres. */
const amount = z.union([z.string(), z.number()], { error: 'wallet.invalidAmount' }).transform((v, ctx) => {
  const piastres = parseTopupAmount(v);
  if (piastres === null || piastres <= 0) {
    ctx.addIssue({ code: 'custom', message: 'wallet.invalidAmount' });
    return z.NEVER;
  }
  return piastres;
});

const paymentId = recordIdParam('wallet.methodRequired');

/** POST users/wallets/calculate-topup-fees (spec §7). */
export const topupFeesBody = z.object({ amount, payment_id: paymentId });

export const topupFeesAnswer = z.object({ payment_fee: z.number(), amount: z.number(), total_amount: z.number() });
export type TopupFeesAnswer = z.infer<typeof topupFeesAnswer>;

/** POST users/wallets/topup (spec §7): amount, payment_id, wallet_number (method 2). */
export const topupBody = z.object({
  amount,
  payment_id: paymentId,
  wallet_number: z
    .string()
    .trim()
    .max(32, 'wallet.badWalletNumber')
    .refine((v) => v === '' || isWalletNumber(v), 'wallet.badWalletNumber')
    .optional(),
});

export const topupAnswer = z.object({
  topup_id: z.number().int(),
  /** the gateway's page the merchant is sent to */
  payment_link: z.string().optional(),
  /** a message shown in a popup whose Ok leads to /wallet */
  message: z.string().optional(),
});
export type TopupAnswer = z.infer<typeof topupAnswer>;

/** GET users/points-summary?status&per_page=20&page (spec §7). */
export const pointsSummaryQuery = z.object({
  status: z.enum(REWARD_FILTERS, { error: 'wallet.badRewardStatus' }).default('all'),
  page,
  per_page: perPage(20),
});

export const rewardTransaction = z.object({
  id: z.number().int(),
  /** the order that earned or spent the points; null for points given without an order */
  order: z.object({ name: z.string() }).nullable(),
  /** earned points are positive, redeemed ones negative */
  points: z.number().int(),
  maturity_date: displayDate('the day the points become available').nullable(),
  expiry_date: displayDate('the day unspent points expire').nullable(),
  /** Available, Pending, Redeemed or Expired */
  status: z.string(),
  redeem_date: displayDate('the day the points were spent').nullable(),
  /** why staff added or took these points (the request's language); null for an order's points */
  note: z.string().nullable(),
});
export type RewardTransaction = z.infer<typeof rewardTransaction>;

export const pointsSummary = z.object({
  available_balance: z.number().int(),
  pending_balance: z.number().int(),
  total_balance: z.number().int(),
  transactions: z.array(rewardTransaction),
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type PointsSummary = z.infer<typeof pointsSummary>;

/** POST apple-pay/validate-merchant: the address Apple's ApplePaySession gave the page. */
export const validateMerchantBody = z.object({
  validationURL: z
    .string({ error: 'wallet.badValidationUrl' })
    .max(2048, 'wallet.badValidationUrl')
    .url('wallet.badValidationUrl'),
});

/** Apple's merchant session, handed to session.completeMerchantValidation() as it came. */
export const merchantSession = z.record(z.string(), z.unknown());

/** POST apple-pay/token: the payment token of ApplePayPaymentAuthorizedEvent. */
export const applePayTokenBody = z.object({
  paymentToken: z.object(
    {
      paymentData: z.record(z.string(), z.unknown(), { error: 'wallet.badPaymentToken' }),
      paymentMethod: z.record(z.string(), z.unknown()).optional(),
      transactionIdentifier: z.string().max(512).optional(),
    },
    { error: 'wallet.badPaymentToken' },
  ),
});

export const applePayTokenAnswer = z.object({ status: z.enum(['success', 'failure']) });
