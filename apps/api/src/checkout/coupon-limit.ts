// Coupon codes cannot be guessed by the thousand (OWASP OAT-002, token cracking): each account may
// send at most COUPON_MISSES_PER_WINDOW codes that name no coupon in a 15-minute window, over every
// call that takes a code (the coupon check, the cart's price, placing an order). Past it, every
// code is refused with 429 until the window ends, a real one too, so a guess sent in the same
// burst learns nothing.
//
// A miss must be counted before the code is looked up, or guesses sent at once would all be
// looked up before any was counted: each call with a code takes one try (one atomic increment),
// and a code that names a coupon gives its try back. Tries and give-backs are counted in the same
// fixed window (its number is in both keys), so codes that exist never buy guesses in a later one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { rateLimitedMessage } from '../http/messages.ts';
import { couponByCode } from './queries.ts';

export const COUPON_MISSES_PER_WINDOW = 10;
export const COUPON_WINDOW_MS = 15 * 60_000;
/** the counters never refuse by themselves: the guard compares them */
const COUNTER_MAX = 1_000_000;

type RateRun = (req: FastifyRequest, opts?: { increment?: boolean }) => Promise<{ remaining?: number }>;

export interface CouponGuard {
  /** Before a code is priced: counts the try, refuses (429) past the limit, gives the try back when the code exists. */
  tryCode(request: FastifyRequest, reply: FastifyReply, db: Db, userId: number, code: string): Promise<void>;
}

/** One guard per store, so the routes that take a code share its counters (in memory too). */
const guards = new WeakMap<AppContext, CouponGuard>();

export function couponGuardOf(app: FastifyInstance): CouponGuard {
  let guard = guards.get(app.ctx);
  if (!guard) {
    guard = createCouponGuard(app);
    guards.set(app.ctx, guard);
  }
  return guard;
}

function createCouponGuard(app: FastifyInstance): CouponGuard {
  const keys = new WeakMap<FastifyRequest, string>();
  const counter = (name: string) =>
    app.createRateLimit({
      max: COUNTER_MAX,
      timeWindow: COUPON_WINDOW_MS,
      keyGenerator: (r) => `coupon:${name}:${keys.get(r) ?? r.ip}`,
    }) as RateRun;
  const tries = counter('tries');
  const found = counter('found');
  const countOf = (r: { remaining?: number }) => COUNTER_MAX - (r.remaining ?? COUNTER_MAX);

  return {
    async tryCode(request, reply, db, userId, code) {
      if (app.ctx.env.RATE_LIMIT_DISABLED) return;
      const now = app.ctx.clock.now().getTime();
      const window = Math.floor(now / COUPON_WINDOW_MS);
      keys.set(request, `${userId}:${window}`);
      const tried = countOf(await tries(request));
      const given = countOf(await found(request, { increment: false }));
      if (tried - given > COUPON_MISSES_PER_WINDOW) {
        const seconds = Math.max(1, Math.ceil(((window + 1) * COUPON_WINDOW_MS - now) / 1000));
        reply.header('retry-after', String(seconds));
        throw new AppError(429, rateLimitedMessage(request.lang, seconds), undefined, null, 'rate_limited');
      }
      if (await couponByCode(db, code)) await found(request);
    },
  };
}
