// The back-office's money settings (issue 26), admins only (support staff: 403, as for every
// money action): coupons (list, search, create, edit, switch on/off), the payment methods and
// shipping methods with their fees (ids fixed by the spec: edited, never created or deleted), and
// the reward points rules (stored over the server configuration). Every write is audited with the
// record before and after, in the transaction of the change, and drops the public caches; checkout
// reads the same rows on every call (checkout/queries.ts, rewards/rules.ts), so a change counts at
// once. Whether a coupon applies stays the shared couponProblem rule.
import { couponProblem } from '@store/shared';
import {
  activeBody,
  couponAdmin,
  couponBody,
  couponListAnswer,
  couponListQuery,
  paymentMethodAdmin,
  paymentMethodBody,
  pointsRulesAdmin,
  pointsRulesBody,
  shippingMethodAdmin,
  shippingMethodBody,
  type CouponBody,
} from '@store/shared/contract/admin-money';
import { envelopeOf } from '@store/shared/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../db/errors.ts';
import type { Tx } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../http/messages.ts';
import { savedPointsRules } from '../rewards/queries.ts';
import { configuredPointsRules, rulesOfRow } from '../rewards/rules.ts';
import type { PointsSettings } from '@store/shared';
import { idParams } from '@store/shared/contract/formats';
import { auditedWrite } from './audit.ts';
import { adminMessages } from './messages.ts';
import { moneyMessages } from './money-messages.ts';
import * as q from './money.queries.ts';
import { plainText } from './text.ts';

const tags = ['admin'];
const security = [{ staff: [] }];
const config = { staffRole: 'admin' as const };
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
/** Methods that can never take a wallet top-up: the courier's cash and the wallet itself. */
const NO_TOPUP = new Set(['cod', 'store_wallet']);
/**
 * The public answers listing a kind of record (checkout/routes.ts GET /shipping-methods), which the
 * shared proxy refreshes at once when one changes (the other public answers: by s-maxage).
 */
const PUBLIC_PATHS: Partial<Record<string, string[]>> = { shipping_method: ['/api/shipping-methods'] };

const invalid = (lang: Lang, key: Parameters<typeof moneyMessages>[1], params?: Record<string, string | number>) => {
  const message = moneyMessages(lang, key, params);
  return new AppError(400, message, [message], null, 'invalid_input');
};

/** How checkout would see the coupon now, by the shared rule (never a second copy of it). */
function couponState(c: q.CouponRow, now: Date): 'live' | 'scheduled' | 'expired' | 'used_up' | 'inactive' {
  const problem = couponProblem(
    {
      active: c.active,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      minSubtotal: 0,
      usageLimit: c.usageLimit,
      usedCount: c.usedCount,
      perUserLimit: Number.MAX_SAFE_INTEGER,
      paymentMethodIds: null,
      productIds: null,
      cardIds: null,
    },
    { now, subtotal: 0, usedByCustomer: 0, paymentId: null, productIds: [], cardIds: [] },
  );
  if (problem === 'inactive') return 'inactive';
  if (problem === 'notStarted') return 'scheduled';
  if (problem === 'expired') return 'expired';
  if (problem === 'usedUp') return 'used_up';
  return 'live';
}

const couponOut = (c: q.CouponRow, now: Date) => ({
  id: c.id,
  code: c.code,
  kind: c.kind === 'fixed' ? ('fixed' as const) : ('percent' as const),
  value: c.value,
  max_discount: c.maxDiscount,
  min_subtotal: c.minSubtotal,
  starts_at: iso(c.startsAt),
  ends_at: iso(c.endsAt),
  usage_limit: c.usageLimit,
  used_count: c.usedCount,
  per_user_limit: c.perUserLimit,
  active: c.active,
  payment_method_ids: c.paymentMethodIds,
  product_ids: c.productIds,
  card_ids: c.cardIds,
  state: couponState(c, now),
});

const couponCols = (b: CouponBody) => ({
  code: b.code,
  kind: b.kind,
  value: b.value,
  maxDiscount: b.max_discount,
  minSubtotal: b.min_subtotal,
  startsAt: b.starts_at ? new Date(b.starts_at) : null,
  endsAt: b.ends_at ? new Date(b.ends_at) : null,
  usageLimit: b.usage_limit,
  perUserLimit: b.per_user_limit,
  active: b.active,
  paymentMethodIds: b.payment_method_ids,
  productIds: b.product_ids,
  cardIds: b.card_ids,
});

const paymentOut = (m: q.PaymentMethodRow) => ({
  id: m.id,
  provider: m.provider,
  name_en: m.nameEn,
  name_ar: m.nameAr,
  description_en: m.descriptionEn,
  description_ar: m.descriptionAr,
  fee_basis_points: m.feeBasisPoints,
  fee_fixed: m.feeFixed,
  active: m.active,
  sort_order: m.sortOrder,
  for_orders: m.forOrders,
  for_topup: m.forTopup,
  wallet_phone_required: m.walletPhoneRequired,
  topup_possible: !NO_TOPUP.has(m.provider),
});

const shippingOut = (m: q.ShippingMethodRow) => ({
  id: m.id,
  name_en: m.nameEn,
  name_ar: m.nameAr,
  fee: m.fee,
  active: m.active,
});

const rulesOut = (r: PointsSettings) => ({
  piastres_per_point: r.piastresPerPoint,
  tier_increment: r.tierIncrement,
  min_points_to_use: r.minPointsToUse,
  max_redeem_percent: r.maxRedeemPercent,
  maturity_days: r.maturityDays,
  expiry_days: r.expiryDays,
});

export default async function moneyRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const now = () => ctx.clock.now();
  const notFound = (request: FastifyRequest) => new AppError(404, adminMessages(request.lang, 'notFound'));

  /** A write with its audit entry in one transaction, then the public caches dropped (audit.ts). */
  const write = <T>(
    request: FastifyRequest,
    entity: string,
    entityId: number | null,
    action: string,
    work: (tx: Tx) => Promise<{ before: unknown; after: T } | null>,
  ) => auditedWrite(ctx, request, { entity, entityId, action, paths: PUBLIC_PATHS[entity] }, work);

  /** Refuses restrictions naming rows that do not exist, and a code another coupon holds. */
  async function checkCoupon(request: FastifyRequest, tx: Tx, b: CouponBody, exceptId: number | null) {
    const lang = request.lang;
    const [pay, prod, card] = await Promise.all([
      q.missingPaymentMethods(tx, b.payment_method_ids),
      q.missingProducts(tx, b.product_ids),
      q.missingCards(tx, b.card_ids),
    ]);
    if (pay.length) throw invalid(lang, 'unknownPaymentIds', { ids: pay.join(', ') });
    if (prod.length) throw invalid(lang, 'unknownProductIds', { ids: prod.join(', ') });
    if (card.length) throw invalid(lang, 'unknownCardIds', { ids: card.join(', ') });
    if ((await q.couponIdByCode(tx, b.code, exceptId)) !== null) throw duplicate(lang, b.code);
  }
  const duplicate = (lang: Lang, code: string) => {
    const message = moneyMessages(lang, 'duplicateCode', { code });
    return new AppError(409, message, [message], null, 'conflict');
  };
  /** The unique index decides a race between two saves of the same code. */
  const orDuplicate = async <T>(request: FastifyRequest, code: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate(request.lang, code);
      throw err;
    }
  };

  // ---- coupons ---------------------------------------------------------------------------
  app.get(
    '/coupons',
    { config, schema: { tags, security, querystring: couponListQuery, response: { 200: envelopeOf(couponListAnswer) } } },
    async (request) => {
      const { page, per_page: perPage, search, active } = request.query;
      const { rows, total } = await q.listCoupons(ctx.db, { page, perPage, search, active });
      const at = now();
      const names = await q.couponItemNames(ctx.db, request.lang, rows);
      return ok({ items: rows.map((r) => couponOut(r, at)), total, last_page: Math.max(1, Math.ceil(total / perPage)), names });
    },
  );
  app.get(
    '/coupons/:id',
    { config, schema: { tags, security, params: idParams, response: { 200: envelopeOf(couponAdmin) } } },
    async (request) => {
      const row = await q.couponById(ctx.db, request.params.id);
      if (!row) throw notFound(request);
      return ok(couponOut(row, now()));
    },
  );
  app.post(
    '/coupons',
    { config, schema: { tags, security, body: couponBody, response: { 201: envelopeOf(couponAdmin) } } },
    async (request, reply) => {
      const b = request.body;
      const out = await orDuplicate(request, b.code, () =>
        write(request, 'coupon', null, 'create', async (tx) => {
          await checkCoupon(request, tx, b, null);
          return { before: null, after: couponOut(await q.insertCoupon(tx, couponCols(b)), now()) };
        }),
      );
      reply.code(201);
      return ok(out, adminMessages(request.lang, 'saved'));
    },
  );
  app.put(
    '/coupons/:id',
    { config, schema: { tags, security, params: idParams, body: couponBody, response: { 200: envelopeOf(couponAdmin) } } },
    async (request) => {
      const b = request.body;
      const id = request.params.id;
      const out = await orDuplicate(request, b.code, () =>
        write(request, 'coupon', id, 'update', async (tx) => {
          const current = await q.lockCoupon(tx, id);
          if (!current) return null;
          await checkCoupon(request, tx, b, id);
          if (b.usage_limit !== null && b.usage_limit < current.usedCount) {
            throw invalid(request.lang, 'limitBelowUsed', { used: current.usedCount });
          }
          const after = (await q.updateCoupon(tx, id, couponCols(b)))!;
          return { before: couponOut(current, now()), after: couponOut(after, now()) };
        }),
      );
      return ok(out, adminMessages(request.lang, 'saved'));
    },
  );
  app.post(
    '/coupons/:id/active',
    { config, schema: { tags, security, params: idParams, body: activeBody, response: { 200: envelopeOf(couponAdmin) } } },
    async (request) => {
      const id = request.params.id;
      const active = request.body.active;
      const out = await write(request, 'coupon', id, active ? 'activate' : 'deactivate', async (tx) => {
        const current = await q.lockCoupon(tx, id);
        if (!current) return null;
        const after = (await q.updateCoupon(tx, id, { active }))!;
        return { before: couponOut(current, now()), after: couponOut(after, now()) };
      });
      return ok(out, moneyMessages(request.lang, active ? 'couponActivated' : 'couponDeactivated'));
    },
  );

  // ---- payment methods -------------------------------------------------------------------
  app.get(
    '/payment-methods',
    { config, schema: { tags, security, response: { 200: envelopeOf(z.array(paymentMethodAdmin)) } } },
    async () => ok((await q.listPaymentMethods(ctx.db)).map(paymentOut)),
  );
  app.put(
    '/payment-methods/:id',
    {
      config,
      schema: { tags, security, params: idParams, body: paymentMethodBody, response: { 200: envelopeOf(paymentMethodAdmin) } },
    },
    async (request) => {
      const b = request.body;
      const id = request.params.id;
      const out = await write(request, 'payment_method', id, 'update', async (tx) => {
        const current = await q.lockPaymentMethod(tx, id);
        if (!current) return null;
        if (b.for_topup && NO_TOPUP.has(current.provider)) throw invalid(request.lang, 'noTopup');
        const after = (await q.updatePaymentMethod(tx, id, {
          nameEn: plainText(b.name_en),
          nameAr: plainText(b.name_ar),
          descriptionEn: plainText(b.description_en),
          descriptionAr: plainText(b.description_ar),
          feeBasisPoints: b.fee_basis_points,
          feeFixed: b.fee_fixed,
          active: b.active,
          sortOrder: b.sort_order,
          forOrders: b.for_orders,
          forTopup: b.for_topup,
        }))!;
        return { before: paymentOut(current), after: paymentOut(after) };
      });
      return ok(out, moneyMessages(request.lang, 'methodSaved'));
    },
  );

  // ---- shipping methods ------------------------------------------------------------------
  app.get(
    '/shipping-methods',
    { config, schema: { tags, security, response: { 200: envelopeOf(z.array(shippingMethodAdmin)) } } },
    async () => ok((await q.listShippingMethods(ctx.db)).map(shippingOut)),
  );
  app.put(
    '/shipping-methods/:id',
    {
      config,
      schema: { tags, security, params: idParams, body: shippingMethodBody, response: { 200: envelopeOf(shippingMethodAdmin) } },
    },
    async (request) => {
      const b = request.body;
      const id = request.params.id;
      const out = await write(request, 'shipping_method', id, 'update', async (tx) => {
        const current = await q.lockShippingMethod(tx, id);
        if (!current) return null;
        const after = (await q.updateShippingMethod(tx, id, {
          nameEn: plainText(b.name_en),
          nameAr: plainText(b.name_ar),
          fee: b.fee,
          active: b.active,
        }))!;
        return { before: shippingOut(current), after: shippingOut(after) };
      });
      return ok(out, moneyMessages(request.lang, 'methodSaved'));
    },
  );

  // ---- reward points rules ---------------------------------------------------------------
  async function rulesAnswer(db: Tx | typeof ctx.db) {
    const row = await savedPointsRules(db);
    const defaults = configuredPointsRules(ctx.env);
    return {
      rules: rulesOut(row ? rulesOfRow(row) : defaults),
      defaults: rulesOut(defaults),
      saved: row !== null,
      updated_at: row ? iso(row.updated_at) : null,
    };
  }
  app.get('/points-rules', { config, schema: { tags, security, response: { 200: envelopeOf(pointsRulesAdmin) } } }, async () =>
    ok(await rulesAnswer(ctx.db)),
  );
  app.put(
    '/points-rules',
    { config, schema: { tags, security, body: pointsRulesBody, response: { 200: envelopeOf(pointsRulesAdmin) } } },
    async (request) => {
      const b = request.body;
      if (b.min_points_to_use % b.tier_increment !== 0) {
        throw invalid(request.lang, 'minBelowStep', { step: b.tier_increment });
      }
      const out = await write(request, 'points_rules', 1, 'update', async (tx) => {
        const before = await rulesAnswer(tx);
        await q.upsertPointsRules(tx, {
          piastresPerPoint: b.piastres_per_point,
          tierIncrement: b.tier_increment,
          minPointsToUse: b.min_points_to_use,
          maxRedeemPercent: b.max_redeem_percent,
          maturityDays: b.maturity_days,
          expiryDays: b.expiry_days,
        });
        return { before, after: await rulesAnswer(tx) };
      });
      return ok(out, moneyMessages(request.lang, 'rulesSaved'));
    },
  );
  app.delete(
    '/points-rules',
    { config, schema: { tags, security, response: { 200: envelopeOf(pointsRulesAdmin) } } },
    async (request) => {
      const out = await write(request, 'points_rules', 1, 'reset', async (tx) => {
        const before = await rulesAnswer(tx);
        await q.deletePointsRules(tx);
        return { before, after: await rulesAnswer(tx) };
      });
      return ok(out, moneyMessages(request.lang, 'rulesReset'));
    },
  );
}
