// Rate limits of ticket creation and replies (numbers in docs/SECURITY.md and docs/API-support.md),
// by client address and by signed-in account, on @fastify/rate-limit's store (memory, or Redis
// when REDIS_URL is set). They run as onRequest hooks, before a byte of the body is read.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { rateLimitedMessage } from '../http/messages.ts';

const MINUTE = 60_000;

export const SUPPORT_LIMITS = {
  ticketByAddress: { max: 10, windowMs: 60 * MINUTE },
  ticketByAccount: { max: 10, windowMs: 60 * MINUTE },
  replyByAddress: { max: 60, windowMs: 15 * MINUTE },
  replyByAccount: { max: 30, windowMs: 15 * MINUTE },
} as const;

type LimitName = keyof typeof SUPPORT_LIMITS;
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type RateLimitResult = { isExceeded?: boolean; ttlInSeconds?: number };

/** One onRequest hook per limit. The account limits count guests by address. */
export function createSupportLimits(app: FastifyInstance): Record<LimitName, Hook> {
  const disabled = app.ctx.env.RATE_LIMIT_DISABLED;
  const entries = Object.entries(SUPPORT_LIMITS).map(([name, { max, windowMs }]) => {
    const byAccount = name.endsWith('ByAccount');
    const run = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (req) => `support:${name}:${byAccount && req.user ? `user:${req.user.id}` : req.ip}`,
    }) as (req: FastifyRequest) => Promise<RateLimitResult>;
    const hook: Hook = async (request, reply) => {
      if (disabled) return;
      const result = await run(request);
      if (!result.isExceeded) return;
      const wait = Math.max(1, result.ttlInSeconds ?? 60);
      reply.header('retry-after', String(wait));
      throw new AppError(429, rateLimitedMessage(request.lang, wait));
    };
    return [name, hook] as const;
  });
  return Object.fromEntries(entries) as Record<LimitName, Hook>;
}
