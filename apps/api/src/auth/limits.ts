// Rate limits of the account calls (numbers in docs/SECURITY.md), on @fastify/rate-limit's store
// (memory, or Redis when REDIS_URL is set, so several processes share the counters). Each limiter
// has its own key space; a call may pass several (by address AND by account). 429 answers use
// the common envelope with the seconds to wait. RATE_LIMIT_DISABLED turns them all off.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { httpMessages } from '../http/messages.ts';

const MINUTE = 60_000;

export const LIMITS = {
  existenceByAddress: { max: 20, windowMs: 10 * MINUTE },
  registerByAddress: { max: 10, windowMs: 60 * MINUTE },
  loginByAddress: { max: 30, windowMs: 15 * MINUTE },
  /** counts failed sign-ins only */
  loginFailuresByAccount: { max: 10, windowMs: 15 * MINUTE },
  socialByAddress: { max: 30, windowMs: 15 * MINUTE },
  resetRequestByAddress: { max: 5, windowMs: 60 * MINUTE },
  resetRequestByAccount: { max: 5, windowMs: 60 * MINUTE },
  resetByAddress: { max: 10, windowMs: 15 * MINUTE },
  codeByAccount: { max: 20, windowMs: 15 * MINUTE },
  codeByAddress: { max: 30, windowMs: 15 * MINUTE },
  resendByAddress: { max: 10, windowMs: 15 * MINUTE },
  passwordByAccount: { max: 10, windowMs: 15 * MINUTE },
  profileByAccount: { max: 20, windowMs: 15 * MINUTE },
} as const;

export type LimitName = keyof typeof LIMITS;

export interface Limiter {
  /** count this request under `key` (default: the client address) and refuse past the limit */
  hit(request: FastifyRequest, reply: FastifyReply, key?: string): Promise<void>;
  /** refuse when the limit is already reached, without counting */
  check(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void>;
  /** count without refusing (e.g. a failed sign-in, after the answer is decided) */
  count(request: FastifyRequest, key: string): Promise<void>;
  /** a hook for onRequest/preHandler arrays: hit by address */
  byAddress: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** a hook: hit by the signed-in account (falls back to the address) */
  byAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

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
  const entries = Object.entries(LIMITS).map(([name, { max, windowMs }]) => {
    const run = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (req) => `acct:${name}:${keys.get(req) ?? req.ip}`,
    }) as (req: FastifyRequest, opts?: { increment?: boolean }) => Promise<RateLimitResult>;

    const refuse = (request: FastifyRequest, reply: FastifyReply, seconds: number): never => {
      const wait = Math.max(1, seconds);
      reply.header('retry-after', String(wait));
      throw new AppError(429, httpMessages(request.lang, 'rateLimited', { seconds: wait }));
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
      byAddress: async (request, reply) => limiter.hit(request, reply),
      byAccount: async (request, reply) => limiter.hit(request, reply, request.user ? `user:${request.user.id}` : undefined),
    };
    return [name, limiter] as const;
  });
  return Object.fromEntries(entries) as Record<LimitName, Limiter>;
}
