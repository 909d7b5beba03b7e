// Seeds the demo store on first start (SEED_DEMO=true and an empty database): the catalogue and
// content (./index.ts), the demo accounts (account/demo-accounts.ts) and reviews written after
// paid demo orders (./reviews.ts).
import type { AppContext } from '../context.ts';
import { seedDemoAccounts } from '../account/demo-accounts.ts';
import { seedDemoStaff } from '../admin/demo-staff.ts';
import { seedDemo } from './index.ts';
import { seedDemoReviews } from './reviews.ts';

export async function ensureDemoData(ctx: AppContext, log: (msg: string) => void = () => {}): Promise<boolean> {
  const { seeded } = await seedDemo(ctx.db, ctx.storage, { log, encryptCode: ctx.codes.encrypt, now: ctx.clock.now() });
  if (seeded) {
    await seedDemoAccounts(ctx);
    // the back-office's demo admin and support agent (README "Back-office")
    await seedDemoStaff(ctx);
    const reviews = await seedDemoReviews(ctx);
    log(`seed: ${reviews} reviews written by demo customers after paid demo orders`);
  }
  return seeded;
}
