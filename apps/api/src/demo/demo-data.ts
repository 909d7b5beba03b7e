// Seeds the demo store on first start (SEED_DEMO=true and an empty database): the catalogue and
// content (./index.ts) and the demo accounts (auth/demo-accounts.ts).
import type { AppContext } from '../context.ts';
import { seedDemoAccounts } from '../auth/demo-accounts.ts';
import { seedDemo } from './index.ts';

export async function ensureDemoData(ctx: AppContext, log: (msg: string) => void = () => {}): Promise<boolean> {
  const { seeded } = await seedDemo(ctx.db, ctx.storage, { log, encryptCode: ctx.codes.encrypt });
  if (seeded) await seedDemoAccounts(ctx);
  return seeded;
}
