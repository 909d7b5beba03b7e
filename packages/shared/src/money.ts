// Money: integer piastres on the server (1 EGP = 100), EGP numbers at the API edge, and the
// shopper's display "1,250 EGP" / "1,250 ج.م" (spec §9 Currency).
export type Lang = 'en' | 'ar';

export const toEgp = (piastres: number): number => Math.round(piastres) / 100;
export const toPiastres = (egp: number): number => Math.round(egp * 100);

// built once: a NumberFormat costs far more to create than to use (a page shows hundreds of prices)
const wholePounds = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const withPiastres = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats an EGP amount for display; whole pounds show no decimals. */
export function formatPrice(egp: number, lang: Lang): string {
  const number = (Number.isInteger(egp) ? wholePounds : withPiastres).format(egp);
  return lang === 'ar' ? `${number} ج.م` : `${number} EGP`;
}

/** spec §9: saving shown = price minus price_after_discount (0 when not discounted). */
export function savedAmount(price: number, priceAfterDiscount: number | null | undefined): number {
  if (priceAfterDiscount == null || priceAfterDiscount >= price) return 0;
  return Math.round((price - priceAfterDiscount) * 100) / 100;
}

/** The price a shopper pays: the discounted price when there is one. */
export function effectivePrice(price: number, priceAfterDiscount: number | null | undefined): number {
  return priceAfterDiscount != null && priceAfterDiscount < price ? priceAfterDiscount : price;
}
