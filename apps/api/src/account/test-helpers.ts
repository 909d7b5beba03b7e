// For tests of any feature that needs a signed-in user: a bearer token for a demo account (or
// any user id), made directly in the database so no rate limit or bot challenge is involved.
//
//   const token = await tokenFor(t.ctx, 'customer');
//   await t.call({ method: 'GET', url: '/api/users/cart', headers: { authorization: `Bearer ${token}` } });
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-accounts.ts';
import { createSession } from './sessions.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

export async function demoUserId(ctx: AppContext, key: DemoAccountKey): Promise<number> {
  const email = DEMO_ACCOUNTS.find((a) => a.key === key)!.email;
  const rows = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!rows[0]) throw new Error(`demo account ${key} is not seeded`);
  return rows[0].id;
}

/** A valid bearer token for a demo account key or a user id. */
export async function tokenFor(ctx: AppContext, who: DemoAccountKey | number): Promise<string> {
  const id = typeof who === 'number' ? who : await demoUserId(ctx, who);
  return (await createSession(ctx.db, id, { ip: '127.0.0.1', userAgent: 'vitest' }, ctx.clock.now())).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
