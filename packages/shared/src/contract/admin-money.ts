// The back-office's money settings (issue 26): coupons, payment and shipping methods with their
// fees, and the reward points rules. Amounts are integer piastres, percentages of a fee or a
// coupon basis points (1 % = 100). Messages 'adminMoney.*' are resolved by the API's catalogue
// (apps/api/src/admin/money-messages.ts) in the request's language.
import { z } from 'zod';
import { recordId, typedInstant } from './formats.ts';
import { staffSearch } from './staff-search.ts';
import { POINTS_RULE_LIMITS } from '../cart.ts';

const count = z.number().int();
const id = recordId();
const MAX_MONEY = 100_000_000; // 1,000,000 EGP

const money = (key: string, min = 0) =>
  z.number(`adminMoney.${key}`).int(`adminMoney.${key}`).min(min, `adminMoney.${key}`).max(MAX_MONEY, `adminMoney.${key}`);
const ids = (key: string) =>
  z
    .array(id, `adminMoney.${key}`)
    .max(500, `adminMoney.${key}`)
    .nullable()
    .default(null)
    .transform((v) => (v && v.length > 0 ? [...new Set(v)].sort((a, b) => a - b) : null));
const instant = typedInstant('adminMoney.badDate');

// ---- coupons -----------------------------------------------------------------------------
/** A coupon code: letters, digits, '-' and '_', 2–40 characters; unique whatever the case. */
export const couponCode = z
  .string('adminMoney.badCode')
  .trim()
  .min(2, 'adminMoney.badCode')
  .max(40, 'adminMoney.badCode')
  .regex(/^[A-Za-z0-9_-]+$/, 'adminMoney.badCode');

export const couponBody = z
  .object({
    code: couponCode,
    kind: z.enum(['percent', 'fixed'], 'adminMoney.badKind'),
    /** percent: basis points 100–10,000 (1 %–100 %); fixed: piastres, more than 0 */
    value: z.number('adminMoney.badValue').int('adminMoney.badValue'),
    /** piastres; the most a percentage coupon takes off */
    max_discount: money('badMaxDiscount', 1).nullable().default(null),
    min_subtotal: money('badMinSubtotal').default(0),
    starts_at: instant.nullable().default(null),
    ends_at: instant.nullable().default(null),
    usage_limit: z
      .number('adminMoney.badUsageLimit')
      .int('adminMoney.badUsageLimit')
      .min(1, 'adminMoney.badUsageLimit')
      .max(10_000_000, 'adminMoney.badUsageLimit')
      .nullable()
      .default(null),
    per_user_limit: z
      .number('adminMoney.badPerUser')
      .int('adminMoney.badPerUser')
      .min(1, 'adminMoney.badPerUser')
      .max(1000, 'adminMoney.badPerUser')
      .default(1),
    active: z.boolean().default(true),
    payment_method_ids: ids('badIds'),
    product_ids: ids('badIds'),
    card_ids: ids('badIds'),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'percent' && (b.value < 100 || b.value > 10_000)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'adminMoney.badPercent' });
    }
    if (b.kind === 'fixed' && (b.value < 1 || b.value > MAX_MONEY)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'adminMoney.badFixed' });
    }
    if (b.kind === 'fixed' && b.max_discount !== null) {
      ctx.addIssue({ code: 'custom', path: ['max_discount'], message: 'adminMoney.capOnFixed' });
    }
    if (b.starts_at && b.ends_at && Date.parse(b.ends_at) <= Date.parse(b.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'adminMoney.endsBeforeStarts' });
    }
  });
export type CouponBody = z.output<typeof couponBody>;

export const couponAdmin = z.object({
  id: count,
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: count,
  max_discount: count.nullable(),
  min_subtotal: count,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: count.nullable(),
  used_count: count,
  per_user_limit: count,
  active: z.boolean(),
  payment_method_ids: z.array(count).nullable(),
  product_ids: z.array(count).nullable(),
  card_ids: z.array(count).nullable(),
  /** live | scheduled | expired | used_up | inactive, as checkout would see it now */
  state: z.enum(['live', 'scheduled', 'expired', 'used_up', 'inactive']),
});

export const couponListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: staffSearch(40),
  active: z.enum(['all', 'yes', 'no']).default('all'),
});
export const couponListAnswer = z.object({
  items: z.array(couponAdmin),
  total: count,
  last_page: count,
  /** the names, in the request's language, of the items and payment methods the listed coupons are restricted to */
  names: z.array(z.object({ kind: z.enum(['product', 'card', 'payment_method']), id: count, name: z.string() })),
});

export const activeBody = z.object({ active: z.boolean('adminMoney.badActive') });

// ---- payment and shipping methods ----------------------------------------------------------
const name = z.string('adminMoney.badName').trim().min(1, 'adminMoney.badName').max(100, 'adminMoney.badName');
const description = z.string('adminMoney.badDescription').trim().max(500, 'adminMoney.badDescription');

export const paymentMethodBody = z.object({
  name_en: name,
  name_ar: name,
  description_en: description.default(''),
  description_ar: description.default(''),
  /** basis points of the amount the gateway collects, 0–2,000 (0 %–20 %) */
  fee_basis_points: z
    .number('adminMoney.badFeePercent')
    .int('adminMoney.badFeePercent')
    .min(0, 'adminMoney.badFeePercent')
    .max(2_000, 'adminMoney.badFeePercent'),
  /** piastres, 0–100,000 (1,000 EGP) */
  fee_fixed: z
    .number('adminMoney.badFeeFixed')
    .int('adminMoney.badFeeFixed')
    .min(0, 'adminMoney.badFeeFixed')
    .max(100_000, 'adminMoney.badFeeFixed'),
  active: z.boolean(),
  sort_order: z.number().int().min(-1_000).max(1_000),
  for_orders: z.boolean(),
  for_topup: z.boolean(),
});
export const paymentMethodAdmin = z.object({
  id: count,
  provider: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  fee_basis_points: count,
  fee_fixed: count,
  active: z.boolean(),
  sort_order: count,
  for_orders: z.boolean(),
  for_topup: z.boolean(),
  wallet_phone_required: z.boolean(),
  /** whether it can take wallet top-ups at all (cash on delivery and the wallet itself cannot) */
  topup_possible: z.boolean(),
});

export const shippingMethodBody = z.object({
  name_en: name,
  name_ar: name,
  fee: z
    .number('adminMoney.badShippingFee')
    .int('adminMoney.badShippingFee')
    .min(0, 'adminMoney.badShippingFee')
    .max(1_000_000, 'adminMoney.badShippingFee'),
  active: z.boolean(),
});
export const shippingMethodAdmin = z.object({
  id: count,
  name_en: z.string(),
  name_ar: z.string(),
  fee: count,
  active: z.boolean(),
});

// ---- reward points rules -------------------------------------------------------------------
const rule = (key: keyof typeof POINTS_RULE_LIMITS) =>
  z
    .number(`adminMoney.rule_${key}`)
    .int(`adminMoney.rule_${key}`)
    .min(POINTS_RULE_LIMITS[key][0], `adminMoney.rule_${key}`)
    .max(POINTS_RULE_LIMITS[key][1], `adminMoney.rule_${key}`);

export const pointsRulesBody = z.object({
  piastres_per_point: rule('piastresPerPoint'),
  tier_increment: rule('tierIncrement'),
  min_points_to_use: rule('minPointsToUse'),
  max_redeem_percent: rule('maxRedeemPercent'),
  maturity_days: rule('maturityDays'),
  expiry_days: rule('expiryDays'),
});
export type PointsRulesBody = z.output<typeof pointsRulesBody>;
const rulesShape = z.object({
  piastres_per_point: count,
  tier_increment: count,
  min_points_to_use: count,
  max_redeem_percent: count,
  maturity_days: count,
  expiry_days: count,
});
export const pointsRulesAdmin = z.object({
  /** what the store runs on now */
  rules: rulesShape,
  /** the server configuration's (POINTS_*), used when nothing is saved */
  defaults: rulesShape,
  /** true when the back-office's rules are in force */
  saved: z.boolean(),
  updated_at: z.string().nullable(),
});
