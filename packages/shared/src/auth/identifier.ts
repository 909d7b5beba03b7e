// E-mail / phone rules shared by the server and the sign-in forms (spec §5: "Email versus phone
// is decided by the pattern {email}"). Phones are stored in international form, +20… for Egypt.

/**
 * Invisible direction marks (LRM, RLM, ALM, the embeddings and isolates): a phone number or code
 * copied from an Arabic page, WhatsApp or an SMS often comes wrapped in them (U+202A … U+202C).
 */
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits become ASCII digits; invisible
 * direction marks are dropped.
 */
export function normaliseDigits(value: string): string {
  return value.replace(DIRECTION_MARKS, '').replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * A number as a person typed it (a phone, a code, an order number, a search): trimmed, its
 * Arabic-Indic digits (an Arabic keyboard's) made ASCII. The one reader the schemas and forms use.
 */
export const typedDigits = (value: string): string => normaliseDigits(value).trim();

export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;

export function isEmail(value: string): boolean {
  const v = value.trim();
  if (v.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(v)) return false;
  const local = v.slice(0, v.indexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/** Lower-cased, trimmed e-mail, or null when it is not an e-mail address. */
export function normaliseEmail(value: string): string | null {
  const v = value.trim();
  return isEmail(v) ? v.toLowerCase() : null;
}

const EGYPT_MOBILE = /^\+201[0125]\d{8}$/;
const INTERNATIONAL = /^\+[1-9]\d{7,14}$/;

/**
 * International form of a phone number, or null. Egyptian mobiles may be typed as 01001234567,
 * 1001234567, 201001234567, 00201001234567 or +201001234567 (spaces, dashes, brackets and
 * Arabic-Indic digits allowed); other countries need the + or 00 prefix (E.164, 8–15 digits).
 */
export function normalisePhone(value: string): string | null {
  let v = normaliseDigits(value)
    .trim()
    .replace(/[\s\u00a0\-().]/g, '');
  if (v.startsWith('00')) v = `+${v.slice(2)}`;
  if (!v.startsWith('+')) {
    if (!/^\d+$/.test(v)) return null;
    if (/^01\d{9}$/.test(v)) v = `+20${v.slice(1)}`;
    else if (/^1[0125]\d{8}$/.test(v)) v = `+20${v}`;
    else if (/^201\d{9}$/.test(v)) v = `+${v}`;
    else return null;
  }
  if (v.startsWith('+20')) {
    // a national trunk 0 after the country code is a common typo: +2001001234567
    if (/^\+200\d{10}$/.test(v)) v = `+20${v.slice(4)}`;
    return EGYPT_MOBILE.test(v) ? v : null;
  }
  return INTERNATIONAL.test(v) ? v : null;
}

/**
 * A phone as an Egyptian shopper knows it: the local form 01001234567 for an Egyptian mobile
 * stored as +201001234567; any other number stays in its international form. Forms show this and
 * accept it back (normalisePhone), the database keeps the international form.
 */
export function localPhone(stored: string): string {
  return /^\+201[0125]\d{8}$/.test(stored) ? `0${stored.slice(3)}` : stored;
}

export type Identifier = { type: 'email'; value: string } | { type: 'phone'; value: string };

/** Decides whether a sign-in field holds an e-mail or a phone, and normalises it. */
export function detectIdentifier(value: string): Identifier | null {
  const v = value.trim();
  if (v.includes('@')) {
    const email = normaliseEmail(v);
    return email ? { type: 'email', value: email } : null;
  }
  const phone = normalisePhone(v);
  return phone ? { type: 'phone', value: phone } : null;
}
