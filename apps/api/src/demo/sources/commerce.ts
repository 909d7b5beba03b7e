// Store configuration rows: payment methods (ids fixed by spec §9), shipping methods (1 online,
// 2 two-day, 3 store pickup), coupons and support-ticket reasons (2 needs an order).
import type { coupons, paymentMethods, shippingMethods, ticketReasons } from '../../db/schema/index.ts';
import { daysAgo, egp } from '../util.ts';

type PaymentMethodRow = typeof paymentMethods.$inferInsert;

const baseMethods: PaymentMethodRow[] = [
  {
    id: 1,
    nameEn: 'Credit / Debit Card',
    nameAr: 'بطاقة ائتمان / خصم مباشر',
    descriptionEn: 'Pay securely with Visa, Mastercard or Meeza through Paymob. A 2.75% processing fee applies.',
    descriptionAr: 'ادفع بأمان ببطاقة فيزا أو ماستركارد أو ميزة عبر Paymob. تُطبق رسوم معالجة 2.75%.',
    provider: 'paymob_card',
    feeBasisPoints: 275,
    forOrders: true,
    forTopup: true,
    sortOrder: 1,
  },
  {
    id: 2,
    nameEn: 'Mobile Wallet (Vodafone Cash, Orange Cash, Etisalat Cash)',
    nameAr: 'المحفظة الإلكترونية (فودافون كاش، أورنج كاش، اتصالات كاش)',
    descriptionEn: 'Enter your wallet number and confirm the payment on your phone. A 2% fee applies.',
    descriptionAr: 'أدخل رقم محفظتك وأكّد الدفع من موبايلك. تُطبق رسوم 2%.',
    walletPhoneRequired: true,
    provider: 'paymob_wallet',
    feeBasisPoints: 200,
    forOrders: true,
    forTopup: true,
    sortOrder: 2,
  },
  {
    id: 10,
    nameEn: 'Cash on Delivery',
    nameAr: 'الدفع نقدًا عند الاستلام',
    descriptionEn: 'Pay in cash when your order arrives. A 20 EGP collection fee applies. Not available for digital-only orders.',
    descriptionAr: 'ادفع نقدًا عند وصول طلبك. تُطبق رسوم تحصيل 20 جنيهًا. غير متاح للطلبات الرقمية فقط.',
    provider: 'cod',
    feeFixed: egp(20),
    forOrders: true,
    sortOrder: 3,
  },
  {
    id: 12,
    nameEn: 'Card on Delivery (POS)',
    nameAr: 'الدفع بالبطاقة عند الاستلام',
    descriptionEn: 'The courier brings a card machine so you can pay by card at your door. A 1% + 10 EGP fee applies.',
    descriptionAr: 'يحضر المندوب ماكينة دفع لتدفع ببطاقتك عند الباب. تُطبق رسوم 1% + 10 جنيهات.',
    provider: 'cod',
    feeBasisPoints: 100,
    feeFixed: egp(10),
    forOrders: true,
    sortOrder: 4,
  },
];

/** National Bank of Egypt installments, ids 15–20 (spec §9); the fee grows with the months. */
const installmentPlans: [id: number, months: number, feeBasisPoints: number][] = [
  [15, 3, 300],
  [16, 6, 550],
  [17, 9, 800],
  [18, 12, 1050],
  [19, 18, 1500],
  [20, 24, 2000],
];

function installmentMethod([id, months, bps]: [number, number, number]): PaymentMethodRow {
  const pct = (bps / 100).toString();
  // Arabic counted nouns: 3–10 take the plural "أشهر", 11 and above the singular "شهرًا"
  const monthsAr = months <= 10 ? `${months} أشهر` : `${months} شهرًا`;
  return {
    id,
    nameEn: `National Bank of Egypt installments – ${months} months`,
    nameAr: `تقسيط البنك الأهلي المصري – ${monthsAr}`,
    descriptionEn: `Pay in ${months} equal monthly installments with National Bank of Egypt credit cards. A one-time ${pct}% installment fee applies.`,
    descriptionAr: `تقسيط على ${monthsAr} بأقساط متساوية ببطاقات ائتمان البنك الأهلي المصري. تُطبق رسوم تقسيط لمرة واحدة بنسبة ${pct}%.`,
    provider: 'paymob_installment',
    feeBasisPoints: bps,
    forOrders: true,
    sortOrder: 10 + months,
  };
}

export const paymentMethodSeeds: PaymentMethodRow[] = [...baseMethods, ...installmentPlans.map(installmentMethod)];

export const shippingMethodSeeds: (typeof shippingMethods.$inferInsert)[] = [
  { id: 1, nameEn: 'Online delivery', nameAr: 'التوصيل أونلاين', fee: 0 },
  { id: 2, nameEn: 'Two-day delivery', nameAr: 'التوصيل خلال يومين', fee: egp(75) },
  { id: 3, nameEn: 'Store pickup (Nasr City)', nameAr: 'الاستلام من الفرع (مدينة نصر)', fee: 0 },
];

export const ticketReasonSeeds: (typeof ticketReasons.$inferInsert)[] = [
  { id: 1, nameEn: 'General inquiry', nameAr: 'استفسار عام', sortOrder: 1 },
  { id: 2, nameEn: 'Order issue', nameAr: 'مشكلة في طلب', showOrders: true, sortOrder: 2 },
  { id: 3, nameEn: 'Code activation problem', nameAr: 'مشكلة في تفعيل الكود', sortOrder: 3 },
  { id: 4, nameEn: 'Payment problem', nameAr: 'مشكلة في الدفع', sortOrder: 4 },
  { id: 5, nameEn: 'Warranty / return', nameAr: 'الضمان / الاسترجاع', sortOrder: 5 },
  { id: 6, nameEn: 'Suggestions', nameAr: 'اقتراحات', sortOrder: 6 },
];

/** Coupons relative to `now`: two active, one expired, one whose usage limit is used up. */
export function couponSeeds(now: Date): (typeof coupons.$inferInsert)[] {
  const inDays = (d: number): Date => daysAgo(now, -d);
  return [
    { code: 'WELCOME10', kind: 'percent', value: 1000, maxDiscount: egp(500), perUserLimit: 1 },
    {
      code: 'EID200',
      kind: 'fixed',
      value: egp(200),
      minSubtotal: egp(2000),
      startsAt: daysAgo(now, 5),
      endsAt: inDays(40),
      usageLimit: 500,
      usedCount: 37,
    },
    { code: 'GAMERS5', kind: 'percent', value: 500, minSubtotal: egp(1000), perUserLimit: 3 },
    {
      code: 'RAMADAN15',
      kind: 'percent',
      value: 1500,
      maxDiscount: egp(1000),
      startsAt: daysAgo(now, 70),
      endsAt: daysAgo(now, 40),
    },
    { code: 'FLASH50', kind: 'fixed', value: egp(50), usageLimit: 100, usedCount: 100 },
  ];
}
