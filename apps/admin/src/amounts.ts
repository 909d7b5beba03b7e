// Amounts typed into the back-office's forms (prices, fees, coupon values, percentages), read with
// the storefront's one rule (packages/shared hundredthsOf: ASCII or Arabic digits, at most two
// decimals, never rounded), thousands grouped with ',' or '٬' allowed as the lists show them.
import { hundredthsOf } from '@store/shared/money';

/** '' → null; "1,250.5" or "١٬٢٥٠٫٥" → 125050 hundredths; anything else → NaN, refused before sending. */
export function typedHundredths(v: FormDataEntryValue | null): number | null {
  const s = String(v ?? '')
    .trim()
    .replace(/[,\u066c]/g, '');
  if (s === '') return null;
  return hundredthsOf(s) ?? NaN;
}
