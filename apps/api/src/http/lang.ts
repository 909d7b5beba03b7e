// The request's language comes from the `lang` header (spec §7), default en. Browsers and mobile
// clients send language tags such as `ar-EG`, `en-US` or `fr`: a value starting with `ar` answers
// in Arabic, anything else in English — never a refusal.
import type { Lang } from './messages.ts';

export function readLang(header: string | string[] | undefined): Lang {
  const raw = Array.isArray(header) ? header[0] : header;
  return raw?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
