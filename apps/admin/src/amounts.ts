// Amounts typed into the back-office's forms (prices, fees, coupon values, percentages, limits), read with
// the storefront's one rule (packages/shared hundredthsOf: ASCII or Arabic digits, at most two
// decimals, never rounded), thousands grouped with ',' or '٬' allowed as the lists show them.
import { asciiDigits, hundredthsOf } from '@store/shared/money';

/** Thousands grouped by ',' or '٬' in threes ("1,250.5"); anything else with a comma ("12,50") is no amount. */
const GROUPED = /^\d{1,3}([,\u066c]\d{3})+(\.\d*)?$/;

/**
 * '' → null; "1,250.5" or "١٬٢٥٠٫٥" → 125050 hundredths; anything else → NaN, refused before
 * sending. A comma that does not group thousands ("12,50", "1,5": a decimal comma) is refused, not
 * read as 1,250 or 15.
 */
export function typedHundredths(v: FormDataEntryValue | null): number | null {
  const s = asciiDigits(String(v ?? '').trim());
  if (s === '') return null;
  if (/[,\u066c]/.test(s) && !GROUPED.test(s)) return NaN;
  return hundredthsOf(s.replace(/[,\u066c]/g, '')) ?? NaN;
}

/** '' → null; a whole number in ASCII or Arabic digits ("١٢" → 12) → it; anything else → NaN, refused before sending. */
export function typedWhole(v: FormDataEntryValue | null): number | null {
  const s = asciiDigits(String(v ?? '').trim());
  if (s === '') return null;
  return /^\d{1,12}$/.test(s) ? Number(s) : NaN;
}
