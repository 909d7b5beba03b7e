// Amounts typed into the back-office's forms (prices, fees, coupon values, percentages, limits), read with
// the storefront's one rule (packages/shared hundredthsOf: ASCII or Arabic digits, at most two
// decimals, never rounded), thousands grouped with ',' or '٬' allowed as the lists show them.
import { asciiDigits, hundredthsOf } from '@store/shared/money';

/** '' → null; "1,250.5" or "١٬٢٥٠٫٥" → 125050 hundredths; anything else → NaN, refused before sending. */
export function typedHundredths(v: FormDataEntryValue | null): number | null {
  const s = String(v ?? '')
    .trim()
    .replace(/[,\u066c]/g, '');
  if (s === '') return null;
  return hundredthsOf(s) ?? NaN;
}

/** '' → null; a whole number in ASCII or Arabic digits ("١٢" → 12) → it; anything else → NaN, refused before sending. */
export function typedWhole(v: FormDataEntryValue | null): number | null {
  const s = asciiDigits(String(v ?? '').trim());
  if (s === '') return null;
  return /^\d{1,12}$/.test(s) ? Number(s) : NaN;
}
