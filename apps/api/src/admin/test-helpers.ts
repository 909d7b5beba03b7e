// For tests of the back-office: a staff token made directly in the database (no rate limit, no
// one-time code used up), the current one-time code of a demo staff member, and a back-office call
// with a staff token.
import { eq, sql } from 'drizzle-orm';
import { auditAr, auditEn } from '../../../admin/src/strings/audit.ts';
import type { AppContext } from '../context.ts';
import { rowsOf } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { TestApp } from '../test/harness.ts';
import { DEMO_STAFF, type DemoStaffKey } from './demo-staff.ts';
import { createStaffSession } from './staff-auth.ts';
import { totpFor } from './totp.ts';

export { DEMO_STAFF } from './demo-staff.ts';

export async function staffId(ctx: AppContext, key: DemoStaffKey): Promise<number> {
  const email = DEMO_STAFF.find((s) => s.key === key)!.email;
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`demo staff ${key} is not seeded`);
  return row.id;
}

export async function staffTokenFor(ctx: AppContext, key: DemoStaffKey): Promise<string> {
  return (await createStaffSession(ctx, await staffId(ctx, key), { ip: '127.0.0.1', userAgent: 'vitest' })).token;
}

/** The one-time code of a demo staff member at `at` (ms). */
export function demoCode(key: DemoStaffKey, at = Date.now()): string {
  return totpFor(DEMO_STAFF.find((s) => s.key === key)!.totpSecret).generate({ timestamp: at });
}

/**
 * `api(method, url, payload?, lang?, token?)`: a back-office call with a staff token, `token()`'s
 * (the file's admin) unless given. `app` and `token` are read when a call is made (beforeAll sets them).
 */
export function staffCalls(app: () => TestApp, token: () => string) {
  return <T = unknown>(method: string, url: string, payload?: unknown, lang = 'en', staffToken = token()) =>
    app().call<T>({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${staffToken}`, lang },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/**
 * Every action and kind of record the audit log holds, without a word for it in the back-office's
 * audit page (apps/admin/src/strings/audit.ts), in either language: the page would show the stored
 * code ("advance-shipment") to the staff member.
 */
export async function auditCodesWithoutWords(ctx: AppContext): Promise<string[]> {
  const rows = rowsOf<{ action: string; entity: string }>(
    await ctx.db.execute(sql`select distinct action, entity from audit_log`),
  );
  const missing = new Set<string>();
  for (const words of [auditEn, auditAr] as Record<string, string>[])
    for (const r of rows) {
      if (!words[`auditAction_${r.action}`]) missing.add(`auditAction_${r.action}`);
      if (!words[`auditEntity_${r.entity}`]) missing.add(`auditEntity_${r.entity}`);
    }
  return [...missing].sort();
}
