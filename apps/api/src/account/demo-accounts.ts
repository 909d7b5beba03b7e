// Demo accounts listed in the README and docs/API-accounts.md (customer, merchant, waiting for
// activation, banned), all with the password Demo@12345. Seeded once with the demo store.
import type { AppContext } from '../context.ts';
import { eq } from 'drizzle-orm';
import { pointsLedger, users } from '../db/schema/index.ts';
import { hashPassword } from './passwords.ts';

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_ACCOUNTS = [
  {
    key: 'customer',
    email: 'customer@demo.gamers-souq.example',
    phone: '+201000000001',
    dob: '1995-04-20',
    userType: 'customer',
    activation: 'Active',
  },
  {
    key: 'merchant',
    email: 'merchant@demo.gamers-souq.example',
    phone: '+201000000002',
    dob: '1988-09-12',
    userType: 'merchant',
    activation: 'Active',
  },
  {
    key: 'waiting',
    email: 'waiting@demo.gamers-souq.example',
    phone: '+201000000003',
    dob: '2000-01-15',
    userType: 'customer',
    activation: 'waiting_Active',
  },
  {
    key: 'banned',
    email: 'banned@demo.gamers-souq.example',
    phone: '+201000000004',
    dob: '1990-06-30',
    userType: 'customer',
    activation: 'deactivated',
  },
] as const;

export type DemoAccountKey = (typeof DEMO_ACCOUNTS)[number]['key'];

export async function seedDemoAccounts(ctx: AppContext): Promise<void> {
  const rows = [];
  for (const account of DEMO_ACCOUNTS) {
    const { key: _key, ...values } = account;
    rows.push({ ...values, passwordHash: await hashPassword(DEMO_PASSWORD), lang: 'en' });
  }
  await ctx.db.insert(users).values(rows).onConflictDoNothing();
  // the demo customer starts with reward points, so the cart's points slider can be tried
  const [customer] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
  if (customer) {
    await ctx.db.insert(pointsLedger).values({ userId: customer.id, points: DEMO_CUSTOMER_POINTS, status: 'available' });
  }
}

/** Available reward points the demo customer starts with (README, demo accounts). */
export const DEMO_CUSTOMER_POINTS = 1_500;
