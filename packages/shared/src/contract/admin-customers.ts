// Requests of the customer money actions in the back-office (issue 26): a manual wallet or points
// adjustment is one ledger entry with a required reason in both languages (the customer reads it
// in theirs). Messages 'adminLedger.*' are resolved by the API's catalogue (admin/ledger-messages.ts).
import { z } from 'zod';
import { MAX_POINTS_ADJUSTMENT, MAX_WALLET_ADJUSTMENT } from '../wallet.ts';

const reason = z
  .string('adminLedger.reasonRequired')
  .trim()
  .min(3, 'adminLedger.reasonRequired')
  .max(200, 'adminLedger.reasonTooLong');

const nonZero = (max: number, key: string) =>
  z
    .number(`adminLedger.${key}`)
    .int(`adminLedger.${key}`)
    .min(-max, `adminLedger.${key}`)
    .max(max, `adminLedger.${key}`)
    .refine((n) => n !== 0, `adminLedger.${key}`);

/** `amount` in piastres: positive credits the wallet, negative debits it. */
export const walletAdjustmentBody = z.object({
  amount: nonZero(MAX_WALLET_ADJUSTMENT, 'badAmount'),
  reason_en: reason,
  reason_ar: reason,
});

/** `points`: positive adds an available lot, negative takes from the available lots. */
export const pointsAdjustmentBody = z.object({
  points: nonZero(MAX_POINTS_ADJUSTMENT, 'badPoints'),
  reason_en: reason,
  reason_ar: reason,
});

export type WalletAdjustmentBody = z.infer<typeof walletAdjustmentBody>;
export type PointsAdjustmentBody = z.infer<typeof pointsAdjustmentBody>;
