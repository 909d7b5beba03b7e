// Rate limits of the account calls (numbers and reasons in docs/SECURITY.md), on
// @fastify/rate-limit's store (memory, or Redis when REDIS_URL is set, so several processes share
// the counters). Each limiter has its own key space; a call may pass several (by address AND by
// account). 429 answers use the common envelope with the seconds to wait. RATE_LIMIT_DISABLED
// turns them all off.
//
// Shared addresses: Egyptian mobile operators put many customers behind one public address
// (carrier-grade NAT), so a per-address limit must not lock a whole network out. Per-ACCOUNT
// limits stay strict (they lock one account). Per-ADDRESS limits have a `soft` threshold and a
// high `max`: past `soft` the address is under pressure (level 1–3, one level per doubling) and
// is answered with a harder bot challenge (sign-in, sign-up: ALTCHA cost ×2, ×4, ×8) or a short
// delay (calls without a challenge: 250 ms, 500 ms, 1 s); only `max` refuses (429), as a flood
// backstop.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { rateLimitedMessage } from '../http/messages.ts';

const MINUTE = 60_000;

interface LimitSpec {
  max: number;
  windowMs: number;
  /** per-address limits: pressure starts past this many calls in the window */
  soft?: number;
  /** what pressure costs the caller: a harder bot challenge (checked by the route) or a delay */
  pressure?: 'challenge' | 'delay';
}

export const LIMITS = {
  existenceByAddress: { soft: 20, max: 600, windowMs: 10 * MINUTE, pressure: 'delay' },
  registerByAddress: { soft: 10, max: 300, windowMs: 60 * MINUTE, pressure: 'challenge' },
  loginByAddress: { soft: 30, max: 1000, windowMs: 15 * MINUTE, pressure: 'challenge' },
  /**
   * failed sign-ins only: what `signInAttempt` allows, counted as attempts less successes (below), so
   * that guesses sent at once are counted before their passwords are checked
   */
  loginFailuresByAccount: { max: 10, windowMs: 15 * MINUTE },
  /** every sign-in whose bot challenge passed, counted before its password is checked */
  loginAttemptsByAccount: { max: 1_000_000, windowMs: 15 * MINUTE },
  /** sign-ins that were not a wrong password or an unknown account */
  loginSuccessesByAccount: { max: 1_000_000, windowMs: 15 * MINUTE },
  socialByAddress: { soft: 30, max: 1000, windowMs: 15 * MINUTE, pressure: 'delay' },
  resetRequestByAddress: { soft: 5, max: 100, windowMs: 60 * MINUTE, pressure: 'delay' },
  resetRequestByAccount: { max: 5, windowMs: 60 * MINUTE },
  /** stays strict: a reset code sent without `email` is guessed against every live code (SECURITY.md) */
  resetByAddress: { max: 10, windowMs: 15 * MINUTE },
  codeByAccount: { max: 20, windowMs: 15 * MINUTE },
  codeByAddress: { soft: 30, max: 600, windowMs: 15 * MINUTE, pressure: 'delay' },
  resendByAddress: { soft: 10, max: 200, windowMs: 15 * MINUTE, pressure: 'delay' },
  passwordByAccount: { max: 10, windowMs: 15 * MINUTE },
  profileByAccount: { max: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, LimitSpec>;

/** Highest pressure level: the challenge costs at most 2^3 = 8 times the normal work. */
export const MAX_PRESSURE = 3;
/** Delay per pressure level for calls without a bot challenge. */
export const PRESSURE_DELAY_MS = [0, 250, 500, 1000] as const;

/** 0 up to `soft` calls; then one level per doubling of the count, at most MAX_PRESSURE. */
export function pressureLevel(count: number, soft: number | undefined): number {
  if (!soft || count <= soft) return 0;
  return Math.min(MAX_PRESSURE, 1 + Math.floor(Math.log2(count / soft)));
}

export type LimitName = keyof typeof LIMITS;

export interface Limiter {
  /** count this request under `key` (default: the client address) and refuse past the limit */
  hit(request: FastifyRequest, reply: FastifyReply, key?: string): Promise<void>;
  /** refuse when the limit is already reached, without counting */
  check(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void>;
  /** count without refusing (e.g. a failed sign-in, after the answer is decided) */
  count(request: FastifyRequest, key: string): Promise<void>;
  /** the calls counted under `key` in the window (this one included when `increment`) and the seconds left of it */
  current(request: FastifyRequest, key: string, increment: boolean): Promise<{ count: number; seconds: number }>;
  /** the 429 answer of this limit, waiting `seconds` */
  refuse(request: FastifyRequest, reply: FastifyReply, seconds: number): never;
  /**
   * The pressure level of the client address (0 when not under pressure), without counting.
   * `counted`: this request was already counted (byAddress ran), so the level is the one the
   * address had when its challenge was fetched, before this call.
   */
  level(request: FastifyRequest, opts?: { counted?: boolean }): Promise<number>;
  /** a hook for onRequest/preHandler arrays: hit by address (and delay when under pressure) */
  byAddress: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** a hook: hit by the signed-in account (falls back to the address) */
  byAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls counted in the window (the plugin answers `remaining`; past `max` the call is refused anyway). */
const countOf = (result: RateLimitResult) => (result.max ?? 0) - (result.remaining ?? 0);

type RateLimitResult = {
  isAllowed: boolean;
  isExceeded?: boolean;
  current?: number;
  max?: number;
  remaining?: number;
  ttlInSeconds?: number;
};

export function createLimiters(app: FastifyInstance): Record<LimitName, Limiter> {
  const disabled = app.ctx.env.RATE_LIMIT_DISABLED;
  const keys = new WeakMap<FastifyRequest, string>();
  const entries = Object.entries(LIMITS as Record<LimitName, LimitSpec>).map(([name, spec]) => {
    const { max, windowMs } = spec;
    const run = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (req) => `acct:${name}:${keys.get(req) ?? req.ip}`,
    }) as (req: FastifyRequest, opts?: { increment?: boolean }) => Promise<RateLimitResult>;

    const refuse = (request: FastifyRequest, reply: FastifyReply, seconds: number): never => {
      const wait = Math.max(1, seconds);
      reply.header('retry-after', String(wait));
      throw new AppError(429, rateLimitedMessage(request.lang, wait));
    };

    const limiter: Limiter = {
      async hit(request, reply, key) {
        if (disabled) return;
        if (key) keys.set(request, key);
        else keys.delete(request);
        const result = await run(request);
        if (result.isExceeded) refuse(request, reply, result.ttlInSeconds ?? 60);
      },
      async check(request, reply, key) {
        if (disabled) return;
        keys.set(request, key);
        const result = await run(request, { increment: false });
        if (!result.isAllowed && (result.remaining ?? 1) <= 0) refuse(request, reply, result.ttlInSeconds ?? 60);
      },
      async count(request, key) {
        if (disabled) return;
        keys.set(request, key);
        await run(request);
      },
      async current(request, key, increment) {
        if (disabled) return { count: 0, seconds: 0 };
        keys.set(request, key);
        const result = await run(request, { increment });
        return { count: countOf(result), seconds: result.ttlInSeconds ?? 60 };
      },
      refuse,
      async level(request, opts) {
        if (disabled || !spec.soft) return 0;
        keys.delete(request);
        const result = await run(request, { increment: false });
        return pressureLevel(countOf(result) - (opts?.counted ? 1 : 0), spec.soft);
      },
      async byAddress(request, reply) {
        if (disabled) return;
        keys.delete(request);
        const result = await run(request);
        if (result.isExceeded) refuse(request, reply, result.ttlInSeconds ?? 60);
        const level = pressureLevel(countOf(result), spec.soft);
        if (level > 0 && spec.pressure === 'delay') await sleep(PRESSURE_DELAY_MS[level] ?? 1000);
      },
      byAccount: async (request, reply) => limiter.hit(request, reply, request.user ? `user:${request.user.id}` : undefined),
    };
    return [name, limiter] as const;
  });
  return Object.fromEntries(entries) as Record<LimitName, Limiter>;
}

/**
 * One sign-in attempt on an account: refused (429) when the account already had
 * `loginFailuresByAccount.max` failed sign-ins in the window. The attempt is counted before its
 * password is checked, in one atomic increment, so guesses sent at once cannot all pass a check
 * made before any of them failed (a check, then a count after the answer, let 30 parallel guesses
 * through). A failure is an attempt that no success took back: `settled()` counts a success (any
 * answer but a wrong password or an unknown account), so a shopper who signs in often is never
 * locked out. Call it after the bot challenge passed, so unsolved calls never count. (Each counter's
 * window starts at its own first call, so successes of a window that began earlier may excuse as
 * many failures of the next: only the account's owner, who has the password, makes successes.)
 */
export async function signInAttempt(
  limits: Record<LimitName, Limiter>,
  request: FastifyRequest,
  reply: FastifyReply,
  account: string,
): Promise<{ settled: () => Promise<void> }> {
  const attempts = await limits.loginAttemptsByAccount.current(request, account, true);
  const successes = await limits.loginSuccessesByAccount.current(request, account, false);
  if (attempts.count - successes.count > LIMITS.loginFailuresByAccount.max) {
    limits.loginFailuresByAccount.refuse(request, reply, attempts.seconds);
  }
  return { settled: () => limits.loginSuccessesByAccount.count(request, account) };
}
