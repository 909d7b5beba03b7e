// Demo staff accounts (README "Back-office"): an admin and a support agent with the demo
// password, their TOTP secrets FIXED and published so a person can add them to an authenticator
// app (and the e2e tests compute codes from them), and published recovery codes. Demo only: a
// real store enrols staff with their own secrets (`npm run staff`, staff-accounts.ts).
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../account/demo-accounts.ts';
import { hashPassword } from '../account/passwords.ts';
import type { AppContext } from '../context.ts';
import { staffRecoveryCodes, users } from '../db/schema/index.ts';
import { hashRecoveryCode } from './totp.ts';

export const DEMO_STAFF = [
  {
    key: 'admin',
    email: 'admin@demo.gamers-souq.example',
    phone: '+201000000090',
    role: 'admin',
    totpSecret: 'GSADMINDEMOTOTPSECRETKEY23456723',
    recoveryCodes: ['ADMIN-DEMO1', 'ADMIN-DEMO2', 'ADMIN-DEMO3', 'ADMIN-DEMO4', 'ADMIN-DEMO5'],
  },
  {
    key: 'support',
    email: 'support@demo.gamers-souq.example',
    phone: '+201000000091',
    role: 'support',
    totpSecret: 'GSSUPPORTDEMOTOTPSECRETKEY234567',
    recoveryCodes: ['SUPPO-DEMO1', 'SUPPO-DEMO2', 'SUPPO-DEMO3', 'SUPPO-DEMO4', 'SUPPO-DEMO5'],
  },
] as const;

export type DemoStaffKey = (typeof DEMO_STAFF)[number]['key'];

export async function seedDemoStaff(ctx: AppContext): Promise<void> {
  for (const s of DEMO_STAFF) {
    await ctx.db
      .insert(users)
      .values({
        email: s.email,
        phone: s.phone,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        userType: 'customer',
        staffRole: s.role,
        activation: 'Active',
        lang: 'en',
        totpSecretEnc: ctx.codes.encrypt(s.totpSecret),
      })
      .onConflictDoNothing();
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, s.email));
    if (!row) continue;
    await ctx.db
      .insert(staffRecoveryCodes)
      .values(s.recoveryCodes.map((c) => ({ userId: row.id, codeHash: hashRecoveryCode(c) })))
      .onConflictDoNothing();
  }
}
