// Signed-in bench targets: a demo customer with a session and a cart of 10 lines (issue 13:
// `users/cart` with 10 lines, p99 ≤ 50 ms at 50 connections). Prepared straight in the database
// before the server starts, so no sign-in (bot challenge, rate limits) is involved.
import { sql } from 'drizzle-orm';
import { createSession } from '../apps/api/src/account/sessions.ts';
import { DEMO_ACCOUNTS } from '../apps/api/src/account/demo-accounts.ts';
import { createContext } from '../apps/api/src/bootstrap.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { rowsOf } from '../apps/api/src/db/client.ts';

/** A bearer token of the demo customer, whose cart now holds `lines` purchasable items. */
export async function prepareCartShopper(env: Record<string, string>, lines = 10): Promise<string> {
  const ctx = await createContext(loadEnv({ ...process.env, ...env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }));
  try {
    const email = DEMO_ACCOUNTS.find((a) => a.key === 'customer')!.email;
    const [user] = rowsOf<{ id: number }>(await ctx.db.execute(sql`select id from users where email = ${email}`));
    if (!user) throw new Error('the demo customer is not seeded');
    await ctx.db.execute(sql`delete from cart_items where user_id = ${user.id}`);
    const half = Math.ceil(lines / 2);
    await ctx.db.execute(sql`insert into cart_items (user_id, product_id, qty, unit_price)
      select ${user.id}, i.id, 1, least(coalesce(i.price_after_discount, i.price), i.price) from products i
      where i.active and (i.stock_type = 0 or (i.stock_type = 1 and i.stock > 0)) order by i.id limit ${half}`);
    await ctx.db.execute(sql`insert into cart_items (user_id, card_id, qty, unit_price)
      select ${user.id}, i.id, 1, least(coalesce(i.price_after_discount, i.price), i.price) from cards i
      where i.active and (i.stock_type = 0 or (i.stock_type = 1 and i.stock > 0)) order by i.id limit ${lines - half}`);
    return (await createSession(ctx.db, user.id, { ip: '127.0.0.1', userAgent: 'bench' }, ctx.clock.now())).token;
  } finally {
    await ctx.database.close();
  }
}

/**
 * Issue 14's checkout targets: `n` customers with a session each, and an always-in-stock product
 * for them to buy now.
 */
export async function prepareCheckoutShoppers(
  env: Record<string, string>,
  n = 20,
): Promise<{ tokens: string[]; productId: number }> {
  const ctx = await createContext(loadEnv({ ...process.env, ...env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }));
  try {
    const [product] = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`select id from products where active and stock_type = 0 order by id limit 1`),
    );
    if (!product) throw new Error('no always-in-stock product to buy');
    const tokens: string[] = [];
    for (let i = 0; i < n; i++) {
      const [user] = rowsOf<{ id: number }>(
        await ctx.db.execute(sql`insert into users (email, phone, activation)
          values (${`bench-buyer-${i}@example.com`}, ${`+20129${String(i).padStart(7, '0')}`}, 'Active')
          on conflict (email) do update set activation = 'Active' returning id`),
      );
      tokens.push((await createSession(ctx.db, user!.id, { ip: '127.0.0.1', userAgent: 'bench' }, ctx.clock.now())).token);
    }
    return { tokens, productId: product.id };
  } finally {
    await ctx.database.close();
  }
}
