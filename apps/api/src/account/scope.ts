// What an account service needs to know about the request it serves.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Lang } from '../http/messages.ts';
import type { DeliveryLog } from '../integrations/notifications/index.ts';
import type { ClientInfo } from './sessions.ts';

export interface Scope {
  ctx: AppContext;
  lang: Lang;
  client: ClientInfo;
  log: DeliveryLog;
}

export function scopeOf(request: FastifyRequest): Scope {
  const ua = request.headers['user-agent'];
  return {
    ctx: request.server.ctx,
    lang: request.lang,
    client: { ip: request.ip, userAgent: typeof ua === 'string' ? ua : undefined },
    log: request.log,
  };
}
