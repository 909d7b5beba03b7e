// Money: integer piastres on the server (1 EGP = 100), EGP numbers at the API edge, and the
// shopper's display "1,250 EGP" / "1,250 ج.م" (spec §9 Currency).
import { normaliseDigits } from './auth/identifier.ts';

export type Lang = 'en' | 'ar';

export const toEgp = (piastres: number): number => Math.round(piastres) / 100;
export const toPiastres = (egp: number): number => Math.round(egp * 100);

/**
 * Piastres as a plain decimal of pounds with both decimals and no grouping ("1250.50", "-3.05"), as a
 * spreadsheet reads a number (the back-office's CSV exports).
 */
export const egpDecimal = (piastres: number): string => toEgp(piastres).toFixed(2);

/**
 * Arabic-Indic and Eastern Arabic-Indic digits, as typed on an Arabic keyboard, become ASCII, and
 * the Arabic decimal separator (٫) a dot — dropping it would turn 12٫5 into 125.
 */
export function asciiDigits(text: string): string {
  return normaliseDigits(text).replace(/\u066b/g, '.');
}

/**
 * A decimal amount as a person types it ('150', '150.5', '.5', '١٥٠٫٥'), in hundredths: piastres of
 * a pound, basis points of a percentage. At most two decimals and twelve whole digits; null for
 * anything else, never rounded (12.345 is refused, not read as 12.35). The one reading of a typed
 * amount: the shopper's top-up, the server's schemas and the back-office's forms.
 */
export function hundredthsOf(text: string): number | null {
  const m = /^(\d*)(?:\.(\d{0,2}))?$/.exec(asciiDigits(text.trim()));
  if (!m || (m[1] === '' && !m[2])) return null;
  if (m[1]!.length > 12) return null;
  return Number(m[1] || '0') * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * Formats an EGP amount for display; whole pounds show no decimals: "1,250", "1,250.50".
 * Written out rather than with Intl.NumberFormat: the first NumberFormat a page creates loads
 * the ICU number data, about 15 ms of a phone's main thread at start-up (issue 15), for
 * grouping digits in threes. Amounts have at most two decimals (piastres), so toFixed is exact.
 */
/** A whole number's digits grouped in threes with commas, as prices are (90000 → 90,000), in both languages. */
export function groupThousands(whole: number | string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatPrice(egp: number, lang: Lang): string {
  const [whole, cents] = Math.abs(egp)
    .toFixed(Number.isInteger(egp) ? 0 : 2)
    .split('.');
  const number = `${egp < 0 ? '-' : ''}${groupThousands(whole!)}${cents ? `.${cents}` : ''}`;
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
