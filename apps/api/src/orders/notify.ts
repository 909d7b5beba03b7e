// The customer hears about their order (issue 14 Delivery): placed, paid, codes delivered,
// shipped — by e-mail, in the language the order was placed in (orders.lang; else users.lang, the
// one they last signed in with). Messages are queued inside
// the transaction that made the change, and sent after it commits (integrations/notifications).
// The first, the order confirmation, lists what was bought: each line, the amounts as the order's
// page shows them, the payment and shipping methods and, for things to deliver, the address.
import { formatPrice, isolateText, toEgp } from '@store/shared';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { queueNotifications } from '../integrations/notifications/index.ts';
import { noticeFacts, noticeSummary, type NoticeSummary } from './notify.queries.ts';

export type OrderNotice = 'placed' | 'paid' | 'codes' | 'shipped' | 'delivered' | 'cancelled' | 'refunded' | 'partlyRefunded';

const TEXT = {
  en: {
    placed: ['Order {number} received', 'Thank you! We received your order {number} for {total}.'],
    paid: ['Payment received for order {number}', 'We received your payment of {total} for order {number}.'],
    codes: [
      'Your codes for order {number} are ready',
      'The codes of order {number} are ready. Sign in and open your order to see and copy them.',
    ],
    shipped: ['Order {number} is on its way', 'Your order {number} has been handed to the carrier. Tracking number: {tracking}.'],
    delivered: ['Order {number} delivered', 'Your order {number} has been delivered. Enjoy!'],
    cancelled: [
      'Order {number} cancelled',
      'Order {number} was cancelled before it was paid. Anything it held (stock, coupon, points, wallet money) has been returned, and its items are back in your cart.',
    ],
    // a Buy now order's lines never were in the cart, and its release leaves the cart as it is
    cancelledBuyNow: [
      'Order {number} cancelled',
      'Order {number} was cancelled before it was paid. Anything it held (stock, coupon, points, wallet money) has been returned.',
    ],
    refunded: ['Order {number} refunded', 'Order {number} has been refunded: {amount} is on its way back to you.'],
    partlyRefunded: [
      'Part of order {number} refunded',
      'Part of order {number} has been refunded: {amount} is on its way back to you. The rest of the order goes on as before.',
    ],
    footer: 'Order details: {link}',
    summary: {
      items: 'Items',
      subtotal: 'Subtotal',
      shipping: 'Shipping',
      paymentFee: 'Payment fee',
      coupon: 'Coupon {code}',
      points: 'Points',
      total: 'Total',
      wallet: 'Paid from wallet',
      payment: 'Payment',
      shippingMethod: 'Delivery',
      deliverTo: 'Deliver to',
      collect: 'Collect it at the store: bring your order number {number}.',
    },
  },
  ar: {
    placed: ['تم استلام الطلب {number}', 'شكراً لك! استلمنا طلبك {number} بقيمة {total}.'],
    paid: ['تم استلام الدفع للطلب {number}', 'استلمنا دفعتك بقيمة {total} للطلب {number}.'],
    codes: ['أكواد الطلب {number} جاهزة', 'أكواد الطلب {number} جاهزة. سجّل الدخول وافتح طلبك لعرضها ونسخها.'],
    shipped: ['الطلب {number} في الطريق إليك', 'تم تسليم طلبك {number} لشركة الشحن. رقم التتبع: {tracking}.'],
    delivered: ['تم توصيل الطلب {number}', 'تم توصيل طلبك {number}. استمتع!'],
    cancelled: [
      'تم إلغاء الطلب {number}',
      'تم إلغاء الطلب {number} قبل دفعه، وأُعيد كل ما كان محجوزاً له (المخزون والكوبون والنقاط ورصيد المحفظة)، وعادت منتجاته إلى سلة التسوق.',
    ],
    cancelledBuyNow: [
      'تم إلغاء الطلب {number}',
      'تم إلغاء الطلب {number} قبل دفعه، وأُعيد كل ما كان محجوزاً له (المخزون والكوبون والنقاط ورصيد المحفظة).',
    ],
    refunded: ['تم استرداد الطلب {number}', 'تم استرداد الطلب {number}: مبلغ {amount} في طريقه إليك.'],
    partlyRefunded: [
      'تم استرداد جزء من الطلب {number}',
      'تم استرداد جزء من الطلب {number}: مبلغ {amount} في طريقه إليك. باقي الطلب مستمر كما هو.',
    ],
    footer: 'تفاصيل الطلب: {link}',
    summary: {
      items: 'المنتجات',
      subtotal: 'المجموع الفرعي',
      shipping: 'الشحن',
      paymentFee: 'رسوم الدفع',
      coupon: 'الكوبون {code}',
      points: 'النقاط',
      total: 'الإجمالي',
      wallet: 'المدفوع من المحفظة',
      payment: 'الدفع',
      shippingMethod: 'التوصيل',
      deliverTo: 'عنوان التوصيل',
      collect: 'استلمه من الفرع: أحضر معك رقم الطلب {number}.',
    },
  },
} as const;

/** Piastres as the customer reads them in their language ("1,250 EGP", "1,250 ج.م"). */
const money = (piastres: number, lang: 'en' | 'ar') => formatPrice(toEgp(piastres), lang);

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

/** The confirmation's list: lines, amounts (as the order's page shows them), methods, the address for things to deliver. */
function summaryText(s: NoticeSummary, lang: 'en' | 'ar', number: string): string {
  const w = TEXT[lang].summary;
  const less = (piastres: number) => `−${money(piastres, lang)}`;
  // what the customer typed keeps its own direction in an Arabic (right-to-left) e-mail: isolated
  // (FSI … PDI), "15 Abbas El Akkad" stays so instead of reading "Abbas El Akkad 15"
  const own = (text: string) => (lang === 'ar' ? isolateText(text) : text);
  const out = [w.items, ...s.lines.map((l) => `  ${l.qty} × ${l.name} — ${money(l.total_price, lang)}`), ''];
  out.push(`${w.subtotal}: ${money(s.sub_total, lang)}`);
  if (s.shipping_fees > 0) out.push(`${w.shipping}: ${money(s.shipping_fees, lang)}`);
  if (s.payment_fees > 0) out.push(`${w.paymentFee}: ${money(s.payment_fees, lang)}`);
  if (s.coupon_value > 0) out.push(`${fill(w.coupon, { code: own(s.coupon_code ?? '') })}: ${less(s.coupon_value)}`);
  if (s.points_value > 0) out.push(`${w.points}: ${less(s.points_value)}`);
  out.push(`${w.total}: ${money(s.total_price, lang)}`);
  if (s.wallet_amount > 0) out.push(`${w.wallet}: ${less(s.wallet_amount)}`);
  out.push('');
  if (s.payment_method) out.push(`${w.payment}: ${s.payment_method}`);
  if (s.lines.some((l) => !l.card)) {
    if (s.shipping_method) out.push(`${w.shippingMethod}: ${s.shipping_method}`);
    // a store pickup order is collected at the counter, never sent by courier: no address to deliver to
    if (s.pickup) out.push(fill(w.collect, { number: own(number) }));
    else
      out.push(
        `${w.deliverTo}: ${[s.full_name, s.street_address, s.city, s.country, s.phone]
          .filter(Boolean)
          .map(own)
          .join(lang === 'ar' ? '، ' : ', ')}`,
      );
  }
  return out.join('\n').trimEnd();
}

/** Queues the e-mail for one order event; answers the notification ids to deliver after commit. */
export async function queueOrderEvent(
  tx: Tx,
  ctx: AppContext,
  orderId: number,
  event: OrderNotice,
  extra: { tracking?: string; amount?: number } = {},
): Promise<number[]> {
  const row = await noticeFacts(tx, orderId);
  if (!row?.email) return [];
  const lang = row.lang === 'ar' ? 'ar' : 'en';
  const base = (ctx.env.PUBLIC_URL ?? `http://localhost:${ctx.env.PORT}`).replace(/\/$/, '');
  const vars = {
    number: row.number,
    total: money(row.total_price, lang),
    tracking: extra.tracking ?? '',
    // what this refund gives back (an earlier partial refund is not counted twice); the total when not given
    amount: money(extra.amount ?? row.total_price, lang),
    // no ?lang=: a `lang` parameter that changes the shopper's saved language sends them to the
    // home page (spec §4), so an Arabic order's link opened by a shopper now browsing in English
    // would never reach the order; the page speaks their saved language instead
    link: `${base}/order/${orderId}`,
  };
  const [subject, body] = TEXT[lang][event === 'cancelled' && row.is_buy_now ? 'cancelledBuyNow' : event];
  const summary = event === 'placed' ? await noticeSummary(tx, orderId, lang) : undefined;
  const parts = [fill(body, vars), ...(summary ? [summaryText(summary, lang, row.number)] : []), fill(TEXT[lang].footer, vars)];
  return queueNotifications(tx, [{ channel: 'email', to: row.email, subject: fill(subject, vars), body: parts.join('\n\n') }]);
}
