// Demo card codes in each platform's usual format, with a serial number. Codes are random (they
// are secrets even in a demo), encrypted by the caller's AES-256-GCM function and hashed with
// SHA-256 so a duplicate import is refused without decrypting.
import { randomInt } from 'node:crypto';
import { sha256Hex } from '../../lib/code-cipher.ts';
import type { PlatformKey } from '../sources/kinds.ts';

/** Letters and digits without the look-alikes 0/O and 1/I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DIGITS = '0123456789';

function randomString(length: number, chars: string): string {
  let out = '';
  for (let i = 0; i < length; i++) out += chars[randomInt(chars.length)];
  return out;
}

/** Groups of random characters joined by dashes, e.g. [4,4,4] → "XXXX-XXXX-XXXX". */
function groups(sizes: number[], chars = ALPHABET): string {
  return sizes.map((n) => randomString(n, chars)).join('-');
}

const FORMATS: Record<PlatformKey, { code: () => string; serial: () => string }> = {
  playstation: { code: () => groups([4, 4, 4]), serial: () => randomString(12, DIGITS) },
  xbox: { code: () => groups([5, 5, 5, 5, 5]), serial: () => `MS${randomString(13, DIGITS)}` },
  steam: { code: () => groups([5, 5, 5]), serial: () => `SW${randomString(12, DIGITS)}` },
  nintendo: { code: () => groups([4, 4, 4, 4]), serial: () => `NE${randomString(12, DIGITS)}` },
  apple: { code: () => `X${randomString(15, ALPHABET)}`, serial: () => `GCA${randomString(13, DIGITS)}` },
  'google-play': { code: () => groups([4, 4, 4, 4, 4]), serial: () => `G${randomString(11, DIGITS)}` },
  amazon: { code: () => groups([4, 6, 4]), serial: () => randomString(14, DIGITS) },
};

export interface CodeRow {
  codeEncrypted: string;
  codeHash: string;
  serialNumber: string;
}

/** `count` distinct codes for a platform, encrypted with `encryptCode`. */
export function makeCodes(
  platform: PlatformKey,
  count: number,
  encryptCode: (plain: string) => string,
  used: Set<string>,
): CodeRow[] {
  const rows: CodeRow[] = [];
  while (rows.length < count) {
    const plain = FORMATS[platform].code();
    const codeHash = sha256Hex(plain);
    if (used.has(codeHash)) continue;
    used.add(codeHash);
    rows.push({ codeEncrypted: encryptCode(plain), codeHash, serialNumber: FORMATS[platform].serial() });
  }
  return rows;
}
