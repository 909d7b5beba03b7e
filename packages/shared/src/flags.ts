// One reader of boolean flags in requests (issue 22): `1`/`0`/`true`/`false`, as JSON numbers,
// booleans or strings (query strings and form bodies carry text, JSON bodies carry numbers or
// booleans). Every route that takes a flag uses `flagField`, so `is_buy_now: 1` and
// `?is_buy_now=1` mean the same everywhere.
import { z } from 'zod';

const TRUE = new Set<unknown>([true, 1, '1', 'true']);
const FALSE = new Set<unknown>([false, 0, '0', 'false']);

/** true / false for a flag's value, or null when it is not one of the eight accepted spellings. */
export function parseFlag(value: unknown): boolean | null {
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  return null;
}

/** A zod field for a flag: answers a boolean; anything else is refused with `message`. */
export const flagField = (message: string) =>
  z.union([z.boolean(), z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const parsed = parseFlag(v);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });
